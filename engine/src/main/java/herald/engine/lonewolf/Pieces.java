package herald.engine.lonewolf;

import java.util.AbstractList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.RandomAccess;
import org.pcollections.HashTreePMap;
import org.pcollections.PMap;
import org.pcollections.PVector;
import org.pcollections.TreePVector;

/**
 * The pieces of a game in scenario order, with their places by id: an immutable list whose {@link #with} and
 * {@link #byId} cost O(log n), so that folding an event about one piece costs the same with 20 pieces as with 2,000.
 * Read and written as any list (a JSON array of pieces in a snapshot), and equal to any list of the same pieces.
 */
public final class Pieces extends AbstractList<Piece> implements RandomAccess {
    private static final Pieces NONE = new Pieces(TreePVector.empty(), HashTreePMap.empty());

    private final PVector<Piece> all;
    /** Each id, upper case, to the place of the first piece of that id (ids are matched without regard to case). */
    private final PMap<String, Integer> places;

    private Pieces(PVector<Piece> all, PMap<String, Integer> places) {
        this.all = all;
        this.places = places;
    }

    /** These pieces, in this order; {@code pieces} itself when it already is a {@code Pieces}. */
    public static Pieces of(List<Piece> pieces) {
        if (pieces instanceof Pieces p) {
            return p;
        }
        if (pieces.isEmpty()) {
            return NONE;
        }
        PVector<Piece> all = TreePVector.from(pieces);
        java.util.Map<String, Integer> places = new java.util.HashMap<>();
        for (int i = 0; i < all.size(); i++) {
            places.putIfAbsent(key(all.get(i).id()), i); // also checks every piece is there: List.copyOf refused nulls
        }
        return new Pieces(all, HashTreePMap.from(places));
    }

    /**
     * {@code pieces} in place of these: when they are the same pieces in the same places (each changed, as at a new
     * turn), the index is kept; else it is built again.
     */
    public Pieces withAll(List<Piece> pieces) {
        if (pieces.size() != all.size()) {
            return of(pieces);
        }
        for (int i = 0; i < all.size(); i++) {
            if (!pieces.get(i).id().equals(all.get(i).id())) {
                return of(pieces);
            }
        }
        return new Pieces(TreePVector.from(pieces), places);
    }

    /** The piece of this id (any case). */
    public Optional<Piece> byId(String id) {
        if (id == null) {
            return Optional.empty();
        }
        Integer i = places.get(key(id));
        return i == null ? Optional.empty() : Optional.of(all.get(i));
    }

    /** These pieces with {@code changed} in place of the piece of its id; a bug if there is none. */
    public Pieces with(Piece changed) {
        Integer i = places.get(key(changed.id()));
        if (i != null && all.get(i).id().equals(changed.id())) {
            return new Pieces(all.with(i, changed), places);
        }
        for (int k = 0; k < all.size(); k++) { // an id differing from another's only in case: as rare as it is odd
            if (all.get(k).id().equals(changed.id())) {
                return new Pieces(all.with(k, changed), places);
            }
        }
        throw new IllegalStateException("no piece " + changed.id());
    }

    @Override
    public Piece get(int index) {
        return all.get(index);
    }

    @Override
    public int size() {
        return all.size();
    }

    @Override
    public java.util.Iterator<Piece> iterator() {
        return all.iterator();
    }

    private static String key(String id) {
        return id.toUpperCase(Locale.ROOT);
    }
}
