package herald.engine.darkage.events;

import herald.engine.darkage.DarkAgeState;

import herald.engine.darkage.Modifier;
import java.util.List;

/**
 * A Sunder attack on a shield (W10): opposed rolls, the attacker's 1D10 + FV + weapon bonus + modifiers against the
 * defender's 1D10 + FV + the shield's AR bonus. {@code roll} holds the attacker's die, then the defender's; the
 * attacker must be higher ({@code need} = the defence + 1). A natural 1 for the attacker fails (a potential fumble).
 */
public record SunderRolled(String attacker, String weapon, String defender, List<Integer> roll, int fv, int bonus,
        List<Modifier> modifiers, int total, int defenderFv, int shield, int defence, int need, boolean beaten)
        implements DarkAgeEvent {

    public SunderRolled {
        roll = List.copyOf(roll);
        modifiers = List.copyOf(modifiers);
    }

    /** "Hrolf sunders Brand's shield with two-handed axe: d10 8 +FV 5 +4 = 17 v d10 4 +FV 4 +shield 2 = 10: beaten". */
    @Override
    public String describe() {
        return attacker + " sunders " + defender + "'s shield with " + weapon + ": d10 " + roll.get(0) + " +FV " + fv + " "
                + Modifier.signed(bonus) + Texts.modifiers(modifiers) + " = " + total + " v d10 " + roll.get(1) + " +FV "
                + defenderFv + " +shield " + shield + " = " + defence + ": "
                + (roll.get(0) == 1 ? "natural 1, fails" : beaten ? "beaten" : "the shield holds");
    }

    @Override
    public DarkAgeState applyTo(DarkAgeState state) {
        return reported(state);
    }

    @Override
    public java.util.List<String> concerns() {
        return java.util.List.of(attacker, defender);
    }
}
