package herald.engine.fantasywarriors;

import java.util.List;
import java.util.Map;
import org.pcollections.PVector;
import org.pcollections.TreePVector;

/**
 * What the Companion's modules keep from one battle turn to the next beyond the units, individuals and equipment on
 * the table: each module that needs it has its own part here, changed by its own {@code with…}.
 *
 * @param messages the multi-player games' messages, in the order written (L1478): on the way, read or lost
 * @param omens each army's omens, read before the battle (the core §11), by side
 * @param mercenariesAndTricks the mercenaries' betrayals, the goblin war chant and flying counters
 */
public record Companion(List<Message> messages, Map<String, String> omens, MercenariesAndTricks mercenariesAndTricks) {
    public static final Companion NONE = new Companion(List.of(), Map.of(), MercenariesAndTricks.NONE);

    public Companion {
        messages = messages instanceof PVector<Message> v ? v : TreePVector.from(List.copyOf(messages));
        omens = omens == null ? Map.of() : Map.copyOf(omens);
        mercenariesAndTricks = mercenariesAndTricks == null ? MercenariesAndTricks.NONE : mercenariesAndTricks;
    }

    public Companion withMessage(Message added) {
        return new Companion(((PVector<Message>) messages).plus(added), omens, mercenariesAndTricks);
    }

    public Companion withMessage(int index, Message changed) {
        return new Companion(((PVector<Message>) messages).with(index, changed), omens, mercenariesAndTricks);
    }

    /** An army's omens as read before the battle: good, neutral or bad ({@link Omens}). */
    public Companion withOmens(String side, String read) {
        Map<String, String> next = new java.util.LinkedHashMap<>(omens);
        next.put(side, read);
        return new Companion(messages, next, mercenariesAndTricks);
    }

    public Companion withMercenariesAndTricks(MercenariesAndTricks m) {
        return new Companion(messages, omens, m);
    }
}
