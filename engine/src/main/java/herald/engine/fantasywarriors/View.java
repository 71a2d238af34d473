package herald.engine.fantasywarriors;

import herald.engine.Side;
import herald.engine.table.Feature;
import herald.engine.table.Footprint;
import herald.engine.table.Inches;
import herald.engine.table.Point;
import herald.engine.view.LegendEntry;
import herald.engine.view.PlayerView;
import herald.engine.view.SheetTable;
import herald.engine.view.TableMap;
import herald.engine.view.Trace;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What one side (or the umpire, null) sees of a battle: the table with its terrain and every piece the side sees
 * ({@link Eyes}: all of them by day), the side's record sheets and what it sees of each enemy, and the turn's report
 * as the events wrote it. A piece the side does not see is absent, never greyed; a routed unit has left the table.
 */
public final class View {
    /** A noun phrase: the map's key prints "Coordinates ... name " + this. */
    static final String REFERENCE = "the centre of a unit's front edge (of a piece on a round base, the centre of its"
            + " base)";

    /**
     * What the marks by a piece's id mean. A mark is a badge that grows with its text and may cover the ground beside
     * the unit, so it is kept to letters: one for the order, one for each reaction.
     */
    static final String MARKERS = "Map marks (red): order A attack, H hold, O oppose; B blood lust, S shaken, D"
            + " disorganised; V4 volleys left; chief the warchief, leader a battle leader.";

    /** How each kind of battlefield equipment is named in the legend, and the symbol over its owner's colour. */
    private record Look(String name, LegendEntry.Symbol symbol) {}

    private static final Map<Equipment, Look> EQUIPMENT = Map.of(
            Equipment.MANTLET, new Look("Mantlet: hard cover, both units -2 worth a mantlet", LegendEntry.Symbol.DOOR),
            Equipment.PAVIS, new Look("Pavis: soft cover, both units -1 worth per 2", LegendEntry.Symbol.WINDOW),
            Equipment.PALISADE, new Look("Palisade: soft cover, crossing disorganises", LegendEntry.Symbol.WALL),
            Equipment.CHEVAUX_DE_FRISE, new Look("Chevaux de frise: stakes point forward", LegendEntry.Symbol.HATCH),
            Equipment.SPIKED_PIT, new Look("Spiked pit", LegendEntry.Symbol.DOTS));

    private View() {}

    public static PlayerView of(FantasyWarriorsState s, String side) {
        if (s.deployment() == null) {
            throw new IllegalStateException("the battle has not been set up");
        }
        Eyes eyes = new Eyes(s);
        List<SheetTable> sheets = new ArrayList<>();
        if (side == null) {
            s.sides().forEach(sd -> sheets.addAll(RecordSheet.own(s, sd.id())));
        } else {
            sheets.addAll(RecordSheet.own(s, side));
            s.sides().stream().filter(sd -> !sd.id().equals(side))
                    .forEach(sd -> sheets.add(RecordSheet.seen(s, eyes, side, sd.id())));
        }
        String name = side == null ? "Umpire" : s.sideName(side);
        return new PlayerView(s.deployment().scenario().title(), side, name, s.turn(), map(s, eyes, side), sheets,
                notes(s, eyes, side), report(s, eyes, side));
    }

    static TableMap map(FantasyWarriorsState s, Eyes eyes, String side) {
        Map<String, Terrain> types = Terrain.shipped();
        Map<String, LegendEntry> legend = new LinkedHashMap<>();
        List<TableMap.Region> regions = new ArrayList<>();
        // terrain first, then the equipment drawn over it
        for (Feature f : s.table().features()) {
            Terrain t = types.get(f.terrain());
            legend.computeIfAbsent(t.key(), k -> entry(t));
            regions.add(new TableMap.Region(t.key(), f.name(), places(f.outline())));
        }
        for (EquipmentPiece e : s.equipment().values()) {
            // a region of its own legend entry, so that it is drawn in its owner's colour, over the terrain
            int owner = Side.indexOf(s.sides(), e.side());
            String key = "equipment-" + e.kind().key() + "-" + owner;
            legend.computeIfAbsent(key, k -> new LegendEntry(k, EQUIPMENT.get(e.kind()).name() + " (" + s.sideName(e.side())
                    + ")", s.sides().get(owner).colour(), EQUIPMENT.get(e.kind()).symbol()));
            regions.add(new TableMap.Region(key, e.id(), places(e.ground().outline())));
        }
        List<TableMap.Stand> stands = new ArrayList<>();
        for (Unit u : eyes.units(side)) {
            stands.add(stand(s, u.id(), u.side(), u.ground(), marker(s, u)));
        }
        for (Individual i : eyes.individuals(side)) {
            stands.add(stand(s, i.id(), i.side(), i.ground(), marker(s, i)));
        }
        return new TableMap(s.table().width(), s.table().depth(), REFERENCE, regions, List.copyOf(legend.values()),
                stands, List.of(), s.sides());
    }

