package herald.engine.view;

import java.util.List;

/**
 * Everything one recipient may see of a game at one moment, as plain values for the renderer.
 * Built by the ruleset from its state; hidden things are simply absent.
 *
 * @param side the recipient's side id, or null for the umpire's view
 * @param sideName e.g. "Sommerlund patrol"; "Umpire" when side is null
 * @param board the map
 * @param sheets the record sheets: tables of the recipient's pieces, then anything else
 * @param notes short lines under the record sheet, e.g. the enemy's known losses
 * @param report the turn report, in sections (one per phase), every action with its numbers
 */
public record PlayerView(
        String scenarioTitle,
        String side,
        String sideName,
        int turn,
        BoardView board,
        List<SheetTable> sheets,
        List<String> notes,
        List<ReportSection> report) {

    public PlayerView {
        sheets = List.copyOf(sheets);
        notes = List.copyOf(notes);
        report = List.copyOf(report);
    }

    public PlayerView withBoard(BoardView b) {
        return new PlayerView(scenarioTitle, side, sideName, turn, b, sheets, notes, report);
    }
}
