package herald.engine.fantasywarriors;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class ArmyListsTest {
    @Test
    void orcsRead() throws Exception {
        Army a = ArmyLists.read(herald.engine.data.Shipped.text("/herald/engine/fantasywarriors/armies/orcs.json"),
                "armies/orcs.json");
        assertEquals(6, a.profile("orc-archers").volleyCounters().orElseThrow().value());
    }
}
