package herald.engine.lonewolf;

import static herald.engine.ScenarioException.require;

import herald.engine.ScenarioException;
import herald.engine.lonewolf.events.BrutalityUsed;
import herald.engine.lonewolf.events.ParryUsed;
import herald.engine.lonewolf.events.ZoneWithstood;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * A piece that starts part-way through a battle: the record sheet a scenario may fill in before turn 1
 * (wounds, a stun, skill uses spent, standing orders, and the lasting marks of Secret Parry, Aura of
 * Goodness / Inspire Terror and Brutality). The turn's own marks (moved, fired, attacked) are not among
 * them: every turn, the first included, begins by clearing them.
 */
final class PieceStart {
    private PieceStart() {}

    /** Every start field of every piece, against its class, its card, its hit chart and the skill book. */
    static void check(Scenario s, Map<String, PlaySheet> sheets, HitRules hits, SkillBook book, String src) throws ScenarioException {
        List<Piece> pieces = ScenarioReader.pieces(s, sheets);
        for (int i = 0; i < s.pieces().size(); i++) {
            Scenario.PieceSpec spec = s.pieces().get(i);
            Piece p = pieces.get(i);
            String at = "pieces[" + i + "].";
            boolean woundable = p.kind().takesWounds();
            require(spec.wounds().isEmpty() || woundable, src, at + "wounds", p.id() + " is rank-and-file: the first hit kills it (H1),"
                    + " so it cannot start wounded");
            require(!Boolean.TRUE.equals(spec.stunned()) || woundable, src, at + "stunned", p.id() + " is rank-and-file: the first hit"
                    + " kills it (H1), so it is never stunned");
            for (int k = 0; k < spec.wounds().size(); k++) {
                wound(spec.wounds().get(k), chart(p, sheets, hits), src, at + "wounds[" + k + "]", p.id());
            }
            for (Map.Entry<String, Integer> e : spec.used().entrySet()) {
                used(p, e.getKey(), e.getValue(), book, src, at + "used." + e.getKey());
            }
            for (Map.Entry<String, String> e : spec.standing().entrySet()) {
                String name = e.getKey().toUpperCase(Locale.ROOT);
                Optional<String> problem = Standing.problem(p, name, upper(e.getValue()));
                require(problem.isEmpty(), src, at + "standing." + e.getKey(), problem.orElse(""));
                for (Scenario.PieceSpec mate : s.pieces()) {
                    String theirs = Standing.forUnit(name) && sameUnit(mate, spec) ? standing(mate, name) : null;
                    require(theirs == null || theirs.equals(upper(e.getValue())), src, at + "standing." + e.getKey(), p.id()
                            + " and " + mate.id() + " of " + spec.unit() + " give " + name + " as " + upper(e.getValue()) + " and "
                            + theirs + ": it is one order for the whole unit");
                }
            }
            require(!Boolean.TRUE.equals(spec.parriedLastTurn()) || p.has(Skill.SECRET_PARRY), src, at + "parriedLastTurn",
                    p.id() + " has no secret-parry (HA4) on his card");
            boolean unitOnly = !spec.steadyAgainst().isEmpty() || Boolean.TRUE.equals(spec.brutalised());
            require(!unitOnly || p.kind() == PieceClass.RANK_AND_FILE, src, at + (spec.steadyAgainst().isEmpty() ? "brutalised" : "steadyAgainst"),
                    p.id() + " is a " + p.kind().key() + ": only a unit of rank-and-file tests morale");
            for (String hero : spec.steadyAgainst()) {
                Optional<Piece> h = pieces.stream().filter(q -> q.id().equals(hero)).findFirst();
                require(h.isPresent() && !h.get().side().equals(p.side()), src, at + "steadyAgainst", "no enemy piece \"" + hero + "\"");
                require(h.get().has(Skill.AURA_OF_GOODNESS) || h.get().has(Skill.INSPIRE_TERROR), src, at + "steadyAgainst", hero
                        + " has neither aura-of-goodness (HA6) nor inspire-terror (ET6): there is no zone to have carried on in");
            }
        }
    }

    private static void wound(Scenario.StartWound w, HitChart chart, String src, String at, String id) throws ScenarioException {
        require(w != null, src, at, "a wound is {\"severity\": ..., \"location\": ...}");
        Optional<HitChart.Row> severity = row(chart.severity(), w.severity());
        Optional<HitChart.Row> location = row(chart.location(), w.location());
        require(severity.isPresent(), src, at + ".severity", "\"" + w.severity() + "\" is not a severity of " + id + "'s hit chart (known: "
                + keys(chart.severity()) + ")");
        require(location.isPresent(), src, at + ".location", "\"" + w.location() + "\" is not a location of " + id + "'s hit chart (known: "
                + keys(chart.location()) + ")");
        HitEffect effect = chart.effect(severity.get(), location.get());
        require(!effect.dead(), src, at, "a " + severity.get().name().toLowerCase(Locale.ROOT) + " to the "
                + location.get().name().toLowerCase(Locale.ROOT) + " kills (\"" + effect.text() + "\"): " + id + " would not be on the board");
    }

