package herald.engine.lonewolf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.ObjectNode;
import herald.engine.OrdersRuling;
import herald.engine.ScenarioException;
import herald.engine.data.StrictJson;
import herald.engine.lonewolf.events.GameSetUp;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** A scenario may start a piece part-way through a battle: wounded, stunned, with skills spent and marks made. */
class PieceStartTest {
    private static final List<String> BOARD = Battle.open(5, 5);
    private static final String KAI = "K1 sommerlund human sword none - veteran C2 N class=kai-lord name=Lone_Wolf skills=healing";
    private static final String HERO = "P1 sommerlund human sword mail - veteran B2 N class=hero name=Pelathar skills=secret-parry";
    private static final String GIAKS = "G1 giaks giak spear mail - regular C4 S unit=warband";
    private static final String GIAKS_2 = "G2 giaks giak spear mail - regular D4 S unit=warband";
    private static final String VORDAK = "V1 giaks giak sword mail - veteran A5 S class=hero name=Vordak alignment=evil skills=inspire-terror";

    /** The scenario with {@code fields} (a JSON object's body) added to the piece with this id. */
    private static String with(String id, String fields, String... pieces) {
        try {
            ObjectNode root = (ObjectNode) StrictJson.MAPPER.readTree(Battle.json(BOARD, List.of(pieces), 10, "{}"));
            ObjectNode extra = (ObjectNode) StrictJson.MAPPER.readTree("{" + fields + "}");
            root.withArray("pieces").forEach(p -> {
                if (p.get("id").asText().equals(id)) {
                    ((ObjectNode) p).setAll(extra);
                }
            });
            return root.toString();
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new IllegalArgumentException(e);
        }
    }

    private static String problem(String json) {
        return assertThrows(ScenarioException.class, () -> Battle.RULES.setUp(json, "test.json")).getMessage();
    }

    @Test
    void a_hero_starts_with_a_serious_leg_wound_dated_before_the_battle_and_moves_seven_mp_less() {
        Battle fit = Battle.fromJson(with("K1", "", KAI, GIAKS));
        Battle hurt = Battle.fromJson(with("K1", "\"wounds\": [{\"severity\": \"serious\", \"location\": \"legs\"}]", KAI, GIAKS));
        Wound w = hurt.piece("K1").condition().wounds().get(0);
        assertEquals(new Wound(0, "Serious wound", "Legs", w.effect()), w);
        assertTrue(w.effect().noCharge());
        assertEquals(Movement.allowance(fit.state, fit.piece("K1")) - 7, Movement.allowance(hurt.state, hurt.piece("K1")));
        String sheet = String.join("\n", Battle.RULES.view(hurt.state, "sommerlund").sheets().get(0).rows().get(0));
        assertTrue(sheet.contains("Legs: serious leg wound: -7 MP; may not charge (before the battle)"), sheet);
    }

    @Test
    void a_stunned_hero_may_not_attack_in_turn_1_and_a_wound_that_stunned_before_the_battle_does_not() {
        Battle stunned = Battle.fromJson(with("K1", "\"stunned\": true", KAI, "G1 giaks giak spear mail - regular C3 S"));
        assertTrue(stunned.state.stunned(stunned.piece("K1")));
        OrdersRuling r = stunned.check("sommerlund", "ATTACK K1 G1");
        assertFalse(r.accepted(), r.toString());
        Battle headWound = Battle.fromJson(with("K1", "\"wounds\": [{\"severity\": \"slight\", \"location\": \"head\"}]", KAI, GIAKS));
        assertFalse(headWound.state.stunned(headWound.piece("K1")));
    }

    @Test
    void healing_spent_three_times_before_the_battle_cannot_be_used_again() {
        Battle b = Battle.fromJson(with("K1", "\"used\": {\"healing\": 3}, \"wounds\": [{\"severity\": \"wound\", \"location\": \"arms\"}]",
                KAI, GIAKS));
        assertEquals(0, b.state.usesLeft(b.piece("K1"), Skill.HEALING));
        OrdersRuling r = b.check("sommerlund", "HEAL K1 K1");
        assertFalse(r.accepted());
        assertTrue(r.toString().contains("no uses left"), r.toString());
    }

    @Test
    void standing_orders_and_a_parry_made_last_turn_are_on_the_record_sheet_from_the_start() {
        Battle b = Battle.fromJson(with("P1", "\"standing\": {\"parry\": \"always\"}, \"parriedLastTurn\": true", HERO, GIAKS));
        assertEquals("ALWAYS", Standing.value(b.piece("P1"), Heroics.PARRY));
        assertTrue(SecretParry.forfeited(b.state, b.piece("P1")).isPresent());
        Battle fresh = Battle.fromJson(with("P1", "", HERO, GIAKS));
        assertTrue(SecretParry.forfeited(fresh.state, fresh.piece("P1")).isEmpty());
    }

