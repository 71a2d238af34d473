package herald.engine.basicfantasy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import herald.engine.OrdersRuling;
import herald.engine.RuleEvent;
import herald.engine.SeededDice;
import herald.engine.basicfantasy.events.CombatStruck;
import herald.engine.basicfantasy.events.MagicTested;
import herald.engine.basicfantasy.events.ShotsFired;
import herald.engine.basicfantasy.events.UnitCharged;
import herald.engine.table.Inches;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Both scenarios fought out to the end by two simulated players with fair seeded dice. */
class SimulationTest {

    record Result(int playerTurns, int lastTurn, String winner, int removed, int shots, int spells, int charges, int blows,
            String reason) {}

    static Result play(String scenario, String seed) {
        Game g = Game.scenario(scenario);
        BasicFantasyState s = g.state;
        BasicFantasy rules = Game.RULES;
        int playerTurns = 0;
        int shots = 0;
        int spells = 0;
        int charges = 0;
        int blows = 0;
        while (rules.outcome(s).isEmpty()) {
            var window = rules.window(s).orElseThrow();
            String side = window.sides().get(0);
            String body = rules.simulatedOrders(s, side);
            OrdersRuling r = rules.check(s, side, body);
            assertTrue(r.accepted(), () -> window.id() + " " + side + " simulated orders rejected:\n" + body + r);
            List<RuleEvent> events = rules.resolve(s, Map.of(side, ((OrdersRuling.Accepted) r).normalised()),
                    new SeededDice(seed.getBytes(StandardCharsets.UTF_8), window.id()));
            for (RuleEvent e : events) {
                shots += e instanceof ShotsFired ? 1 : 0;
                spells += e instanceof MagicTested ? 1 : 0;
                charges += e instanceof UnitCharged ? 1 : 0;
                blows += e instanceof CombatStruck ? 1 : 0;
                s = rules.apply(s, e);
                if (e instanceof UnitCharged c) {
                    Ground ground = new Ground(s);
                    assertEquals(0.0, Inches.measure(ground.distance(s.unitOrThrow(c.unit()), s.unitOrThrow(c.target()))),
                            c.describe());
                }
            }
            rules.view(s, side);
            rules.traces(s, events, null);
            playerTurns++;
            assertTrue(playerTurns <= 2 * s.scenario().turns(), "the game outlived its turns");
        }
        int removed = s.removedBy(s.sideIds().get(0)) + s.removedBy(s.sideIds().get(1));
        return new Result(playerTurns, s.turn(), rules.outcome(s).get().winner(), removed, shots, spells, charges, blows,
                rules.outcome(s).get().reason());
    }

    @Test
    void the_skirmish_at_the_ford_is_fought_to_its_end_with_shooting_magic_and_charges() {
        int charged = 0;
        for (String seed : List.of("alpha", "bravo", "charlie", "delta")) {
            Result r = play("skirmish-at-the-ford.json", seed);
            System.out.println("ford, seed " + seed + ": " + r);
            assertTrue(r.lastTurn() <= 8, r.toString());
            assertTrue(r.removed() > 0 && r.shots() > 0 && r.spells() > 0, r.toString());
            charged += r.charges() > 0 ? 1 : 0;
        }
        assertTrue(charged >= 3, "most games should see a charge, only " + charged + " of 4 did");
    }

    @Test
    void the_battle_of_the_barrow_is_fought_to_its_end_with_real_fighting() {
        for (String seed : List.of("alpha", "bravo")) {
            Result r = play("battle-of-the-barrow.json", seed);
            System.out.println("barrow, seed " + seed + ": " + r);
            assertTrue(r.removed() >= 10 && r.charges() > 0 && r.blows() > 0, r.toString());
        }
    }

    @Test
    void a_whole_game_replays_from_its_journal_alone_and_its_state_survives_a_snapshot() throws Exception {
        ObjectMapper strict = new ObjectMapper().enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);
        BasicFantasy rules = Game.RULES;
        List<RuleEvent> journal = new ArrayList<>(rules.setUp(Game.resource("battle-of-the-barrow.json"), "barrow.json"));
        BasicFantasyState s = Game.fold(rules.initial(), journal);
        while (rules.outcome(s).isEmpty()) {
            var window = rules.window(s).orElseThrow();
            String side = window.sides().get(0);
            var r = (OrdersRuling.Accepted) rules.check(s, side, rules.simulatedOrders(s, side));
            List<RuleEvent> events = rules.resolve(s, Map.of(side, r.normalised()),
                    new SeededDice("journal".getBytes(StandardCharsets.UTF_8), window.id()));
            journal.addAll(events);
            s = Game.fold(s, events);
            assertEquals(s, strict.readValue(strict.writeValueAsString(s), BasicFantasyState.class), window.id());
        }
        BasicFantasyState replayed = rules.initial();
        for (RuleEvent e : journal) {
            replayed = rules.apply(replayed, strict.readValue(strict.writeValueAsString(e), e.getClass()));
        }
        assertEquals(s, replayed);
    }

    /** A simulated player who mails before its side's player turn writes an order, and the check says to wait. */
    @Test
    void the_side_not_on_move_writes_a_hold_that_the_check_refuses_as_out_of_turn() {
        Game g = Game.scenario("battle-of-the-barrow.json");
        String early = Game.RULES.simulatedOrders(g.state, "barrow");
        assertEquals("HOLD H1\n", early);
        OrdersRuling r = Game.RULES.check(g.state, "barrow", early);
        assertTrue(!r.accepted() && ((OrdersRuling.Rejected) r).errors().get(0).message().contains("not yours"),
                r.toString());
    }

    @Test
    void given_the_same_seed_then_the_same_game_is_played() {
        assertEquals(play("skirmish-at-the-ford.json", "echo"), play("skirmish-at-the-ford.json", "echo"));
    }
}
