package herald.app.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import herald.app.game.GameEvent.DrawOffered;
import herald.app.game.GameEvent.GameCreated;
import herald.app.game.GameEvent.ResultDeclared;
import herald.app.game.GameEvent.Seat;
import herald.app.game.GameEvent.TurnVoided;
import herald.app.game.GameEvent.WindowResolved;
import herald.engine.OrderWindow;
import herald.engine.RuleEvent;
import herald.engine.Ruleset;
import herald.engine.SeededDice;
import herald.templates.Scenarios;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** What the command events do to a game when folded: no mail, no database, the real Lone Wolf rules. */
class TableFoldTest {
    static final Instant T0 = Instant.parse("2026-11-01T10:00:00Z");
    final Ruleset lw = Rulesets.byId("lonewolf");

    private GameRecord created() throws Exception {
        GameRecord game = GameRecord.empty(lw);
        List<RuleEvent> setUp = lw.setUp(Scenarios.read("lonewolf", "patrol"), "patrol.json");
        GameRecord opening = game;
        for (RuleEvent e : setUp) {
            opening = Games.fold(opening, e);
        }
        List<Seat> seats = lw.sides(opening.rules()).stream()
                .map(s -> new Seat(s.id(), s.id() + "@club.test", "salt", "hash")).toList();
        game = Games.fold(game, new GameCreated("LW-TEST1", lw.id(), lw.version(), "patrol", Map.of(), seats, "c",
                null, 48, T0, null));
        for (RuleEvent e : setUp) {
            game = Games.fold(game, e);
        }
        return game;
    }

    /** Every side holds; the window resolves with seeded dice from its dice stream. */
    private GameRecord resolve(GameRecord game) {
        OrderWindow w = game.window().orElseThrow();
        Map<String, List<String>> orders = new LinkedHashMap<>();
        w.sides().forEach(s -> orders.put(s, List.of()));
        SeededDice dice = new SeededDice("seed".getBytes(StandardCharsets.UTF_8), DiceStream.key(game, w.id()));
        for (RuleEvent e : lw.resolve(game.rules(), orders, dice)) {
            game = Games.fold(game, e);
        }
        return Games.fold(game, new WindowResolved(w.id(), w.turn(), Map.of(), dice.used(), T0.plusSeconds(60)));
    }

    @Test
    void void_turn_steps_back_one_resolution_at_a_time_and_re_keys_the_window_dice() throws Exception {
        GameRecord opening = created();
        GameRecord afterT1 = resolve(opening);
        GameRecord afterT2 = resolve(afterT1);
        assertEquals("T2", DiceStream.key(afterT1, "T2"));

        Instant at = T0.plusSeconds(3600);
        GameRecord voided = Games.fold(afterT2, new TurnVoided("T2", 2, "", "gm", at));
        assertEquals(afterT1.rules(), voided.rules(), "back to just before turn 2 was resolved");
        assertEquals("T2", voided.window().orElseThrow().id());
        assertEquals(at, voided.windowOpened(), "the reopened window's clock starts at the void");
        assertEquals("T2/void1", DiceStream.key(voided, "T2"));

        GameRecord again = Games.fold(voided, new TurnVoided("T1", 1, "", "gm", at));
        assertEquals(opening.rules(), again.rules(), "a second VOID TURN steps back one more resolution");
        assertEquals("T1/void1", DiceStream.key(again, "T1"));
        assertEquals("T2/void1", DiceStream.key(again, "T2"), "the count of voids is never forgotten");
        assertNull(again.table().beforeLast(), "nothing left to void");
    }

    @Test
    void draw_offers_lapse_when_the_window_resolves() throws Exception {
        GameRecord game = Games.fold(created(), new DrawOffered("giaks", "T1", "<m1>", T0));
        assertEquals(java.util.Set.of("giaks"), game.table().drawOffers());
        assertTrue(resolve(game).table().drawOffers().isEmpty());
    }

    @Test
    void a_declared_result_finishes_the_game_and_closes_the_window() throws Exception {
        GameRecord game = Games.fold(created(), new ResultDeclared("giaks", "Sommerlund resigned", "resigned",
                "sommerlund", T0));
        assertTrue(game.finished());
        assertEquals("giaks", game.outcome().orElseThrow().winner());
        assertTrue(game.window().isEmpty());
        assertFalse(game.readyToResolve(T0.plusSeconds(999_999)), "nothing resolves, deadline or not");
        assertTrue(game.deadline().isEmpty());
    }
}
