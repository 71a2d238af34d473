package herald.engine.view;

import java.util.List;

/**
 * Everything one recipient may see of a game at one moment, as plain values for the renderer.
 * Built by the ruleset from its state; hidden things are simply absent.
 *
 * @param side the recipient's side id, or null for the umpire's view
 * @param sideName e.g. "Sommerlund patrol"; "Umpire" when side is null
 * @param map the map: a grid ({@link BoardView}) or an open table ({@link TableMap})
 * @param sheets the record sheets: tables of the recipient's pieces, then anything else
 * @param notes short lines under the record sheet, e.g. the enemy's known losses
 * @param report the turn report, in sections (one per phase), every action with its numbers
 * @param orders the whole order grammar as a reference card, or null: the opening view has it
 */
public record PlayerView(
        String scenarioTitle,
        String side,
        String sideName,
        int turn,
        MapView map,
        List<SheetTable> sheets,
        List<String> notes,
        List<ReportSection> report,
        OrderCard orders) {

    public PlayerView(String scenarioTitle, String side, String sideName, int turn, MapView map, List<SheetTable> sheets,
            List<String> notes, List<ReportSection> report) {
        this(scenarioTitle, side, sideName, turn, map, sheets, notes, report, null);
    }

    public PlayerView {
        sheets = List.copyOf(sheets);
        notes = List.copyOf(notes);
        report = List.copyOf(report);
    }

    /** The map of a grid game; an {@link IllegalStateException} on an open table, whose map is {@link #table()}. */
    public BoardView board() {
        if (map != null && !(map instanceof BoardView)) {
            throw new IllegalStateException("this map is an open table, not a grid: read table()");
        }
        return (BoardView) map;
    }

    /** The map of an open-table game; an {@link IllegalStateException} on a grid. */
    public TableMap table() {
        if (!(map instanceof TableMap t)) {
            throw new IllegalStateException("this map is not an open table");
        }
        return t;
    }

    public PlayerView withMap(MapView m) {
        return new PlayerView(scenarioTitle, side, sideName, turn, m, sheets, notes, report, orders);
    }

    /** The same view headed as turn {@code n}: a replay shows the turn it replays, not the one the rules moved on to. */
    public PlayerView withTurn(int n) {
        return new PlayerView(scenarioTitle, side, sideName, n, map, sheets, notes, report, orders);
    }

    /** The same view carrying the order grammar as a reference card (the opening view). */
    public PlayerView withOrders(OrderCard card) {
        return new PlayerView(scenarioTitle, side, sideName, turn, map, sheets, notes, report, card);
    }

    public PlayerView withReport(List<ReportSection> r) {
        return new PlayerView(scenarioTitle, side, sideName, turn, map, sheets, notes, r, orders);
    }
}
