package herald.engine.darkage.events;

import herald.engine.darkage.DarkAgeState;

import herald.engine.darkage.Modifier;
import java.util.List;

/**
 * A Fighting attack (3.4): 1D10 + FV (or the part of it this attack was given, F4) + the weapon's bonus + the sheet's
 * modifiers against the opponent's AR. A natural 1 misses whatever the total (a potential fumble, F5).
 *
 * @param fv the FV this attack used; {@code fvOf} the figure's whole FV
 * @param need the total that hits: the AR, or one more under house option hit=beat
 */
public record BlowRolled(String attacker, String weapon, String defender, int roll, int fv, int fvOf, int bonus,
        List<Modifier> modifiers, int total, int ar, int need, boolean hit) implements DarkAgeEvent {

    public BlowRolled {
        modifiers = List.copyOf(modifiers);
    }

    /** "Brand strikes Ulf with long sword: d10 7 +FV 4 +3 +1 outnumber = 15 v AR 8: hit". */
    @Override
    public String describe() {
        return attacker + " strikes " + defender + " with " + weapon + ": d10 " + roll + " +FV " + fv
                + (fv == fvOf ? "" : " of " + fvOf) + " " + Modifier.signed(bonus) + Texts.modifiers(modifiers) + " = "
                + total + " v AR " + ar + Texts.beat(ar, need) + ": " + Texts.outcome(roll, hit);
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
