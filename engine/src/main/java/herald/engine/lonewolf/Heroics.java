package herald.engine.lonewolf;

import herald.engine.lonewolf.events.HypnotiseTried;
import java.util.Locale;
import java.util.Optional;

/**
 * What the Heroic Abilities and Evil Tricks ask of a piece: its camp, its standing orders (with the defaults an
 * email game needs, since no player is at the table to choose), and whether it is hypnotised (ET7).
 */
public final class Heroics {
    private Heroics() {}

    /** Secret Parry's standing order (HA4): ALWAYS when attacked, only once WOUNDED (the default), or NEVER. */
    public static final String PARRY = "PARRY";
    /** Brutality's standing order (ET3): ALWAYS instead of a test, only when the test could ROUT (the default), or NEVER. */
    public static final String BRUTALITY = "BRUTALITY";

    /** A piece's camp: its Hero Card's alignment, else its race's (L62-72). */
    public static Camp camp(LoneWolfState s, Piece p) {
        String alignment = p.card() == null ? null : p.card().alignment();
        return Camp.parse(alignment != null ? alignment : s.sheet(p).camp()).orElse(Camp.NEUTRAL);
    }

    /** The value of a standing order, or its default ({@link Standing}). */
    public static String standing(Piece p, String name) {
        return Standing.value(p, name);
    }

    public static boolean hypnotised(LoneWolfState s, Piece p) {
        return p.powers().marks().contains(HypnotiseTried.HYPNOTISED + s.turn());
    }

    /** Uses of a limited skill left: Salmon Leap 2, Hypnotise 1, ... */
    public static int usesLeft(LoneWolfState s, Piece p, Skill skill) {
        Integer uses = s.skills().of(skill).uses();
        return uses == null ? Integer.MAX_VALUE : Math.max(0, uses - p.powers().usedOf(skill));
    }
}
