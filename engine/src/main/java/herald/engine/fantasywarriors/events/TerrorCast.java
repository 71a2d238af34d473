package herald.engine.fantasywarriors.events;

import herald.engine.fantasywarriors.FantasyWarriorsState;
import herald.engine.fantasywarriors.Magic;
import herald.engine.table.Inches;
import java.util.List;

/**
 * A wizard cast arcane terror (Companion L1161-1187): a point for each foot of range or part of one and a point for
 * each point of the target's worth, then the die halves, keeps or doubles it. The threat test follows as its own event.
 *
 * @param feet the feet of range, each part of a foot counted whole
 * @param before the cost before the die; {@code roll} the die, {@code result} "halve", "unchanged" or "double"
 * @param slain the cost was more than the wizard's power: overdrawn, he is dead and the spell fails
 */
public record TerrorCast(String wizard, String target, double inches, int feet, int worth, int before, List<Integer> roll,
        String result, int cost, int powerLeft, boolean slain) implements FantasyWarriorsEvent {

    public TerrorCast {
        roll = List.copyOf(roll);
    }

    @Override
    public String describe() {
        return wizard + " casts arcane terror at " + target + ", " + Inches.measured(inches) + " away: " + feet
                + (feet == 1 ? " foot" : " feet") + " + worth " + worth + " = " + before + ", die " + roll.get(0) + " ("
                + result + ") = " + cost + " magic power; " + (slain ? "more than he has: he overdraws and is slain, the"
                + " spell lost" : powerLeft + " left");
    }

    @Override
    public FantasyWarriorsState applyTo(FantasyWarriorsState state) {
        return reported(Magic.paid(state, wizard, powerLeft, slain));
    }
}
