package herald.engine.darkage;

import static herald.engine.ScenarioException.require;

import com.fasterxml.jackson.databind.JsonNode;
import herald.engine.ScenarioException;
import herald.engine.Side;
import herald.engine.data.StrictJson;
import herald.engine.table.Feature;
import herald.engine.table.Point;
import herald.engine.table.Table;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
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
        JsonNode tree = ScenarioTree.read(json, source);
        ScenarioTree.check(tree, Scenario.class, source, "");
        Scenario s = StrictJson.bind(tree, Scenario.class, source, "");
        require(s.schema() == 1, source, "schema", "this Herald reads schema 1, not " + s.schema());
        require(s.title() != null && !s.title().isBlank(), source, "title", "missing");
        require(s.turns() >= 1 && s.turns() <= 99, source, "turns", "a whole number of game turns, 1 to 99, not " + s.turns());
        require(s.seaState() >= 0 && s.seaState() <= 3, source, "seaState", "a Sea State of 0 to 3, not " + s.seaState());
        require(s.table() != null && s.table().width() != null && s.table().depth() != null, source, "table",
                "give the table's width and depth in inches, e.g. {\"width\": 48, \"depth\": 48}");
        require(s.table().width() >= 12 && s.table().width() <= 240 && s.table().depth() >= 12 && s.table().depth() <= 240,
                source, "table", "a table is 12\" to 240\" each way");
        require(s.resign().equals("remove") || s.resign().equals("hold"), source, "resign", "\"remove\" or \"hold\"");
        ScenarioChecks.night(s, source);
        Table table = ScenarioChecks.terrain(s, source, terrain);
        Set<String> sides = checkSides(s, source);
        Map<String, Profile> profiles = ScenarioChecks.profiles(s, source, warband);
        ScenarioChecks.figures(s, source, profiles, terrain, table, sides);
        ScenarioChecks.leadersAndAllies(s, source);
        ScenarioChecks.victory(s, source, table, terrain);
        return s;
    }

    private static Set<String> checkSides(Scenario s, String src) throws ScenarioException {
        require(s.sides() != null && s.sides().size() >= 2 && s.sides().size() <= 6, src, "sides", "2 to 6 sides");
        Set<String> ids = new LinkedHashSet<>();
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
