package herald.app.game;

import herald.app.game.GameEvent.GameCreated;
import herald.app.game.GameEvent.OrdersAccepted;
import herald.app.game.GameEvent.Seat;
import herald.app.game.GameEvent.WindowResolved;
import herald.engine.OrderWindow;
import herald.engine.Outcome;
import herald.engine.RuleEvent;
import herald.engine.RulesState;
import herald.engine.Ruleset;
import java.time.Instant;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;

/**
 * A game as its journal tells it: the table (seats, dice), the rules state, and the orders
 * waiting for the open window. Changed only by folding events.
 *
 * @param version the journal version of the last event folded
 * @param diceUsed dice consumed by every window so far: where a scripted game's next roll starts
 * @param windowOpened when the current window opened, for deadlines
 */
public record GameRecord(Ruleset ruleset, GameCreated created, RulesState rules, long version,
        Map<String, OrdersAccepted> pending, int diceUsed, Instant windowOpened, String seedHex) {

    public GameRecord {
        pending = Map.copyOf(pending);
    }

    public static GameRecord empty(Ruleset ruleset) {
        return new GameRecord(ruleset, null, ruleset.initial(), 0, Map.of(), 0, null, null);
    }

    public String id() {
        return created.gameId();
    }

    public GameRecord withCreated(GameCreated event) {
        return new GameRecord(ruleset, event, rules, version, Map.of(), 0, event.createdAt(), seedHex);
    }

    public GameRecord withPending(String side, OrdersAccepted orders) {
        Map<String, OrdersAccepted> next = new HashMap<>(pending);
        next.put(side, orders);
        return new GameRecord(ruleset, created, rules, version, next, diceUsed, windowOpened, seedHex);
    }

    public GameRecord withWindowClosed(WindowResolved event) {
        return new GameRecord(ruleset, created, rules, version, Map.of(), diceUsed + event.diceUsed(), event.at(),
                seedHex);
    }

    public GameRecord withSeed(String hex) {
        return new GameRecord(ruleset, created, rules, version, pending, diceUsed, windowOpened, hex);
    }

    public GameRecord withRules(RuleEvent event) {
        return new GameRecord(ruleset, created, ruleset.apply(rules, event), version, pending, diceUsed,
                windowOpened, seedHex);
    }

    public GameRecord withVersion(long v) {
        return new GameRecord(ruleset, created, rules, v, pending, diceUsed, windowOpened, seedHex);
    }

    public Optional<OrderWindow> window() {
        return ruleset.window(rules);
    }

    public Optional<Outcome> outcome() {
        return ruleset.outcome(rules);
    }

    public boolean finished() {
        return outcome().isPresent();
    }

    public boolean scripted() {
        return created.scriptedDice() != null;
    }

    public Optional<Seat> seatOf(String side) {
        return created.seats().stream().filter(s -> s.side().equals(side)).findFirst();
    }

    public Optional<GameEvent.Gm> gm() {
        return Optional.ofNullable(created.gm());
    }

    public Optional<Seat> seatByEmail(String email) {
        return created.seats().stream().filter(s -> s.email().equalsIgnoreCase(email)).findFirst();
    }

    public Optional<Instant> deadline() {
        if (created.deadlineHours() == null || windowOpened == null || finished()) {
            return Optional.empty();
        }
        return Optional.of(windowOpened.plusSeconds(created.deadlineHours() * 3600L));
    }

    /** True when every side due in the open window has orders, or the deadline has passed. */
    public boolean readyToResolve(Instant now) {
        Optional<OrderWindow> w = window();
        if (w.isEmpty()) {
            return false;
        }
        boolean allIn = w.get().sides().stream().allMatch(pending::containsKey);
        return allIn || deadline().map(d -> !now.isBefore(d)).orElse(false);
    }
}
