package herald.engine.skirmish;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import herald.engine.OrdersRuling;
import herald.engine.RuleEvent;
import herald.engine.SeededDice;
import herald.engine.skirmish.events.CharacterMoved;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The shipped village raid fought out by two simulated players with seeded dice. */
class SimulationTest {

    record Result(int playerTurns, int lastTurn, String winner, int raidersDead, int villagersDead, String reason) {}

    static Result play(String seed) {
        SkirmishState s = Fight.village().state;
        Skirmish rules = Fight.RULES;
        int playerTurns = 0;
        while (rules.outcome(s).isEmpty()) {
            var window = rules.window(s).orElseThrow();
            String side = window.sides().get(0);
            String body = rules.simulatedOrders(s, side);
            OrdersRuling r = rules.check(s, side, body);
            SkirmishState now = s;
            assertTrue(r.accepted(), () -> window.id() + " " + side + " simulated orders rejected:\n" + body + r
                    + "\n" + Fight.RULES.view(now, null).board().counters());
            List<RuleEvent> events = rules.resolve(s, Map.of(side, ((OrdersRuling.Accepted) r).normalised()),
                    new SeededDice(seed.getBytes(StandardCharsets.UTF_8), window.id()));
            for (RuleEvent e : events) {
                if (e instanceof CharacterMoved m) {
                    assertTrue(m.mpLeft() >= 0, m.describe());
                    assertTrue(m.from().adjacentTo(m.to()), m.describe());
                }
                s = rules.apply(s, e);
            }
            playerTurns++;
            assertTrue(playerTurns <= 2 * s.scenario().turnLimit(), "the game outlived its turn limit");
        }
        return new Result(playerTurns, (playerTurns + 1) / 2, rules.outcome(s).get().winner(), Victory.dead(s, "raiders").size(),
                Victory.dead(s, "villagers").size(), rules.outcome(s).get().reason());
    }

    @Test
    void given_the_village_raid_played_by_two_simulated_players_then_every_game_ends_by_its_turn_limit() {
        int bloody = 0;
        for (String seed : List.of("alpha", "bravo", "charlie", "delta", "echo")) {
            Result r = play(seed);
            System.out.println("village, seed " + seed + ": " + r);
            assertTrue(r.lastTurn() <= 8, r.toString());
            bloody += r.raidersDead() + r.villagersDead() > 0 ? 1 : 0;
        }
        assertTrue(bloody >= 4, "most games should cost lives, only " + bloody + " of 5 did");
    }

    @Test
    void given_the_same_seed_then_the_same_game_is_played() {
        assertEquals(play("foxtrot"), play("foxtrot"));
    }
}
