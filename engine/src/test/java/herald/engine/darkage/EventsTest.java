package herald.engine.darkage;

import static org.junit.jupiter.api.Assertions.assertTrue;

import herald.engine.darkage.events.DarkAgeEvent;
import herald.engine.darkage.events.InitiativeRolled;
import java.lang.reflect.RecordComponent;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;

/** The events' shape every ruleset shares: dice under "roll" alone, with the number to reach as "need". */
class EventsTest {

    @Test
    void every_event_decided_by_dice_names_them_roll_and_the_number_to_meet_need() {
        for (Class<?> type : DarkAgeEvent.class.getPermittedSubclasses()) {
            List<String> names = Arrays.stream(type.getRecordComponents()).map(RecordComponent::getName).toList();
            assertTrue(names.stream().filter(n -> n.toLowerCase(Locale.ROOT).contains("roll")).allMatch("roll"::equals),
                    type.getSimpleName() + " " + names);
            if (names.contains("roll") && !type.equals(InitiativeRolled.class)) {
                assertTrue(names.contains("need"), type.getSimpleName());
            }
        }
    }
}
