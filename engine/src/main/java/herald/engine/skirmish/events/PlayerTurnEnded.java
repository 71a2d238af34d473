package herald.engine.skirmish.events;

import herald.engine.skirmish.SkirmishState;

/** A player turn ended; next comes {@code nextSide}'s player turn of game turn {@code nextTurn}. */
public record PlayerTurnEnded(int turn, String side, int nextTurn, String nextSide) implements SkirmishEvent {

    @Override
    public SkirmishState applyTo(SkirmishState state) {
        return state.withReportSection("End of player turn").withReportLine(describe()).withTurn(nextTurn, nextSide);
    }

    @Override
    public String describe() {
        return "Player turn over (" + side + ", turn " + turn + "); next: " + nextSide + ", turn " + nextTurn + ".";
    }
}
