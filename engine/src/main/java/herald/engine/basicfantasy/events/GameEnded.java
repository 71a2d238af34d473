package herald.engine.basicfantasy.events;

import herald.engine.Outcome;
import herald.engine.basicfantasy.BasicFantasyState;

/** The game is over after turn {@code turn} (R17): {@code winner} is a side id, or null for a draw. */
public record GameEnded(int turn, String winner, String reason) implements BasicFantasyEvent {

    @Override
    public BasicFantasyState applyTo(BasicFantasyState state) {
        // The game stays at the last turn played, not the next one the previous event opened.
        return state.withTurn(turn, state.active()).withOutcome(new Outcome(winner, reason)).withReportSection("Result")
                .withReportLine(describe());
    }

    @Override
    public String describe() {
        return "The game is over: " + reason;
    }
}
