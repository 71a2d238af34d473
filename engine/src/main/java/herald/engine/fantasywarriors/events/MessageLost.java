package herald.engine.fantasywarriors.events;

import herald.engine.fantasywarriors.FantasyWarriorsState;
import herald.engine.fantasywarriors.Message;

/** The message written {@code message}th in the battle will never be read: {@code why}. */
public record MessageLost(int message, String why) implements FantasyWarriorsEvent {
    @Override
    public String describe() {
        return "message " + message + " is lost: " + why;
    }

    @Override
    public FantasyWarriorsState applyTo(FantasyWarriorsState state) {
        Message m = state.companion().messages().get(message);
        return state.withCompanion(state.companion().withMessage(message, m.withLost(why))).withReportLine(why);
    }
}
