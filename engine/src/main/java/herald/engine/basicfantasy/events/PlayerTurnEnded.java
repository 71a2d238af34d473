package herald.engine.basicfantasy.events;

import herald.engine.basicfantasy.BasicFantasyState;
import herald.engine.basicfantasy.Unit;

/**
 * A player turn ended: Melee monster's lift ends with it (R9); next comes {@code nextSide}'s player turn of game
 * turn {@code nextTurn}.
 */
public record PlayerTurnEnded(int turn, String side, String sideName, int nextTurn, String nextSide, String nextSideName)
        implements BasicFantasyEvent {

    @Override
    public BasicFantasyState applyTo(BasicFantasyState state) {
        BasicFantasyState s = state;
        for (Unit u : state.units().values()) {
            if (u.enhanced()) {
                s = s.withUnit(u.withEnhanced(false));
            }
        }
        return s.withReportSection("End of player turn").withReportLine(describe()).withTurn(nextTurn, nextSide);
    }

    @Override
    public String describe() {
        return "Player turn over (" + sideName + ", turn " + turn + "); next: " + nextSideName + ", turn " + nextTurn + ".";
    }
}
