package herald.engine.basicfantasy.events;

import herald.engine.basicfantasy.BasicFantasyState;

/** A phase of the active side's player turn began: 1 movement, 2 shooting and magic, 3 charging and close combat. */
public record PhaseBegan(int turn, String side, String sideName, int phase, String name) implements BasicFantasyEvent {

    @Override
    public BasicFantasyState applyTo(BasicFantasyState state) {
        // The heading is the line itself, so the mail's summary and the PDF say the same.
        return state.withReportSection(describe());
    }

    @Override
    public boolean heading() {
        return true;
    }

    @Override
    public String describe() {
        return "Turn " + turn + ", " + sideName + " - Phase " + phase + ": " + name;
    }
}
