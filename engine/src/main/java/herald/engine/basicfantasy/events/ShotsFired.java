package herald.engine.basicfantasy.events;

import herald.engine.basicfantasy.BasicFantasyState;
import herald.engine.table.Inches;
import java.util.List;

/**
 * A unit shot at another (R3-R7): one die per shot, a hit on {@code need} (its aim) or less; each hit then tested to
 * wound with the weapon's strength against the target's armour; the wounds taken off the front figure first, each
 * figure removed when its wounds are used up, the rest carried over.
 *
 * @param inches the range measured, base to base
 * @param range the weapon's range
 * @param wound the wound test; no dice when there were no hits
 * @param removed figures removed
 * @param frontWounds wounds on the target's front figure afterwards
 */
public record ShotsFired(String shooter, String target, double inches, int range, List<Integer> roll, int need, int hits,
        WoundRoll wound, int removed, int frontWounds) implements BasicFantasyEvent {

    public ShotsFired {
        roll = List.copyOf(roll);
    }

    @Override
    public BasicFantasyState applyTo(BasicFantasyState state) {
        return reported(Casualties.apply(state, shooter, target, removed, frontWounds));
    }

    @Override
    public String describe() {
        String head = shooter + " shoots at " + target + ", " + Inches.measured(inches) + " (range " + range + "): "
                + Texts.count(hits, "hit").replace("no hits", "0 hits") + " of " + roll.size() + " (need ≤ " + need + ": "
                + Texts.dice(roll) + ")";
        return hits == 0 ? head : head + "; " + wound.describe() + Texts.casualties(wound.wounds(), removed, frontWounds);
    }
}
