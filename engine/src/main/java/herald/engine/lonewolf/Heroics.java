package herald.engine.lonewolf;

import herald.engine.lonewolf.events.HypnotiseTried;

/**
 * What the Heroic Abilities and Evil Tricks ask of a piece: its camp, the names of their standing orders (kept in
 * {@link Standing}), and whether it is hypnotised (ET7).
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

    public static boolean hypnotised(LoneWolfState s, Piece p) {
        return p.powers().marks().contains(HypnotiseTried.HYPNOTISED + s.turn());
    }
}
