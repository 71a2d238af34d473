package herald.engine.lonewolf;

import herald.engine.BoardKind;
import herald.engine.Side;
import herald.engine.board.Square;
import herald.engine.view.BoardView;
import herald.engine.view.CounterView;
import herald.engine.view.LegendEntry;
import herald.engine.view.LegendEntry.Symbol;
import herald.engine.view.PlayerView;
import herald.engine.view.MoveLines;
import herald.engine.view.ReportSection;
import herald.engine.view.SheetTable;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

/** What one side (or the umpire) sees: the whole map, every living piece, its own record sheet, the last report. */
final class View {
    private View() {}

    static PlayerView of(LoneWolfState all, String side) {
        if (all.scenario() == null) {
            throw new IllegalStateException("the game has not been set up");
        }
        LoneWolfState s = all.seenBy(side);
        String sideName = side == null ? "Umpire" : s.sideName(side);
        List<SheetTable> sheets = new ArrayList<>();
        for (Side sd : s.sides()) {
            if (side == null || sd.id().equals(side)) {
                sheets.add(recordSheet(s, sd));
                HeroSheet.of(s, sd).ifPresent(sheets::add);
            }
        }
        unitSheets(s, side, sheets);
        List<String> notes = new ArrayList<>();
        for (Side sd : s.sides()) {
            List<Piece> lost = Victory.lost(s, sd.id());
            long total = s.pieces().stream().filter(p -> p.side().equals(sd.id())).count();
            notes.add(sd.name() + " have lost " + lost.size() + " of " + total
                    + (lost.isEmpty() ? "" : ": " + lost.stream().map(Piece::id).collect(Collectors.joining(", "))));
        }
        notes.add(s.outcome() != null ? "Game over: " + s.outcome().reason()
                : "Turn " + s.turn() + " of " + s.scenario().turnLimit() + ": orders are due");
        PlayerView view = new PlayerView(s.scenario().title(), side, sideName, s.turn(), board(s), sheets, notes, report(s, side));
        return opening(s) ? view.withOrders(OrderCards.FULL) : view;
    }

    /** Each side's unit-state table (pieces left, this turn's morale result, coherency) after the record sheets. */
    private static void unitSheets(LoneWolfState s, String side, List<SheetTable> sheets) {
        for (Side sd : s.sides()) {
            if ((side == null || sd.id().equals(side)) && !Morale.units(s, sd.id()).isEmpty()) {
                sheets.add(UnitSheet.of(s, sd));
            }
        }
    }

    /** Before the first turn is resolved: the view the welcome's PDF shows. */
    private static boolean opening(LoneWolfState s) {
        return s.turn() <= 1 && s.outcome() == null;
    }

    private static List<ReportSection> report(LoneWolfState s, String side) {
        if (!opening(s)) {
            return MoveLines.grouped(s.report(side), "square", "squares");
        }
        List<String> lines = new ArrayList<>();
        lines.add(s.scenario().title() + (s.scenario().description() == null ? "" : ": " + s.scenario().description()));
        if (s.scenario().victory() != null) {
            lines.add("Victory: " + s.scenario().victory());
        }
        lines.add("The game lasts at most " + s.scenario().turnLimit() + " turns.");
        for (Side sd : s.sides()) {
            lines.add(sd.name() + " (" + sd.id() + "): " + s.living(sd.id()).size() + " pieces.");
        }
        lines.add("The orders are on the reference card after this report.");
        return List.of(new ReportSection("Set-up", lines));
    }

    private static SheetTable recordSheet(LoneWolfState s, Side side) {
        List<List<String>> rows = new ArrayList<>();
        for (Piece p : s.pieces()) {
            if (!p.side().equals(side.id())) {
                continue;
            }
            rows.add(List.of(p.id(), p.card() != null && p.card().name() != null ? p.card().name() : p.unit(),
                    s.sheets().get(p.race()).name(), p.kind().key(), String.join(", ", p.weapons()),
                    p.armour().key() + (p.shield() ? ", shield" : ""), p.training().key(),
                    p.alive() ? p.square() + p.rear().map(r -> "+" + r).orElse("") : "-", p.alive() ? p.facing().name() : "-",
                    String.valueOf(Movement.allowance(s, p)), combat(p), wounds(s, p)));
        }
        return new SheetTable("Record sheet: " + side.name(),
                List.of("Piece", "Unit / name", "Race", "Class", "Weapons", "Armour", "Training", "Square", "Facing",
                        "MP", "Combat", "Wounds / status"), rows);
    }

