package herald.engine.lonewolf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import herald.engine.OrdersRuling;
import herald.engine.RuleEvent;
import herald.engine.ScenarioException;
import herald.engine.lonewolf.events.DirectionRolled;
import herald.engine.lonewolf.events.GameSetUp;
import herald.engine.lonewolf.events.HitRolled;
import herald.engine.lonewolf.events.Modifier;
import herald.engine.lonewolf.events.PieceRemoved;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Heroes, Kai Lords and monsters (G2, G3) and the hit chart (H1-H11). */
class HeroTest {

    /**
     * <pre>
     *   5 . . . . .
     *   4 . . . . .
     *   3 . . G . .     G1 Giak swordsman, facing S
     *   2 . . P . .     P1 Prince Pelathar, hero, plate and shield, facing N
     *   1 . . . . .
     *     A B C D E
     * </pre>
     */
    private static Battle pelatharAgainstAGiak() {
        return Battle.of(Battle.open(5, 5),
                "P1 sommerlund human sword plate shield veteran C2 N class=hero name=Prince_Pelathar",
                "G1 giaks giak sword mail - regular C3 S");
    }

    @Test
    void a_hero_fights_as_a_veteran_and_is_not_killed_by_a_hit_but_rolls_on_the_hit_chart() {
        Battle b = pelatharAgainstAGiak();
        assertEquals(Training.VETERAN, b.piece("P1").training());

        // initiative 6 v 3: Sommerlund red; P1 misses (99); G1 hits (1); severity 10, location 90: Body, slight
        Battle.Turn t = b.turn(Map.of("sommerlund", "ATTACK P1 G1", "giaks", "ATTACK G1 P1"), 6, 3, 99, 1, 10, 90);

        HitRolled hit = t.all(HitRolled.class).get(0);
        assertEquals("Body", hit.location());
        assertEquals("Slight wound", hit.severity());
        assertTrue(t.after().piece("P1").alive());
        assertTrue(t.all(PieceRemoved.class).isEmpty());
    }

    @Test
    void given_D_2_severity_71_and_location_30_then_legs_serious_minus_7_MP_and_may_not_charge() {
        Battle.Turn t = pelatharAgainstAGiak().turn(Map.of("sommerlund", "HOLD P1", "giaks", "ATTACK G1 P1"), 6, 3, 1, 71, 30);

        HitRolled hit = t.all(HitRolled.class).get(0);
        assertEquals(71, hit.severityRoll());
        assertEquals(30, hit.locationRoll());
        assertEquals("Legs", hit.location());
        assertEquals("Serious wound", hit.severity());
        Piece p = t.after().piece("P1");
        assertEquals(7, p.condition().mpLost());
        assertTrue(p.condition().noCharge());
        assertEquals(5 - 7 < 0 ? 0 : 5 - 7, Movement.allowance(t.after().state, p), "plate 5 MP less 7, never below 0");
    }

    @Test
    void a_hero_who_may_not_charge_cannot_be_ordered_into_contact() {
        Battle b = Battle.of(Battle.open(5, 6),
                "P1 sommerlund human sword leather - veteran C1 N class=hero name=Prince_Pelathar",
                "G1 giaks giak sword mail - regular C5 S",
                "G2 giaks giak sword mail - regular E1 W");
        // G2 cannot reach; P1 is shot at nothing; G2 attacks nobody. Give P1 the serious leg wound directly.
        LoneWolfState wounded = b.state.withPiece(b.piece("P1").withWound(new Wound(1, "Serious wound", "Legs",
                b.state.hitRules().hero().effects().get("legs").get("serious"))));
        OrdersRuling r = Battle.RULES.check(wounded, "sommerlund", "MOVE P1 N");
        assertTrue(r.accepted(), r.toString());
        r = Battle.RULES.check(wounded.withPiece(wounded.pieceOrThrow("P1").withSquare(herald.engine.board.Square.parse("C3").orElseThrow())),
                "sommerlund", "MOVE P1 N");
        assertFalse(r.accepted());
        assertTrue(r.toString().contains("may not charge"), r.toString());
    }

    @Test
    void given_a_stunned_hero_then_next_turn_he_cannot_fight_and_his_attacker_has_double_chance() {
        // G1 hits P1 (1); severity 10, location 10: Head, slight: stunned next turn
        Battle.Turn t = pelatharAgainstAGiak().turn(Map.of("sommerlund", "HOLD P1", "giaks", "ATTACK G1 P1"), 6, 3, 1, 10, 10);
        LoneWolfState next = t.after().state;
        assertEquals(2, next.turn());
        assertTrue(next.stunned(next.pieceOrThrow("P1")));

        Combat.Blow blow = Combat.assess(next, next.pieceOrThrow("G1"), next.pieceOrThrow("P1")).value();
        // Giak sword v plate 25, shield −5 = 20, doubled = 40
        assertEquals(List.of(new Modifier("shield", -5), new Modifier("stunned defender, double chance", 20)), blow.modifiers());
        assertEquals(40, blow.need());
        assertTrue(Combat.assess(next, next.pieceOrThrow("P1"), next.pieceOrThrow("G1")).refused());
        OrdersRuling r = Battle.RULES.check(next, "sommerlund", "ATTACK P1 G1");
        assertFalse(r.accepted());
        assertTrue(r.toString().contains("stunned"), r.toString());
    }

