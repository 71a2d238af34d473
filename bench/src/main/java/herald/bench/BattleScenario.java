package herald.bench;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The benchmarks' battlefield, a skirmish scenario built in code: a 40×40 hex map (Lone Wolf's
 * squares stop at column Z, so the large board is the hex game's) with 200 foot characters, 100 a
 * side, each side four ranks of 25 facing the other across 22 empty rows. Woods, scrub and a farm
 * stand on the flanks, out of the marching lanes, so the map has something to draw.
 *
 * <p>Every player turn the active side marches five hexes away from the enemy and, the next turn,
 * five hexes back: real orders, checked and resolved by the real rules, that never bring the sides
 * into contact, so the battle lasts as many turns as we ask.
 */
final class BattleScenario {
    static final int COLUMNS = 40;
    static final int ROWS = 40;
    static final int PER_SIDE = 100;
    static final int STEPS = 5;
    private static final int FILE_WIDTH = 25;
    private static final int FIRST_COLUMN = 8; // columns 08..32 are the marching lanes
    private static final String[] TYPES = {"man-at-arms", "billman", "archer", "crossbowman", "peasant", "raider"};

    private BattleScenario() {
    }

    /** The scenario document, as a club organiser would write it, lasting {@code turns} game turns. */
    static String json(int turns) {
        StringBuilder out = new StringBuilder();
        out.append("{\"schema\": 1, \"title\": \"The long muster\", \"turnLimit\": ").append(turns).append(",\n")
                .append(" \"description\": \"Two hosts of a hundred march up and down the field for ").append(turns)
                .append(" turns without ever closing: Herald's benchmark battle.\",\n")
                .append(" \"board\": {\"columns\": ").append(COLUMNS).append(", \"rows\": ").append(ROWS)
                .append(", \"terrain\": [\n");
        List<String> rows = terrain();
        for (int r = 0; r < rows.size(); r++) {
            out.append("  \"").append(rows.get(r)).append(r + 1 < rows.size() ? "\",\n" : "\"\n");
        }
        out.append(" ]},\n \"sides\": [{\"id\": \"north\", \"name\": \"Northern host\"},"
                + " {\"id\": \"south\", \"name\": \"Southern host\"}],\n \"characters\": [\n");
        List<String> characters = new ArrayList<>();
        for (int i = 0; i < PER_SIDE; i++) {
            characters.add(character("A" + (i + 1), "north", i, 6 + i / FILE_WIDTH));
            characters.add(character("B" + (i + 1), "south", i, 35 - i / FILE_WIDTH));
        }
        out.append(String.join(",\n", characters)).append("\n ],\n")
                .append(" \"victory\": {\"text\": \"After the last turn, the side that has killed more wins.\"},\n")
                .append(" \"source\": \"ours\", \"note\": \"synthetic, for bench/\"}\n");
        return out.toString();
    }

    private static String character(String id, String side, int i, int row) {
        int column = FIRST_COLUMN + i % FILE_WIDTH;
        return String.format(Locale.ROOT, "  {\"id\": \"%s\", \"side\": \"%s\", \"type\": \"%s\", \"hex\": \"%02d%02d\"}",
                id, side, TYPES[i % TYPES.length], column, row);
    }

    /** Top row (row 01) first; the lanes (columns 08..32) stay open ground. */
    private static List<String> terrain() {
        List<String> rows = new ArrayList<>();
        for (int y = 1; y <= ROWS; y++) {
            StringBuilder row = new StringBuilder();
            for (int x = 1; x <= COLUMNS; x++) {
                row.append(terrainAt(x, y));
            }
            rows.add(row.toString());
        }
        return rows;
    }

    private static char terrainAt(int x, int y) {
        if (x >= FIRST_COLUMN && x < FIRST_COLUMN + FILE_WIDTH) {
            return '.';
        }
        if (x <= 4 && (y + x) % 5 != 0) {
            return 't'; // the western wood
        }
        if (x >= 35 && y >= 16 && y <= 20) {
            return x == 35 || x == 40 || y == 16 || y == 20 ? (x == 37 && y == 20 ? 'd' : '#') : 'h'; // the farm
        }
        return (x * 7 + y * 3) % 11 == 0 ? 's' : '.';
    }

    /**
     * The orders of {@code side} (first side "north") in game turn {@code turn}: odd turns march away
     * from the enemy, even turns back. The front rank moves first, so no one waits on a friend.
     */
    static String orders(boolean north, int turn) {
        boolean outward = turn % 2 == 1;
        String direction = north == outward ? "N" : "S";
        String step = (" " + direction).repeat(STEPS);
        // Ids run from the rear rank (A1..A25, farthest from the enemy) to the front one. Marching
        // away, the rear rank must step off first; marching back, the front rank must.
        List<String> lines = new ArrayList<>();
        for (int i = 1; i <= PER_SIDE; i++) {
            lines.add("MOVE " + (north ? "A" : "B") + i + step);
        }
        if (!outward) {
            java.util.Collections.reverse(lines);
        }
        return String.join("\n", lines);
    }
}
