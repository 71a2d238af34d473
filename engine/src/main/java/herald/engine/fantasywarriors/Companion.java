package herald.engine.fantasywarriors;

import java.util.List;
import java.util.Map;
import java.util.Set;
import org.pcollections.PVector;
import org.pcollections.TreePVector;

/**
 * What the Companion's modules keep from one battle turn to the next beyond the units, individuals and equipment on
 * the table: each module that needs it has its own part here, changed by its own {@code with…}.
 *
 * @param artillery the engines' crews, the dragons' breath and the cannons blown up (L681-860)
 * @param magic the spells, druidic powers, summoned creatures and enchantments in force
 * @param mercenariesAndTricks the mercenaries' betrayals, the goblin war chant and flying counters
 * @param messages the multi-player games' messages, in the order written (L1478): on the way, read or lost
 * @param omens each army's omens, read before the battle (the core §11), by side
 * @param left the players who have resigned from a battle that goes on without them
 */
public record Companion(Artillery artillery, Magic magic, MercenariesAndTricks mercenariesAndTricks,
        List<Message> messages, Map<String, String> omens, Set<String> left) {
    public static final Companion NONE = new Companion(Artillery.NONE, Magic.NONE, MercenariesAndTricks.NONE, List.of(),
            Map.of(), Set.of());

    public Companion {
        artillery = artillery == null ? Artillery.NONE : artillery;
        magic = magic == null ? Magic.NONE : magic;
        mercenariesAndTricks = mercenariesAndTricks == null ? MercenariesAndTricks.NONE : mercenariesAndTricks;
        messages = messages instanceof PVector<Message> v ? v : TreePVector.from(List.copyOf(messages));
        omens = omens == null ? Map.of() : Map.copyOf(omens);
        left = left == null ? Set.of() : Set.copyOf(left);
    }

    public Companion withArtillery(Artillery changed) {
        return new Companion(changed, magic, mercenariesAndTricks, messages, omens, left);
    }

    public Companion withMagic(Magic changed) {
        return new Companion(artillery, changed, mercenariesAndTricks, messages, omens, left);
    }

    public Companion withMercenariesAndTricks(MercenariesAndTricks changed) {
        return new Companion(artillery, magic, changed, messages, omens, left);
    }

    public Companion withMessage(Message added) {
        return new Companion(artillery, magic, mercenariesAndTricks, ((PVector<Message>) messages).plus(added), omens,
                left);
    }

    public Companion withMessage(int index, Message changed) {
        return new Companion(artillery, magic, mercenariesAndTricks, ((PVector<Message>) messages).with(index, changed),
                omens, left);
    }

    /** An army's omens as read before the battle: good, neutral or bad ({@link Omens}). */
    public Companion withOmens(String side, String read) {
        Map<String, String> next = new java.util.LinkedHashMap<>(omens);
        next.put(side, read);
        return new Companion(artillery, magic, mercenariesAndTricks, messages, next, left);
    }

    /** {@code seat}'s player has resigned ({@link Players#leave}). */
    public Companion withLeft(String seat) {
        Set<String> next = new java.util.HashSet<>(left);
        next.add(seat);
        return new Companion(artillery, magic, mercenariesAndTricks, messages, omens, next);
    }
}
