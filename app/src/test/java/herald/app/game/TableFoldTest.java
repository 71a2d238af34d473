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
                null, 48, T0, null, null));
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
        SeededDice dice = new SeededDice("seed".getBytes(StandardCharsets.UTF_8), DiceStreams.of(game, w));
        for (RuleEvent e : lw.resolve(game.rules(), orders, dice)) {
            game = Games.fold(game, e);
        }
        return Games.fold(game, new WindowResolved(w.id(), w.turn(), Map.of(), dice.used(), T0.plusSeconds(60),
                DiceStreams.of(game, w)));
    }

    @Test
    void void_turn_steps_back_one_resolution_and_re_keys_the_window_dice() throws Exception {
        GameRecord opening = created();
        GameRecord afterT1 = resolve(opening);
        GameRecord afterT2 = resolve(afterT1);
        assertEquals("T2", DiceStreams.of(afterT1, afterT1.window().orElseThrow()));

        Instant at = T0.plusSeconds(3600);
        GameRecord voided = Games.fold(afterT2, new TurnVoided("T2", 2, "", "gm", at));
        assertEquals(afterT1.rules(), voided.rules(), "back to just before turn 2 was resolved");
        assertEquals("T2", voided.window().orElseThrow().id());
        assertEquals(at, voided.windowOpened(), "the reopened window's clock starts at the void");
        assertEquals("T2/void1", DiceStreams.of(voided, voided.window().orElseThrow()));
        // A game remembers only the one before its last resolution, so a long campaign's record stays small.
        assertNull(voided.table().beforeLast(), "the voided resolution cannot be voided again");

        GameRecord again = resolve(voided);
        assertEquals("T2", again.table().beforeLast().window().orElseThrow().id(), "the new resolution can be voided");
        GameRecord twice = Games.fold(again, new TurnVoided("T2", 2, "", "gm", at));
        assertEquals(afterT1.rules(), twice.rules());
        assertEquals("T2/void2", DiceStreams.of(twice, twice.window().orElseThrow()), "the count of voids is never forgotten");
    }

    @Test
    void void_turn_of_turn_one_returns_to_the_set_up() throws Exception {
        GameRecord opening = created();
        GameRecord voided = Games.fold(resolve(opening), new TurnVoided("T1", 1, "", "gm", T0));
        assertEquals(opening.rules(), voided.rules());
        assertEquals("T1/void1", DiceStreams.of(voided, voided.window().orElseThrow()));
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
