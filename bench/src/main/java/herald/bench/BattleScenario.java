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
 *
 * <p>A larger battle ({@link #of}, {@code -Dherald.bench.characters}) has the same shape: ranks 50
 * wide once a side has more than 100, as many ranks as it takes, the same gap and margins, on a map
 * grown to fit (2,000 characters: 65 columns by 72 rows). It shows whether a fold's cost per event
 * depends on the number of pieces.
 */
final class BattleScenario {
    /** The default battle's size, 200 characters; every figure in bench/README.md before issue 17's is of it. */
    static final int CHARACTERS = 200;
    /** The default battle's map and sides (RenderBench draws that map). */
    static final int COLUMNS = 40;
    static final int ROWS = 40;
    static final int PER_SIDE = 100;
    static final int STEPS = 5;
    private static final int FIRST_COLUMN = 8; // columns 08..32 are the marching lanes of the default battle
    private static final int GAP = 22; // empty rows between the hosts' front ranks
    private static final String[] TYPES = {"man-at-arms", "billman", "archer", "crossbowman", "peasant", "raider"};
    static final BattleScenario DEFAULT = of(CHARACTERS);

    final int perSide;
    final int fileWidth;
    final int ranks;
    final int columns;
    final int rows;

    private BattleScenario(int perSide, int fileWidth) {
        this.perSide = perSide;
        this.fileWidth = fileWidth;
        this.ranks = (perSide + fileWidth - 1) / fileWidth;
        this.columns = FIRST_COLUMN - 1 + fileWidth + 8;
        this.rows = 2 * (STEPS + ranks) + GAP;
    }

    /** The battle of {@code characters} (an even number, 200 the default), half a side. */
    static BattleScenario of(int characters) {
        if (characters < 2 || characters % 2 != 0) {
            throw new IllegalArgumentException("an even number of characters, 2 or more, not " + characters);
        }
        BattleScenario b = new BattleScenario(characters / 2, characters <= CHARACTERS ? 25 : 50);
        if (b.columns > 99 || b.rows > 99) {
            throw new IllegalArgumentException(characters + " characters need a map larger than 99 x 99");
        }
        return b;
    }

    /** Characters from {@code -Dherald.bench.characters} (default 200). */
    static int characters() {
        return Integer.getInteger("herald.bench.characters", CHARACTERS);
    }

    static String json(int turns) {
        return DEFAULT.scenario(turns);
    }

    static String orders(boolean north, int turn) {
        return DEFAULT.ordersOf(north, turn);
    }

    /** The scenario document, as a club organiser would write it, lasting {@code turns} game turns. */
    String scenario(int turns) {
        StringBuilder out = new StringBuilder();
        out.append("{\"schema\": 1, \"title\": \"The long muster\", \"turnLimit\": ").append(turns).append(",\n")
                .append(" \"description\": \"Two hosts of ").append(perSide == 100 ? "a hundred" : Integer.toString(perSide))
                .append(" march up and down the field for ").append(turns)
                .append(" turns without ever closing: Herald's benchmark battle.\",\n")
                .append(" \"board\": {\"columns\": ").append(columns).append(", \"rows\": ").append(rows)
                .append(", \"terrain\": [\n");
        List<String> rows = terrain();
        for (int r = 0; r < rows.size(); r++) {
            out.append("  \"").append(rows.get(r)).append(r + 1 < rows.size() ? "\",\n" : "\"\n");
        }
        out.append(" ]},\n \"sides\": [{\"id\": \"north\", \"name\": \"Northern host\"},"
                + " {\"id\": \"south\", \"name\": \"Southern host\"}],\n \"characters\": [\n");
        List<String> characters = new ArrayList<>();
        for (int i = 0; i < perSide; i++) {
            characters.add(character("A" + (i + 1), "north", i, STEPS + 1 + i / fileWidth));
            characters.add(character("B" + (i + 1), "south", i, this.rows - STEPS - i / fileWidth));
        }
        out.append(String.join(",\n", characters)).append("\n ],\n")
                .append(" \"victory\": {\"text\": \"After the last turn, the side that has killed more wins.\"},\n")
                .append(" \"source\": \"ours\", \"note\": \"synthetic, for bench/\"}\n");
        return out.toString();
    }

    private String character(String id, String side, int i, int row) {
        int column = FIRST_COLUMN + i % fileWidth;
        return String.format(Locale.ROOT, "  {\"id\": \"%s\", \"side\": \"%s\", \"type\": \"%s\", \"hex\": \"%02d%02d\"}",
                id, side, TYPES[i % TYPES.length], column, row);
    }

    /** Top row (row 01) first; the lanes (columns 08..32 in the default battle) stay open ground. */
    private List<String> terrain() {
        List<String> rows = new ArrayList<>();
        for (int y = 1; y <= this.rows; y++) {
            StringBuilder row = new StringBuilder();
            for (int x = 1; x <= columns; x++) {
                row.append(terrainAt(x, y));
            }
            rows.add(row.toString());
        }
        return rows;
    }

    private char terrainAt(int x, int y) {
        if (x >= FIRST_COLUMN && x < FIRST_COLUMN + fileWidth) {
            return '.';
        }
        if (x <= 4 && (y + x) % 5 != 0) {
            return 't'; // the western wood
        }
        int farm = columns - 5; // column 35 of the default map
        if (x >= farm && y >= 16 && y <= 20) {
            return x == farm || x == columns || y == 16 || y == 20 ? (x == farm + 2 && y == 20 ? 'd' : '#') : 'h'; // the farm
        }
        return (x * 7 + y * 3) % 11 == 0 ? 's' : '.';
    }

    /**
     * The orders of {@code side} (first side "north") in game turn {@code turn}: odd turns march away
     * from the enemy, even turns back. The front rank moves first, so no one waits on a friend.
     */
    String ordersOf(boolean north, int turn) {
        boolean outward = turn % 2 == 1;
        String direction = north == outward ? "N" : "S";
        String step = (" " + direction).repeat(STEPS);
        // Ids run from the rear rank (A1..A25, farthest from the enemy) to the front one. Marching
        // away, the rear rank must step off first; marching back, the front rank must.
        List<String> lines = new ArrayList<>();
        for (int i = 1; i <= perSide; i++) {
            lines.add("MOVE " + (north ? "A" : "B") + i + step);
        }
        if (!outward) {
            java.util.Collections.reverse(lines);
        }
        return String.join("\n", lines);
    }
}