    @Test
    void a_critical_head_wound_removes_the_hero() {
        Battle.Turn t = pelatharAgainstAGiak().turn(Map.of("sommerlund", "HOLD P1", "giaks", "ATTACK G1 P1"), 6, 3, 1, 95, 5);

        assertFalse(t.after().piece("P1").alive());
        assertTrue(t.all(PieceRemoved.class).get(0).cause().startsWith("head, critical wound"), t.lines().toString());
    }

    @Test
    void a_monster_rolls_on_its_own_play_sheets_hit_chart() {
        Battle b = Battle.of(Battle.open(5, 5),
                "S1 sommerlund human sword mail - regular C2 N",
                "W1 giaks doomwolf bite none - regular C3 S class=monster");

        // S1 hits (1); severity 60 (Doomwolf: 51-80 wound), location 30 (Doomwolf: 16-45 legs): −4 MP; the wolf bites
        // back and misses (99); S1's unit fought a monster: morale 10 + 4 − 2 = 12, carry on
        Battle.Turn t = b.turn(Map.of("sommerlund", "ATTACK S1 W1"), 6, 3, 1, 60, 30, 99, 4);

        HitRolled hit = t.all(HitRolled.class).get(0);
        assertEquals("Legs", hit.location());
        assertEquals("leg wound: -4 MP", hit.effect().text());
        assertEquals(6, Movement.allowance(t.after().state, t.after().piece("W1")));
    }

    @Test
    void a_blinded_hero_with_no_friend_beside_him_wanders_and_drowns_in_water() {
        Battle b = Battle.of(List.of(
                        ".....",
                        ".....",
                        "..~..",
                        ".....",
                        "....."),
                "P1 sommerlund human sword leather - veteran C2 N class=hero name=Prince_Pelathar",
                "G1 giaks giak sword mail - regular A5 S");
        LoneWolfState blind = b.state.withPiece(b.piece("P1").withWound(new Wound(0, "Serious wound", "Head",
                b.state.hitRules().hero().effects().get("head").get("serious"))));
        List<RuleEvent> events = Battle.RULES.resolve(blind, Map.of(), herald.engine.ScriptedDice.of(6, 3, 5));

        DirectionRolled d = events.stream().filter(DirectionRolled.class::isInstance).map(DirectionRolled.class::cast).findFirst().orElseThrow();
        assertEquals("A", d.direction());
        PieceRemoved drowned = events.stream().filter(PieceRemoved.class::isInstance).map(PieceRemoved.class::cast).findFirst().orElseThrow();
        assertTrue(drowned.cause().contains("drowns"), drowned.cause());
    }

    @Test
    void house_rule_options_are_checked_and_journalled_with_their_defaults() throws ScenarioException {
        String json = Battle.json(Battle.open(5, 5), List.of(
                "S1 sommerlund human sword mail - regular C2 N", "G1 giaks giak sword mail - regular C3 S"), 10, "{}");
        GameSetUp setUp = (GameSetUp) Battle.RULES.setUp(json, "t.json", Map.of("stun", "from-hit")).get(0);
        assertEquals(Map.of("stun", "from-hit", "no-charge", "no-contact", "retire-contact", "halt", "crowd-ties", "spare-own",
                "diagonal-combat", "separate", "coherency", "close", "zone-steady", "ignore"), setUp.options());
        assertTrue(assertThrows(ScenarioException.class, () -> Battle.RULES.setUp(json, "t.json", Map.of("stun", "never")))
                .getMessage().contains("allowed values are next-turn, from-hit"));
        assertTrue(assertThrows(ScenarioException.class, () -> Battle.RULES.setUp(json, "t.json", Map.of("magic", "yes")))
                .getMessage().contains("no house-rule option \"magic\""));
        assertEquals(7, Battle.RULES.options().size());
    }

    @Test
    void a_hero_needs_a_named_card_and_a_rank_and_file_piece_may_not_have_one() {
        String noCard = Battle.json(Battle.open(5, 5), List.of(
                "P1 sommerlund human sword mail - veteran C2 N class=hero", "G1 giaks giak sword mail - regular C3 S"), 10, "{}");
        assertTrue(assertThrows(ScenarioException.class, () -> Battle.RULES.setUp(noCard, "t.json")).getMessage()
                .contains("pieces[0].card: a hero needs a hero card with a name"));
    }
}
