package herald.engine.lonewolf;

import static org.junit.jupiter.api.Assertions.assertEquals;

import herald.engine.Outcome;
import herald.engine.SideNames;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The outcome and other texts put "the" before a side's name only where it reads right. */
class SideNamesTest {

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "Giak raiders                     | the Giak raiders",
        "Sommerlund patrol                | the Sommerlund patrol",
        "Prince Pelathar's escort         | Prince Pelathar's escort",
        "Kootak's raiders                 | Kootak's raiders",
        "Giak chief's guard               | the Giak chief's guard",
        "Lone Wolf and the Dwarves of Bor | Lone Wolf and the Dwarves of Bor",
        "The Darklords' column            | the Darklords' column",
        "The border post                  | the border post",
    })
    void a_side_name_in_a_sentence(String name, String inSentence) {
        assertEquals(inSentence.trim(), SideNames.inSentence(name.trim()));
    }

    @Test
    void the_outcome_of_the_ambush_reads_the_escort_win_without_a_stray_the() {
        Battle b = Battle.ambush();
        LoneWolfState s = b.state;
        String giaks = s.sideIds().get(1);
        for (Piece p : s.living(giaks)) {
            s = s.withPiece(p.withRemoved(1, "a test"));
        }
        Outcome o = Victory.judge(s, 1).orElseThrow();

        assertEquals("every piece of Gorgak's war party has been removed: Prince Pelathar's escort win", o.reason());
    }

    @Test
    void the_turn_limit_outcome_of_bor_names_the_sides_without_a_stray_the() {
        LoneWolfState s = SimulatedGame.encounter("bor").state;
        String dwarves = s.sideIds().get(0);
        String darklords = s.sideIds().get(1);
        Piece lost = s.living(darklords).get(0);
        s = s.withPiece(lost.withRemoved(1, "a test"));
        Outcome o = Victory.judge(s, s.scenario().turnLimit()).orElseThrow();

        assertEquals(dwarves, o.winner());
        assertEquals("the turn limit (" + s.scenario().turnLimit() + ") is reached and Lone Wolf and the Dwarves of Bor removed 1,"
                + " the Darklords' column removed 0: Lone Wolf and the Dwarves of Bor win", o.reason());
    }
}
