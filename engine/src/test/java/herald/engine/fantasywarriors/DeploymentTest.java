package herald.engine.fantasywarriors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import herald.engine.ScenarioException;
import herald.engine.table.Footprint;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A scenario sets the armies on the table: commands, orders, units in ranks, individuals; and says where it is wrong. */
class DeploymentTest {
    static String ford() throws IOException {
        try (InputStream in = DeploymentTest.class.getResourceAsStream("scenarios/grimwater-ford.json")) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    @Test
    void theFordSetsTwoArmiesOnTheTableInTheirCommandsAndRanks() throws Exception {
        Deployment d = Deployment.read(ford(), "grimwater-ford.json");
        assertEquals(List.of("orcs", "dwarves"), d.sides().stream().map(herald.engine.Side::id).toList());
        assertEquals(List.of("skargs", "gorbags", "durins"), List.copyOf(d.commands().keySet()));
        Command skargs = d.commands().get("skargs");
        assertEquals(Order.ATTACK, skargs.order());
        assertEquals(List.of("O1", "O2"), skargs.units());
        assertEquals("Skarg", skargs.leader());
        assertEquals("skargs", d.individuals().get("Skarg").leads());
        Unit o1 = d.units().get("O1");
        // 20 orcs five a rank on 1-inch bases: a block 5 inches wide and 4 deep, behind its front edge
        Footprint.Block b = (Footprint.Block) o1.ground();
        assertEquals(5.0, b.frontage(), 1e-9);
        assertEquals(4.0, b.depth(), 1e-9);
        assertEquals(180.0, b.facing(), 1e-9);
        assertTrue(o1.ground().outline().stream().allMatch(p -> p.y() >= 38 - 1e-9 && p.y() <= 42 + 1e-9), o1.ground().outline().toString());
        assertEquals(Quality.AVERAGE, o1.standing().quality());
        assertEquals(6, d.units().get("A1").volleys(), "the archers' volley counters, from the list");
        assertEquals(20, d.individuals().get("Gash").magicPower(), "the wizard's power, from the list");
        assertTrue(d.individuals().get("Gash").ground() instanceof Footprint.Round);
        assertEquals("dwarves", d.units().get("X1").side());
        assertEquals(5, d.table().features().size());
    }

    @Test
    void wolfRidersStandOnMountedBasesTwoInchesDeep() throws Exception {
        String json = """
                {"title": "t", "table": {"width": 48, "depth": 48},
                 "sides": [
                  {"id": "goblins", "name": "G", "army": "goblins", "commands": [{"id": "c1", "order": "attack",
                    "leader": {"id": "Gob", "entry": "goblin-warchief", "at": "10,40"},
                    "units": [{"id": "W1", "entry": "wolf-riders", "figures": 10, "files": 5, "at": "10,30", "facing": "S"}]}]},
                  {"id": "men", "name": "M", "army": "men", "commands": [{"id": "c2", "order": "hold",
                    "leader": {"id": "Bran", "entry": "barbarian-warchief", "at": "10,4"}}]}]}""";
        Footprint.Block b = (Footprint.Block) Deployment.read(json, "t.json").units().get("W1").ground();
        assertEquals(5.0, b.frontage(), 1e-9);
        assertEquals(4.0, b.depth(), 1e-9, "two ranks of 1 x 2 inch bases");
    }

    @Test
    void eachMistakeIsNamedByFileAndPlace() throws Exception {
        String ford = ford();
        assertProblem(ford.replace("\"figures\": 20,", "\"figures\": 40,"), "sides[0].commands[0].units[0].figures: the"
                + " orc-warriors list allows 10 to 30 figures, not 40");
        assertProblem(ford.replace("\"order\": \"hold\"", "\"order\": \"charge\""),
                "sides[1].commands[0].order: a command starts on hold, attack or oppose, not \"charge\"");
        assertProblem(ford.replace("\"entry\": \"orc-battle-leader\"", "\"entry\": \"orc-warchief\""),
                "sides[0].commands: a side has one warchief, leading one command; orcs has 2");
        assertProblem(ford.replace("\"entry\": \"orc-battle-leader\"", "\"entry\": \"orc-wizard\""),
                "sides[0].commands[1].leader.entry: orc-wizard is a wizard: a command is led by the warchief or a battle leader");
        assertProblem(ford.replace("\"at\": \"42,38\"", "\"at\": \"34,38\""), "sides[0].commands[0].units[1].at: its base overlaps O1's");
        assertProblem(ford.replace("\"at\": \"24,14\"", "\"at\": \"20,24\""), "sides[1].commands[0].units[1].at: it stands in the Grimwater, which no unit enters");
        assertProblem(ford.replace("\"id\": \"O2\"", "\"id\": \"o1\""), "sides[0].commands[0].units[1].id: \"o1\" is used twice");
        assertProblem(ford.replace("\"id\": \"Gash\"", "\"id\": \"ford\""), "sides[0].individuals[0].id: \"ford\" is used twice");
        assertProblem(ford.replace("\"entry\": \"dwarf-priest\"", "\"entry\": \"orc-wizard\""),
                "sides[1].individuals[0].entry: no entry \"orc-wizard\" in the");
        assertProblem(ford.replace("\"army\": \"dwarves\"", "\"army\": \"elves\""), "sides[1].army: an army list: one of");
        assertProblem(ford.replace("\"period\": 2", "\"period\": 13"), "period: the time dial's period, 1 to 6 by day");
        assertProblem(ford.replace("\"at\": \"36,4\"", "\"at\": \"36,49\""), "sides[1].commands[0].leader.at: 36,49 is off the 72 x 48 table");
        assertProblem(ford.replace("\"facing\": \"SW\"", "\"facing\": \"left\""), "sides[0].commands[1].units[0].facing: a facing is");
        assertProblem(ford.replace("\"turns\": 8", "\"turn\": 8"), "unknown key \"turn\"");
    }

    @Test
    void aScenarioOverridesItsArmyList() throws Exception {
        String json = ford().replace("\"army\": \"orcs\",", "\"army\": \"orcs\", \"overrides\": {\"orc-archers\": {\"volleyCounters\": 3}},");
        Deployment d = Deployment.read(json, "grimwater-ford.json");
        assertEquals(3, d.units().get("A1").volleys());
        assertEquals(3, d.armies().get("orcs").profile("orc-archers").volleyCounters().orElseThrow().value());
    }

    private static void assertProblem(String json, String expected) {
        ScenarioException e = assertThrows(ScenarioException.class, () -> Deployment.read(json, "grimwater-ford.json"));
        assertTrue(e.getMessage().startsWith("grimwater-ford.json: ") && e.getMessage().contains(expected), e.getMessage());
    }
}
