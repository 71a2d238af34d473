package herald.engine.fantasywarriors.events;

import herald.engine.fantasywarriors.FantasyWarriorsState;
import herald.engine.fantasywarriors.Message;
import herald.engine.fantasywarriors.Players;

/**
 * A player's message handed to a courier in base contact with his figure, in the new orders phase (L1478), or his
 * words to a player whose figure his own touches (L1464, L1476: those are read at once, by a {@link MessageRead}).
 * The report says who sends it and by whom; only its writer and its reader ever see its text.
 */
public record MessageSent(String from, String to, String courier, String text) implements FantasyWarriorsEvent {
    @Override
    public String describe() {
        return courier == null ? "words between " + from + " and " + to
                : "a message from " + from + " for " + to + " is handed to " + courier;
    }

    @Override
    public FantasyWarriorsState applyTo(FantasyWarriorsState state) {
        String line = courier == null
                ? Players.figureId(state, from) + " speaks with " + Players.figureId(state, to)
                : Players.figureId(state, from) + " hands " + courier + " a message for " + Players.figureId(state, to);
        return state.withCompanion(state.companion().withMessage(new Message(from, to, courier, text, state.turn(), 0,
                null))).withReportLine(line);
    }
}
