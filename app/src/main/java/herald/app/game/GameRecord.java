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
 * @param table the seats, press, draw offers and game-level ending that commands change
 */
public record GameRecord(Ruleset ruleset, GameCreated created, RulesState rules, long version,
        Map<String, OrdersAccepted> pending, int diceUsed, Instant windowOpened, String seedHex, Table table) {

    public GameRecord {
        pending = Map.copyOf(pending);
    }

    public static GameRecord empty(Ruleset ruleset) {
        return new GameRecord(ruleset, null, ruleset.initial(), 0, Map.of(), 0, null, null, null);
    }

    public String id() {
        return created.gameId();
    }

    public GameRecord withCreated(GameCreated event) {
        return new GameRecord(ruleset, event, rules, version, Map.of(), 0, event.createdAt(), seedHex,
                Table.of(event.seats()));
    }

    public GameRecord withPending(String side, OrdersAccepted orders) {
        Map<String, OrdersAccepted> next = new HashMap<>(pending);
        next.put(side, orders);
        return new GameRecord(ruleset, created, rules, version, next, diceUsed, windowOpened, seedHex, table);
    }

    public GameRecord withWindowClosed(WindowResolved event) {
        return new GameRecord(ruleset, created, rules, version, Map.of(), diceUsed + event.diceUsed(), event.at(),
                seedHex, table.withWindowClosed(event.window(), table.resolutionStart() != null ? table.resolutionStart() : this));
    }

    public GameRecord withSeed(String hex) {
        return new GameRecord(ruleset, created, rules, version, pending, diceUsed, windowOpened, hex, table);
    }

    public GameRecord withRules(RuleEvent event) {
        return new GameRecord(ruleset, created, ruleset.apply(rules, event), version, pending, diceUsed,
                windowOpened, seedHex, table);
    }

    public GameRecord withVersion(long v) {
        return new GameRecord(ruleset, created, rules, v, pending, diceUsed, windowOpened, seedHex, table);
    }

    public GameRecord withTable(Table t) {
        return new GameRecord(ruleset, created, rules, version, pending, diceUsed, windowOpened, seedHex, t);
    }

    /**
     * Back to just before the last resolution, with no orders in and the window's clock restarted.
     * The dice already used stay used: a scripted game goes on down its list, a fair game re-keys the window.
     */
    public GameRecord withTurnVoided(GameEvent.TurnVoided voided) {
        GameRecord earlier = table.beforeLast();
        return new GameRecord(ruleset, created, earlier.rules(), version, Map.of(), diceUsed, voided.at(), seedHex,
                table.voided(earlier.table(), voided.window()));
    }

    /** No window is open once the game is over, whether by the rules or by a game-level ending. */
    public Optional<OrderWindow> window() {
        return table != null && table.ending() != null ? Optional.empty() : ruleset.window(rules);
    }

    public Optional<Outcome> outcome() {
        return table != null && table.ending() != null ? Optional.of(table.ending()) : ruleset.outcome(rules);
    }

    /** The seats as they are now, after any new keys and replaced players. */
    public java.util.List<Seat> seats() {
        return table.seats();
    }

    public boolean finished() {
        return outcome().isPresent();
    }

    public boolean scripted() {
        return created.scriptedDice() != null;
    }

    public Optional<Seat> seatOf(String side) {
        return table.seats().stream().filter(s -> s.side().equals(side)).findFirst();
    }

    public Optional<GameEvent.Gm> gm() {
        return Optional.ofNullable(created.gm());
    }

    public Optional<Seat> seatByEmail(String email) {
        return table.seats().stream().filter(s -> s.email().equalsIgnoreCase(email)).findFirst();
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
