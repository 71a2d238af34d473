package herald.engine.skirmish;

import herald.engine.BoardKind;
import herald.engine.Side;
import herald.engine.board.Hex;
import herald.engine.view.BoardView;
import herald.engine.view.CounterView;
import herald.engine.view.LegendEntry;
import herald.engine.view.PlayerView;
import herald.engine.view.MoveLines;
import herald.engine.view.ReportSection;
import herald.engine.view.SheetTable;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * What one side (or the umpire) sees: the whole map and every counter (nothing is hidden in a
 * skirmish), its own record sheet, both sides' losses, and the last player turn's report.
 */
final class View {
    static final String HORSE_COLOUR = "#8c7350";

    private View() {}

    static PlayerView of(SkirmishState s, String side) {
        if (s.scenario() == null) {
            throw new IllegalStateException("the game has not been set up");
        }
        List<SheetTable> sheets = new ArrayList<>();
        for (Side sd : s.sides()) {
            if (side == null || sd.id().equals(side)) {
                sheets.add(recordSheet(s, sd));
            }
        }
        List<String> notes = new ArrayList<>();
        for (Side sd : s.sides()) {
            List<Character> dead = Victory.dead(s, sd.id());
            long total = s.characters().stream().filter(c -> c.side().equals(sd.id())).count();
            long wounded = s.living(sd.id()).stream().filter(Character::wounded).count();
            long horses = s.characters().stream().filter(c -> c.side().equals(sd.id()) && c.dismounted()).count();
            notes.add(sd.name() + " have lost " + dead.size() + " of " + total
                    + (dead.isEmpty() ? "" : " (" + dead.stream().map(Character::id).collect(Collectors.joining(", ")) + ")")
                    + "; " + wounded + " wounded; " + horses + " unhorsed");
        }
        notes.add("House rules: " + s.options().describe());
        notes.add(s.outcome() != null ? "Game over: " + s.outcome().reason()
                : "Turn " + s.turn() + " of " + s.scenario().turnLimit() + ": " + s.sideName(s.active()) + "' orders are due");
        String sideName = side == null ? "Umpire" : s.sideName(side);
        PlayerView view = new PlayerView(s.scenario().title(), side, sideName, s.turn(), board(s), sheets, notes, report(s));
        return opening(s) ? view.withOrders(OrderCards.FULL) : view;
    }

    /** Before the first player turn is resolved: the view the welcome's PDF shows. */
    private static boolean opening(SkirmishState s) {
        return !s.report().isEmpty() && s.report().get(0).heading().equals("Set-up");
    }

    private static List<ReportSection> report(SkirmishState s) {
        if (!opening(s)) {
            return MoveLines.grouped(s.report(), "hex", "hexes");
        }
        List<String> lines = new ArrayList<>(s.report().get(0).lines());
        lines.add(s.scenario().title() + (s.scenario().description() == null ? "" : ": " + s.scenario().description()));
        if (s.scenario().victory() != null && s.scenario().victory().text() != null) {
            lines.add("Victory: " + s.scenario().victory().text());
        }
        lines.add("The game lasts at most " + s.scenario().turnLimit() + " turns; in each, side A ("
                + s.sideName(s.sideIds().get(0)) + ") plays its whole player turn, then side B (" + s.sideName(s.sideIds().get(1)) + ").");
        lines.add("The orders are on the reference card after this report.");
        return List.of(new ReportSection("Set-up", lines));
    }

    private static SheetTable recordSheet(SkirmishState s, Side side) {
        List<List<String>> rows = new ArrayList<>();
        for (Character c : s.characters()) {
            if (!c.side().equals(side.id())) {
                continue;
            }
            CharacterType t = s.typeOf(c);
            boolean alive = c.alive();
            rows.add(List.of(c.id(), t.name(), c.mounted() ? "mounted" : c.dismounted() ? "on foot (unhorsed)" : "foot",
                    Stats.condition(c), alive ? String.valueOf(Stats.attack(s, c)) : "-",
                    alive ? String.valueOf(Stats.profile(s, c).defence()) : "-", alive ? String.valueOf(Stats.move(s, c)) : "-",
                    t.missile(), t.armoured() ? "yes" : "no", alive ? c.hex().toString() : "-"));
        }
        return new SheetTable("Record sheet: " + side.name(),
                List.of("Id", "Type", "Foot/mounted", "State", "Attack", "Defence", "MP", "Missile", "Armour", "Hex"), rows);
    }

    static BoardView board(SkirmishState s) {
        Board b = s.board();
        List<String> columns = new ArrayList<>();
        for (int x = 0; x < b.width(); x++) {
            columns.add(String.format("%02d", x + 1));
        }
        List<String> rows = new ArrayList<>();
        for (int y = 0; y < b.height(); y++) {
            rows.add(String.format("%02d", y + 1));
        }
        List<BoardView.TerrainCell> cells = new ArrayList<>();
        Set<String> present = new LinkedHashSet<>();
        present.add("flat");
        for (int y = 0; y < b.height(); y++) {
            for (int x = 0; x < b.width(); x++) {
                String t = b.terrain(new Hex(x, y));
                present.add(t);
                if (!t.equals("flat")) {
                    cells.add(new BoardView.TerrainCell(x, y, t));
                }
            }
        }
        List<LegendEntry> legend = s.terrain().values().stream().filter(t -> present.contains(t.key()))
                .sorted(java.util.Comparator.comparing(t -> List.copyOf(present).indexOf(t.key())))
                .map(t -> new LegendEntry(t.key(), t.legendName(), t.colour(), t.symbol())).toList();
        List<CounterView> counters = new ArrayList<>();
        for (Character c : s.characters()) {
            if (c.alive()) {
                String colour = s.sides().stream().filter(sd -> sd.id().equals(c.side())).map(Side::colour).findFirst().orElse("#000000");
                counters.add(new CounterView(c.hex().x(), c.hex().y(), c.id(), colour, null, marker(c), null, null,
                        Side.indexOf(s.sides(), c.side())));
            }
        }
        for (Horse h : s.horses()) {
            counters.add(new CounterView(h.hex().x(), h.hex().y(), h.id(), HORSE_COLOUR, null, "", null, null, -1));
        }
        return new BoardView(BoardKind.HEXES, b.width(), b.height(), false, columns, rows, "flat", cells, legend, counters)
                .withSides(s.sides());
    }

    /** "W" wounded, "S" stunned, "D" dismounted, "M" mounted; combined, e.g. "WS". */
    static String marker(Character c) {
        return (c.mounted() ? "M" : "") + (c.wounded() ? "W" : "") + (c.stunned() ? "S" : "") + (c.dismounted() ? "D" : "");
    }
}
