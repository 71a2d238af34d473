package herald.renderer;

import static org.junit.jupiter.api.Assertions.assertTrue;

import herald.engine.RuleEvent;
import herald.engine.RulesState;
import herald.engine.ScenarioException;
import herald.engine.basicfantasy.BasicFantasy;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The basic fantasy rules' own view on paper, as a player reads it: the map's key and the record sheet. */
class BasicFantasyPageTest {

    private static final String SCENARIO = """
            {"schema": 1, "title": "Test", "turns": 8, "table": {"width": 72, "depth": 48},
             "terrain": [],
             "sides": [{"id": "a", "name": "The Kingdom"}, {"id": "b", "name": "The Host"}],
             "units": [{"id": "K5", "side": "a", "type": "crossbowmen", "figures": 8, "files": 4, "at": "50,12", "facing": "W"},
                       {"id": "KW", "side": "a", "type": "wizard", "figures": 1, "at": "36,9", "facing": "N"},
                       {"id": "H5", "side": "b", "type": "spearmen", "figures": 12, "files": 6, "at": "44.3,35.3", "facing": "200"}]}
            """;

    private static String text() throws ScenarioException {
        BasicFantasy rules = new BasicFantasy();
        RulesState s = rules.initial();
        for (RuleEvent e : rules.setUp(SCENARIO, "test.json")) {
            s = rules.apply(s, e);
        }
        return Pdfs.fold(String.join(" ", Pdfs.pages(new PdfRenderer().render(rules.view(s, "a"),
                SampleViews.masthead(false)))));
    }

    @Test
    void the_maps_key_says_in_one_sentence_which_point_a_units_coordinates_name() throws ScenarioException {
        String text = text();
        assertTrue(text.contains("Coordinates are inches from the bottom-left corner and name the centre of a unit's front"
                + " edge (of a single figure on a round base, the centre of its base)."), text);
    }

    @Test
    void the_record_sheet_prints_every_head_type_and_position_whole() throws ScenarioException {
        String text = text();
        for (String word : List.of(" Figures ", " Wounds ", " Facing ", " State ", " Crossbowmen ", " 44.3,35.3 ", " 50,12 ")) {
            assertTrue(text.contains(word), word + " in " + text);
        }
    }
}
