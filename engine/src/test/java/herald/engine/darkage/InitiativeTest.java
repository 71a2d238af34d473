package herald.engine.darkage;

import static org.junit.jupiter.api.Assertions.assertEquals;

import herald.engine.ScriptedDice;
import herald.engine.darkage.Initiative.Contender;
import herald.engine.darkage.events.DarkAgeEvent;
import herald.engine.darkage.events.InitiativeSettled;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Initiative (3.1): 1D10 + the leader's Leadership, ties re-rolled, for any number of sides. */
class InitiativeTest {
    private static final Contender SAXONS = new Contender("Saxons", "Eadric", 3);
    private static final Contender VIKINGS = new Contender("Vikings", "Hrolf", 4);
    private static final Contender NORMANS = new Contender("Normans", "Odo", 3);

    private static List<String> order(List<DarkAgeEvent> events) {
        return ((InitiativeSettled) events.get(events.size() - 1)).order();
    }

    @Test
    void two_sides_the_higher_total_acts_first() {
        List<DarkAgeEvent> e = Initiative.roll(1, List.of(SAXONS, VIKINGS), ScriptedDice.of(7, 5));
        assertEquals(List.of("Saxons", "Vikings"), order(e), "10 against 9");
        assertEquals("Saxons (Eadric): d10 7 +Leadership 3 = 10", e.get(0).describe());
        assertEquals("Turn 1 initiative: Saxons, then Vikings", e.get(2).describe());
    }

    @Test
    void three_sides_only_the_tied_re_roll_and_only_for_their_own_places() {
        // Saxons 6+3 = 9, Vikings 5+4 = 9, Normans 8+3 = 11: Normans first; Saxons and Vikings re-roll 4 and 1, 7 against 5
        List<DarkAgeEvent> e = Initiative.roll(2, List.of(SAXONS, VIKINGS, NORMANS), ScriptedDice.of(6, 5, 8, 4, 1));
        assertEquals(List.of("Normans", "Saxons", "Vikings"), order(e));
        assertEquals("re-roll: Vikings (Hrolf): d10 1 +Leadership 4 = 5", e.get(4).describe());
    }

    @Test
    void a_tie_in_the_re_roll_is_rolled_again() {
        List<DarkAgeEvent> e = Initiative.roll(1, List.of(SAXONS, NORMANS), ScriptedDice.of(4, 4, 2, 2, 9, 3));
        assertEquals(List.of("Saxons", "Normans"), order(e));
        assertEquals(7, e.size(), "three rounds of two rolls and the order");
    }
}
