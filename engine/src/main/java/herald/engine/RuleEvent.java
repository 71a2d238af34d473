package herald.engine;

/**
 * A fact decided by the rules, past tense. Concrete events are records; an event decided by a die
 * carries the die's result in a {@code roll} component and, where a number had to be met, that
 * number as {@code need}. Each ruleset keeps its own sealed hierarchy under this interface.
 */
public interface RuleEvent {

    /** The line the turn report prints for this event, with the numbers behind it. */
    String describe();

    /**
     * Whether this event only heads what follows (a phase beginning): a report, and a mail's summary, leave out a
     * heading with nothing under it rather than print it bare.
     */
    default boolean heading() {
        return false;
    }

    /** Which sides' reports may carry this line; empty means everyone's. */
    default java.util.Set<String> visibleTo() {
        return java.util.Set.of();
    }
}
