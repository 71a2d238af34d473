package herald.engine.darkage;

import herald.engine.darkage.events.DarkAgeEvent;
import java.util.List;

/**
 * What a rule made of an action: the events it produced, or a refusal written for the player (illegal input is a
 * value, not an exception).
 */
public record Ruling(List<DarkAgeEvent> events, String refusal) {

    public Ruling {
        events = List.copyOf(events);
    }

    public static Ruling of(List<DarkAgeEvent> events) {
        return new Ruling(events, null);
    }

    public static Ruling refused(String why) {
        return new Ruling(List.of(), why);
    }

    public boolean accepted() {
        return refusal == null;
    }

    /** The first event of {@code type}: for the caller that wants the attack roll, the Fate roll, the move. */
    public <T extends DarkAgeEvent> T first(Class<T> type) {
        return events.stream().filter(type::isInstance).map(type::cast).findFirst()
                .orElseThrow(() -> new IllegalStateException("no " + type.getSimpleName() + " in " + events));
    }
}
