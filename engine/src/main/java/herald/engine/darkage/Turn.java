package herald.engine.darkage;

import herald.engine.Dice;
import herald.engine.RuleEvent;
import java.util.List;
import java.util.Map;

/** One game turn played (stub). */
final class Turn {
    private Turn() {}

    static List<RuleEvent> resolve(DarkAgeState s, Map<String, List<String>> orders, Dice dice) {
        throw new UnsupportedOperationException("not yet");
    }
}
