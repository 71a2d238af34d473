package herald.engine.fantasywarriors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import herald.engine.ScenarioException;
import herald.engine.data.Shipped;
import herald.engine.data.StrictJson;
import java.util.Arrays;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;

/** Herald's army lists (armies/*.json): they read, they field every Companion module, and their checks name mistakes. */
class ArmyListsTest {
    private static final String ORCS = "armies/orcs.json";

    /** The shipped orc list with one change made to its JSON, read again as {@code ORCS}. */
    private static String orcsWith(Consumer<ObjectNode> change) throws Exception {
        ObjectNode n = (ObjectNode) StrictJson.MAPPER.readTree(Shipped.text("/herald/engine/fantasywarriors/" + ORCS));
        change.accept(n);
        return StrictJson.MAPPER.writeValueAsString(n);
    }

    private static ObjectNode unit(ObjectNode army, String key) {
        return (ObjectNode) army.get("units").get(key);
    }

    private static String refused(Consumer<ObjectNode> change) throws Exception {
        String json = orcsWith(change);
        return assertThrows(ScenarioException.class, () -> ArmyLists.read(json, ORCS)).getMessage();
    }

    @Test
    void everyShippedArmyReads() {
        assertEquals(ArmyLists.SHIPPED, ArmyLists.armies().stream().map(Army::key).toList());
        for (Army a : ArmyLists.armies()) {
            // a few entries a module it fields, and a courier: still a list a player reads at a glance
            assertTrue(a.units().size() + a.individuals().size() <= 16, a.key() + " is modest");
            assertEquals(1, a.profiles().stream().filter(p -> p.role() == Role.WARCHIEF).count(), a.key());
        }
        assertEquals("Orc archers", ArmyLists.army("orcs").profile("orc-archers").name());
    }

    @Test
    void everyCompanionModuleIsFieldedBySomeArmy() {
        for (CompanionModule m : CompanionModule.values()) {
            assertTrue(ArmyLists.armies().stream().anyMatch(m::fieldedBy), m.key() + " is fielded by no army");
        }
    }

    @Test
    void everyRoleIsInSomeArmy() {
        for (Role r : Role.values()) {
            assertTrue(ArmyLists.armies().stream().anyMatch(a -> a.has(r)), r.key() + " is in no army");
        }
    }

    @Test
    void poisonedArrowsGoOnlyToOrcAndGoblinBows() {
        for (Army a : ArmyLists.armies()) {
            for (Profile p : a.profiles()) {
                if (p.poisonedArrows()) {
                    assertEquals(WeaponLine.BOW, p.weapon().line());
                    assertTrue(Arrays.asList("orc", "goblin").contains(p.race()), p.key());
                }
            }
        }
    }

    @Test
    void theCompanionsNumbersCarryTheirLinesAndTheRestAreHeralds() {
        Army orcs = ArmyLists.army("orcs");
        Profile.Sourced volleys = orcs.profile("orc-archers").volleyCounters().orElseThrow();
        assertEquals(6, volleys.value());
        assertTrue(volleys.source().orElseThrow().startsWith("L286"));
        assertTrue(orcs.profile("orc-archers").points().herald().orElseThrow().startsWith("Herald's: an orc warrior"));
        Profile dragon = orcs.profile("mercenary-dragon");
        assertEquals(15, dragon.move().air().orElseThrow().value());
        assertEquals(6, dragon.breathCounters().orElseThrow().value());
        Profile cannon = ArmyLists.army("dwarves").profile("war-cannon");
        assertEquals(30, cannon.weapon().longRange().orElseThrow().value());
        assertEquals(4, cannon.crew().orElseThrow().count().value());
        assertEquals(5, ArmyLists.army("men").profile("mercenary-giant").save().orElseThrow().value());
    }

    @Test
    void aVolleyCounterPastSixIsRefusedNamingFileAndPlace() throws Exception {
        assertEquals("armies/orcs.json: units.orc-archers.volleyCounters: at most 6, not 7",
                refused(n -> unit(n, "orc-archers").put("volleyCounters", 7)));
    }

    @Test
    void anUnknownKeyIsRefused() throws Exception {
        assertTrue(refused(n -> unit(n, "orc-warriors").put("wrth", 1)).startsWith(
                "armies/orcs.json: units.orc-warriors: unknown key \"wrth\" (known keys: "));
    }

    @Test
    void aSaveOutside2To12IsRefused() throws Exception {
        assertEquals("armies/orcs.json: individuals.orc-warchief.save: at most 12, not 13",
                refused(n -> ((ObjectNode) n.get("individuals").get("orc-warchief")).put("save", 13)));
    }

    @Test
    void anUnknownQualityIsRefused() throws Exception {
        assertEquals("armies/orcs.json: units.orc-warriors.quality: one of [elite, veteran, average, poor, "
                + "unpredictable], not \"legendary\"", refused(n -> unit(n, "orc-warriors").put("quality", "legendary")));
    }

    @Test
    void aMinimumAboveTheMaximumIsRefused() throws Exception {
        assertEquals("armies/orcs.json: units.orc-warriors.size: min 40 is more than max 30",
                refused(n -> ((ObjectNode) unit(n, "orc-warriors").get("size")).put("min", 40)));
    }

    @Test
    void aBareNumberNeedsTheEntrysHeraldNote() throws Exception {
        assertTrue(refused(n -> unit(n, "orc-warriors").remove("herald")).startsWith(
                "armies/orcs.json: units.orc-warriors.move.ground: a bare number is Herald's"));
    }

