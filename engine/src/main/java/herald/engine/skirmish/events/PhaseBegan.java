package herald.engine.skirmish.events;

import herald.engine.skirmish.SkirmishState;

/** A phase of the active side's player turn began: 1 missile fire, 2 movement, 3 combat, 4 recovery. */
public record PhaseBegan(int turn, String side, String sideName, int phase, String name) implements SkirmishEvent {

    @Override
    public SkirmishState applyTo(SkirmishState state) {
        // The heading is the report line itself, so the mail's summary and the PDF say the same.
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
