package herald.engine.lonewolf;

import static org.junit.jupiter.api.Assertions.assertTrue;

import herald.engine.OrdersRuling;
import herald.engine.RuleEvent;
import herald.engine.SeededDice;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A shipped encounter fought out by two simulated players with seeded dice, whatever its sides are
 * called; every event is shown to a watcher together with the state it applies to. In a strict game
 * every simulated submission must be accepted; otherwise a refused one is counted and the side sends
 * nothing that turn (its default), so that a property about the rules can be checked over games the
 * simulated player sometimes gets wrong (U2: a stray left behind by a group that moved).
 */
final class SimulatedGame {
    /** The shipped Lone Wolf encounters, by name. */
    static final List<String> ENCOUNTERS = List.of("patrol", "ambush", "forestroad", "bor", "wolfraid", "durncrag");

    interface Watcher {
        void see(LoneWolfState before, RuleEvent event);
    }

    record Result(int turns, int turnLimit, String winner, Map<String, Integer> lost, int refused) {}

    private SimulatedGame() {}

    static Battle encounter(String name) {
        Path file = Path.of("../templates/src/main/resources/herald/templates/scenarios/lonewolf/" + name + ".json");
        try {
            return Battle.fromJson(Files.readString(file));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static Result play(Battle battle, String seed, Watcher watcher) {
        return play(battle, seed, watcher, true);
    }

    static Result play(Battle battle, String seed, Watcher watcher, boolean strict) {
        LoneWolf rules = Battle.RULES;
        LoneWolfState s = battle.state;
        int turns = 0;
        int refused = 0;
        while (rules.outcome(s).isEmpty()) {
            String window = rules.window(s).orElseThrow().id();
            Map<String, List<String>> orders = new HashMap<>();
            for (String side : s.sideIds()) {
                String body = rules.simulatedOrders(s, side);
                OrdersRuling r = rules.check(s, side, body);
                if (strict) {
                    assertTrue(r.accepted(), () -> "turn " + window + " " + side + " simulated orders rejected:\n" + body + r);
                }
                if (r instanceof OrdersRuling.Accepted a) {
                    orders.put(side, a.normalised());
                } else {
                    refused++;
                }
            }
            for (RuleEvent e : rules.resolve(s, orders, new SeededDice(seed.getBytes(StandardCharsets.UTF_8), window))) {
                watcher.see(s, e);
                s = rules.apply(s, e);
            }
            turns++;
            assertTrue(turns <= s.scenario().turnLimit(), "the game outlived its turn limit");
        }
        Map<String, Integer> lost = new HashMap<>();
        for (String side : s.sideIds()) {
            lost.put(side, Victory.lost(s, side).size());
        }
        return new Result(turns, s.scenario().turnLimit(), rules.outcome(s).get().winner(), lost, refused);
    }
}
