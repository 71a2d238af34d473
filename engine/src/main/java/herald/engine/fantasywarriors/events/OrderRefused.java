package herald.engine.fantasywarriors.events;

import herald.engine.fantasywarriors.FantasyWarriorsState;

/**
 * An order the rules do not allow was not carried out; the piece stays as it was.
 *
 * @param order what was ordered: "move", "reorganise"
 * @param reason the sentence the player reads
 */
public record OrderRefused(String piece, String order, String reason) implements FantasyWarriorsEvent {
    @Override
    public String describe() {
        return piece + " does not " + order + ": " + reason;
    }

    @Override
    public FantasyWarriorsState applyTo(FantasyWarriorsState state) {
        return reported(state);
    }
}
