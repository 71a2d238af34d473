package herald.engine.lonewolf.events;

import herald.engine.RuleEvent;
import herald.engine.lonewolf.LoneWolfState;
import java.util.List;
import java.util.Set;

/**
 * An event whose report line may name a hidden piece (L311-317): while the piece is unrevealed
 * only its own side may read the line. The turn log decides as it records the event.
 */
public interface Concealable extends RuleEvent {

    /** The ids of the pieces the line names. */
    List<String> named();

    /** The same event, readable by {@code side} only. */
    LoneWolfEvent seenOnlyBy(String side);

    /** The only side that may read it, or null for every side. */
    String onlyFor();

    @Override
    default Set<String> visibleTo() {
        return onlyFor() == null ? Set.of() : Set.of(onlyFor());
    }

    /** The side whose hidden piece this event names, or null if it names none. */
    default String hiddenOwner(LoneWolfState s) {
        return named().stream().filter(s::hidden).findFirst().map(id -> s.pieceOrThrow(id).side()).orElse(null);
    }
}
