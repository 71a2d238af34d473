package herald.engine.basicfantasy.events;

import herald.engine.basicfantasy.BasicFantasyState;
import herald.engine.table.Inches;

/**
 * An offensive spell struck a unit with one hit of its strength, wounding against armour (R9): its target, a unit
 * within Blast's reach of the target, or, after a failed Magic Test, the caster's own unit (R9b).
 *
 * @param role "target", "blast" (a unit around Blast's target) or "backfire" (the caster's own unit)
 * @param inches for "blast", the distance from Blast's target measured base to base; otherwise 0
 */
public record SpellHit(String caster, String spellName, String target, String role, double inches, WoundRoll wound,
        int removed, int frontWounds) implements BasicFantasyEvent {

    @Override
    public BasicFantasyState applyTo(BasicFantasyState state) {
        return reported(Casualties.apply(state, caster, target, removed, frontWounds));
    }

    @Override
    public String describe() {
        String who = switch (role) {
            case "blast" -> spellName + " strikes " + target + ", " + Inches.measured(inches) + " from its target";
            case "backfire" -> spellName + " turns on " + target;
            default -> spellName + " strikes " + target;
        };
        return who + ": one S" + wound.strength() + " hit; " + wound.describe()
                + Texts.casualties(wound.wounds(), removed, frontWounds);
    }
}
