package herald.engine.basicfantasy;

import herald.engine.Outcome;
import herald.engine.RuleEvent;
import herald.engine.basicfantasy.events.GameEnded;
import herald.engine.basicfantasy.events.SideLeft;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A side leaves a game of three or more sides (ours: the rulebook has no resignation). Its units leave the table;
 * the rotation skips a side with no units, so it never owes orders again. If it was its player turn, the next side
 * that still has units plays; if one side alone is left, it wins (R17's "no units left" rule); if the leaver closed
 * the last game turn, the last turn's tally decides among the sides still standing.
 */
final class Resignation {
    private Resignation() {}

    static List<RuleEvent> of(BasicFantasyState s, String side) {
        if (s.scenario() == null || s.outcome() != null || !s.sideIds().contains(side)) {
            throw new IllegalStateException("no side " + side + " to leave a game in play");
        }
        List<String> units = s.living(side).stream().map(Unit::id).toList();
        boolean active = side.equals(s.active());
        PlayerTurn.Next next = active ? PlayerTurn.next(gone(s, side, units), side, s.turn()) : null;
        SideLeft left = new SideLeft(s.turn(), side, s.sideName(side), units, next == null ? null : next.side(),
                next == null ? s.turn() : next.turn());
        BasicFantasyState after = left.applyTo(s);
        List<RuleEvent> events = new ArrayList<>(List.of(left));
        boolean closedTheLast = next != null && next.turn() > s.turn() && s.turn() >= s.scenario().turns();
        Optional<Outcome> end = Victory.judge(after, s.turn(), closedTheLast);
        end.ifPresent(o -> events.add(new GameEnded(s.turn(), o.winner(), o.reason())));
        return events;
    }

    /** {@code s} with the leaver's units off the table, for finding whose turn comes next. */
    private static BasicFantasyState gone(BasicFantasyState s, String side, List<String> units) {
        BasicFantasyState out = s;
        for (String id : units) {
            out = out.withUnit(out.unitOrThrow(id).withDestroyed(s.turn()));
        }
        return out;
    }
}
