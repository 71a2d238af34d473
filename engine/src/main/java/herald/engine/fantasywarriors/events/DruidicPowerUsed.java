package herald.engine.fantasywarriors.events;

import herald.engine.fantasywarriors.FantasyWarriorsState;
import herald.engine.fantasywarriors.Magic;
import java.util.List;

/**
 * A druid in base contact with a feature initiated a power (2D6 of magic power) or maintained it (1D6) at the start of
 * his movement (Companion L1015-1143). There is no score to reach: he only has to be able to pay (the digest's FW-EX-7).
 * Overdrawn, he is slain and the power breaks.
 *
 * @param power "hostile", "impassable" or "spirit" (a tree spirit's control is {@link CreatureControlled})
 */
public record DruidicPowerUsed(String druid, String power, String feature, boolean maintained, List<Integer> roll,
        int cost, int powerLeft, boolean slain) implements FantasyWarriorsEvent {

    public DruidicPowerUsed {
        roll = List.copyOf(roll);
    }

    @Override
    public String describe() {
        return druid + (maintained ? " maintains " : " makes ") + feature + " " + power + ", "
                + (roll.size() == 1 ? "1D6 " + cost : "2D6 " + roll.get(0) + "+" + roll.get(1) + " = " + cost) + " magic power: "
                + (slain ? "more than he has; he overdraws and is slain, and the power breaks" : powerLeft + " left");
    }

    @Override
    public FantasyWarriorsState applyTo(FantasyWarriorsState state) {
        FantasyWarriorsState s = Magic.paid(state, druid, powerLeft, slain);
        Magic m = s.magic().withDruidic(druid, slain ? null : new Magic.Druidic(power, feature, null));
        return reported(s.withMagic(m));
    }
}
