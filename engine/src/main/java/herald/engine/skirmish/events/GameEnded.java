package herald.engine.skirmish.events;

import herald.engine.Outcome;
import herald.engine.skirmish.SkirmishState;

/** The game is over after turn {@code turn}: {@code winner} is a side id, or null for a draw. */
public record GameEnded(int turn, String winner, String reason) implements SkirmishEvent {

    @Override
    public SkirmishState applyTo(SkirmishState state) {
        // The game stays at the last turn played, not the next one the previous event opened.
        return state.withTurn(turn, state.active()).withOutcome(new Outcome(winner, reason)).withReportSection("Result")
                .withReportLine(describe());
    }

    @Override
    public String describe() {
        return "The game is over: " + reason;
    }
}
