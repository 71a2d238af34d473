package herald.engine.lonewolf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The first side's counters are red on every turn, while the rulebook calls the side with the initiative "red": the
 * report names the sides and uses the rulebook's words once, in the initiative line, as the rulebook's.
 */
class InitiativeWordsTest {

    private static final Pattern COLOUR_WORD = Pattern.compile("\\b(red|blue)\\b", Pattern.CASE_INSENSITIVE);

    @Test
    void the_turn_report_names_who_acts_first_and_says_red_only_as_the_rulebooks_word() {
        Battle b = Battle.of(Battle.open(5, 5),
                "S1 sommerlund human sword mail - regular C2 N",
                "G1 giaks giak sword mail - regular C4 S");
        // the Giaks roll higher: the second side, whose counters are blue, is the rulebook's red this turn
        List<String> lines = Battle.RULES.view(b.turn(Map.of("sommerlund", "HOLD S1", "giaks", "HOLD G1"), 2, 9)
                .after().state, null).report().stream().flatMap(r -> r.lines().stream()).toList();
        String initiative = lines.stream().filter(l -> l.contains("initiative") && l.contains("first")).findFirst()
                .orElseThrow(() -> new AssertionError(String.join("\n", lines)));
        assertEquals("Giak raiders have the initiative and act first this turn (the rulebook's \"red\" side);"
                + " Sommerlund patrol act second (\"blue\").", initiative);
        for (String line : lines) {
            Matcher m = COLOUR_WORD.matcher(line);
            while (m.find()) {
                assertTrue(line == initiative && line.charAt(m.start() - 1) == '"',
                        "a colour word outside the rulebook's quotation: " + line);
            }
        }
    }
}
