package herald.engine.basicfantasy.events;

import herald.engine.basicfantasy.BasicFantasyState;

/** A player turn began: {@code side} is active, and a new report starts. */
public record PlayerTurnBegan(int turn, String side, String sideName) implements BasicFantasyEvent {

    @Override
    public BasicFantasyState applyTo(BasicFantasyState state) {
        return state.withTurn(turn, side).withNewReport("Turn " + turn + ": " + sideName).withReportLine(describe());
    }

    @Override
    public String describe() {
        return "Turn " + turn + ": " + sideName + " have the player turn.";
    }
}
