package herald.engine.lonewolf.events;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonProperty;
import herald.engine.lonewolf.LoneWolfState;
import java.util.List;

/**
 * A unit took its one morale test of the turn (M2-M4): Basic Morale Value = {@code base} + the D6
 * {@code rolls}; plus the modifiers = {@code value}; at least {@code carryOn} carries on, at least
 * {@code retire} retires, less routs (the unit's type is its training).
 */
@JsonIgnoreProperties(value = {"roll", "need"}, allowGetters = true)
public record MoraleTested(String side, String sideName, String unit, List<String> reasons, int base, List<Integer> rolls,
        List<Modifier> modifiers, int value, String training, int carryOn, int retire, String result,
        String onlyFor) implements LoneWolfEvent, Concealable {

    /** Seen by every side (the unit is not hidden). */
    public MoraleTested(String side, String sideName, String unit, List<String> reasons, int base, List<Integer> rolls,
            List<Modifier> modifiers, int value, String training, int carryOn, int retire, String result) {
        this(side, sideName, unit, reasons, base, rolls, modifiers, value, training, carryOn, retire, result, null);
    }

    @Override
    public List<String> named() {
        return List.of();
    }

    /** A unit whose every living piece is hidden tests in secret. */
    @Override
    public String hiddenOwner(LoneWolfState s) {
        List<herald.engine.lonewolf.Piece> living = s.living(side).stream().filter(p -> p.unit().equals(unit)).toList();
        return !living.isEmpty() && living.stream().allMatch(p -> s.hidden(p.id())) ? side : null;
    }

    @Override
    public MoraleTested seenOnlyBy(String only) {
        return new MoraleTested(side, sideName, unit, reasons, base, rolls, modifiers, value, training, carryOn, retire,
                result, only);
    }

    public MoraleTested {
        reasons = List.copyOf(reasons);
        rolls = List.copyOf(rolls);
        modifiers = List.copyOf(modifiers);
    }

    @Override
    public LoneWolfState applyTo(LoneWolfState state) {
        return herald.engine.lonewolf.MoraleMarks.withResult(reported(state), side, unit, result);
    }

    @Override
    public String describe() {
        int basic = base + rolls.stream().mapToInt(Integer::intValue).sum();
        String dice = String.join(" + ", rolls.stream().map(String::valueOf).toList());
        return sideName + ", " + unit + ", test morale (" + String.join("; ", reasons) + "): " + base + " + "
                + dice + " = " + basic + (modifiers.isEmpty() ? "" : ", " + Modifier.chain(basic, modifiers, value))
                + "; " + training + " carry on at " + carryOn + "+, retire at " + retire + "+: " + result;
    }

    /** The D6s as every die-decided event names them (read-only in the journal). */
    @JsonProperty("roll")
    public java.util.List<Integer> roll() {
        return rolls;
    }

    /** The modified morale value needed to carry on (read-only in the journal). */
    @JsonProperty("need")
    public int need() {
        return carryOn;
    }
}
