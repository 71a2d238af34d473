package herald.engine.fantasywarriors;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import herald.engine.ScenarioException;
import org.junit.jupiter.api.Test;

/** No paladin beside orcs or goblins, allied commands included (L880): the dwarves' paladin with goblin allies. */
class PaladinAlliesTest {
    static String field(String goblinsAlliance) {
        return """
                {"title": "Allies", "table": {"width": 48, "depth": 48},
                 "sides": [
                  {"id": "dwarves", "name": "the dwarves", "army": "dwarves", "alliance": "west",
                   "commands": [{"id": "durins", "order": "hold", "leader": {"id": "Durin", "entry": "dwarf-warchief", "at": "6,4"},
                     "units": [{"id": "D1", "entry": "dwarf-warriors", "figures": 10, "at": "24,10", "facing": "N"}]}],
                   "individuals": [{"id": "P1", "entry": "dwarf-paladin", "at": "30,4"}]},
                  {"id": "goblins", "name": "the goblins", "army": "goblins", "alliance": "%s",
                   "commands": [{"id": "gruks", "order": "hold", "leader": {"id": "Gruk", "entry": "goblin-warchief", "at": "40,4"},
                     "units": [{"id": "G1", "entry": "goblin-warriors", "figures": 20, "at": "40,10", "facing": "N"}]}]},
                  {"id": "orcs", "name": "the orcs", "army": "orcs", "alliance": "east",
                   "commands": [{"id": "skargs", "order": "hold", "leader": {"id": "Skarg", "entry": "orc-warchief", "at": "40,46"},
                     "units": [{"id": "O1", "entry": "orc-warriors", "figures": 10, "at": "24,44", "facing": "S"}]}]}]}"""
                .formatted(goblinsAlliance);
    }

    @Test
    void aPaladinFightsAgainstGoblinsButNotBesideThem() throws Exception {
        Deployment.read(field("east"), "a.json");
        ScenarioException e = assertThrows(ScenarioException.class, () -> Deployment.read(field("west"), "a.json"));
        assertTrue(e.getMessage().contains("the paladin P1 cannot fight beside G1, goblin"), e.getMessage());
    }
}
