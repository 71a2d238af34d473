package herald.engine.lonewolf;

import static com.fasterxml.jackson.annotation.JsonInclude.Include.NON_EMPTY;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.databind.JsonNode;
import herald.engine.data.StrictJson;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * A scenario document as written (see the package documentation and the README for the format).
 * It is kept whole in the set-up event, so every field here must stay readable by later versions.
 *
 * @param schema the format version; 1 (absent means 1)
 * @param overrides play-sheet values this scenario changes, keyed by race, merged over the shipped sheet
 */
public record Scenario(Integer schema, String title, String description, BoardSpec board, List<SideSpec> sides,
        List<PieceSpec> pieces, Integer turnLimit, String victory, JsonNode overrides, String source, String note) {

    public Scenario {
        schema = schema == null ? 1 : schema;
        sides = sides == null ? null : List.copyOf(sides);
        pieces = pieces == null ? null : List.copyOf(pieces);
        overrides = overrides == null || overrides.isNull() ? StrictJson.MAPPER.createObjectNode() : overrides.deepCopy();
    }

    /**
     * @param terrain rows of characters, the TOP row first (as the map is drawn)
     * @param key character → terrain name; absent means {@link #DEFAULT_KEY}
     * @param levels optional rows of digits like {@code terrain}: 0 the plain, even a hilltop plateau, odd a slope (CV3)
     */
    public record BoardSpec(Integer width, Integer height, List<String> terrain, Map<String, String> key, List<String> levels) {
        public static final Map<String, String> DEFAULT_KEY = Map.ofEntries(
                Map.entry(".", "open"), Map.entry("s", "scrub"), Map.entry("r", "rocks"), Map.entry("t", "trees"),
                Map.entry("w", "wall"), Map.entry("h", "hedge"), Map.entry("f", "fence"), Map.entry("W", "high_wall"),
                Map.entry("d", "door"), Map.entry("n", "window"), Map.entry("a", "arrow_slit"), Map.entry("c", "crenellations"),
                Map.entry("~", "water"));

        public BoardSpec {
            terrain = terrain == null ? null : List.copyOf(terrain);
            levels = levels == null ? null : List.copyOf(levels);
            key = new TreeMap<>(key == null ? DEFAULT_KEY : key);
        }
    }

    /**
     * @param colour "#rrggbb"; absent means red for the first side, blue for the second
     * @param leader the id of the army's leader (M2g), or null for none
     */
    public record SideSpec(String id, String name, String colour, String leader) {}

    /**
     * A piece as it stands when the scenario begins. The fields from {@code wounds} on are optional and
     * describe a piece that starts part-way through a battle ({@link PieceStart} checks and applies them).
     *
     * @param kind JSON {@code "class"}: rank-and-file (default), hero, kai-lord or monster
     * @param card the Hero Card of a hero or Kai Lord (required for them; optional for a monster)
     * @param hidden placed hidden in cover, off the enemy's map until revealed (L311-317); absent means false
     * @param wounds wounds already on its record sheet, each a cell of its hit chart
     * @param stunned stunned throughout turn 1 (H6)
     * @param used uses already spent of its limited skills, by skill key ("healing": 2)
     * @param standing its standing orders from the start, by name ("PARRY": "ALWAYS")
     * @param parriedLastTurn used Secret Parry after attacking in the turn before the first: no attack in turn 1 (HA4)
     * @param steadyAgainst enemy heroes whose Aura of Goodness or Inspire Terror its unit has already carried on in (HA6, ET6)
     * @param brutalised its unit has already had Brutality used on it (ET3: once a unit)
     */
    public record PieceSpec(String id, String side, String race, String unit, List<String> weapons, String armour,
            Boolean shield, String training, String square, String facing,
            @JsonProperty("class") String kind, HeroCard card, Boolean hidden, Boolean mounted,
            @JsonInclude(NON_EMPTY) List<StartWound> wounds, @JsonInclude(NON_EMPTY) Boolean stunned,
            @JsonInclude(NON_EMPTY) Map<String, Integer> used, @JsonInclude(NON_EMPTY) Map<String, String> standing,
            @JsonInclude(NON_EMPTY) Boolean parriedLastTurn, @JsonInclude(NON_EMPTY) List<String> steadyAgainst,
            @JsonInclude(NON_EMPTY) Boolean brutalised) {
        public PieceSpec {
            weapons = weapons == null ? null : List.copyOf(weapons);
            wounds = wounds == null ? List.of() : List.copyOf(wounds);
            used = used == null ? Map.of() : new TreeMap<>(used);
            standing = standing == null ? Map.of() : new TreeMap<>(standing);
            steadyAgainst = steadyAgainst == null ? List.of() : List.copyOf(steadyAgainst);
        }

        /** The same piece carrying other weapons (a Kai Lord armed by his weaponskills, K0). */
        public PieceSpec withWeapons(List<String> to) {
            return new PieceSpec(id, side, race, unit, to, armour, shield, training, square, facing, kind, card, hidden, mounted,
                    wounds, stunned, used, standing, parriedLastTurn, steadyAgainst, brutalised);
        }

        public boolean onTwoSquares() {
            return Boolean.TRUE.equals(mounted);
        }

        public boolean placedHidden() {
            return Boolean.TRUE.equals(hidden);
        }
    }

    /** A wound a piece brings into the battle: the keys of a severity and a location row of its hit chart. */
    public record StartWound(String severity, String location) {}
}