    @Test
    void a_units_marks_given_on_one_piece_are_written_on_every_piece_of_the_unit() {
        Battle b = Battle.fromJson(with("G1", "\"steadyAgainst\": [\"K1\"], \"brutalised\": true",
                "K1 sommerlund human sword none - veteran C2 N class=hero name=Banedon skills=aura-of-goodness", GIAKS, GIAKS_2));
        for (String id : List.of("G1", "G2")) {
            assertEquals(java.util.Set.of("steady:K1", "brutalised"), b.piece(id).powers().marks(), id);
        }
        Battle rear = Battle.fromJson(with("G2", "\"standing\": {\"casualties\": \"rear\"}", KAI, GIAKS, GIAKS_2));
        assertEquals("REAR", Standing.value(rear.piece("G1"), Casualties.NAME), "a unit's standing order, given on G2, holds for G1");
        String twice = with("G2", "\"standing\": {\"CASUALTIES\": \"REAR\"}", KAI, GIAKS, GIAKS_2)
                .replace("\"id\":\"G1\",", "\"id\":\"G1\",\"standing\":{\"CASUALTIES\":\"FRONT\"},");
        assertEquals("test.json: pieces[1].standing.CASUALTIES: G1 and G2 of warband give CASUALTIES as FRONT and REAR: it is one"
                + " order for the whole unit", problem(twice));
    }

    @Test
    void a_scenario_without_start_fields_sets_up_fresh_pieces_and_writes_none_into_the_journal() throws Exception {
        String json = Battle.json(BOARD, List.of(KAI, GIAKS), 10, "{}");
        Battle b = Battle.fromJson(json);
        assertEquals(Condition.FIT, b.piece("K1").condition());
        assertEquals(Powers.NONE, b.piece("K1").powers());
        GameSetUp setUp = (GameSetUp) Battle.RULES.setUp(json, "test.json").get(0);
        String payload = StrictJson.MAPPER.writeValueAsString(setUp.scenario().pieces().get(0));
        for (String key : List.of("wounds", "stunned", "used", "standing", "parriedLastTurn", "steadyAgainst", "brutalised")) {
            assertFalse(payload.contains("\"" + key + "\""), payload);
        }
    }

    @Test
    void start_fields_a_piece_cannot_have_are_refused_with_the_place_and_the_rule() {
        assertEquals("test.json: pieces[1].wounds: G1 is rank-and-file: the first hit kills it (H1), so it cannot start wounded",
                problem(with("G1", "\"wounds\": [{\"severity\": \"slight\", \"location\": \"arms\"}]", KAI, GIAKS)));
        assertEquals("test.json: pieces[1].stunned: G1 is rank-and-file: the first hit kills it (H1), so it is never stunned",
                problem(with("G1", "\"stunned\": true", KAI, GIAKS)));
        assertEquals("test.json: pieces[0].wounds[0].severity: \"grave\" is not a severity of K1's hit chart (known: slight, wound,"
                + " serious, critical)", problem(with("K1", "\"wounds\": [{\"severity\": \"grave\", \"location\": \"arms\"}]", KAI, GIAKS)));
        assertEquals("test.json: pieces[0].wounds[0]: a critical wound to the head kills (\"critical head wound: dead\"): K1 would not"
                + " be on the board", problem(with("K1", "\"wounds\": [{\"severity\": \"critical\", \"location\": \"head\"}]", KAI, GIAKS)));
        assertEquals("test.json: pieces[0].used.mindblast: K1 has no mindblast on his card, so cannot have used it",
                problem(with("K1", "\"used\": {\"mindblast\": 1}", KAI, GIAKS)));
        assertEquals("test.json: pieces[0].used.healing: healing can be used 3 times a game; 4 spent is not possible",
                problem(with("K1", "\"used\": {\"healing\": 4}", KAI, GIAKS)));
        assertEquals("test.json: pieces[0].used.secret-parry: secret-parry has no limit on its uses: there is nothing to have spent",
                problem(with("P1", "\"used\": {\"secret-parry\": 1}", HERO, GIAKS)));
        assertTrue(problem(with("K1", "\"standing\": {\"MINDSHIELD\": \"ON\"}", KAI, GIAKS))
                .startsWith("test.json: pieces[0].standing.MINDSHIELD: K1 has no mindshield or mind-shield"));
        assertEquals("test.json: pieces[2].parriedLastTurn: V1 has no secret-parry (HA4) on his card",
                problem(with("V1", "\"parriedLastTurn\": true", KAI, GIAKS, VORDAK)));
        assertEquals("test.json: pieces[1].steadyAgainst: K1 has neither aura-of-goodness (HA6) nor inspire-terror (ET6): there is"
                + " no zone to have carried on in", problem(with("G1", "\"steadyAgainst\": [\"K1\"]", KAI, GIAKS)));
        assertEquals("test.json: pieces[1].steadyAgainst: no enemy piece \"V1\"",
                problem(with("G1", "\"steadyAgainst\": [\"V1\"]", KAI, GIAKS, VORDAK)));
        assertEquals("test.json: pieces[0].brutalised: K1 is a kai-lord: only a unit of rank-and-file tests morale",
                problem(with("K1", "\"brutalised\": true", KAI, GIAKS)));
        assertTrue(problem(with("K1", "\"wonded\": []", KAI, GIAKS)).startsWith("test.json: pieces[0]: unknown key \"wonded\""));
    }

    @Test
    void the_set_up_event_alone_replays_the_start() throws Exception {
        String json = with("K1", "\"wounds\": [{\"severity\": \"wound\", \"location\": \"body\"}], \"stunned\": true", KAI, GIAKS);
        GameSetUp setUp = (GameSetUp) Battle.RULES.setUp(json, "test.json").get(0);
        GameSetUp again = StrictJson.MAPPER.readValue(StrictJson.MAPPER.writeValueAsString(setUp), GameSetUp.class);
        LoneWolfState s = again.applyTo(LoneWolfState.initial());
        assertEquals(Battle.fromJson(json).piece("K1"), s.pieceOrThrow("K1"));
        assertEquals(Map.of(), s.pieceOrThrow("K1").powers().used());
    }
}