    private static TableMap.Stand stand(FantasyWarriorsState s, String id, String side, Footprint ground, String marker) {
        Side sd = s.sides().get(Side.indexOf(s.sides(), side));
        return new TableMap.Stand(id, sd.colour(), places(ground.outline()), place(ground.at()),
                ground instanceof Footprint.Round ? null : ground.facing(), marker, Side.indexOf(s.sides(), side));
    }

    /** "A V6", "H SD": the order, the reactions run together, the volley counters left to a shooter. */
    static String marker(FantasyWarriorsState s, Unit u) {
        List<String> parts = new ArrayList<>();
        parts.add(s.commandOf(u).order().name().substring(0, 1));
        String reaction = (u.standing().bloodLust() ? "B" : "") + (u.standing().shaken() ? "S" : "")
                + (u.disorganised() ? "D" : "");
        if (!reaction.isEmpty()) {
            parts.add(reaction);
        }
        if (s.profile(u).volleyCounters().isPresent()) {
            parts.add("V" + u.volleys());
        }
        return String.join(" ", parts);
    }

    /** "chief" the warchief, "leader" a battle leader, nothing for the rest. */
    static String marker(FantasyWarriorsState s, Individual i) {
        return switch (s.profile(i).role()) {
            case WARCHIEF -> "chief";
            case BATTLE_LEADER -> "leader";
            default -> "";
        };
    }

    private static List<String> notes(FantasyWarriorsState s, Eyes eyes, String side) {
        List<String> out = new ArrayList<>();
        BattleScenario sc = s.deployment().scenario();
        String time = "period " + s.period() + " of the time dial, " + (s.night() ? "night" : "day: nothing on the table is"
                + " hidden");
        out.add(s.outcome() != null ? "Battle over: " + s.outcome().reason()
                : (s.turn() == 0 ? "Before the first turn of " : "Turn " + s.turn() + " of ") + sc.turns() + "; " + time);
        List<String> strengths = new ArrayList<>();
        for (Side sd : s.sides()) {
            List<Unit> all = s.units().values().stream().filter(u -> u.side().equals(sd.id())).toList();
            List<Unit> standing = s.onTable(sd.id());
            // by night an enemy's strength is what one sees of it, on its sheet: no count of the rest
            if (side == null || sd.id().equals(side) || !s.night()) {
                strengths.add(sd.name() + " " + standing.size() + " of " + all.size() + " units, "
                        + standing.stream().mapToInt(Unit::figures).sum() + " of "
                        + all.stream().mapToInt(Unit::startFigures).sum() + " figures");
            }
        }
        out.add("On the table: " + String.join("; ", strengths) + ".");
        if (s.night()) {
            out.add("Night: a side sees an enemy unit or individual only within " + Inches.show(eyes.reach())
                    + " of one of its own, base to base; what " + (side == null ? "a side does" : "you do")
                    + " not see is not on " + (side == null ? "its" : "your") + " map or sheets.");
        }
        out.add(MARKERS);
        out.add(RecordSheet.KEY);
        return out;
    }

    private static LegendEntry entry(Terrain t) {
        List<String> what = new ArrayList<>();
        if (t.difficult()) {
            what.add("difficult");
        }
        if (t.impassable()) {
            what.add("impassable");
        }
        if (t.blocksSight()) {
            what.add("blocks sight");
        }
        if (t.cover() != Cover.NONE) {
            what.add(RecordSheet.word(t.cover()) + " cover");
        }
        return new LegendEntry(t.key(), t.name() + (what.isEmpty() ? "" : " (" + String.join(", ", what) + ")"),
                t.colour(), t.symbol());
    }

    static List<Trace.Place> places(List<Point> points) {
        return points.stream().map(View::place).toList();
    }

    static Trace.Place place(Point p) {
        return new Trace.Place(p.x(), p.y());
    }

    /** The turn's report as {@code side} may read it; a phase where nothing it may read happened is left out. */
    static List<herald.engine.view.ReportSection> report(FantasyWarriorsState s, Eyes eyes, String side) {
        java.util.function.Predicate<String> tellable = eyes.tellable(side);
        return s.report().stream().map(r -> new herald.engine.view.ReportSection(r.heading(),
                r.lines().stream().filter(tellable).toList())).filter(r -> !r.lines().isEmpty()).toList();
    }
}
