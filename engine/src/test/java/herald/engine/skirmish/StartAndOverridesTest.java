package herald.engine.skirmish;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.node.ObjectNode;
import herald.engine.OrdersRuling;
import herald.engine.RuleEvent;
import herald.engine.ScenarioException;
import herald.engine.data.StrictJson;
import herald.engine.skirmish.events.GameSetUp;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** A skirmish scenario may start characters wounded, stunned or dismounted, and change play-sheet values. */
class StartAndOverridesTest {
    private static final List<String> MAP = List.of(".....", ".sss.", ".....");
    private static final List<String> CHARACTERS = List.of("A1 a knight 0101", "A2 a billman 0102", "B1 b billman 0503");

    /** The scenario with {@code fields} added to character {@code id} (or to the scenario itself when id is null). */
    private static String with(String id, String fields) {
        try {
            ObjectNode root = (ObjectNode) StrictJson.MAPPER.readTree(Fight.json(MAP, CHARACTERS, 5));
            ObjectNode extra = (ObjectNode) StrictJson.MAPPER.readTree("{" + fields + "}");
            if (id == null) {
                root.setAll(extra);
            }
            root.withArray("characters").forEach(c -> {
                if (c.get("id").asText().equals(id)) {
                    ((ObjectNode) c).setAll(extra);
                }
            });
            return root.toString();
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException(e);
        }
    }

    private static SkirmishState setUp(String json) {
        try {
            return Fight.fold(Fight.RULES.initial(), Fight.RULES.setUp(json, "test.json"));
        } catch (ScenarioException e) {
            throw new AssertionError(e.getMessage(), e);
        }
    }

    private static String problem(String json) {
        return assertThrows(ScenarioException.class, () -> Fight.RULES.setUp(json, "test.json")).getMessage();
    }

    @Test
    void a_character_starts_wounded_with_half_its_attack_and_move() {
        SkirmishState s = setUp(with("A2", "\"wounded\": true"));
        Character a2 = s.characterOrThrow("A2");
        assertTrue(a2.wounded());
        assertEquals(4, Stats.attack(s, a2));
        assertEquals(2, Stats.move(s, a2));
        assertEquals("wounded", Stats.condition(a2));
    }

    @Test
    void a_character_that_starts_stunned_may_not_move_in_its_first_player_turn() {
        SkirmishState s = setUp(with("A2", "\"stunned\": true"));
        OrdersRuling r = Fight.RULES.check(s, "a", "MOVE A2 S");
        assertFalse(r.accepted());
        assertTrue(r.toString().contains("A2 is stunned"), r.toString());
    }

    @Test
    void a_knight_that_starts_dismounted_fights_on_foot_and_is_marked_so() {
        SkirmishState s = setUp(with("A1", "\"dismounted\": true"));
        Character a1 = s.characterOrThrow("A1");
        assertFalse(a1.mounted());
        assertTrue(a1.dismounted());
        assertEquals(12, Stats.attack(s, a1));
        assertTrue(s.horses().isEmpty());
    }

    @Test
    void start_fields_a_character_cannot_have_are_refused_with_the_place() {
        assertEquals("test.json: characters[0].dismounted: A1 cannot be both mounted and dismounted: a dismounted rider is on foot"
                + " for good (leave out \"mounted\")", problem(with("A1", "\"mounted\": true, \"dismounted\": true")));
        assertEquals("test.json: characters[1].dismounted: a billman never rides, so has no horse to have lost",
                problem(with("A2", "\"dismounted\": true")));
        assertTrue(problem(with("A2", "\"wonded\": true")).startsWith("test.json: characters[1]: unknown key \"wonded\""));
    }

