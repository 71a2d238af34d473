package herald.engine.darkage.events;

import herald.engine.darkage.DarkAgeState;

import herald.engine.darkage.Modifier;
import herald.engine.table.Inches;
import java.util.List;

/**
 * A Shooting attack (3.3): 1D10 + SV + the weapon's bonus + the sheet's modifiers against the target's AR. A natural 1
 * misses whatever the total (a potential fumble, F5).
 *
 * @param need the total that hits: the AR, or one more under house option hit=beat
 */
public record ShotRolled(String shooter, String weapon, String target, double inches, int range, int roll, int sv,
        int bonus, List<Modifier> modifiers, int total, int ar, int need, boolean hit, boolean reloads, String ammo)
        implements DarkAgeEvent {

    public ShotRolled {
        modifiers = List.copyOf(modifiers);
    }

    /** The same shot made with special ammunition ("fire-arrow", "holy-water"), which it uses up (S8). */
    public ShotRolled using(String kind) {
        return new ShotRolled(shooter, weapon, target, inches, range, roll, sv, bonus, modifiers, total, ar, need, hit,
                reloads, kind);
    }

    /** "Ulf shoots war bow at Brand, 14.2\" (20): d10 6 +SV 3 +2 −2 moved = 9 v AR 11: miss". */
    @Override
    public String describe() {
        return shooter + " shoots " + weapon + " at " + target + ", " + Inches.measured(inches) + " (" + range + "): d10 "
                + roll + " +SV " + sv + " " + herald.engine.darkage.Modifier.signed(bonus) + Texts.modifiers(modifiers)
                + " = " + total + " v AR " + ar + Texts.beat(ar, need) + ": " + Texts.outcome(roll, hit);
    }

    @Override
    public DarkAgeState applyTo(DarkAgeState state) {
        var f = state.figure(shooter);
        if (f.isEmpty()) {
            return reported(state);
        }
        var s = reloads ? f.get().withCrossbowShot(state.turn()) : f.get();
        return reported(state.withFigure(ammo == null ? s : s.withAmmoUsed(ammo)));
    }

    @Override
    public java.util.List<String> concerns() {
        return java.util.List.of(shooter, target);
    }
}
