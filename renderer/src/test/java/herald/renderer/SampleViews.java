package herald.renderer;

import herald.engine.BoardKind;
import herald.engine.view.BoardView;
import herald.engine.view.BoardView.TerrainCell;
import herald.engine.view.CounterView;
import herald.engine.view.LegendEntry;
import herald.engine.view.LegendEntry.Symbol;
import herald.engine.view.Masthead;
import herald.engine.view.PlayerView;
import herald.engine.view.ReportSection;
import herald.engine.view.SheetTable;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.IntStream;

/** A skirmish in the Durenor hills, as a ruleset would hand it to the renderer. */
final class SampleViews {

    static final String SOMMERLUND = "#2f5fa8";
    static final String GIAKS = "#a8322f";

    static final List<LegendEntry> LEGEND = List.of(
            new LegendEntry("open", "Open ground (1 MP)", "#efe6c8", Symbol.NONE),
            new LegendEntry("trees", "Trees (2 MP, cover −2 to hit)", "#8fbf73", Symbol.TREE),
            new LegendEntry("scrub", "Scrub (2 MP)", "#cfdc93", Symbol.SCRUB),
            new LegendEntry("rocks", "Rocks (impassable)", "#b9ada0", Symbol.ROCKS),
            new LegendEntry("wall", "Low wall (+1 MP to cross, cover)", "#c8b59a", Symbol.WALL),
            new LegendEntry("water", "Stream (3 MP, no fire from it)", "#93c6e8", Symbol.WAVES));

    static final List<String> REPORT_LINES = List.of(
            "S4 fires longbow at G7, 13 squares, medium: 17 −2 moved −1 shield = 14, ÷2 = 7; rolled 56: miss",
            "G2 fires crossbow at S1, 6 squares, short: 15 −1 cover = 14; rolled 09: hit, wound",
            "S1 is wounded (W) and must test morale: 12 ÷ 2 = 6; rolled 4: holds");

    private SampleViews() {}

    static Masthead masthead(boolean scripted) {
        return new Masthead("durenor-7", "Anna Kowalski", "Saturday 14 March 2026, 18:00 UTC",
                scripted, "awaiting orders for turn 4");
    }

    static PlayerView skirmish() {
        return view("Sommerlund patrol", 20, 16, BoardKind.SQUARES, counters(),
                List.of(recordSheet(8)), notes(), report(REPORT_LINES));
    }

    static PlayerView view(String sideName, int columns, int rows, BoardKind kind,
            List<CounterView> counters, List<SheetTable> sheets, List<String> notes,
            List<ReportSection> report) {
        return new PlayerView("The Ambush at Durenor Ford", "S", sideName, 3,
                board(columns, rows, kind, counters), sheets, notes, report);
    }

    static BoardView board(int columns, int rows, BoardKind kind, List<CounterView> counters) {
        List<String> cols = IntStream.range(0, columns)
                .mapToObj(i -> kind == BoardKind.HEXES ? String.format("%02d", i + 1) : column(i))
                .toList();
        List<String> rowLabels = IntStream.range(0, rows)
                .mapToObj(i -> kind == BoardKind.HEXES ? String.format("%02d", i + 1) : "" + (i + 1))
                .toList();
        return new BoardView(kind, columns, rows, true, cols, rowLabels, "open",
                terrain(columns, rows), LEGEND, counters);
    }

    private static String column(int i) {
        return i < 26 ? String.valueOf((char) ('A' + i)) : "A" + (char) ('A' + i - 26);
    }

    /** A wood in the north-west, scrub and rocks, a stream across, a wall along the ford. */
    static List<TerrainCell> terrain(int columns, int rows) {
        List<TerrainCell> cells = new ArrayList<>();
        for (int x = 0; x < columns; x++) {
            for (int y = 0; y < rows; y++) {
                String t = null;
                if (x < 6 && y > rows - 6 && (x + y) % 5 != 0) {
                    t = "trees";
                } else if (y == rows / 2 - 1 || (y == rows / 2 && x % 3 == 0)) {
                    t = "water";
                } else if (x > columns - 6 && y < 4 && (x * y) % 4 == 1) {
                    t = "rocks";
                } else if ((x * 7 + y * 3) % 11 == 0) {
                    t = "scrub";
                } else if (y == rows / 2 + 1 && x > 6 && x < 13) {
                    t = "wall";
                }
                if (t != null) {
                    cells.add(new TerrainCell(x, y, t));
                }
            }
        }
        return cells;
    }

    static List<CounterView> counters() {
        List<CounterView> counters = new ArrayList<>();
        int[][] sommerlund = {{2, 2, 0}, {4, 3, 45}, {6, 2, 90}, {8, 4, 0}, {10, 3, 315},
                {12, 2, 0}, {14, 4, 270}};
        for (int i = 0; i < sommerlund.length; i++) {
            int[] s = sommerlund[i];
            counters.add(new CounterView(s[0], s[1], "S" + (i + 1), SOMMERLUND, s[2],
                    i == 0 ? "W" : "", null, null));
        }
        counters.add(new CounterView(16, 3, "S8", SOMMERLUND, 0, "", 16, 2));
        int[][] giaks = {{3, 12, 180}, {5, 13, 180}, {7, 11, 135}, {9, 12, 180}, {11, 13, 225},
                {13, 11, 180}, {15, 12, 90}, {17, 13, 200}};
        for (int i = 0; i < giaks.length; i++) {
            int[] g = giaks[i];
            counters.add(new CounterView(g[0], g[1], "G" + (i + 1), GIAKS, g[2],
                    i == 6 ? "S" : "", null, null));
        }
        return counters;
    }

    static SheetTable recordSheet(int rows) {
        List<List<String>> table = new ArrayList<>();
        String[] weapons = {"longbow", "sword", "spear", "crossbow", "axe"};
        for (int i = 1; i <= rows; i++) {
            table.add(List.of("S" + i, i % 3 == 0 ? "Serjeant Ulric of the Ford" : "Archer " + i,
                    weapons[i % weapons.length], (i % 4) + "/4", i == 1 ? "W" : "",
                    i == 2 ? "Spent two arrows; must rest a turn before firing again at long range"
                            : "ok"));
        }
        return new SheetTable("Sommerlund patrol: record sheet",
                List.of("Id", "Name", "Weapon", "Wounds", "State", "Notes"), table);
    }

    static List<String> notes() {
        return List.of("Giak losses known to you: none.",
                "The ford (H8 to M8) counts as stream for movement but not for fire.");
    }

    static List<ReportSection> report(List<String> fire) {
        return List.of(
                new ReportSection("Turn 3, phase 1: movement",
                        List.of("S2 moves D4 to E4 (1 MP)", "G3 moves H12 to H11 (2 MP, scrub)")),
                new ReportSection("Turn 3, phase 2: fire", fire),
                new ReportSection("Turn 3, phase 3: morale",
                        List.of("Giaks pass their morale test: rolled 7 against 9.")));
    }
}
