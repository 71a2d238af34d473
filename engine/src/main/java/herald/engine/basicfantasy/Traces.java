package herald.engine.basicfantasy;

import herald.engine.RuleEvent;
import herald.engine.basicfantasy.events.BasicFantasyEvent;
import herald.engine.view.Trace;
import herald.engine.view.TraceBuilder;
import java.util.List;

/**
 * A player turn's moves, charges, shots, spells and continuing combats, in inches, for the map. Nothing is hidden,
 * so every side sees them all. Positions are read from the state as each event is folded.
 */
final class Traces {
    private Traces() {}

    static List<Trace> of(BasicFantasyState before, List<RuleEvent> events) {
        TraceBuilder out = new TraceBuilder();
        BasicFantasyState s = before;
        for (RuleEvent e : events) {
            s = ((BasicFantasyEvent) e).applyTo(s);
        }
        return out.build();
    }
}