    /** The combat value a hero's wounds leave: "±0", "−5%", "−5%, half chances", "may not fight". */
    private static String combat(Piece p) {
        Condition c = p.condition();
        List<String> parts = new ArrayList<>();
        parts.add(c.combatLost() == 0 ? "±0" : "−" + c.combatLost() + "%");
        if (c.halfChances()) {
            parts.add("half chances");
        }
        if (c.noFight()) {
            parts.add("may not fight");
        }
        return String.join(", ", parts);
    }

    /** Wounds by location, then stun and removal: "Legs: serious wound (T2); stunned turn 3". */
    private static String wounds(LoneWolfState s, Piece p) {
        List<String> parts = new ArrayList<>();
        for (Wound w : p.condition().wounds()) {
            parts.add(w.location() + ": " + w.effect().text() + (w.turn() == 0 ? " (before the battle)" : " (T" + w.turn() + ")"));
        }
        if (p.alive() && p.condition().stunnedTurn() >= s.turn()) {
            parts.add("stunned in turn " + p.condition().stunnedTurn());
        }
        if (!p.alive()) {
            parts.add("removed turn " + p.removedTurn());
        } else if (s.hidden(p.id())) {
            parts.add("hidden");
        }
        return parts.isEmpty() ? "fit" : String.join("; ", parts);
    }

    /** Open ground on a hill is drawn as slope or hilltop (CV3); other terrain on a hill shows as itself. */
    private static final String SLOPE = "slope";
    private static final String HILLTOP = "hilltop";

    private static BoardView board(LoneWolfState s) {
        Board b = s.board();
        List<String> columns = new ArrayList<>();
        for (int x = 0; x < b.width(); x++) {
            columns.add(Square.columnLabel(x));
        }
        List<String> rowLabels = new ArrayList<>();
        for (int y = 0; y < b.height(); y++) {
            rowLabels.add(String.valueOf(y + 1));
        }
        List<BoardView.TerrainCell> cells = new ArrayList<>();
        Set<Terrain> present = EnumSet.of(Terrain.OPEN);
        boolean slopes = false;
        boolean hilltops = false;
        for (int y = 0; y < b.height(); y++) {
            for (int x = 0; x < b.width(); x++) {
                Square sq = new Square(x, y);
                Terrain t = b.terrain(sq);
                present.add(t);
                if (t != Terrain.OPEN) {
                    cells.add(new BoardView.TerrainCell(x, y, t.key()));
                } else if (b.isSlope(sq)) {
                    slopes = true;
                    cells.add(new BoardView.TerrainCell(x, y, SLOPE));
                } else if (b.isHilltop(sq)) {
                    hilltops = true;
                    cells.add(new BoardView.TerrainCell(x, y, HILLTOP));
                }
            }
        }
        List<LegendEntry> legend = new ArrayList<>(TerrainKey.of(s, present));
        if (slopes) {
            legend.add(new LegendEntry(SLOPE, "Slope (as open ground to move; no firing round its corners)", "#d8c98f", Symbol.SLOPE));
        }
        if (hilltops) {
            legend.add(new LegendEntry(HILLTOP, "Hilltop (as open ground to move; fire from or into it, not over it)", "#c2a86a", Symbol.DOTS));
        }
        List<CounterView> counters = new ArrayList<>();
        for (Piece p : s.pieces()) {
            if (p.alive()) {
                String colour = s.sides().stream().filter(sd -> sd.id().equals(p.side())).map(Side::colour).findFirst().orElse("#000000");
                counters.add(counter(p, colour).withSide(Side.indexOf(s.sides(), p.side())));
            }
        }
        return new BoardView(BoardKind.SQUARES, b.width(), b.height(), true, columns, rowLabels, Terrain.OPEN.key(),
                cells, legend, counters).withSides(s.sides());
    }

    /** A piece's counter; a mounted piece (MV5) is a long counter whose tail is its rear square. */
    static CounterView counter(Piece p, String colour) {
        CounterView c = CounterView.of(p.square().x(), p.square().y(), p.id(), colour, p.facing().degrees());
        return p.rear().map(r -> new CounterView(c.x(), c.y(), c.label(), c.colour(), c.facingDegrees(), c.marker(), r.x(), r.y(),
                c.side()))
                .orElse(c);
    }
}
