package herald.engine.skirmish;

import static com.fasterxml.jackson.annotation.JsonInclude.Include.NON_EMPTY;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * A scenario document as written (format in the package documentation and the README). Kept whole
 * in the set-up event.
 *
 * @param schema the format version; 1 (absent means 1)
 * @param overrides play-sheet values this scenario changes: {@code types} (characters.json) and {@code terrain}
 *     (terrain.json) by key, merged over the shipped data by {@link Overrides}; null when it changes none
 */
public record Scenario(Integer schema, String title, String description, BoardSpec board, List<SideSpec> sides,
        List<CharacterSpec> characters, Integer turnLimit, VictorySpec victory, String source, String note,
        @JsonInclude(NON_EMPTY) JsonNode overrides) {

    public Scenario {
        schema = schema == null ? 1 : schema;
        sides = sides == null ? null : List.copyOf(sides);
        characters = characters == null ? null : List.copyOf(characters);
        overrides = overrides == null || overrides.isNull() ? null : overrides.deepCopy();
    }

    /**
     * @param terrain rows of characters, row 01 (the TOP row) first, one character per column
     * @param key character → terrain key; absent means {@link #DEFAULT_KEY}
     */
    public record BoardSpec(Integer columns, Integer rows, List<String> terrain, Map<String, String> key) {
        public static final Map<String, String> DEFAULT_KEY = Map.ofEntries(
                Map.entry(".", "flat"), Map.entry("s", "scrub"), Map.entry("t", "tree"), Map.entry("/", "slope"),
                Map.entry("h", "house"), Map.entry("w", "window"), Map.entry("d", "door"), Map.entry("^", "stairs"),
                Map.entry("=", "lowwall"), Map.entry("b", "balcony"), Map.entry("a", "anvil"), Map.entry("u", "bucket"),
                Map.entry("#", "wall"));

        public BoardSpec {
            terrain = terrain == null ? null : List.copyOf(terrain);
            key = new TreeMap<>(key == null ? DEFAULT_KEY : key);
        }
    }

    /** @param colour "#rrggbb"; absent means red for side A, blue for side B */
    public record SideSpec(String id, String name, String colour) {}

    /**
     * @param mounted true to start on horseback (the type must have a mounted profile)
     * @param wounded starts wounded: the next wound kills
     * @param stunned starts stunned: recovers in its own side's first recovery phase
     * @param dismounted a rider who has already lost his horse (a type with a mounted profile, on foot, marked "D")
     */
    public record CharacterSpec(String id, String side, String type, String hex, Boolean mounted,
            @JsonInclude(NON_EMPTY) Boolean wounded, @JsonInclude(NON_EMPTY) Boolean stunned,
            @JsonInclude(NON_EMPTY) Boolean dismounted) {}

    /**
     * @param text the victory conditions as printed for the players
     * @param objective optional: a side wins at the end of any game turn when one of its characters stands
     *     unstunned in one of these hexes with no living enemy next to it
     */
    public record VictorySpec(String text, Objective objective) {}

    public record Objective(String side, List<String> hexes, String name) {
        public Objective {
            hexes = hexes == null ? null : List.copyOf(hexes);
        }
    }
}
