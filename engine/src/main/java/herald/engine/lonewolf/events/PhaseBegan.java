package herald.engine.lonewolf.events;

import herald.engine.lonewolf.LoneWolfState;

/** A phase of the turn began (1 first fire, 2 movement, 3 second fire, 4 combat): a new report section. */
public record PhaseBegan(int turn, int phase, String title) implements LoneWolfEvent {

    @Override
    public LoneWolfState applyTo(LoneWolfState state) {
        return state.withReportSection(describe());
    }

    @Override
    public boolean heading() {
        return true;
    }

    @Override
    public String describe() {
        return "Turn " + turn + " - Phase " + phase + ": " + title;
    }
}
