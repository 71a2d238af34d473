package herald.engine.basicfantasy.events;

import herald.engine.basicfantasy.BasicFantasyState;
import herald.engine.table.Inches;

/**
 * A caster took the Magic Test for a spell (R8): one die, passing on {@code need} (its morale) or less. A failed
 * offensive spell turns on the caster's own unit; any other does nothing (R9b).
 *
 * @param inches the distance to the target measured, base to base (0 for the caster itself)
 */
public record MagicTested(String caster, String spell, String spellName, String target, double inches, int range,
        int roll, int need, boolean passed, boolean offensive) implements BasicFantasyEvent {

    @Override
    public BasicFantasyState applyTo(BasicFantasyState state) {
        return reported(state);
    }

    @Override
    public String describe() {
        String result = passed ? "passes" : offensive ? "fails: the spell strikes " + caster + " instead" : "fails: no effect";
        return caster + " casts " + spellName + " on " + target + ", " + Inches.measured(inches) + " (range " + range
                + "): Magic Test need ≤ " + need + ": " + roll + " → " + result;
    }
}
