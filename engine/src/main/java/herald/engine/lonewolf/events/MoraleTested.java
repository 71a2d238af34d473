package herald.engine.lonewolf.events;

import herald.engine.lonewolf.LoneWolfState;
import java.util.List;

/**
 * A unit took its one morale test of the turn (M2-M4): Basic Morale Value = {@code base} + the D6
 * {@code rolls}; plus the modifiers = {@code value}; at least {@code carryOn} carries on, at least
 * {@code retire} retires, less routs (the unit's type is its training).
 */
public record MoraleTested(String side, String sideName, String unit, List<String> reasons, int base, List<Integer> rolls,
        List<Modifier> modifiers, int value, String training, int carryOn, int retire, String result)
        implements LoneWolfEvent {

    public MoraleTested {
        reasons = List.copyOf(reasons);
        rolls = List.copyOf(rolls);
        modifiers = List.copyOf(modifiers);
    }

    @Override
    public LoneWolfState applyTo(LoneWolfState state) {
        return reported(state);
    }

    @Override
    public String describe() {
        int basic = base + rolls.stream().mapToInt(Integer::intValue).sum();
        String dice = String.join(" + ", rolls.stream().map(String::valueOf).toList());
        return sideName + ", " + unit + ", test morale (" + String.join("; ", reasons) + "): " + base + " + "
                + dice + " = " + basic + (modifiers.isEmpty() ? "" : ", " + Modifier.chain(basic, modifiers, value))
                + "; " + training + " carry on at " + carryOn + "+, retire at " + retire + "+: " + result;
    }
}