    @Test
    void overrides_change_a_types_profile_and_a_terrains_cost_for_this_game_only() {
        SkirmishState s = setUp(with(null, "\"overrides\": {\"types\": {\"billman\": {\"foot\": {\"attack\": 11}}},"
                + " \"terrain\": {\"scrub\": {\"foot\": 1, \"horse\": null}}}"));
        assertEquals(11, Stats.attack(s, s.characterOrThrow("A2")));
        assertEquals(6, s.roster().get("billman").foot().defence(), "the rest of the profile is the shipped one");
        assertEquals(1, s.terrain().get("scrub").foot());
        assertEquals(null, s.terrain().get("scrub").horse());
        assertEquals(8, Data.roster().get("billman").foot().attack(), "the shipped roster is untouched");
        assertTrue(s.report().get(0).lines().get(0).endsWith("Play sheets changed by the scenario: billman, terrain scrub."),
                s.report().get(0).lines().get(0));
        // five scrub-free steps would do as well; this one crosses three scrub hexes on a billman's 5 MP
        String through = "MOVE A2 SE NE SE";
        assertFalse(Fight.RULES.check(setUp(with(null, "")), "a", through).accepted());
        assertTrue(Fight.RULES.check(s, "a", through).accepted());
    }

    @Test
    void the_set_up_event_carries_the_changed_sheets_so_a_replay_needs_no_scenario_file() throws Exception {
        List<RuleEvent> events = Fight.RULES.setUp(with(null, "\"overrides\": {\"types\": {\"knight\": {\"mounted\": {\"move\": 10}}}}"),
                "test.json");
        GameSetUp again = StrictJson.MAPPER.readValue(StrictJson.MAPPER.writeValueAsString(events.get(0)), GameSetUp.class);
        assertEquals(10, again.roster().get("knight").mounted().move());
        assertEquals(10, again.applyTo(SkirmishState.initial()).roster().get("knight").mounted().move());
        String plain = StrictJson.MAPPER.writeValueAsString(Fight.RULES.setUp(with(null, ""), "test.json").get(0));
        assertFalse(plain.contains("overrides") || plain.contains("wounded\":") || plain.contains("dismounted"), plain);
    }

    @Test
    void wrong_overrides_are_refused_naming_the_place() {
        assertEquals("test.json: overrides.types.elf: no character type \"elf\" (known: knight, sergeant, man-at-arms, archer,"
                + " crossbowman, billman, peasant, raider)", problem(with(null, "\"overrides\": {\"types\": {\"elf\": {}}}")));
        assertTrue(problem(with(null, "\"overrides\": {\"types\": {\"knight\": {\"foot\": {\"atack\": 3}}}}"))
                .startsWith("test.json: overrides.types.knight.foot: unknown key \"atack\""));
        assertEquals("test.json: overrides.types.billman: a profile needs attack, defence and move (at least 1)",
                problem(with(null, "\"overrides\": {\"types\": {\"billman\": {\"mounted\": {\"attack\": 9}}}}")));
        assertEquals("test.json: overrides.terrain.scrub.foot: at least 1 MP, or null for impassable",
                problem(with(null, "\"overrides\": {\"terrain\": {\"scrub\": {\"foot\": 0}}}")));
        assertEquals("test.json: overrides.terrain.scrub.key: a terrain's key cannot be changed",
                problem(with(null, "\"overrides\": {\"terrain\": {\"scrub\": {\"key\": \"bush\"}}}")));
        assertEquals("test.json: overrides.tables: unknown key; known: terrain, types",
                problem(with(null, "\"overrides\": {\"tables\": {}}")));
        assertEquals("test.json: characters[0].hex: A1 cannot stand on 0101: Flat terrain is impassable to foot characters",
                problem(with(null, "\"overrides\": {\"terrain\": {\"flat\": {\"foot\": null}}}")));
    }

    @Test
    void an_old_scenario_sets_up_as_before() {
        SkirmishState s = setUp(with(null, ""));
        assertEquals(Data.roster(), s.roster());
        assertEquals(Map.copyOf(Data.terrain()), s.terrain());
        assertTrue(s.characters().stream().noneMatch(c -> c.wounded() || c.stunned() || c.dismounted()));
    }
}
