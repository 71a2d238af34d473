package herald.app.game;

import herald.app.game.GameEvent.PressSent;
import herald.app.game.GameEvent.Seat;
import herald.engine.Outcome;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * What the players and the GM have changed about a game beyond the rules: who sits at each side now
 * and with which key, the draw offers and press of the open window, a game-level ending (resignation,
 * agreed draw, the GM's result), and what VOID TURN needs to step back. Part of {@link GameRecord},
 * changed only by folding events.
 *
 * @param seats the current seats: GameCreated's, after any NEWKEY or REPLACE
 * @param press messages sent in the open window, plus those of the window just closed (delivered now)
 * @param ending set when the game ended outside the rules; null otherwise
 * @param voids how many times each window id has been voided: part of the key of its dice stream
 * @param resolutionStart the game just before the rule events being folded (a resolution in progress)
 * @param beforeLast the game just before the last resolution, for VOID TURN; null before the first
 * @param left the sides whose players resigned a game of three or more sides that went on without them
 */
public record Table(List<Seat> seats, Set<String> drawOffers, List<PressSent> press, Outcome ending,
        Map<String, Integer> voids, GameRecord resolutionStart, GameRecord beforeLast, Set<String> left) {

    public Table {
        seats = List.copyOf(seats);
        drawOffers = Set.copyOf(drawOffers);
        press = List.copyOf(press);
        voids = Map.copyOf(voids);
        left = left == null ? Set.of() : Set.copyOf(left);
    }

    public static Table of(List<Seat> seats) {
        return new Table(seats, Set.of(), List.of(), null, Map.of(), null, null, Set.of());
    }

    public Table withSeat(String side, String email, String keySalt, String keyHash) {
        List<Seat> next = new ArrayList<>();
        for (Seat s : seats) {
            next.add(s.side().equals(side) ? new Seat(side, email.toLowerCase(), keySalt, keyHash) : s);
        }
        return new Table(next, drawOffers, press, ending, voids, resolutionStart, beforeLast, left);
    }

    public Table withPress(PressSent sent) {
        List<PressSent> next = new ArrayList<>(press);
        next.add(sent);
        return new Table(seats, drawOffers, next, ending, voids, resolutionStart, beforeLast, left);
    }

    public Table withDrawOffer(String side) {
        Set<String> next = new TreeSet<>(drawOffers);
        next.add(side);
        return new Table(seats, next, press, ending, voids, resolutionStart, beforeLast, left);
    }

    public Table withEnding(Outcome outcome) {
        return new Table(seats, drawOffers, press, outcome, voids, resolutionStart, beforeLast, left);
    }

    /** Remembers the game as it was before the first rule event of a resolution. */
    public Table withResolutionStart(GameRecord before) {
        return new Table(seats, drawOffers, press, ending, voids, before, beforeLast, left);
    }

    public Table withoutResolutionStart() {
        return resolutionStart == null ? this
                : new Table(seats, drawOffers, press, ending, voids, null, beforeLast, left);
    }

    /**
     * A window closed: its draw offers lapse, the press sent in it stays just long enough to be mailed
     * with the turn result, and the game before it is kept for VOID TURN.
     */
    public Table withWindowClosed(String window, GameRecord before) {
        List<PressSent> delivered = press.stream().filter(p -> window.equals(p.window())).toList();
        return new Table(seats, Set.of(), delivered, ending, voids, null, before, left);
    }

    /** Back to {@code earlier}'s table, keeping who sits where now and counting one more void of the window. */
    public Table voided(Table earlier, String window) {
        Map<String, Integer> next = new HashMap<>(voids);
        next.merge(window, 1, Integer::sum);
        return new Table(seats, Set.of(), List.of(), null, next, null, earlier.beforeLast(), left);
    }

    /** This table without the games it remembers for VOID TURN (see GameRecord.forgettingEarlier). */
    public Table withoutEarlier() {
        return new Table(seats, drawOffers, press, ending, voids, null, null, left);
    }

    /** {@code side} left the game: it no longer offers draws, sends press or owes orders. */
    public Table withLeft(String side) {
        Set<String> next = new TreeSet<>(left);
        next.add(side);
        return new Table(seats, drawOffers, press, ending, voids, resolutionStart, beforeLast, next);
    }

    /** The seats of the sides still in the game: every seat, less those whose side has left. */
    public List<Seat> playing() {
        return seats.stream().filter(s -> !left.contains(s.side())).toList();
    }

    public int voidsOf(String window) {
        return voids.getOrDefault(window, 0);
    }
}
