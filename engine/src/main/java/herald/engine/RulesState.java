package herald.engine;

/** A ruleset's game state: an immutable value, changed only by folding events. */
public interface RulesState {

    /** The game turn being played, 1 for the first; 0 before set-up. */
    int turn();
}
