package herald.app.game;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import java.util.function.UnaryOperator;

/**
 * How old event payloads are brought up to date when read: one step per schema version of one
 * event type, applied in a chain (v1 to v2, v2 to v3 ...) to the JSON tree before it becomes a
 * record. Payloads in the journal are never rewritten: they are sealed by the hash chain.
 *
 * <p>A type with no step is at version 1. To change a payload: add a step from its current version,
 * and give the record the new shape. Adding a nullable field at the end needs no step (missing
 * reads as null); a step is for when old payloads need a value worked out.
 */
public final class Upcasts {
    /** One upgrade of {@code type}'s payload from schema version {@code from} to {@code from + 1}. */
    public record Step(String type, int from, UnaryOperator<ObjectNode> change) {}

    static final List<Step> STEPS = List.of(
            // v2: a window records the dice stream it drew from, so that verify need not guess how
            // the stream was chosen (a window re-resolved after a voided turn may use a fresh one).
            // Every window before v2 drew from the stream named by its own id.
            new Step("WindowResolved", 1, p -> p.put("diceStream", p.path("window").asText())));

    private Upcasts() {}

    /** The schema version this Herald writes for {@code type}. */
    public static int current(String type) {
        return current(STEPS, type);
    }

    static int current(List<Step> steps, String type) {
        int version = 1;
        for (Step s : steps) {
            if (s.type().equals(type)) {
                if (s.from() != version) {
                    throw new IllegalStateException("the upcasts of " + type + " skip from version " + version
                            + " to " + s.from());
                }
                version++;
            }
        }
        return version;
    }

    /** {@code payload}, written at schema version {@code from}, as the current version would have it. */
    static ObjectNode upcast(List<Step> steps, String type, int from, ObjectNode payload) {
        ObjectNode p = payload;
        int version = from;
        for (Step s : steps) {
            if (s.type().equals(type) && s.from() == version) {
                p = s.change().apply(p);
                version++;
            }
        }
        return p;
    }
}