    @Test
    void aNumberGivesOneSourceNotTwo() throws Exception {
        assertTrue(refused(n -> ((ObjectNode) unit(n, "orc-archers").get("volleyCounters")).put("herald", "mine"))
                .startsWith("armies/orcs.json: units.orc-archers.volleyCounters: says where it comes from"));
    }

    @Test
    void onlyLeadersHaveALeadership() throws Exception {
        assertEquals("armies/orcs.json: units.orc-warriors.leadership: only warchiefs and battle leaders have a "
                + "leadership", refused(n -> unit(n, "orc-warriors").put("leadership", 3)));
    }

    @Test
    void poisonedArrowsNeedBows() throws Exception {
        assertEquals("armies/orcs.json: units.orc-warriors.poisonedArrows: poisoned arrows are only for units armed "
                + "with bows (L284)", refused(n -> unit(n, "orc-warriors").put("poisonedArrows", true)));
    }

    @Test
    void aMarksmanNeverUsesPoisonedArrows() throws Exception {
        String m = refused(n -> ((ObjectNode) n.get("individuals").get("orc-soothsayer")).put("poisonedArrows", true));
        assertEquals("armies/orcs.json: individuals.orc-soothsayer.poisonedArrows: poisoned arrows are a unit's volley "
                + "counters (L284, L286; marksmen never use them, L907)", m);
    }

    @Test
    void aPaladinServesWithNoOrcs() throws Exception {
        String m = refused(n -> ((ObjectNode) n.get("individuals").get("orc-soothsayer")).put("role", "paladin")
                .put("race", "man"));
        assertTrue(m.startsWith("armies/orcs.json: individuals.orc-soothsayer: a paladin cannot serve"), m);
    }

    @Test
    void aModuleNamedButNotFieldedIsRefused() throws Exception {
        assertEquals("armies/orcs.json: modules: ballista is named but nothing in the list fields it",
                refused(n -> ((ArrayNode) n.get("modules")).add("ballista")));
        assertEquals("armies/orcs.json: modules: war-chant is written for [goblin], not orc",
                refused(n -> ((ArrayNode) n.get("modules")).add("war-chant")));
    }

    @Test
    void anEntryOfAModuleTheListDoesNotNameIsRefused() throws Exception {
        assertEquals("armies/orcs.json: units.mercenary-dragon.role: a dragon is the module mercenary-dragon, which "
                + "the list does not name", refused(n -> {
                    ArrayNode m = (ArrayNode) n.get("modules");
                    for (int i = 0; i < m.size(); i++) {
                        if (m.get(i).asText().equals("mercenary-dragon")) {
                            m.remove(i);
                        }
                    }
                }));
    }

    @Test
    void anOverrideChangesOneFieldAndSaysItIsTheScenarios() throws Exception {
        Army orcs = ArmyLists.army("orcs");
        Army changed = ArmyLists.override(orcs, "{\"orc-archers\": {\"volleyCounters\": 4}}", "scenario.json");
        Profile archers = changed.profile("orc-archers");
        assertEquals(4, archers.volleyCounters().orElseThrow().value());
        assertTrue(archers.volleyCounters().orElseThrow().source().orElseThrow().contains("scenario.json"));
        assertEquals(orcs.profile("orc-archers").points(), archers.points());
        assertEquals(orcs.profile("orc-warriors"), changed.profile("orc-warriors"));
        assertEquals(6, ArmyLists.army("orcs").profile("orc-archers").volleyCounters().orElseThrow().value());
    }

    @Test
    void anOverrideOfAnObjectMergesKeyByKey() throws Exception {
        Army changed = ArmyLists.override(ArmyLists.army("orcs"), "{\"mercenary-dragon\": {\"move\": {\"ground\": 5}}}",
                "scenario.json");
        assertEquals(5, changed.profile("mercenary-dragon").move().ground().value());
        assertEquals(15, changed.profile("mercenary-dragon").move().air().orElseThrow().value());
    }

    @Test
    void anOverrideOfNullRemovesAnOptionalField() throws Exception {
        Army changed = ArmyLists.override(ArmyLists.army("orcs"), "{\"orc-warchief\": {\"save\": null}}",
                "scenario.json");
        assertTrue(changed.profile("orc-warchief").save().isEmpty());
    }

    @Test
    void aBadOverrideIsRefusedNamingTheScenarioAndPlace() {
        Army orcs = ArmyLists.army("orcs");
        assertEquals("scenario.json: overrides.orc-archers.volleyCounters: at most 6, not 7", assertThrows(
                ScenarioException.class, () -> ArmyLists.override(orcs, "{\"orc-archers\": {\"volleyCounters\": 7}}",
                        "scenario.json")).getMessage());
        assertTrue(assertThrows(ScenarioException.class, () -> ArmyLists.override(orcs,
                "{\"orc-crossbowmen\": {\"points\": 7}}", "scenario.json")).getMessage().startsWith(
                        "scenario.json: overrides.orc-crossbowmen: the Orcs list has no entry"));
        assertTrue(assertThrows(ScenarioException.class, () -> ArmyLists.override(orcs,
                "{\"orc-archers\": {\"range\": 30}}", "scenario.json")).getMessage().startsWith(
                        "scenario.json: overrides.orc-archers: unknown key \"range\""));
        assertFalse(orcs.profile("orc-archers").volleyCounters().isEmpty());
    }
}
