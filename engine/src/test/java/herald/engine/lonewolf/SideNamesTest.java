package herald.engine.lonewolf;

import static org.junit.jupiter.api.Assertions.assertEquals;

import herald.engine.Outcome;
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
}
