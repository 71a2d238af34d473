package herald.templates;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class ScenariosTest {

    @Test
    void everyIndexOnTheClasspathIsRead() {
        assertEquals(List.of("tiny", "duel"), Scenarios.names("testrules"));
        assertEquals("patrol", Scenarios.names("lonewolf").get(0), "the shipped index is read too, in its order");
    }

    @Test
    void aRulesetWithoutScenariosHasNone() {
        assertEquals(List.of(), Scenarios.names("chess"));
    }

    @Test
    void readGivesTheJsonText() {
        assertTrue(Scenarios.read("testrules", "tiny").contains("\"Tiny test scenario\""));
    }

    @Test
    void anUnknownScenarioIsNamedWithTheShippedOnes() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> Scenarios.read("testrules", "huge"));
        assertEquals("no scenario huge for testrules; shipped: tiny, duel", e.getMessage());
    }

    @Test
    void aNameOutsideTheIndexIsNotReadEvenIfItWouldResolve() {
        assertThrows(IllegalArgumentException.class, () -> Scenarios.read("testrules", "../testrules/tiny"));
    }
}
