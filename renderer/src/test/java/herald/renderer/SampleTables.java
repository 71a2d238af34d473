package herald.renderer;

import herald.engine.view.LegendEntry;
import herald.engine.view.LegendEntry.Symbol;
import herald.engine.view.PlayerView;
import herald.engine.view.ReportSection;
import herald.engine.view.TableMap;
import herald.engine.view.TableMap.Region;
import herald.engine.view.TableMap.Stand;
import herald.engine.view.Trace;
import herald.engine.view.Trace.Place;
import java.util.ArrayList;
import java.util.List;

/**
 * A battle on an open table, as a table ruleset would hand it to the renderer: a wood, a hill and a river (a long
 * thin polygon) on a 48 by 72 inch table, six units (one block turned to 30 degrees, one round base) and a trace of
 * every kind. U1 and E1 face each other 12.0 inches apart, front edge to front edge. The far side's things are
 * placed from the far edge, so the same battle fits a 48 inch deep table.
 */
final class SampleTables {

    static final String ALLIANCE = "#2f5fa8";
    static final String HORDE = "#a8322f";
    static final String REFERENCE = "the centre of a unit's front edge";

    static final List<LegendEntry> LEGEND = List.of(
            new LegendEntry("wood", "Wood (difficult; blocks sight)", "#8fbf73", Symbol.TREE),
            new LegendEntry("hill", "Hill (open; blocks sight across its crest)", "#d9c38f", Symbol.SLOPE),
            new LegendEntry("river", "River (impassable)", "#93c6e8", Symbol.WAVES));

    private SampleTables() {}

    /** A block of {@code frontage} by {@code depth} inches named by the centre of its front edge. */
    static Stand block(String label, String colour, double x, double y, double facing, double frontage,
            double depth, String marker) {
        double a = Math.toRadians(facing);
        double fx = Math.sin(a);
        double fy = Math.cos(a);
        double rx = Math.cos(a);
        double ry = -Math.sin(a);
        double h = frontage / 2;
        List<Place> outline = List.of(
                new Place(x - rx * h, y - ry * h),
                new Place(x + rx * h, y + ry * h),
                new Place(x + rx * h - fx * depth, y + ry * h - fy * depth),
                new Place(x - rx * h - fx * depth, y - ry * h - fy * depth));
        return new Stand(label, colour, outline, new Place(x, y), facing, marker);
    }

    /** A round base of this radius about its centre, as a 24-sided polygon. */
    static Stand round(String label, String colour, double x, double y, double radius, Double facing) {
        List<Place> outline = new ArrayList<>();
        for (int i = 0; i < 24; i++) {
            double a = 2 * Math.PI * i / 24;
            outline.add(new Place(x + radius * Math.cos(a), y + radius * Math.sin(a)));
        }
        return new Stand(label, colour, outline, new Place(x, y), facing, "");
    }

    static List<Region> terrain(double depth) {
        double top = depth - 72;
        return List.of(
                new Region("wood", "Darkwood", List.of(new Place(4, top + 46), new Place(12, top + 44),
                        new Place(19, top + 48), new Place(18, top + 58), new Place(10, top + 61),
                        new Place(3, top + 55))),
                new Region("hill", "Crow Hill", List.of(new Place(30, 8), new Place(38, 6), new Place(44, 11),
                        new Place(44, 19), new Place(37, 22), new Place(31, 18))),
                new Region("river", "Mere Water", List.of(new Place(0, 31), new Place(20, 33), new Place(48, 37),
                        new Place(48, 40), new Place(20, 36), new Place(0, 34))));
    }

    static List<Stand> stands(double depth) {
        double top = depth - 72;
        return List.of(
                block("U1", ALLIANCE, 24, 12, 0, 4, 2, ""),
                block("E1", HORDE, 24, 24, 180, 4, 2, ""),
                block("U2", ALLIANCE, 10, 18, 30, 5, 2, "2W"),
                round("W1", ALLIANCE, 16, 6, 0.6, 0.0),
                block("E2", HORDE, 36, top + 64, 180, 6, 3, ""),
                block("E3", HORDE, 40, top + 52, 225, 3, 3, "L"));
    }

    static List<Trace> traces(double depth) {
        double top = depth - 72;
        return List.of(
                new Trace(Trace.Kind.MOVE, "U1", ALLIANCE, List.of(new Place(20, 4), new Place(24, 8),
                        new Place(24, 12)), false),
                new Trace(Trace.Kind.CHARGE, "E3", HORDE, List.of(new Place(45, top + 60), new Place(40, top + 52)),
                        false),
                new Trace(Trace.Kind.FIRE, "U2", ALLIANCE, List.of(new Place(10, 18), new Place(24, 24)), true),
                new Trace(Trace.Kind.SPELL, "W1", ALLIANCE, List.of(new Place(16, 6), new Place(40, top + 52)),
                        false),
                new Trace(Trace.Kind.ATTACK, "E1", HORDE, List.of(new Place(24, 24), new Place(24, 21)), true));
    }

    /** The battle on a table of this size, with its traces. */
    static TableMap table(double width, double depth) {
        return new TableMap(width, depth, REFERENCE, terrain(depth), LEGEND, stands(depth), traces(depth));
    }

    static PlayerView view(TableMap map) {
        return new PlayerView("The Battle of Mere Water", "alliance", "The Alliance", 2, map, List.of(), List.of(),
                List.of(new ReportSection("Turn 2, The Alliance: shooting",
                        List.of("U2 shoots at E1, 14.4\" (range 24): 2 hits of 5"))));
    }
}
