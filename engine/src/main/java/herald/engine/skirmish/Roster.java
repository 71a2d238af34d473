package herald.engine.skirmish;

import java.util.AbstractList;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Spliterator;
import org.pcollections.PVector;
import org.pcollections.TreePVector;

/**
 * The characters of a {@link SkirmishState} in scenario order, as an immutable list that changes one
 * character in O(log n) and finds one by id without a search: a fold applies hundreds of events a
 * player turn, and copying every character for each (or searching them all) made it cost events ×
 * characters. Characters are never added or removed after set-up, so the index by id is built once
 * and shared by every later version. To JSON and to {@code equals} it is just a list.
 */
final class Roster extends AbstractList<Character> {
    private static final Roster EMPTY = new Roster(TreePVector.empty(), Map.of());

    private final PVector<Character> all;
    /** Position of the first character with each {@link #key}. */
    private final Map<String, Integer> byKey;

    private Roster(PVector<Character> all, Map<String, Integer> byKey) {
        this.all = all;
        this.byKey = byKey;
    }

    /** {@code characters} as a roster: itself if it is one, else a copy (refusing nulls, as List.copyOf does). */
    static Roster of(List<Character> characters) {
        if (characters instanceof Roster r) {
            return r;
        }
        if (characters.isEmpty()) {
            return EMPTY;
        }
        Map<String, Integer> index = new HashMap<>();
        for (int i = 0; i < characters.size(); i++) {
            index.putIfAbsent(key(Objects.requireNonNull(characters.get(i)).id()), i);
        }
        return new Roster(TreePVector.from(characters), Map.copyOf(index));
    }

    /** The first character whose id equals {@code id} ignoring case, as a search in order would find it. */
    Optional<Character> find(String id) {
        Integer i = id == null ? null : byKey.get(key(id));
        Character found = i == null ? null : all.get(i);
        if (found != null && found.id().equalsIgnoreCase(id)) {
            return Optional.of(found);
        }
        // Not indexed under that key (a case mapping the key does not fold alike): search, so nothing is missed.
        return all.stream().filter(c -> c.id().equalsIgnoreCase(id)).findFirst();
    }

    /** This roster with the character of {@code changed}'s id (exactly) replaced by it. */
    Roster with(Character changed) {
        Integer indexed = byKey.get(key(changed.id()));
        int i = indexed != null && all.get(indexed).id().equals(changed.id()) ? indexed : indexOf(changed.id());
        if (i < 0) {
            throw new IllegalStateException("no character " + changed.id());
        }
        return new Roster(all.with(i, changed), byKey);
    }

    private int indexOf(String id) {
        for (int i = 0; i < all.size(); i++) {
            if (all.get(i).id().equals(id)) {
                return i;
            }
        }
        return -1;
    }

    /**
     * The id with its case folded: chars that {@link String#equalsIgnoreCase} calls equal fold alike. Ids are
     * upper case, which folds to itself, so the usual lookup makes no new string.
     */
    private static String key(String id) {
        for (int i = 0; i < id.length(); i++) {
            if (fold(id.charAt(i)) != id.charAt(i)) {
                char[] out = id.toCharArray();
                for (int j = i; j < out.length; j++) {
                    out[j] = fold(out[j]);
                }
                return new String(out);
            }
        }
        return id;
    }

    private static char fold(char c) {
        return java.lang.Character.toUpperCase(java.lang.Character.toLowerCase(java.lang.Character.toUpperCase(c)));
    }

    @Override
    public Character get(int index) {
        return all.get(index);
    }

    @Override
    public int size() {
        return all.size();
    }

    // Walks the tree: AbstractList's would look up every index from the root (get is O(log n) here).
    @Override
    public Iterator<Character> iterator() {
        return all.iterator();
    }

    @Override
    public Spliterator<Character> spliterator() {
        return java.util.Spliterators.spliterator(all.iterator(), all.size(),
                Spliterator.ORDERED | Spliterator.IMMUTABLE | Spliterator.NONNULL);
    }
}
