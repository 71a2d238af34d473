package herald.engine.lonewolf;

import herald.engine.lonewolf.events.StandingOrderSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Standing orders: a choice a player would make on the spot at a table (roll Mindshield or not, where a deflected
 * missile lands), given once as {@code STANDING <piece> <name> <value>} and kept on the piece's record sheet
 * ({@link Powers#standing()}) until changed. Every order of a submission is set at the start of the turn it is resolved
 * in, before initiative. To add one, add a {@link Kind}: its name, the skills that make it legal, its values (the first
 * is the default).
 */
public final class Standing {
    private Standing() {}

    /**
     * One standing order: the piece must hold one of {@code skills}; {@code values.get(0)} is the default. A
     * {@code unit} order needs no skill but a rank-and-file piece, and is given on any piece of its unit for the whole
     * unit: it is written on every piece of the unit, so the latest set wins and any piece reads it.
     */
    public record Kind(String name, List<Skill> skills, List<String> values, String help, boolean unit) {
        public Kind(String name, List<Skill> skills, List<String> values, String help) {
            this(name, skills, values, help, false);
        }

        public String byDefault() {
            return values.get(0);
        }
    }

    public static final List<Kind> KINDS = List.of(
            new Kind("MINDSHIELD", List.of(Skill.MINDSHIELD, Skill.MIND_SHIELD), List.of("ON", "OFF"),
                    "K8/ET2: roll Mindshield when mind-blasted"),
            new Kind("SIXTHSENSE", List.of(Skill.SIXTH_SENSE), List.of("ON", "OFF"),
                    "K3: roll Sixth Sense at the start of his side's movement phase"),
            new Kind("MINDOVERMATTER", List.of(Skill.MIND_OVER_MATTER), List.of("ON", "OFF"),
                    "K10: roll Mind over Matter when fired at"),
            new Kind("DEFLECT", List.of(Skill.MIND_OVER_MATTER), List.of("ENEMY", "EMPTY"),
                    "K10: a deflected missile lands on the adjacent enemy nearest the firer, else an empty square (ENEMY),"
                            + " or always on an empty square (EMPTY)"),
            new Kind("HEAL", List.of(Skill.HEALING), List.of("WORST", "LATEST"),
                    "K5: with no location named, Healing treats the worst wound (WORST) or the latest (LATEST)"),
            new Kind(Heroics.PARRY, List.of(Skill.SECRET_PARRY), List.of("WOUNDED", "ALWAYS", "NEVER"),
                    "HA4: use Secret Parry when attacked once wounded (WOUNDED), whenever attacked (ALWAYS), or never"),
            new Kind(Heroics.BRUTALITY, List.of(Skill.BRUTALITY), List.of("ROUT", "ALWAYS", "NEVER"),
                    "ET3: use Brutality instead of a unit's test when the worst roll would rout it (ROUT), always, or never"),
            new Kind(Casualties.NAME, List.of(), List.of(Casualties.FRONT, Casualties.REAR),
                    "C5: the further hits of multiple combat on the unit strike first its pieces nearest the target"
                            + " (FRONT) or those with a file of the unit behind them (REAR)", true));

    public static Optional<Kind> kind(String name) {
        return KINDS.stream().filter(k -> k.name().equalsIgnoreCase(name)).findFirst();
    }

    /** The piece's standing order {@code name}, or its default. */
    public static String value(Piece p, String name) {
        return p.powers().standingOr(name, kind(name).map(Kind::byDefault).orElseThrow());
    }

    /** Is {@code name} a standing order for a whole unit ({@link Kind#unit()})? */
    public static boolean forUnit(String name) {
        return kind(name).map(Kind::unit).orElse(false);
    }

    /** An ON/OFF standing order is not OFF. */
    public static boolean on(Piece p, String name) {
        return !"OFF".equals(value(p, name));
    }

    /** Why {@code p} may not be given this standing order, if it may not. */
    static Optional<String> problem(Piece p, String name, String value) {
        Optional<Kind> k = kind(name);
        if (k.isEmpty()) {
            return Optional.of("\"" + name + "\" is not a standing order (known: "
                    + String.join(", ", KINDS.stream().map(Kind::name).toList()) + ")");
        }
        if (!k.get().values().contains(value)) {
            return Optional.of(name + " is " + String.join(" or ", k.get().values()) + ", not " + value);
        }
        if (k.get().unit()) {
            return p.kind() == PieceClass.RANK_AND_FILE ? Optional.empty()
                    : Optional.of(p.id() + " is a " + p.kind().key() + ": the standing order " + name + " is for a unit of"
                            + " rank-and-file, given on any of its pieces (a " + p.kind().key()
                            + " takes every hit himself, F11/C5)");
        }
        if (k.get().skills().stream().noneMatch(p::has)) {
            return Optional.of(p.id() + " has no " + String.join(" or ", k.get().skills().stream().map(Skill::key).toList())
                    + ": the standing order " + name + " is for a piece that has");
        }
        return Optional.empty();
    }

    /** The STANDING orders of both sides, set as the turn begins (only a change is recorded). */
    static void apply(TurnLog log, Map<String, List<Order>> orders) {
        for (String side : log.state().sideIds()) {
            for (Order o : orders.getOrDefault(side, List.of())) {
                if (o instanceof Order.Standing st) {
                    Optional<Piece> p = log.state().piece(st.piece()).filter(Piece::alive).filter(x -> x.side().equals(side));
                    if (p.isPresent() && kind(st.name()).isPresent() && !value(p.get(), st.name()).equals(st.value())) {
                        log.emit(new StandingOrderSet(p.get().id(), st.name(), st.value(), side));
                    }
                }
            }
        }
    }
}
