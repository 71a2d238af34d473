package herald.engine.darkage;

import static herald.engine.ScenarioException.require;

import herald.engine.ScenarioException;
import herald.engine.Side;
import herald.engine.data.StrictJson;
import herald.engine.table.Feature;
import herald.engine.table.Point;
import herald.engine.table.Table;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Reads and checks a scenario document; every error names the source, the place in the JSON and the problem. Once
 * checked, {@link #table}, {@link #sides}, {@link #profiles} and {@link #figures} cannot fail.
 */
public final class ScenarioReader {
    private ScenarioReader() {}

    public static Scenario read(String json, String source, Map<String, Profile> warband, Map<String, Terrain> terrain)
            throws ScenarioException {
        Scenario s = StrictJson.bind(StrictJson.tree(json, source), Scenario.class, source, "");
        require(s.schema() == 1, source, "schema", "this Herald reads schema 1, not " + s.schema());
        require(s.title() != null && !s.title().isBlank(), source, "title", "missing");
        require(s.turns() >= 1 && s.turns() <= 99, source, "turns", "a whole number of game turns, 1 to 99");
        require(s.seaState() >= 0 && s.seaState() <= 3, source, "seaState", "a Sea State of 0 to 3");
        require(s.table() != null && s.table().width() != null && s.table().depth() != null, source, "table",
                "give the table's width and depth in inches, e.g. {\"width\": 48, \"depth\": 48}");
        require(s.resign().equals("remove") || s.resign().equals("hold"), source, "resign", "\"remove\" or \"hold\"");
        Table table = checkTerrain(s, source, terrain);
        Set<String> sides = checkSides(s, source);
        Map<String, Profile> profiles = profiles(s, warband);
        require(s.figures() != null && !s.figures().isEmpty(), source, "figures", "a scenario needs figures");
        Set<String> ids = new HashSet<>();
        for (int i = 0; i < s.figures().size(); i++) {
            Scenario.FigureSpec f = s.figures().get(i);
            String at = "figures[" + i + "]";
            require(f.id() != null && f.id().matches("[A-Za-z][A-Za-z0-9-]{0,15}"), source, at + ".id",
                    "a figure's id is a name of letters, digits and hyphens, up to 16, e.g. \"Ulf\"");
            require(ids.add(f.id().toLowerCase(java.util.Locale.ROOT)), source, at + ".id", f.id() + " is used twice");
            require(sides.contains(f.side()), source, at + ".side", "no side \"" + f.side() + "\"");
            require(profiles.containsKey(f.profile()), source, at + ".profile", "unknown profile \"" + f.profile()
                    + "\" (known: " + String.join(", ", profiles.keySet()) + ")");
            Point p = Point.parse(f.at() == null ? "" : f.at()).orElse(null);
            require(p != null && table.holds(p), source, at + ".at", "\"" + f.at() + "\" is not a point on the table");
        }
        return s;
    }

    private static Table checkTerrain(Scenario s, String src, Map<String, Terrain> terrain) throws ScenarioException {
        Set<String> ids = new HashSet<>();
        for (int i = 0; i < s.terrain().size(); i++) {
            Scenario.TerrainSpec t = s.terrain().get(i);
            String at = "terrain[" + i + "]";
            require(t.id() != null && ids.add(t.id()), src, at + ".id", "missing or used twice");
            require(terrain.containsKey(t.type()), src, at + ".type", "unknown terrain \"" + t.type() + "\" (known: "
                    + String.join(", ", terrain.keySet()) + ")");
            require(t.outline() != null && t.outline().size() >= 3
                    && t.outline().stream().allMatch(c -> Point.parse(c).isPresent()), src, at + ".outline",
                    "at least three corners, as \"x,y\"");
        }
        return table(s);
    }

    private static Set<String> checkSides(Scenario s, String src) throws ScenarioException {
        require(s.sides() != null && s.sides().size() >= 2 && s.sides().size() <= 6, src, "sides", "2 to 6 sides");
        Set<String> ids = new HashSet<>();
        for (int i = 0; i < s.sides().size(); i++) {
            Scenario.SideSpec side = s.sides().get(i);
            ScenarioException.requireSide(side.id(), side.name(), side.colour(), src, "sides[" + i + "]", ids, "saxons");
        }
        return ids;
    }

    /** The profiles in force: warband.json's with the scenario's added or replacing them. */
    public static Map<String, Profile> profiles(Scenario s, Map<String, Profile> warband) {
        Map<String, Profile> out = new LinkedHashMap<>(warband);
        out.putAll(s.profiles());
        return Collections.unmodifiableMap(out);
    }

    public static Table table(Scenario s) {
        List<Feature> features = s.terrain().stream().map(t -> new Feature(t.id(), t.type(), t.name() == null ? "" : t.name(),
                t.outline().stream().map(c -> Point.parse(c).orElseThrow()).toList())).toList();
        return new Table(s.table().width(), s.table().depth(), features);
    }

    public static List<Side> sides(Scenario s) {
        List<Side> out = new ArrayList<>();
        for (int i = 0; i < s.sides().size(); i++) {
            Scenario.SideSpec side = s.sides().get(i);
            out.add(new Side(side.id(), side.name(), side.colour() != null ? side.colour() : Side.defaultColour(i)));
        }
        return out;
    }

    /** The figures of a checked scenario as they stand before turn 1, in scenario order. */
    public static Map<String, Figure> figures(Scenario s, Map<String, Profile> profiles) {
        Map<String, Figure> out = new LinkedHashMap<>();
        for (Scenario.FigureSpec f : s.figures()) {
            int points = f.heroPoints() != null ? f.heroPoints() : profiles.get(f.profile()).heroPoints();
            out.put(f.id(), Figure.placed(f.id(), f.side(), f.profile(), Point.parse(f.at()).orElseThrow(), points, f.ammo(),
                    f.torch()));
        }
        return Collections.unmodifiableMap(out);
    }

    /** The features alight from the start, at the rating the scenario gives. */
    public static Map<String, Burning> burning(Scenario s) {
        Map<String, Burning> out = new LinkedHashMap<>();
        for (Scenario.TerrainSpec t : s.terrain()) {
            if (t.burning() != null) {
                out.put(t.id(), new Burning(t.id(), "scenario", 0, 0, t.burning()));
            }
        }
        return out;
    }
}
