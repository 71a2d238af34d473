package herald.engine.fantasywarriors;

import java.util.List;
import org.pcollections.PVector;
import org.pcollections.TreePVector;

/**
 * What the Companion's modules keep from one battle turn to the next beyond the units, individuals and equipment on
 * the table: each module that needs it has its own part here, changed by its own {@code with…}.
 *
 * @param messages the multi-player games' messages, in the order written (L1478): on the way, read or lost
 */
public record Companion(List<Message> messages) {
    public static final Companion NONE = new Companion(List.of());

    public Companion {
        messages = messages instanceof PVector<Message> v ? v : TreePVector.from(List.copyOf(messages));
    }

    public Companion withMessage(Message added) {
        return new Companion(((PVector<Message>) messages).plus(added));
    }

    public Companion withMessage(int index, Message changed) {
        return new Companion(((PVector<Message>) messages).with(index, changed));
    }
}
