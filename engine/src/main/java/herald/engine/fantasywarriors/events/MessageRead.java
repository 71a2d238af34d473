package herald.engine.fantasywarriors.events;

import herald.engine.fantasywarriors.FantasyWarriorsState;
import herald.engine.fantasywarriors.Message;
import herald.engine.fantasywarriors.Players;

/** The message written {@code message}th in the battle reached its reader: its courier touches his figure. */
public record MessageRead(int message) implements FantasyWarriorsEvent {
    @Override
    public String describe() {
        return "message " + message + " is read";
    }

    @Override
    public FantasyWarriorsState applyTo(FantasyWarriorsState state) {
        Message m = state.companion().messages().get(message);
        FantasyWarriorsState s = state.withCompanion(state.companion().withMessage(message,
                m.withDelivered(state.turn())));
        return m.courier() == null ? s : s.withReportLine(m.courier() + " reaches " + Players.figureId(state, m.to())
                + " with " + Players.figureId(state, m.from()) + "'s message");
    }
}
