package herald.engine.fantasywarriors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import herald.engine.ScenarioException;
import herald.engine.fantasywarriors.events.BattleSetUp;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** A scenario sets each side's battlefield equipment on the table, and names every mistake by file and place. */
class EquipmentSetUpTest {
    private static final String EVERY_KIND = """
            [{"id": "M1", "kind": "mantlet", "front": ["21,10.5", "27,10.5"], "carriedBy": "D1"},
             {"id": "P1", "kind": "palisade", "front": ["30,12", "36,12"]},
             {"id": "C1", "kind": "chevaux-de-frise", "front": ["10,14", "16,14"]},
             {"id": "S1", "kind": "spiked-pit", "front": ["38,14", "41,14"]},
             {"id": "V1", "kind": "pavis", "front": ["2,20", "5,20"]}]""";

    @Test
    void everyKindStandsWhereItsFrontEdgeIsDrawn() throws Exception {
        FantasyWarriorsState s = EquipmentTable.field(EVERY_KIND, "[]");
        EquipmentPiece m = s.equipment().get("M1");
        assertEquals(Equipment.MANTLET, m.kind());
        assertEquals("dwarves", m.side());
        assertEquals("D1", m.carrier());
        assertEquals(3, m.lengths(), "6 inches of mantlets are three 2-inch mantlets (L333)");
        assertEquals(0.0, m.ground().facing(), 1e-9, "drawn west to east, it faces north");
        assertEquals(0.5, m.ground().depth(), 1e-9);
        assertEquals(1, s.equipment().get("P1").lengths(), "one 6-inch length of palisade");
        assertEquals(2, s.equipment().get("C1").lengths(), "two 3-inch lengths of stakes");
        assertEquals(1.0, s.equipment().get("C1").ground().depth(), 1e-9, "L428");
        assertEquals(1.75, s.equipment().get("S1").ground().depth(), 1e-9, "L501");
        assertNull(s.equipment().get("V1").carrier(), "pavises set up with no one behind them");
        assertEquals(3, s.equipment().get("V1").lengths());
    }

    @Test
    void theSetUpEventKeepsTheScenarioAndReplaysTheEquipment() throws Exception {
        String json = EquipmentTable.scenario(EVERY_KIND, "[]");
        FantasyWarriorsState s = new BattleSetUp(json, "equipment.json", Map.of(), Map.of()).applyTo(FantasyWarriorsState.initial());
        assertEquals(5, s.equipment().size());
        assertEquals(5, s.deployment().scenario().sides().get(1).equipment().size());
    }

