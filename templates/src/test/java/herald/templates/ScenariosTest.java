package herald.templates;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class ScenariosTest {

    @Test
    void everyIndexOnTheClasspathIsRead() {
        assertEquals(List.of("duel", "tiny"), Scenarios.names("testrules"));
        assertTrue(Scenarios.names("lonewolf").contains("patrol"), "the shipped index is read too");
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
        assertEquals("no scenario huge for testrules; shipped: duel, tiny", e.getMessage());
    }

    @Test
    void aNameOutsideTheIndexIsNotReadEvenIfItWouldResolve() {
        assertThrows(IllegalArgumentException.class, () -> Scenarios.read("testrules", "../testrules/tiny"));
    }
}
