package herald.engine.skirmish.events;

import herald.engine.skirmish.SkirmishState;

/** A player turn began: {@code side} is active, and a new report starts. */
public record PlayerTurnBegan(int turn, String side, String sideName) implements SkirmishEvent {

    @Override
    public SkirmishState applyTo(SkirmishState state) {
        return state.withTurn(turn, side).withNewReport("Turn " + turn + ": " + sideName).withReportLine(describe());
    }

    @Override
    public String describe() {
        return "Turn " + turn + ": " + sideName + " have the player turn.";
    }
}
