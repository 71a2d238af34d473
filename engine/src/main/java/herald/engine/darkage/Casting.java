package herald.engine.darkage;

import herald.engine.Dice;
import herald.engine.darkage.events.DarkAgeEvent;
import herald.engine.darkage.events.PowerCast;
import java.util.ArrayList;
import java.util.List;

/**
 * Magical Powers (8.0): using a Miracle or a Wyrd Power takes a Fate roll; it is cast on a roll above Fate (MP1, as
 * "OK" on a hit; house option cast=equal-or-above). A natural 1 fails and is a potential fumble: a second Fate roll
 * of 1 and the caster cannot use that Power for the rest of the game (MP2). A natural 10 always succeeds (FT2). What a
 * cast power does is not here yet.
 */
public final class Casting {
    private Casting() {}

    public static Ruling cast(String caster, int fate, Power power, Options o, Dice dice) {
        int roll = dice.roll(10);
        int need = o.cast().equals("equal-or-above") ? fate : fate + 1;
        boolean cast = roll != 1 && (roll == 10 || roll >= need);
        List<DarkAgeEvent> events = new ArrayList<>();
        events.add(new PowerCast(caster, power.name(), power.kind().equals("miracle") ? "Miracle" : "Wyrd Power", roll,
                fate, need, cast));
        if (roll == 1) {
            events.add(Fumble.roll(caster, power.name(), true, dice));
        }
        return Ruling.of(events);
    }
}
