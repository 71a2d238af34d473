package herald.app.game;

import java.time.Instant;
import java.util.List;
import java.util.Map;

/**
 * The facts about a game that are not rules: who plays, what they mailed, when a window closed.
 * Rule outcomes are the ruleset's own events; both kinds share one stream per game.
 */
public sealed interface GameEvent {

    GameRecord applyTo(GameRecord game);

    /**
     * The first event of every game. The dice seed is secret until the end: only its SHA-256 is here.
     *
     * @param scriptedDice the results a scripted game plays in order; null for fair dice
     * @param options the house-rule options the club chose (the ruleset's set-up event carries them too)
     * @param gm the game master, or null for a game without one (and for every game journalled before GMs)
     */
    record GameCreated(String gameId, String rulesetId, String rulesetVersion, String scenario,
            Map<String, String> options, List<Seat> seats, String diceCommitment, List<Integer> scriptedDice,
            Integer deadlineHours, Instant createdAt, Gm gm) implements GameEvent {
        public GameCreated {
            options = Map.copyOf(options);
            seats = List.copyOf(seats);
            scriptedDice = scriptedDice == null ? null : List.copyOf(scriptedDice);
        }

        @Override
        public GameRecord applyTo(GameRecord game) {
            return game.withCreated(this);
        }
    }

    /** The game master: not a side, but may extend, pause, replace and end; the key is kept only as a salted hash. */
    record Gm(String email, String keySalt, String keyHash) {}

    /** A player's place at the table; the order key is kept only as a salted hash. */
    record Seat(String side, String email, String keySalt, String keyHash) {}

    /** A submission that passed every check; the latest one before resolution counts. */
    record OrdersAccepted(String side, String window, String messageId, Instant receivedAt, String body,
            List<String> orders) implements GameEvent {
        public OrdersAccepted {
            orders = List.copyOf(orders);
        }

        @Override
        public GameRecord applyTo(GameRecord game) {
            return game.withPending(side, this);
        }
    }

    /** A mail routed to this game that was refused; the raw message is in the inbound table too. */
    record SubmissionRejected(String side, String window, String messageId, Instant receivedAt, String reason,
            List<String> errors, String body) implements GameEvent {
        public SubmissionRejected {
            errors = List.copyOf(errors);
        }

        @Override
        public GameRecord applyTo(GameRecord game) {
            return game;
        }
    }

    /**
     * Closes a window after its rule events. {@code orders} names, per side, the Message-ID whose
     * orders were used, or "default" when the deadline passed without any. {@code diceStream} (schema
     * version 2; see {@link Upcasts}) names the dice stream the window drew from.
     */
    record WindowResolved(String window, int turn, Map<String, String> orders, int diceUsed, Instant at,
            String diceStream) implements GameEvent {
        public WindowResolved {
            orders = Map.copyOf(orders);
        }

        @Override
        public GameRecord applyTo(GameRecord game) {
            return game.withWindowClosed(this);
        }
    }

    /** At the end of a fair game the seed is published so that anyone can check every roll. */
    record SeedRevealed(String seedHex) implements GameEvent {
        @Override
        public GameRecord applyTo(GameRecord game) {
            return game.withSeed(seedHex);
        }
    }

    // The game master's time commands. Their effect on deadlines and resolution is GameRecord's
    // (issue 5, deadlines); the command code that journals them is the mail/CLI command layer's.

    /** The GM moved the open window's deadline (and its grace) later by {@code hours}. */
    record DeadlineExtended(String window, int hours, String by, Instant at) implements GameEvent {
        @Override
        public GameRecord applyTo(GameRecord game) {
            return game;
        }
    }

    /** The GM stopped the clock: no deadline runs out and nothing resolves until {@link GameResumed}. */
    record GamePaused(String by, String reason, Instant at) implements GameEvent {
        @Override
        public GameRecord applyTo(GameRecord game) {
            return game;
        }
    }

    /** The GM restarted the clock; the open window's deadline moves on by the time spent paused. */
    record GameResumed(String by, Instant at) implements GameEvent {
        @Override
        public GameRecord applyTo(GameRecord game) {
            return game;
        }
    }

    /** The GM asked for the open window to be resolved now; missing orders count as the lateness policy says. */
    record ResolutionForced(String window, String by, Instant at) implements GameEvent {
        @Override
        public GameRecord applyTo(GameRecord game) {
            return game;
        }
    }
}
