package herald.engine.basicfantasy.events;

import herald.engine.basicfantasy.BasicFantasyState;

/**
 * Under the house option blast-roll=aim, a caster whose Blast passed its Magic Test rolled to hit the target: one
 * die, a hit on {@code need} (its aim) or less. A miss strikes nothing (it is not a failed test).
 */
public record SpellAimed(String caster, String spellName, String target, int roll, int need, boolean hit)
        implements BasicFantasyEvent {

    @Override
    public BasicFantasyState applyTo(BasicFantasyState state) {
        return reported(state);
    }

    @Override
    public String describe() {
        return caster + " aims " + spellName + " at " + target + ": need ≤ " + need + ": " + roll + " → "
                + (hit ? "hits" : "misses; nothing is struck");
    }
}
