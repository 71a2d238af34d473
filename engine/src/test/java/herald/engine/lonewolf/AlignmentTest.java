package herald.engine.lonewolf;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import herald.engine.ScenarioException;
import java.util.List;
import org.junit.jupiter.api.Test;

/** L62-72: good and evil never in one army; neutrals may join either. */
class AlignmentTest {

    static String scenario(String... pieces) {
        return Battle.json(Battle.open(6, 6), List.of(pieces), 10, "{}");
    }

    @Test
    void races_carry_their_camp_in_the_play_sheet() {
        var sheets = Battle.patrol().state.sheets();
        assertEquals("good", sheets.get("human").camp());
        assertEquals("evil", sheets.get("giak").camp());
    }

    @Test
    void given_a_human_in_the_giak_army_then_the_scenario_is_refused() {
        ScenarioException e = assertThrows(ScenarioException.class, () -> Battle.RULES.setUp(scenario(
                "S1 sommerlund human sword mail shield regular A1 N",
                "G1 giaks giak spear mail shield regular A6 S",
                "G2 giaks human sword mail shield regular B6 S"), "t.json"));
        assertEquals("t.json: pieces: the Giak raiders mix good (G2) and evil (G1): good and evil never fight in one army;"
                + " neutrals may join either (L62-72)", e.getMessage());
    }

    @Test
    void given_a_neutral_hero_then_he_may_join_either_army() {
        String renegade = "G2 giaks human sword mail shield veteran B6 S class=hero name=Renegade";
        assertDoesNotThrow(() -> Battle.RULES.setUp(scenario("S1 sommerlund human sword mail shield regular A1 N",
                "G1 giaks giak spear mail shield regular A6 S", renegade).replace("\"name\": \"Renegade\"",
                "\"name\": \"Renegade\", \"alignment\": \"neutral\""), "t.json"));
    }

    @Test
    void given_an_unknown_alignment_on_a_card_then_the_scenario_is_refused() {
        ScenarioException e = assertThrows(ScenarioException.class, () -> Battle.RULES.setUp(scenario(
                "S1 sommerlund human sword mail shield veteran A1 N class=hero name=Odd",
                "G1 giaks giak spear mail shield regular A6 S").replace("\"name\": \"Odd\"",
                "\"name\": \"Odd\", \"alignment\": \"chaotic\""), "t.json"));
        assertEquals("t.json: pieces[0].card.alignment: \"chaotic\" is not an alignment (good, evil, neutral)", e.getMessage());
    }
}
