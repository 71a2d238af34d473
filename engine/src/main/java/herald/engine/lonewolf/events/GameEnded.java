package herald.engine.lonewolf.events;

import herald.engine.Outcome;
import herald.engine.lonewolf.LoneWolfState;

/** The game is over after turn {@code turn}: {@code winner} is a side id, or null for a draw. */
public record GameEnded(int turn, String winner, String reason) implements LoneWolfEvent {

    @Override
    public LoneWolfState applyTo(LoneWolfState state) {
        return state.withTurn(turn).withOutcome(new Outcome(winner, reason))
                .withReportSection("Result").withReportLine(describe());
    }

    @Override
    public String describe() {
        return "The game is over: " + reason;
    }
}
