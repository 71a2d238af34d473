package herald.engine.basicfantasy.events;

import herald.engine.basicfantasy.BasicFantasyState;
import herald.engine.basicfantasy.Unit;

/**
 * A player turn ended: Melee monster's lift ends with it (R9); next comes {@code nextSide}'s player turn of game
 * turn {@code nextTurn}, unless it was the game's {@code last} (the game ends with it: the report then says so rather
 * than promise a turn 9 of an eight-turn game).
 */
public record PlayerTurnEnded(int turn, String side, String sideName, int nextTurn, String nextSide, String nextSideName,
        boolean last) implements BasicFantasyEvent {

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
        if (last) {
            return "Player turn over (" + sideName + ", turn " + turn + "): the last of the game.";
        }
        return "Player turn over (" + sideName + ", turn " + turn + "); next: " + nextSideName + ", turn " + nextTurn + ".";
    }
}
