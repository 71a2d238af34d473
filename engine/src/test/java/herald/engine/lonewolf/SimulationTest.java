package herald.engine.lonewolf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import herald.engine.OrdersRuling;
import herald.engine.RuleEvent;
import herald.engine.SeededDice;
import herald.engine.lonewolf.events.HitRolled;
import herald.engine.lonewolf.events.MoraleTested;
import herald.engine.lonewolf.events.PieceMoved;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The shipped scenario fought out by two simulated players with seeded dice. */
class SimulationTest {

    record Result(int turns, String winner, int sommerlundLost, int giaksLost, int moraleTests, int heroHits) {}

    static Result play(String seed) {
        return play(Battle.patrol(), seed);
    }

    static Result play(Battle battle, String seed) {
        LoneWolfState s = battle.state;
        int moraleTests = 0;
        int heroHits = 0;
        LoneWolf rules = Battle.RULES;
        int turns = 0;
        while (rules.outcome(s).isEmpty()) {
            String window = rules.window(s).orElseThrow().id();
            Map<String, List<String>> orders = new HashMap<>();
            for (String side : s.sideIds()) {
                String body = rules.simulatedOrders(s, side);
                OrdersRuling r = rules.check(s, side, body);
                assertTrue(r.accepted(), () -> "turn " + window + " " + side + " simulated orders rejected:\n" + body + r);
                orders.put(side, ((OrdersRuling.Accepted) r).normalised());
            }
            List<RuleEvent> events = rules.resolve(s, orders, new SeededDice(seed.getBytes(StandardCharsets.UTF_8), window));
            for (RuleEvent e : events) {
                if (e instanceof PieceMoved m) {
                    assertTrue(m.mpLeft() >= 0, m.describe());
                    assertTrue(s.occupant(m.to()).isEmpty(), () -> m.describe() + ": the square is occupied");
                    assertTrue(m.from().adjacentTo(m.to()), m.describe());
                }
                moraleTests += e instanceof MoraleTested ? 1 : 0;
                heroHits += e instanceof HitRolled ? 1 : 0;
                s = rules.apply(s, e);
            }
            turns++;
            assertTrue(turns <= s.scenario().turnLimit(), "the game outlived its turn limit");
        }
        return new Result(turns, rules.outcome(s).get().winner(), Victory.lost(s, "sommerlund").size(), Victory.lost(s, "giaks").size(),
                moraleTests, heroHits);
    }

    @Test
    void given_the_patrol_played_by_two_simulated_players_then_every_game_ends_by_the_turn_limit_with_losses_on_both_sides() {
        int bloody = 0;
        for (String seed : List.of("alpha", "bravo", "charlie", "delta", "echo")) {
            Result r = play(seed);
            System.out.println("patrol, seed " + seed + ": " + r);
            assertTrue(r.turns() <= 10);
            if (r.sommerlundLost() > 0 && r.giaksLost() > 0) {
                bloody++;
            }
        }
        assertTrue(bloody >= 4, "most games should cost both sides pieces, only " + bloody + " of 5 did");
    }

    @Test
    void given_the_ambush_played_by_two_simulated_players_then_it_ends_by_its_turn_limit_and_morale_and_wounds_matter() {
        int tests = 0;
        int hits = 0;
        for (String seed : List.of("alpha", "bravo", "charlie", "delta", "echo")) {
            Result r = play(Battle.ambush(), seed);
            System.out.println("ambush, seed " + seed + ": " + r);
            assertTrue(r.turns() <= 10);
            tests += r.moraleTests();
            hits += r.heroHits();
        }
        assertTrue(tests >= 5, "morale tests in five games: " + tests);
        assertTrue(hits >= 1, "hero or monster hits in five games: " + hits);
    }

    @Test
    void given_the_forest_road_with_hidden_giaks_then_it_ends_by_its_turn_limit_and_the_ambushers_are_revealed() {
        for (String seed : List.of("alpha", "bravo", "charlie")) {
            Result r = play(Battle.forestRoad(), seed);
            System.out.println("forest road, seed " + seed + ": " + r);
            assertTrue(r.turns() <= 8);
        }
    }

    @Test
    void given_the_same_seed_then_the_same_game_is_played() {
        assertEquals(play("foxtrot"), play("foxtrot"));
    }

    @Test
    void simulated_orders_before_the_first_turn_are_accepted() {
        LoneWolfState s = Battle.patrol().state;
        String giaks = Battle.RULES.simulatedOrders(s, "giaks");
        assertFalse(giaks.isBlank());
        assertTrue(Battle.RULES.check(s, "giaks", giaks).accepted(), giaks);
    }
}
