package herald.engine.fantasywarriors.events;

import herald.engine.Outcome;
import herald.engine.fantasywarriors.FantasyWarriorsState;

/** The battle is over: {@code winner} a side id, or null for a drawn field; {@code reason} says why. */
public record BattleEnded(int turn, String winner, String reason) implements FantasyWarriorsEvent {
    @Override
    public String describe() {
        return "The battle is over: " + reason;
    }

    @Override
    public FantasyWarriorsState applyTo(FantasyWarriorsState state) {
        return state.withSection("Result").withReportLine(describe()).withOutcome(new Outcome(winner, reason));
    }
}
