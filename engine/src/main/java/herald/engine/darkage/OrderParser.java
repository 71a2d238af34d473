package herald.engine.darkage;

import java.util.Set;

/** Reads order lines (stub until the orders land). */
final class OrderParser {
    private OrderParser() {}

    static final Set<String> WORDS = Set.of("MOVE", "RUN", "DISENGAGE", "STAND", "SHOOT", "VOLLEY", "LIGHT", "DOUSE",
            "FIGHT", "SUNDER", "BURN", "CAST", "HOLD", "HEROIC");
}
