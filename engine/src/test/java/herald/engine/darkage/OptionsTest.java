package herald.engine.darkage;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import herald.engine.RuleOption;
import herald.engine.ScenarioException;
import herald.engine.data.Shipped;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The house rules: every one has its ruling in the README, with both readings named. */
class OptionsTest {

    @Test
    void every_option_is_a_ruling_of_the_README_with_its_default_first() throws ScenarioException {
        String readme = Shipped.text("/herald/engine/darkage/README.md");
        for (RuleOption o : Options.ALL) {
            String other = o.allowed().get(1);
            assertTrue(readme.contains("[`" + o.key() + "`: `" + o.defaultValue() + "` | `" + other + "`"), o.key());
        }
        assertEquals(Options.defaults(), Options.parse(Map.of()), "the defaults are the options' defaults");
    }

    @Test
    void an_unknown_option_or_value_is_refused_with_what_is_allowed() {
        ScenarioException e = assertThrows(ScenarioException.class, () -> Options.parse(Map.of("hit", "exceed")));
        assertEquals("option hit: \"exceed\" is not allowed (meet | beat)", e.getMessage());
        assertThrows(ScenarioException.class, () -> Options.parse(Map.of("morale", "yes")));
    }
}
