package herald.engine.table;

import static herald.engine.ScenarioException.require;

import herald.engine.ScenarioException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * A scenario's table as written: its size and its terrain features, each an id orders can name, a type the ruleset
 * knows and an outline of corners on the table that does not cross itself. Checked as read, each mistake named by file
 * and place ("patrol.json: terrain[2].outline[1]: 80,10 is off the 72 x 48 table").
 */
public final class TableReader {
    /** A feature's id: orders name it, so a letter, then letters, digits and hyphens. */
    public static final String ID = "[A-Za-z][A-Za-z0-9-]{0,23}";

    /** The table's size in inches: {@code width} along x, {@code depth} along y. */
    public record TableSpec(Double width, Double depth) {}

    /** A terrain feature: {@code type} a key the ruleset knows, {@code outline} its corners as "x,y" in inches, in order. */
    public record TerrainSpec(String id, String type, String name, List<String> outline) {
        public TerrainSpec {
            outline = outline == null ? null : List.copyOf(outline);
        }
    }

    private TableReader() {}

    public static Table read(TableSpec size, List<TerrainSpec> terrain, Set<String> types, String src)
            throws ScenarioException {
        require(size != null && size.width() != null && size.depth() != null, src, "table",
                "give the table's width and depth in inches, e.g. {\"width\": 72, \"depth\": 48}");
        require(size.width() >= 12 && size.width() <= 240 && size.depth() >= 12 && size.depth() <= 240, src, "table",
                "a table is 12\" to 240\" each way");
        Set<String> ids = new HashSet<>();
        List<Feature> features = new ArrayList<>();
        List<TerrainSpec> specs = terrain == null ? List.of() : terrain;
        for (int i = 0; i < specs.size(); i++) {
            TerrainSpec t = specs.get(i);
            String at = "terrain[" + i + "]";
            require(t.id() != null && t.id().matches(ID), src, at + ".id",
                    "a feature's id is a letter, then letters, digits and hyphens, up to 24, e.g. \"ashwood\" (orders name it)");
            require(ids.add(t.id().toLowerCase(Locale.ROOT)), src, at + ".id", "\"" + t.id() + "\" is used twice");
            require(types.contains(t.type()), src, at + ".type", "unknown terrain \"" + t.type() + "\" (known: "
                    + String.join(", ", types) + ")");
            require(t.outline() != null && t.outline().size() >= 3, src, at + ".outline", "at least three corners, as \"x,y\"");
            List<Point> corners = new ArrayList<>();
            for (int k = 0; k < t.outline().size(); k++) {
                corners.add(point(t.outline().get(k), size, src, at + ".outline[" + k + "]"));
            }
            Feature f = new Feature(t.id(), t.type(), t.name() == null ? "" : t.name(), corners);
            require(f.isSimple() && f.area() > 0.01, src, at + ".outline",
                    "the outline crosses itself or has no area: give the corners in order round its edge");
            features.add(f);
        }
        return new Table(size.width(), size.depth(), features);
    }

    /** A point "x,y" on the table. */
    public static Point point(String text, TableSpec size, String src, String place) throws ScenarioException {
        Point p = text == null ? null : Point.parse(text).orElse(null);
        require(p != null, src, place, "\"" + text + "\" is not a point like \"12,30.5\"");
        require(p.x() >= 0 && p.y() >= 0 && p.x() <= size.width() && p.y() <= size.depth(), src, place,
                p + " is off the " + Inches.number(size.width()) + " x " + Inches.number(size.depth()) + " table");
        return p;
    }
}
