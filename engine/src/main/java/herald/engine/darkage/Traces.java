package herald.engine.darkage;

import herald.engine.RuleEvent;
import herald.engine.view.Trace;
import java.util.List;

/** What figures did in a turn, to draw over the map (stub until the views land). */
final class Traces {
    private Traces() {}

    static List<Trace> of(DarkAgeState before, List<RuleEvent> events, String side) {
        return List.of();
    }
}
