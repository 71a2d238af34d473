package herald.engine.darkage.events;

import herald.engine.Outcome;
import herald.engine.darkage.DarkAgeState;

/** The game is over after turn {@code turn} (ruling 27): {@code winner} is a side id, or null for a draw. */
public record GameEnded(int turn, String winner, String reason) implements DarkAgeEvent {

    @Override
    public DarkAgeState applyTo(DarkAgeState state) {
        return state.withOutcome(new Outcome(winner, reason)).withReportSection("Result").withReportLine(describe());
    }

    @Override
    public String describe() {
        return "The game is over: " + reason;
    }
}
