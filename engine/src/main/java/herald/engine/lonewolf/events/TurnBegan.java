package herald.engine.lonewolf.events;

import herald.engine.lonewolf.LoneWolfState;
import herald.engine.lonewolf.Piece;

/** A game turn began: this turn's marks (moved, fired, attacked) are cleared and a new report starts. */
public record TurnBegan(int turn) implements LoneWolfEvent {

    @Override
    public LoneWolfState applyTo(LoneWolfState state) {
        return state.withPieces(state.pieces().stream().map(Piece::withTurnMarksCleared).toList())
                .withTurn(turn).withInitiative(null, null)
                .withNewReport("Turn " + turn + " - Phase 0: initiative")
                .withReportLine(describe());
    }

    @Override
    public String describe() {
        return "Turn " + turn + " begins.";
    }
}
