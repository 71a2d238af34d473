package herald.engine.basicfantasy.events;

import herald.engine.basicfantasy.BasicFantasyState;
import java.util.List;

/**
 * One unit struck another in close combat (R11-R15): one die per attack, a hit on {@code need} (its combat skill) or
 * less; each hit tested to wound with the striker's strength against the target's resilience; casualties off the front.
 *
 * @param kind "charge" (the charger strikes first), "strike back" (the charged unit's survivors) or "continuing"
 *     (a combat fought on in a later player turn)
 */
public record CombatStruck(String striker, String target, String kind, List<Integer> roll, int need, int hits,
        WoundRoll wound, int removed, int frontWounds) implements BasicFantasyEvent {

    public CombatStruck {
        roll = List.copyOf(roll);
    }

    @Override
    public BasicFantasyState applyTo(BasicFantasyState state) {
        return reported(Casualties.apply(state, striker, target, removed, frontWounds));
    }

    @Override
    public String describe() {
        String verb = switch (kind) {
            case "charge" -> striker + " strikes " + target + " first (charging)";
            case "strike back" -> striker + " strikes back at " + target;
            default -> striker + " strikes " + target + " (the combat goes on)";
        };
        String head = verb + ": " + Texts.count(hits, "hit").replace("no hits", "0 hits") + " of " + roll.size()
                + " (need ≤ " + need + ": " + Texts.dice(roll) + ")";
        return hits == 0 ? head : head + "; " + wound.describe() + Texts.casualties(wound.wounds(), removed, frontWounds);
    }
}
