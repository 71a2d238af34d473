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

    /** The value of a standing order, or its default. */
    public static String standing(Piece p, String name) {
        String v = p.powers().standing().get(name);
        if (v != null) {
            return v;
        }
        return name.equals(PARRY) ? "WOUNDED" : name.equals(BRUTALITY) ? "ROUT" : "";
    }

    /** The values a standing order may take, or empty when Herald knows no such order. */
    public static Optional<java.util.List<String>> values(String name) {
        switch (name.toUpperCase(Locale.ROOT)) {
            case PARRY:
                return Optional.of(java.util.List.of("ALWAYS", "WOUNDED", "NEVER"));
            case BRUTALITY:
                return Optional.of(java.util.List.of("ALWAYS", "ROUT", "NEVER"));
            default:
                return Optional.empty();
        }
    }

    /** The skill a standing order belongs to. */
    static Skill skillOf(String name) {
        return name.equals(PARRY) ? Skill.SECRET_PARRY : Skill.BRUTALITY;
    }

    /** Hypnotised in the current turn: it stands still, ignores coherency and morale, fires not, starts no combat (ET7). */
    public static boolean hypnotised(LoneWolfState s, Piece p) {
        return p.powers().marks().contains(HypnotiseTried.HYPNOTISED + s.turn());
    }

    /** Uses of a limited skill left: Salmon Leap 2, Hypnotise 1, ... */
    public static int usesLeft(LoneWolfState s, Piece p, Skill skill) {
        Integer uses = s.skills().of(skill).uses();
        return uses == null ? Integer.MAX_VALUE : Math.max(0, uses - p.powers().usedOf(skill));
    }
}
