package herald.engine.darkage.events;

import herald.engine.darkage.DarkAgeState;

/** A phase of the turn began (3.2-3.4): "movement", "shooting" or "fighting"; every side acts in it, in initiative order. */
public record PhaseBegan(int turn, String phase) implements DarkAgeEvent {

    @Override
    public DarkAgeState applyTo(DarkAgeState state) {
        // The heading is the line itself, so the mail's summary and the PDF say the same.
        return state.withPhase(phase).withReportSection(describe());
    }

    @Override
    public boolean heading() {
        return true;
    }

    @Override
    public String describe() {
        return "Turn " + turn + ": " + phase;
    }
}
