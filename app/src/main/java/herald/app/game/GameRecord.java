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
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A game as its journal tells it: the table (seats, dice), the rules state, and the orders
 * waiting for the open window. Changed only by folding events.
 *
 * @param version the journal version of the last event folded
 * @param diceUsed dice consumed by every window so far: where a scripted game's next roll starts
 * @param windowOpened when the current window opened, for deadlines
 * @param timing the open window's extensions, pause, forced resolution and reminders
 * @param table the seats, press, draw offers and game-level ending that commands change
 */
public record GameRecord(Ruleset ruleset, GameCreated created, RulesState rules, long version,
        Map<String, OrdersAccepted> pending, int diceUsed, Instant windowOpened, String seedHex, WindowTiming timing,
        Table table) {

    public GameRecord {
        pending = Map.copyOf(pending);
    }

    public static GameRecord empty(Ruleset ruleset) {
        return new GameRecord(ruleset, null, ruleset.initial(), 0, Map.of(), 0, null, null, WindowTiming.fresh(), null);
    }

    public String id() {
        return created.gameId();
    }

    public GameRecord withCreated(GameCreated event) {
        return new GameRecord(ruleset, event, rules, version, Map.of(), 0, event.createdAt(), seedHex,
                WindowTiming.fresh(), Table.of(event.seats()));
    }

    public GameRecord withPending(String side, OrdersAccepted orders) {
        Map<String, OrdersAccepted> next = new HashMap<>(pending);
        next.put(side, orders);
        return new GameRecord(ruleset, created, rules, version, next, diceUsed, windowOpened, seedHex, timing, table);
    }

    public GameRecord withWindowClosed(WindowResolved event) {
        GameRecord before = table.resolutionStart() != null ? table.resolutionStart() : this;
        return new GameRecord(ruleset, created, rules, version, Map.of(), diceUsed + event.diceUsed(), event.at(),
                seedHex, timing.withWindowClosed(event), table.withWindowClosed(event.window(), before.forgettingEarlier()));
    }

    /**
     * This game without its own memory of the turn before it: VOID TURN steps back one resolution,
     * and keeping every earlier game inside the next would make a long campaign's record grow with
     * every turn.
     */
    private GameRecord forgettingEarlier() {
        return table.beforeLast() == null && table.resolutionStart() == null ? this
                : withTable(table.withoutEarlier());
    }

    /** A new window opened at {@code at} with no resolution (its side left the game): no orders in, a fresh clock. */
    public GameRecord withWindowPassedOn(Instant at) {
        return new GameRecord(ruleset, created, rules, version, Map.of(), diceUsed, at, seedHex,
                timing.withWindowPassedOn(at), table);
    }

    public GameRecord withSeed(String hex) {
        return new GameRecord(ruleset, created, rules, version, pending, diceUsed, windowOpened, hex, timing, table);
    }

    public GameRecord withRules(RuleEvent event) {
        return new GameRecord(ruleset, created, ruleset.apply(rules, event), version, pending, diceUsed,
                windowOpened, seedHex, timing, table);
    }

    public GameRecord withVersion(long v) {
        return new GameRecord(ruleset, created, rules, v, pending, diceUsed, windowOpened, seedHex, timing, table);
    }

    public GameRecord withTable(Table t) {
        return new GameRecord(ruleset, created, rules, version, pending, diceUsed, windowOpened, seedHex, timing, t);
    }

    public GameRecord withTiming(WindowTiming next) {
        return new GameRecord(ruleset, created, rules, version, pending, diceUsed, windowOpened, seedHex, next, table);
    }

    /**
     * Back to just before the last resolution, with no orders in and the window's clock restarted.
     * The dice already used stay used: a scripted game goes on down its list, a fair game re-keys the window.
     */
    public GameRecord withTurnVoided(GameEvent.TurnVoided voided) {
        GameRecord earlier = table.beforeLast();
        return new GameRecord(ruleset, created, earlier.rules(), version, Map.of(), diceUsed, voided.at(), seedHex,
                WindowTiming.fresh(), table.voided(earlier.table(), voided.window()));
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

    /** The game's schedule; a game journalled before schedules has one made from its deadline hours, if any. */
    public Optional<Schedule> schedule() {
        return Optional.ofNullable(created.schedule() != null ? created.schedule() : Schedule.legacy(created.deadlineHours()));
    }

    /** The open window's deadline, moved on by extensions and by time paused (a running pause not yet counted). */
    public Optional<Instant> deadline() {
        if (windowOpened == null || finished() || window().isEmpty()) {
            return Optional.empty();
        }
        return schedule().map(s -> Deadlines.due(s, windowOpened).plus(timing.extra()));
    }

    /** When late orders stop being taken; under WAIT the window still waits after it. */
    public Optional<Instant> graceEnd() {
        return deadline().map(d -> Deadlines.graceEnd(schedule().orElseThrow(), d));
    }

    public boolean paused() {
        return timing.pausedSince() != null;
    }

    /** The sides due in the open window that have sent no accepted orders yet. */
    public List<String> lateSides() {
        return window().map(w -> w.sides().stream().filter(s -> !pending.containsKey(s)).toList()).orElse(List.of());
    }

    /** True when the GM's event {@code window} names the open window (or no window at all: then it is the open one). */
    public boolean isOpenWindow(String window) {
        return window == null || window().map(w -> w.id().equals(window)).orElse(false);
    }

    /**
     * True when the open window should be resolved now: the GM forced it; or, unless the clock is
     * stopped, every side's orders are in, or the grace after the deadline has run out under the
     * DEFAULT lateness policy. Under WAIT time alone never resolves a window.
     */
    public boolean readyToResolve(Instant now) {
        Optional<OrderWindow> w = window();
        if (w.isEmpty()) {
            return false;
        }
        if (timing.forced()) {
            return true;
        }
        if (paused()) {
            return false;
        }
        if (lateSides().isEmpty()) {
            return true;
        }
        return schedule().filter(s -> s.lateness() == Schedule.Lateness.DEFAULT).isPresent()
                && graceEnd().map(g -> !now.isBefore(g)).orElse(false);
    }
}
