package herald.engine.fantasywarriors;

import herald.engine.Dice;
import java.util.ArrayList;
import java.util.List;

/**
 * The pre-battle speech (Companion L215-257): in the boasts and omens phase a warchief who does not boast rouses one
 * unit, 1D6 + his leadership. Legendary: the unit's whole command in blood lust; a bad speech shakes it.
 */
public final class Speech {
    private Speech() {}

    /** Who speaks to whom, and under what sky. */
    public record Occasion(int leadership, int talismans, boolean inTheWarchiefsCommand, boolean warchiefInBadLight) {}

    public static Scored give(Occasion o, Dice dice, Tables t) {
        List<Modifier> m = new ArrayList<>();
        m.add(new Modifier("leadership", o.leadership()));
        for (int i = 0; i < o.talismans(); i++) {
            m.add(new Modifier("talisman", t.modifier("speech", "talisman")));
        }
        if (o.inTheWarchiefsCommand()) {
            m.add(new Modifier("in the warchief's command", t.modifier("speech", "in-the-warchiefs-command")));
        }
        if (o.warchiefInBadLight()) {
            m.add(new Modifier("warchief in bad light", t.modifier("speech", "warchief-in-bad-light")));
        }
        return t.table("speech").score(List.of(dice.roll(6)), m);
    }
}
