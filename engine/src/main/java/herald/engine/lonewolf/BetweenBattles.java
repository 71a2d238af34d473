package herald.engine.lonewolf;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import herald.engine.Dice;
import herald.engine.ScenarioException;
import herald.engine.campaign.CampaignRules.Aftermath;
import herald.engine.campaign.CampaignRules.Change;
import herald.engine.campaign.CampaignRules.Roll;
import herald.engine.campaign.Placing;
import herald.engine.campaign.Recruit;
import herald.engine.data.StrictJson;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * A campaign's roster after one battle, in roster order: each recruit who fought is struck off, replaced, or
 * carries his wounds out of it; then every wounded survivor rolls for recovery, and every Kai Lord and hero who
 * fought and lived learns one discipline or skill (K0, L1621-1624; L1812-1815). campaign.json says which of these
 * are the book's.
 */
final class BetweenBattles {
    static final String LEARNING = "learning";
    static final String RECOVERY_DIE = "recovery-die";
    static final String RECOVERY_TARGET = "recovery-target";
    static final String RANK_AND_FILE = "rank-and-file";
    static final String FLED = "fled";

    private BetweenBattles() {}

    static Aftermath after(LoneWolfState s, List<Recruit> roster, Map<String, String> rules, Dice dice) {
        List<Recruit> out = new ArrayList<>();
        List<Change> changes = new ArrayList<>();
        for (Recruit r : roster) {
            if (r.dead()) {
                out.add(r);
                continue;
            }
            Optional<Piece> fought = s.piece(r.id());
            Recruit now = fought.isPresent() ? fate(s, r, fought.get(), rules, changes) : r;
            if (!now.dead()) {
                now = Recovery.roll(s, now, rules, dice, changes);
                if (fought.isPresent() && now.survived() > r.survived()) {
                    now = Learning.learn(s, now, rules.get(LEARNING), dice, changes);
                }
            }
            out.add(now);
        }
        return new Aftermath(out, changes);
    }

    /** What the battle did to one recruit who fought in it: struck off, replaced, or out with his wounds. */
    private static Recruit fate(LoneWolfState s, Recruit r, Piece p, Map<String, String> rules, List<Change> changes) {
        if (!p.alive()) {
            String cause = p.removedCause() == null ? "removed" : p.removedCause();
            if (cause.endsWith(Flight.OFF_THE_BOARD)) {
                if ("returns".equals(rules.get(FLED))) {
                    changes.add(new Change(r.side(), r.id(), "left the field in turn " + p.removedTurn() + " (" + cause
                            + ") and returns to his side for the next battle", null));
                    return withWounds(r.afterBattle(null), p.condition().wounds());
                }
                return died(r, "left the field in turn " + p.removedTurn() + " (" + cause + ") and was lost", changes);
            }
            if (!p.kind().takesWounds() && "replaced".equals(rules.get(RANK_AND_FILE))) {
                changes.add(new Change(r.side(), r.id(), "fell in turn " + p.removedTurn() + " (" + cause
                        + "); a fresh warrior of the same arms takes his place", null));
                return r.replacedAfterBattle();
            }
            return died(r, "fell in turn " + p.removedTurn() + ": " + cause, changes);
        }
        List<Wound> wounds = p.condition().wounds();
        Recruit after = withWounds(r.afterBattle(null), wounds);
        long fresh = wounds.stream().filter(w -> w.turn() > 0).count();
        changes.add(new Change(r.side(), r.id(), wounds.isEmpty() ? "fought and came through unhurt"
                : "fought and came through" + (fresh == 0 ? "" : " with " + fresh + " new wound" + (fresh == 1 ? "" : "s"))
                        + "; carries " + describe(wounds), null));
        return after;
    }

    private static Recruit died(Recruit r, String how, List<Change> changes) {
        changes.add(new Change(r.side(), r.id(), how, null));
        return r.afterBattle(how);
    }

    /** The recruit's spec with {@code wounds} as the wounds it brings into the next battle. */
    static Recruit withWounds(Recruit r, List<Wound> wounds) {
        ObjectNode spec = Placing.spec(r);
        spec.remove("wounds");
        if (!wounds.isEmpty()) {
            ArrayNode list = spec.putArray("wounds");
            for (Wound w : wounds) {
                list.addObject().put("severity", w.severity()).put("location", w.location());
            }
        }
        return r.withSpec(spec.toString());
    }

    static String describe(List<Wound> wounds) {
        List<String> each = wounds.stream().map(w -> w.severity().toLowerCase(Locale.ROOT).replaceFirst("^wound$",
                "a wound").replaceFirst("^(slight|serious|critical)", "a $1") + " to the " + w.location()
                .toLowerCase(Locale.ROOT)).toList();
        return String.join(", ", each);
    }


    /** A spec's hit chart (H2): a monster's own, else the heroes'. */
    static HitChart chart(LoneWolfState s, ObjectNode spec) {
        if (!PieceClass.MONSTER.key().equals(spec.path("class").asText())) {
            return s.hitRules().hero();
        }
        return sheet(s, spec.path("race").asText()).hits();
    }

    /** A race's play sheet as the battle had it, else as shipped (a recruit who sat the battle out). */
    static PlaySheet sheet(LoneWolfState s, String race) {
        PlaySheet sheet = s.sheets().get(race);
        try {
            return sheet != null ? sheet : PlaySheets.shipped().get(race);
        } catch (ScenarioException e) {
            throw new IllegalStateException(e.getMessage(), e);
        }
    }

    /** The wounds a spec lists, with their chart's names, turn 0 (before a battle). */
    static List<Wound> wounds(ObjectNode spec, HitChart chart) {
        List<Wound> out = new ArrayList<>();
        for (JsonNode w : spec.path("wounds")) {
            HitChart.Row severity = row(chart.severity(), w.path("severity").asText());
            HitChart.Row location = row(chart.location(), w.path("location").asText());
            out.add(new Wound(0, severity.name(), location.name(), chart.effect(severity, location)));
        }
        return out;
    }

    static HitChart.Row row(List<HitChart.Row> rows, String written) {
        return rows.stream().filter(r -> r.key().equalsIgnoreCase(written) || written.equalsIgnoreCase(r.name()))
                .findFirst().orElseThrow(() -> new IllegalStateException("no row " + written + " on the hit chart"));
    }
}
