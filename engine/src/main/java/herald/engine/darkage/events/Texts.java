package herald.engine.darkage.events;

import herald.engine.darkage.Modifier;
import java.util.List;

/** The report's small words, so every attack line reads alike. */
final class Texts {
    private Texts() {}

    static String modifiers(List<Modifier> ms) {
        StringBuilder b = new StringBuilder();
        ms.forEach(m -> b.append(' ').append(m.show()));
        return b.toString();
    }

    /** " (to beat)" when a hit must be higher than the AR (house option hit=beat), else nothing. */
    static String beat(int ar, int need) {
        return need > ar ? " (to beat)" : "";
    }

    static String outcome(int roll, boolean hit) {
        return roll == 1 ? "natural 1, miss" : hit ? "hit" : "miss";
    }
}
