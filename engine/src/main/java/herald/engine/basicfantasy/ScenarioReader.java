package herald.engine.basicfantasy;

import static herald.engine.ScenarioException.require;

import herald.engine.ScenarioException;
import herald.engine.Side;
import herald.engine.data.StrictJson;
import herald.engine.table.Bearing;
import herald.engine.table.Feature;
import herald.engine.table.Footprint;
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
 * checked, {@link #table}, {@link #sides}, {@link #roster} and {@link #units} cannot fail.
 */
public final class ScenarioReader {
    /** Words of the order grammar that a unit id would make ambiguous ("SHOOT U1 AT"). */
    private static final Set<String> RESERVED = Set.of("AT", "TO", "THEN");

    private ScenarioReader() {}

    public static Scenario read(String json, String source, Map<String, UnitType> roster, Map<String, TerrainType> terrain)
            throws ScenarioException {
        Scenario s = StrictJson.bind(StrictJson.tree(json, source), Scenario.class, source, "");
        require(s.schema() == 1, source, "schema", "this Herald reads schema 1, not " + s.schema());
        require(s.title() != null && !s.title().isBlank(), source, "title", "missing");
        require(s.turns() >= 1 && s.turns() <= 99, source, "turns", "a whole number of game turns, 1 to 99");
        require(s.table() != null && s.table().width() != null && s.table().depth() != null, source, "table",
                "give the table's width and depth in inches, e.g. {\"width\": 48, \"depth\": 48}");
        require(s.table().width() >= 12 && s.table().width() <= 240 && s.table().depth() >= 12 && s.table().depth() <= 240,
                source, "table", "a table is 12\" to 240\" each way");
        Table table = checkTerrain(s, source, terrain);
        Set<String> sideIds = checkSides(s, source);
        Map<String, UnitType> types = checkOverrides(s, source, roster);
        checkUnits(s, source, types, terrain, table, sideIds);
        return s;
    }

    private static Table checkTerrain(Scenario s, String src, Map<String, TerrainType> terrain) throws ScenarioException {
        Set<String> ids = new HashSet<>();
        List<Feature> features = new ArrayList<>();
        for (int i = 0; i < s.terrain().size(); i++) {
            Scenario.TerrainSpec t = s.terrain().get(i);
            String at = "terrain[" + i + "]";
            require(t.id() != null && !t.id().isBlank(), src, at + ".id", "missing");
            require(ids.add(t.id()), src, at + ".id", "\"" + t.id() + "\" is used twice");
            require(terrain.containsKey(t.type()) && !"open".equals(t.type()), src, at + ".type", "unknown terrain \""
                    + t.type() + "\" (known: " + String.join(", ", terrain.keySet().stream().filter(k -> !k.equals("open")).toList()) + ")");
            require(t.outline() != null && t.outline().size() >= 3, src, at + ".outline", "at least three corners, as \"x,y\"");
            List<Point> corners = new ArrayList<>();
            for (int k = 0; k < t.outline().size(); k++) {
                String c = t.outline().get(k);
                Point p = Point.parse(c).orElse(null);
                require(p != null, src, at + ".outline[" + k + "]", "\"" + c + "\" is not a point like \"12,30.5\"");
                require(p.x() >= 0 && p.y() >= 0 && p.x() <= s.table().width() && p.y() <= s.table().depth(), src,
                        at + ".outline[" + k + "]", p + " is off the " + num(s.table().width()) + " x " + num(s.table().depth()) + " table");
                corners.add(p);
            }
            Feature f = new Feature(t.id(), t.type(), t.name() == null ? "" : t.name(), corners);
            require(f.isSimple() && f.area() > 0.01, src, at + ".outline", "the outline crosses itself or has no area");
            features.add(f);
        }
        return new Table(s.table().width(), s.table().depth(), features);
    }

    private static Set<String> checkSides(Scenario s, String src) throws ScenarioException {
        require(s.sides() != null && s.sides().size() >= 2 && s.sides().size() <= 6, src, "sides", "2 to 6 sides");
        Set<String> ids = new HashSet<>();
        for (int i = 0; i < s.sides().size(); i++) {
            Scenario.SideSpec side = s.sides().get(i);
            String at = "sides[" + i + "]";
            ScenarioException.requireSide(side.id(), side.name(), side.colour(), src, at, ids, "elves");
        }
        require(s.first() == null || ids.contains(s.first()), src, "first", "no side \"" + s.first() + "\"");
        return ids;
    }

    private static Map<String, UnitType> checkOverrides(Scenario s, String src, Map<String, UnitType> roster)
            throws ScenarioException {
        for (Map.Entry<String, UnitType.Overrides> e : s.overrides().entrySet()) {
            String at = "overrides." + e.getKey();
            require(roster.containsKey(e.getKey()), src, at, "unknown type \"" + e.getKey() + "\" (known: "
                    + String.join(", ", roster.keySet()) + ")");
            UnitType.Overrides o = e.getValue();
            List<Integer> given = java.util.Arrays.asList(o.speed(), o.combatSkill(), o.aim(), o.strength(),
                    o.resilience(), o.morale(), o.armour(), o.wounds());
            require(given.stream().allMatch(v -> v == null || (v >= 0 && v <= 10)), src, at, "a stat is a whole number 0 to 10");
            require((o.wounds() == null || o.wounds() >= 1) && (o.speed() == null || o.speed() >= 1), src, at,
                    "wounds and speed are at least 1");
        }
        return roster(s, roster);
    }

    private static void checkUnits(Scenario s, String src, Map<String, UnitType> types, Map<String, TerrainType> terrain,
            Table table, Set<String> sideIds) throws ScenarioException {
        require(s.units() != null && !s.units().isEmpty(), src, "units", "a scenario needs units");
        Set<String> ids = new HashSet<>();
        Map<String, Footprint> placed = new LinkedHashMap<>();
        List<Feature> openings = table.features().stream().filter(f -> terrain.get(f.terrain()).crossing()).toList();
        for (int i = 0; i < s.units().size(); i++) {
            Scenario.UnitSpec u = s.units().get(i);
            String at = "units[" + i + "]";
            require(u.id() != null && u.id().matches("[A-Z][A-Z0-9]{0,4}") && !RESERVED.contains(u.id()), src, at + ".id",
                    "a unit id is a capital letter and up to four more capital letters or digits, e.g. \"U1\" (not AT, TO or THEN)");
            require(ids.add(u.id()), src, at + ".id", u.id() + " is used twice");
            require(sideIds.contains(u.side()), src, at + ".side", "no side \"" + u.side() + "\"");
            require(types.containsKey(u.type()), src, at + ".type", "unknown type \"" + u.type() + "\" (known: "
                    + String.join(", ", types.keySet()) + ")");
            UnitType type = types.get(u.type());
            require(u.figures() != null && u.figures() >= 1 && u.figures() <= 100, src, at + ".figures", "1 to 100 figures");
            if (type.base().round()) {
                require(u.figures() == 1 && (u.files() == null || u.files() == 1), src, at,
                        "a " + u.type() + " is a single figure on a round base: figures 1, no files");
            } else {
                require(u.files() == null || (u.files() >= 1 && u.files() <= 20), src, at + ".files", "1 to 20 figures a rank");
            }
            require(u.wounds() == null || (u.wounds() >= 0 && u.wounds() < type.wounds()), src, at + ".wounds",
                    "wounds on its front figure: 0 to " + (type.wounds() - 1) + " (a " + u.type() + " figure has " + type.wounds() + ")");
            Point p = Point.parse(u.at()).orElse(null);
            require(p != null, src, at + ".at", "\"" + u.at() + "\" is not a point like \"24,6\"");
            require(u.facing() != null && Bearing.parse(u.facing()).isPresent(), src, at + ".facing",
                    "\"" + u.facing() + "\" is not a bearing: whole degrees 0 to 360 or N NE E SE S SW W NW");
            Footprint f = Ground.footprint(type, unit(u, type));
            require(table.holds(f), src, at + ".at", u.id() + " at " + p + " does not stand wholly on the table");
            for (Feature feature : table.features()) {
                require(!terrain.get(feature.terrain()).impassable() || !feature.under(f, openings), src, at + ".at",
                        u.id() + " at " + p + " stands on " + feature.id() + " (" + terrain.get(feature.terrain()).name().toLowerCase(java.util.Locale.ROOT) + "), which is impassable");
            }
            for (Map.Entry<String, Footprint> other : placed.entrySet()) {
                require(!other.getValue().overlaps(f), src, at + ".at", u.id() + " at " + p + " overlaps " + other.getKey());
            }
            placed.put(u.id(), f);
        }
        for (String side : sideIds) {
            require(s.units().stream().anyMatch(u -> side.equals(u.side())), src, "units", "side \"" + side + "\" has none");
        }
    }

    /** The roster with the scenario's overrides applied. */
    public static Map<String, UnitType> roster(Scenario s, Map<String, UnitType> roster) {
        Map<String, UnitType> out = new LinkedHashMap<>(roster);
        s.overrides().forEach((k, o) -> out.computeIfPresent(k, (key, t) -> t.with(o)));
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

    /** The units of a checked scenario as they stand before turn 1, in scenario order. */
    public static Map<String, Unit> units(Scenario s, Map<String, UnitType> types) {
        Map<String, Unit> out = new LinkedHashMap<>();
        for (Scenario.UnitSpec u : s.units()) {
            out.put(u.id(), unit(u, types.get(u.type())));
        }
        return Collections.unmodifiableMap(out);
    }

    private static Unit unit(Scenario.UnitSpec u, UnitType type) {
        int files = type.base().round() ? 1 : u.files() != null ? u.files() : Math.min(5, u.figures());
        return Unit.placed(u.id(), u.side(), u.type(), u.figures(), files, u.wounds() == null ? 0 : u.wounds(),
                Point.parse(u.at()).orElseThrow(), Bearing.parse(u.facing()).orElseThrow());
    }

    private static String num(double v) {
        return herald.engine.table.Inches.number(v);
    }
}
