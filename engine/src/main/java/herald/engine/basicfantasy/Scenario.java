package herald.engine.basicfantasy;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * A scenario document as written (schema 1; the format is in the README). Kept whole in the set-up event.
 *
 * @param schema the format version; absent means 1
 * @param turns the game turns; absent means 8 (L3)
 * @param first the side that plays first in every game turn; absent means the first listed
 * @param overrides stat changes to roster types for this game, by type key
 */
public record Scenario(Integer schema, String title, String description, Integer turns, TableSpec table,
        List<TerrainSpec> terrain, List<SideSpec> sides, String first, Map<String, UnitType.Overrides> overrides,
        List<UnitSpec> units, VictorySpec victory, String source, String note) {

    public Scenario {
        schema = schema == null ? 1 : schema;
        turns = turns == null ? 8 : turns;
        terrain = terrain == null ? List.of() : List.copyOf(terrain);
        sides = sides == null ? null : List.copyOf(sides);
        overrides = overrides == null ? Map.of() : new TreeMap<>(overrides);
        units = units == null ? null : List.copyOf(units);
    }

    /** The table's size in inches: {@code width} along x, {@code depth} along y. */
    public record TableSpec(Double width, Double depth) {}

    /**
     * A terrain feature: {@code type} from terrain.json, {@code outline} its corners as "x,y" in inches, in order.
     */
    public record TerrainSpec(String id, String type, String name, List<String> outline) {
        public TerrainSpec {
            outline = outline == null ? null : List.copyOf(outline);
        }
    }

    /** @param colour "#rrggbb"; absent means red for the first side, blue for the second */
    public record SideSpec(String id, String name, String colour) {}

    /**
     * A unit as it stands before turn 1.
     *
     * @param files figures in each rank; absent means 5 (or fewer, when the unit has fewer figures)
     * @param at "x,y": the centre of its front edge (a round base: its centre)
     * @param facing a bearing: whole degrees or a compass point
     * @param wounds wounds already on its front figure; absent means none
     */
    public record UnitSpec(String id, String side, String type, Integer figures, Integer files, String at, String facing,
            Integer wounds) {}

    /** @param text the victory conditions as printed for the players */
    public record VictorySpec(String text) {}
}
