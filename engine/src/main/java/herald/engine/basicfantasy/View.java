package herald.engine.basicfantasy;

import herald.engine.Side;
import herald.engine.table.Bearing;
import herald.engine.table.Feature;
import herald.engine.table.Footprint;
import herald.engine.table.Inches;
import herald.engine.table.Point;
import herald.engine.view.LegendEntry;
import herald.engine.view.PlayerView;
import herald.engine.view.ReportSection;
import herald.engine.view.SheetTable;
import herald.engine.view.TableMap;
import herald.engine.view.Trace;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * What one side (or the umpire) sees. Nothing is hidden in this game: the whole table, every unit's record sheet
 * (the recipient's own side first), every side's losses, the house rules and the last player turn's report.
 */
final class View {
    /** The record sheet's short heads, for a player with the PDF alone. */
    static final String KEY = "Record sheet: Figures now/at the start; Wounds: those on the front figure, of what one"
            + " figure has; Sp speed in inches (the charge reach too); CS combat skill (a D6 this or less hits in close"
            + " combat); Aim (a D6 this or less hits a shot); S strength; R resilience; Mo morale (the Magic Test);"
            + " Ar armour; W wounds a figure; At the point its coordinates name.";

    /** A noun phrase: the map's key prints "Coordinates ... name " + this. */
    static final String REFERENCE = "the centre of a unit's front edge (of a single figure on a round base, the centre of its base)";

    private View() {}

    static PlayerView of(BasicFantasyState s, String side) {
        if (s.scenario() == null) {
            throw new IllegalStateException("the game has not been set up");
        }
        List<SheetTable> sheets = new ArrayList<>();
        s.sides().stream().filter(sd -> sd.id().equals(side)).forEach(sd -> sheets.add(RecordSheet.of(s, sd)));
        s.sides().stream().filter(sd -> !sd.id().equals(side)).forEach(sd -> sheets.add(RecordSheet.of(s, sd)));
        List<String> notes = new ArrayList<>();
        for (Side sd : s.sides()) {
            List<Unit> all = s.units().values().stream().filter(u -> u.side().equals(sd.id())).toList();
            int start = all.stream().mapToInt(Unit::startFigures).sum();
            int now = all.stream().filter(Unit::alive).mapToInt(Unit::figures).sum();
            notes.add(sd.name() + ": " + all.stream().filter(Unit::alive).count() + " of " + all.size() + " units standing, "
                    + now + " of " + start + " figures; " + s.removedBy(sd.id()) + " enemy figures removed");
        }
        notes.add("House rules: " + s.options().describe());
        notes.add(s.outcome() != null ? "Game over: " + s.outcome().reason()
                : "Turn " + s.turn() + " of " + s.scenario().turns() + ": " + s.sideName(s.active()) + " to give orders");
        notes.add(KEY);
        String sideName = side == null ? "Umpire" : s.sideName(side);
        PlayerView view = new PlayerView(s.scenario().title(), side, sideName, s.turn(), map(s), sheets, notes, report(s));
        return opening(s) ? view.withOrders(OrderHelp.CARD) : view;
    }

    /** Before the first player turn is resolved: the view the welcome's PDF shows. */
    private static boolean opening(BasicFantasyState s) {
        return !s.report().isEmpty() && s.report().get(0).heading().equals("Set-up");
    }

    private static List<ReportSection> report(BasicFantasyState s) {
        if (!opening(s)) {
            return s.report();
        }
        List<String> lines = new ArrayList<>(s.report().get(0).lines());
        lines.add(s.scenario().title() + (s.scenario().description() == null ? "" : ": " + s.scenario().description()));
        if (s.scenario().victory() != null && s.scenario().victory().text() != null) {
            lines.add("Victory: " + s.scenario().victory().text());
        }
        List<String> order = s.rotation().stream().map(s::sideName).toList();
        lines.add("The game lasts " + s.scenario().turns() + " turns; in each, " + String.join(", then ", order)
                + " play a whole player turn: 1 movement, 2 shooting and magic, 3 charging and close combat.");
        lines.add("The orders are on the reference card after this report.");
        List<ReportSection> out = new ArrayList<>(s.report());
        out.set(0, new ReportSection("Set-up", lines));
        return out;
    }

    static TableMap map(BasicFantasyState s) {
        Ground ground = new Ground(s);
        List<TableMap.Region> regions = new ArrayList<>();
        Set<String> present = new LinkedHashSet<>();
        present.add("open");
        for (Feature f : s.table().features()) {
            regions.add(new TableMap.Region(f.terrain(), f.name(), f.outline().stream().map(View::place).toList()));
            present.add(f.terrain());
        }
        List<LegendEntry> legend = present.stream().map(k -> s.terrain().get(k))
                .map(t -> new LegendEntry(t.key(), t.legendName(), t.colour(), t.symbol())).toList();
        List<TableMap.Stand> stands = new ArrayList<>();
        for (Unit u : s.living()) {
            Footprint f = ground.footprint(u);
            stands.add(new TableMap.Stand(u.id(), s.colour(u.side()), f.outline().stream().map(View::place).toList(),
                    place(u.at()), f instanceof Footprint.Round ? null : u.facing(), marker(s, u),
                    Side.indexOf(s.sides(), u.side())));
        }
        return new TableMap(s.table().width(), s.table().depth(), REFERENCE, regions, legend, stands, List.of(), s.sides());
    }

    /** "L" locked in combat, "1W" wounds on its front figure, "+" lifted by Melee monster; e.g. "L 1W". */
    static String marker(BasicFantasyState s, Unit u) {
        List<String> parts = new ArrayList<>();
        if (u.locked()) {
            parts.add("L");
        }
        if (u.frontWounds() > 0) {
            parts.add(u.frontWounds() + "W");
        }
        if (u.enhanced()) {
            parts.add("+");
        }
        return String.join(" ", parts);
    }

    static Trace.Place place(Point p) {
        return new Trace.Place(p.x(), p.y());
    }

    static String facing(Unit u) {
        return Bearing.show(u.facing());
    }

    static String position(Unit u) {
        return Inches.number(u.at().x()) + "," + Inches.number(u.at().y());
    }
}