    @Test
    void theExampleInScenariosMdSetsUpEquipment() throws Exception {
        String doc;
        try (InputStream in = getClass().getResourceAsStream("SCENARIOS.md")) {
            doc = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        Matcher m = Pattern.compile("(?ms)^```json\\s*\\n(.*?)^```").matcher(doc);
        assertTrue(m.find());
        // the ruleset key is the app's, read before the scenario reaches the ruleset
        Deployment d = Deployment.read(m.group(1).replace("\"ruleset\": \"fantasywarriors\",", ""), "SCENARIOS.md");
        assertTrue(d.equipment().size() >= 3, d.equipment().keySet().toString());
    }

    @Test
    void eachMistakeIsNamedByFileAndPlace() {
        String at = "sides[1].equipment[0].";
        assertProblem("[{\"id\": \"K1\", \"kind\": \"caltrops\", \"front\": [\"30,12\", \"36,12\"]}]", at
                + "kind: battlefield equipment is one of mantlet, pavis, palisade, chevaux-de-frise, spiked-pit, not \"caltrops\"");
        assertProblem("[{\"id\": \"P1\", \"kind\": \"palisade\", \"front\": [\"30,12\", \"35,12\"]}]", at
                + "front: 5\" of palisade is too short: the least that can be bought is 6\"");
        assertProblem("[{\"id\": \"P1\", \"kind\": \"palisade\", \"front\": [\"30,12\", \"38,12\"]}]", at
                + "front: 8\" of palisade is not a whole number of 6\" lengths: 6\" or 12\" can be bought");
        assertProblem("[{\"id\": \"P1\", \"kind\": \"palisade\", \"front\": [\"30,12\"]}]", at
                + "front: a piece's front edge is two points");
        assertProblem("[{\"id\": \"P1\", \"kind\": \"palisade\", \"front\": [\"30,12\", \"36,40\"]}]", at
                + "front[1]: 36,40 is off the 48 x 36 table");
        assertProblem("[{\"id\": \"P1\", \"kind\": \"palisade\", \"front\": [\"30,0.5\", \"36,0.5\"]}]", at
                + "front: its base is not wholly on the table");
        assertProblem("[{\"id\": \"P1\", \"kind\": \"palisade\", \"front\": [\"21,9\", \"27,9\"]}]", at
                + "front: its base overlaps D1's");
        assertProblem("[{\"id\": \"D1\", \"kind\": \"palisade\", \"front\": [\"30,12\", \"36,12\"]}]", at
                + "id: \"D1\" is used twice");
        assertProblem("[{\"id\": \"P1\", \"kind\": \"palisade\", \"front\": [\"30,12\", \"36,12\"], \"carriedBy\": \"D1\"}]",
                at + "carriedBy: palisade cannot be moved once set up");
        assertProblem("[{\"id\": \"M1\", \"kind\": \"mantlet\", \"front\": [\"30,12\", \"32,12\"], \"carriedBy\": \"D1\"}]",
                at + "carriedBy: D1's base does not touch it");
        assertProblem("[{\"id\": \"M1\", \"kind\": \"mantlet\", \"front\": [\"30,12\", \"32,12\"], \"carriedBy\": \"O1\"}]",
                at + "carriedBy: O1 is not of this side");
        assertProblem("[{\"id\": \"M1\", \"kind\": \"mantlet\", \"front\": [\"30,12\", \"32,12\"], \"carriedBy\": \"Z9\"}]",
                at + "carriedBy: there is no unit \"Z9\"");
        assertProblem("[{\"id\": \"P1\", \"kind\": \"palisade\", \"front\": [\"30,12\", \"36,12\"]},"
                + " {\"id\": \"P2\", \"kind\": \"palisade\", \"front\": [\"30,12.5\", \"36,12.5\"]}]",
                "sides[1].equipment[1].front: its base overlaps P1's");
        assertProblem("[{\"id\": \"P1\", \"kind\": \"palisade\", \"front\": [\"30,12\", \"36,12\"], \"height\": 2}]",
                "unknown key \"height\"");
    }

    @Test
    void aSideUsesOnlyTheEquipmentItsArmyListAllows() {
        // wood elves may use pavises alone; orcs have no chevaux de frise (armies/orcs.json)
        ScenarioException e = assertThrows(ScenarioException.class, () -> Deployment.read(EquipmentTable.scenario("[]",
                "[{\"id\": \"C1\", \"kind\": \"chevaux-de-frise\", \"front\": [\"30,20\", \"27,20\"]}]"), "equipment.json"));
        assertTrue(e.getMessage().startsWith("equipment.json: sides[0].equipment[0].kind: the ")
                && e.getMessage().contains("army list does not use chevaux de frise (it may use mantlet, pavis, palisade)"),
                e.getMessage());
    }

    @Test
    void noPieceStandsOnGroundNoPieceEnters() {
        String json = EquipmentTable.scenario("[{\"id\": \"P1\", \"kind\": \"palisade\", \"front\": [\"30,12\", \"36,12\"]}]",
                "[]").replace("\"table\": {\"width\": 48, \"depth\": 36},", "\"table\": {\"width\": 48, \"depth\": 36},"
                        + " \"terrain\": [{\"id\": \"mere\", \"type\": \"lake\", \"name\": \"the mere\","
                        + " \"outline\": [\"32,10\", \"40,10\", \"40,16\", \"32,16\"]}],");
        ScenarioException e = assertThrows(ScenarioException.class, () -> Deployment.read(json, "equipment.json"));
        assertTrue(e.getMessage().contains("sides[1].equipment[0].front: it stands in the mere, which no piece enters"),
                e.getMessage());
    }

    private static void assertProblem(String dwarves, String expected) {
        ScenarioException e = assertThrows(ScenarioException.class,
                () -> Deployment.read(EquipmentTable.scenario(dwarves, "[]"), "equipment.json"));
        assertTrue(e.getMessage().startsWith("equipment.json: ") && e.getMessage().contains(expected), e.getMessage());
    }
}