    private static void used(Piece p, String key, Integer n, SkillBook book, String src, String at) throws ScenarioException {
        Optional<Skill> skill = Skill.parse(key);
        require(skill.isPresent() && skill.get().key().equals(key), src, at, "\"" + key + "\" is not a skill key (e.g. healing, mindblast)");
        require(p.has(skill.get()), src, at, p.id() + " has no " + key + " on his card, so cannot have used it");
        Integer uses = book.of(skill.get()).uses();
        require(uses != null, src, at, key + " has no limit on its uses: there is nothing to have spent");
        require(n != null && n >= 0 && n <= uses, src, at, key + " can be used " + uses + " times a game; " + n + " spent is not possible");
    }

    /** The chart a piece's wounds are rolled on (H2): a monster's own, else the heroes'. */
    static HitChart chart(Piece p, Map<String, PlaySheet> sheets, HitRules hits) {
        return p.kind() == PieceClass.MONSTER ? sheets.get(p.race()).hits() : hits.hero();
    }

    /** A row by key (or, forgivingly, by its printed name), ignoring case. */
    private static Optional<HitChart.Row> row(List<HitChart.Row> rows, String written) {
        return written == null ? Optional.empty() : rows.stream()
                .filter(r -> r.key().equalsIgnoreCase(written.trim()) || r.name() != null && r.name().equalsIgnoreCase(written.trim()))
                .findFirst();
    }

    private static String keys(List<HitChart.Row> rows) {
        return String.join(", ", rows.stream().map(HitChart.Row::key).toList());
    }

    private static boolean sameUnit(Scenario.PieceSpec a, Scenario.PieceSpec b) {
        return a.side().equals(b.side()) && a.unit().equals(b.unit());
    }

    /** The value a piece's start gives a standing order, any case, or null. */
    private static String standing(Scenario.PieceSpec p, String name) {
        return p.standing().entrySet().stream().filter(e -> e.getKey().equalsIgnoreCase(name)).map(e -> upper(e.getValue()))
                .findFirst().orElse(null);
    }

    private static String upper(String v) {
        return v == null ? "" : v.trim().toUpperCase(Locale.ROOT);
    }

    /**
     * The piece with its start fields written on its record sheet. A wound is dated turn 0 (before the battle);
     * the stun a wound caused is over by turn 1, so only {@code stunned} stuns. Unit marks and a unit's standing
     * orders (CASUALTIES) are on every piece of the unit, as the events that make them in play write them.
     */
    static Piece applied(Piece p, Scenario.PieceSpec spec, List<Scenario.PieceSpec> all, Map<String, PlaySheet> sheets, HitRules hits) {
        List<Wound> wounds = new ArrayList<>();
        if (!spec.wounds().isEmpty()) {
            HitChart chart = chart(p, sheets, hits);
            for (Scenario.StartWound w : spec.wounds()) {
                HitChart.Row severity = row(chart.severity(), w.severity()).orElseThrow();
                HitChart.Row location = row(chart.location(), w.location()).orElseThrow();
                wounds.add(new Wound(0, severity.name(), location.name(), chart.effect(severity, location)));
            }
        }
        Powers powers = new Powers(spec.used(), Map.of(), null);
        for (Map.Entry<String, String> e : spec.standing().entrySet()) {
            powers = powers.withStanding(e.getKey().toUpperCase(Locale.ROOT), upper(e.getValue()));
        }
        if (Boolean.TRUE.equals(spec.parriedLastTurn())) {
            powers = powers.withMark(ParryUsed.FORFEIT + 1);
        }
        for (Scenario.PieceSpec mate : all) {
            if (sameUnit(mate, spec)) {
                for (Map.Entry<String, String> e : mate.standing().entrySet()) {
                    String name = e.getKey().toUpperCase(Locale.ROOT);
                    powers = Standing.forUnit(name) ? powers.withStanding(name, upper(e.getValue())) : powers;
                }
                for (String hero : mate.steadyAgainst()) {
                    powers = powers.withMark(ZoneWithstood.MARK + hero);
                }
                powers = Boolean.TRUE.equals(mate.brutalised()) ? powers.withMark(BrutalityUsed.MARK) : powers;
            }
        }
        return p.withCondition(new Condition(wounds, Boolean.TRUE.equals(spec.stunned()) ? 1 : 0)).withPowers(powers);
    }
}
