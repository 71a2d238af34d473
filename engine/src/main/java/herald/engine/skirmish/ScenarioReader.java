package herald.engine.skirmish;

import static herald.engine.ScenarioException.require;

import herald.engine.data.StrictJson;
import herald.engine.ScenarioException;
import herald.engine.Side;
import herald.engine.board.Hex;
import herald.engine.board.HexGrid;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Reads and checks a scenario document; every error names the source, the place in the JSON and
 * the problem. Once checked, {@link #board}, {@link #sides} and {@link #characters} cannot fail. The
 * scenario's overrides are applied ({@link Overrides}) between binding and checking.
 */
public final class ScenarioReader {

    private ScenarioReader() {}

    /** The scenario as written, not yet checked: its overrides make the roster and terrain it is checked against. */
    public static Scenario bind(String json, String source) throws ScenarioException {
        return StrictJson.bind(StrictJson.tree(json, source), Scenario.class, source, "");
    }

    /** Every check of a bound scenario against the roster and terrain table in force (its overrides applied). */
    public static void check(Scenario s, String source, Map<String, CharacterType> roster,
            Map<String, TerrainType> terrain) throws ScenarioException {
        require(s.schema() == 1, source, "schema", "this Herald reads schema 1, not " + s.schema());
        require(s.title() != null && !s.title().isBlank(), source, "title", "missing");
        require(s.turnLimit() != null && s.turnLimit() >= 1, source, "turnLimit", "a whole number of turns, at least 1");
        Board board = checkBoard(s.board(), source, terrain);
        require(s.sides() != null && s.sides().size() == 2, source, "sides", "a skirmish has exactly two sides, A then B");
        Set<String> sideIds = new HashSet<>();
        for (int i = 0; i < 2; i++) {
            Scenario.SideSpec side = s.sides().get(i);
            String at = "sides[" + i + "]";
            ScenarioException.requireSide(side.id(), side.name(), side.colour(), source, at, sideIds, "raiders");
        }
        require(s.characters() != null && !s.characters().isEmpty(), source, "characters", "a scenario needs characters");
        Set<String> ids = new HashSet<>();
        Map<Hex, String> taken = new HashMap<>();
        for (int i = 0; i < s.characters().size(); i++) {
            Scenario.CharacterSpec c = s.characters().get(i);
            String at = "characters[" + i + "]";
            require(c.id() != null && c.id().matches("[A-Z][A-Z0-9]{0,4}") && !c.id().startsWith("H"), source, at + ".id",
                    "a character id is a capital letter (not H, kept for horses) and up to four more letters or digits, e.g. \"A3\"");
            require(ids.add(c.id()), source, at + ".id", c.id() + " is used twice");
            require(sideIds.contains(c.side()), source, at + ".side", "no side \"" + c.side() + "\"");
            require(roster.containsKey(c.type()), source, at + ".type", "unknown type \"" + c.type() + "\" (known: "
                    + String.join(", ", roster.keySet()) + ")");
            boolean mounted = Boolean.TRUE.equals(c.mounted());
            require(!mounted || roster.get(c.type()).mounted() != null, source, at + ".mounted", "a " + c.type() + " never rides");
            if (Boolean.TRUE.equals(c.dismounted())) {
                require(!mounted, source, at + ".dismounted", c.id() + " cannot be both mounted and dismounted: a dismounted rider"
                        + " is on foot for good (leave out \"mounted\")");
                require(roster.get(c.type()).mounted() != null, source, at + ".dismounted", "a " + c.type()
                        + " never rides, so has no horse to have lost");
            }
            Hex h = Hex.parse(c.hex()).orElse(null);
            require(h != null, source, at + ".hex", "\"" + c.hex() + "\" is not a hex like \"0507\"");
            require(board.contains(h), source, at + ".hex", h + " is off the map (" + board.grid().extent() + ")");
            require(terrain.get(board.terrain(h)).cost(mounted).isPresent(), source, at + ".hex", c.id() + " cannot stand on "
                    + h + ": " + terrain.get(board.terrain(h)).name() + " is impassable to " + (mounted ? "mounted" : "foot") + " characters");
            String other = taken.putIfAbsent(h, c.id());
            require(other == null, source, at + ".hex", c.id() + " and " + other + " are both on " + h);
        }
        for (String side : sideIds) {
            require(s.characters().stream().anyMatch(c -> side.equals(c.side())), source, "characters", "side \"" + side + "\" has none");
        }
        if (s.victory() != null && s.victory().objective() != null) {
            Scenario.Objective o = s.victory().objective();
            require(sideIds.contains(o.side()), source, "victory.objective.side", "no side \"" + o.side() + "\"");
            require(o.hexes() != null && !o.hexes().isEmpty(), source, "victory.objective.hexes", "list at least one hex");
            for (String hex : o.hexes()) {
                require(Hex.parse(hex).filter(board::contains).isPresent(), source, "victory.objective.hexes",
                        "\"" + hex + "\" is not a hex on the map");
            }
        }
    }

    private static Board checkBoard(Scenario.BoardSpec b, String src, Map<String, TerrainType> terrain) throws ScenarioException {
        require(b != null, src, "board", "missing");
        require(b.columns() != null && b.columns() >= 2 && b.columns() <= 99, src, "board.columns", "2 to 99 columns");
        require(b.rows() != null && b.rows() >= 2 && b.rows() <= 99, src, "board.rows", "2 to 99 rows");
        for (Map.Entry<String, String> e : b.key().entrySet()) {
            require(e.getKey().length() == 1, src, "board.key", "\"" + e.getKey() + "\" is not one character");
            require(terrain.containsKey(e.getValue()), src, "board.key." + e.getKey(), "unknown terrain \"" + e.getValue()
                    + "\" (known: " + String.join(", ", terrain.keySet()) + ")");
        }
        require(b.terrain() != null && b.terrain().size() == b.rows(), src, "board.terrain",
                (b.terrain() == null ? 0 : b.terrain().size()) + " rows for a map " + b.rows() + " rows high (row 01, the top, first)");
        for (int y = 0; y < b.rows(); y++) {
            String row = b.terrain().get(y);
            String at = "board.terrain[" + y + "] (row " + String.format("%02d", y + 1) + ")";
            require(row != null && row.length() == b.columns(), src, at, (row == null ? 0 : row.length())
                    + " characters, the map is " + b.columns() + " columns wide");
            for (int x = 0; x < row.length(); x++) {
                String c = String.valueOf(row.charAt(x));
                require(b.key().containsKey(c), src, at, "unknown terrain character '" + c + "' at " + new Hex(x, y)
                        + " (key: " + String.join(" ", b.key().keySet()) + ")");
            }
        }
        return board(b);
    }

    private static Board board(Scenario.BoardSpec b) {
        List<String> cells = new ArrayList<>();
        for (String row : b.terrain()) {
            for (int x = 0; x < row.length(); x++) {
                cells.add(b.key().get(String.valueOf(row.charAt(x))));
            }
        }
        return new Board(new HexGrid(b.columns(), b.rows()), cells);
    }

    /** The map of a checked scenario. */
    public static Board board(Scenario s) {
        return board(s.board());
    }

    public static List<Side> sides(Scenario s) {
        List<Side> out = new ArrayList<>();
        for (int i = 0; i < s.sides().size(); i++) {
            Scenario.SideSpec side = s.sides().get(i);
            out.add(new Side(side.id(), side.name(), side.colour() != null ? side.colour() : Side.defaultColour(i)));
        }
        return out;
    }

    /** The characters of a checked scenario, as they stand before turn 1 (wounded, stunned or dismounted as it says). */
    public static List<Character> characters(Scenario s) {
        return s.characters().stream().map(c -> new Character(c.id(), c.side(), c.type(), Hex.parse(c.hex()).orElseThrow(),
                Boolean.TRUE.equals(c.mounted()), Boolean.TRUE.equals(c.dismounted()), Boolean.TRUE.equals(c.wounded()),
                Boolean.TRUE.equals(c.stunned()), 0)).toList();
    }
}
