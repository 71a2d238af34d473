package herald.engine.fantasywarriors;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import herald.engine.ScenarioException;
import org.junit.jupiter.api.Test;

/**
 * The wood elves set up forwards (Companion L570-584): B1 in Elder Wood (x 20 to 30, y 8 to 16), in the elves' half
 * of the table, the half their warchief Aelf stands in.
 */
class SettingUpForwardsTest {
    static String field(String order, String at, String army) {
        return """
                {"title": "Forwards", "table": {"width": 48, "depth": 48},
                 "terrain": [{"id": "elder", "type": "wood", "name": "Elder Wood", "outline": ["20,8", "30,8", "30,16", "20,16"]}],
                 "sides": [
                  {"id": "elves", "name": "the elves", "army": "%s",
                   "commands": [{"id": "aelfs", "order": "%s", "leader": {"id": "Aelf", "entry": "%s", "at": "6,4"},
                     "units": [{"id": "B1", "entry": "%s", "figures": 10, "at": "%s", "facing": "N", "forward": true}]}]},
                  {"id": "orcs", "name": "the orcs", "army": "orcs",
                   "commands": [{"id": "skargs", "order": "hold", "leader": {"id": "Skarg", "entry": "orc-warchief", "at": "40,46"},
                     "units": [{"id": "O1", "entry": "orc-warriors", "figures": 10, "at": "24,44", "facing": "S"}]}]}]}"""
                .formatted(army, order, army.equals("orcs") ? "orc-warchief" : "elf-warchief",
                        army.equals("orcs") ? "orc-warriors" : "elf-archers", at);
    }

    @Test
    void aUnitSetUpForwardsStartsDisorganisedInAWood() throws Exception {
        Deployment d = Deployment.read(field("hold", "25,14", "wood-elves"), "f.json");
        assertTrue(d.units().get("B1").disorganised());
        assertFalse(d.units().get("O1").disorganised());
    }

    @Test
    void itsCommandIsOnHoldItStandsInTreesAndItsArmyIsWoodElvesAlone() {
        assertTrue(assertThrows(ScenarioException.class, () -> Deployment.read(field("oppose", "25,14", "wood-elves"),
                "f.json")).getMessage().contains("starts on hold orders (L580)"));
        assertTrue(assertThrows(ScenarioException.class, () -> Deployment.read(field("hold", "25,24", "wood-elves"),
                "f.json")).getMessage().contains("wholly in a wood"));
        assertTrue(assertThrows(ScenarioException.class, () -> Deployment.read(field("hold", "25,14", "orcs"),
                "f.json")).getMessage().contains("solely of wood elves"));
    }
}
