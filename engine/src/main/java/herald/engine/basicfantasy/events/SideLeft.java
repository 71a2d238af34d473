package herald.engine.basicfantasy.events;

import herald.engine.basicfantasy.BasicFantasyState;
import herald.engine.basicfantasy.Unit;
import java.util.List;

/**
 * {@code side}'s player resigned a game of three or more sides in game turn {@code turn}: its {@code units} leave the
 * table (no enemy removed them, so nobody scores them), and any combat they were locked in ends with them. When it was
 * that side's player turn, the turn passes to {@code nextSide} in game turn {@code nextTurn}; otherwise
 * {@code nextSide} is null.
 */
public record SideLeft(int turn, String side, String sideName, List<String> units, String nextSide, int nextTurn)
        implements BasicFantasyEvent {

    public SideLeft {
        units = List.copyOf(units);
    }

    @Override
    public BasicFantasyState applyTo(BasicFantasyState state) {
        BasicFantasyState s = state;
        for (String id : units) {
            s = s.withUnit(s.unitOrThrow(id).withDestroyed(turn));
        }
        for (Unit u : s.units().values()) {
            Unit freed = u;
            for (String id : units) {
                if (freed.lockedWith().contains(id)) {
                    freed = freed.withoutLock(id);
                }
            }
            if (freed != u) {
                s = s.withUnit(freed);
            }
        }
        s = reported(s);
        return nextSide == null ? s : s.withTurn(nextTurn, nextSide);
    }

    @Override
    public String describe() {
        String gone = units.isEmpty() ? "it had no units left" : "its units leave the table: " + String.join(", ", units);
        return sideName + " resigned in turn " + turn + "; " + gone + "."
                + (nextSide == null ? "" : " The player turn passes on.");
    }
}
