package herald.engine.fantasywarriors.events;

import herald.engine.fantasywarriors.FantasyWarriorsState;
import herald.engine.fantasywarriors.Magic;
import herald.engine.fantasywarriors.Unit;
import java.util.List;

/**
 * A wizard in base contact with {@code unit} shielded it from {@code shooter}'s volley before its to-hit roll
 * (Companion L1189-1200, L1238-1240): a die for each counter shielded, their total the cost, each die of {@code need}
 * or more removing a counter, poisoned ones first. The counters removed are spent by the shooter all the same.
 */
public record ShieldCast(String wizard, String unit, String shooter, List<Integer> roll, int need, int removed,
        int poisonedRemoved, int cost, int powerLeft, boolean slain) implements FantasyWarriorsEvent {

    public ShieldCast {
        roll = List.copyOf(roll);
    }

    @Override
    public String describe() {
        return wizard + " shields " + unit + " from " + shooter + "'s volley against " + roll.size()
                + (roll.size() == 1 ? " counter" : " counters") + ": " + String.join(" ", roll.stream().map(String::valueOf)
                        .toList()) + ", " + need + " or more removes one: " + removed + " removed"
                + (poisonedRemoved == 0 ? "" : " (" + poisonedRemoved + " poisoned)") + "; cost " + cost + " magic power, "
                + (slain ? "more than he has: he overdraws and is slain, the shield lost" : powerLeft + " left");
    }

    @Override
    public FantasyWarriorsState applyTo(FantasyWarriorsState state) {
        FantasyWarriorsState s = Magic.paid(state, wizard, powerLeft, slain);
        if (slain || removed == 0) {
            return reported(s);
        }
        Unit u = s.unitOrThrow(shooter);
        return reported(s.withUnit(u.withVolleys(u.volleys() - removed, u.poisoned() - poisonedRemoved)));
    }
}
