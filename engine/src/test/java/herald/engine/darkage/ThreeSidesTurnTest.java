package herald.engine.darkage;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import herald.engine.darkage.events.GameEnded;
import herald.engine.darkage.events.InitiativeSettled;
import herald.engine.view.ReportSection;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Three sides in one turn: initiative for all, allies winning together, and each side reading only what it saw. */
class ThreeSidesTurnTest {

    static String text(List<ReportSection> report) {
        StringBuilder b = new StringBuilder();
        report.forEach(s -> b.append(s.toString()).append('\n'));
        return b.toString();
    }

    @Test
    void everySideRollsForInitiativeAndATieForSecondPlaceIsRolledAgain() {
        Game g = Game.of("Ulf vikings viking-huscarl 2,2", "Ead saxons saxon-fyrdman 34,34", "Odo normans norman-knight 2,34");
        // vikings 8+2=10, saxons 5+1=6, normans 3+3=6: saxons and normans roll again, 2 and 7
        Game.Played t = g.orders(Map.of(), 8, 5, 3, 2, 7);
        assertEquals(List.of("vikings", "normans", "saxons"), t.one(InitiativeSettled.class).order());
    }

    @Test
    void whenOnlyAlliesAreLeftTheyWinTogether() {
        Game g = Game.table().side("vikings", "\"allies\": [\"normans\"]").side("normans", "\"allies\": [\"vikings\"]")
                .figures("Ulf vikings viking-hero 10,10", "Ead saxons saxon-fyrdman 10,11", "Odo normans norman-knight 30,30")
                .play();
        // vikings 9+4, saxons 1+1, normans 1+3; Ulf strikes 9: hit; Ead's Fate 2: out
        Game.Played t = g.orders(Map.of(), 9, 1, 1, 9, 2);
        GameEnded end = t.one(GameEnded.class);
        assertTrue(end.reason().contains("The Vikings and The Normans win together"), end.reason());
    }

    @Test
    void atNightASideReadsOnlyWhatItsFiguresSaw() {
        Game g = Game.table().night(4, 6)
                .figures("Ulf vikings viking-hero 10,10", "Ead saxons saxon-fyrdman 10,11", "Odo normans norman-knight 30,30")
                .play();
        Game.Played t = g.orders(Map.of(), 9, 1, 5, 9, 2);
        String vikings = text(t.after().state.report("vikings"));
        String normans = text(t.after().state.report("normans"));
        assertTrue(vikings.contains("Ulf strikes Ead"), vikings);
        assertFalse(normans.contains("Ulf strikes Ead"), normans);
        assertFalse(normans.contains("Ead's Fate"), normans);
    }
}
