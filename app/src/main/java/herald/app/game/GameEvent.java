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
     * @param schedule when orders are due and what lateness costs; null for a game journalled before
     *                 schedules, which keeps {@code deadlineHours} (or no deadline) as it always had
     * @param campaign the campaign this game is a battle of (issue 18), or null; left out of the payload when null,
     *                 so a game outside any campaign is written as before campaigns were
     */
    record GameCreated(String gameId, String rulesetId, String rulesetVersion, String scenario,
            Map<String, String> options, List<Seat> seats, String diceCommitment, List<Integer> scriptedDice,
            Integer deadlineHours, Instant createdAt, Gm gm, Schedule schedule,
            @com.fasterxml.jackson.annotation.JsonInclude(com.fasterxml.jackson.annotation.JsonInclude.Include.NON_NULL)
            String campaign) implements GameEvent {
        public GameCreated {
            options = Map.copyOf(options);
            seats = List.copyOf(seats);
            scriptedDice = scriptedDice == null ? null : List.copyOf(scriptedDice);
        }

        /** A game that is no campaign's battle. */
        public GameCreated(String gameId, String rulesetId, String rulesetVersion, String scenario,
                Map<String, String> options, List<Seat> seats, String diceCommitment, List<Integer> scriptedDice,
                Integer deadlineHours, Instant createdAt, Gm gm, Schedule schedule) {
            this(gameId, rulesetId, rulesetVersion, scenario, options, seats, diceCommitment, scriptedDice,
                    deadlineHours, createdAt, gm, schedule, null);
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
            // The journal and its archives keep what was refused, never a key to send orders with.
            body = Keys.withoutKeyLines(body);
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
            // An extension meant for a window that has closed since is spent: it must not move the next one.
            return game.isOpenWindow(window)
                    ? game.withTiming(game.timing().plusExtra(java.time.Duration.ofHours(hours))) : game;
        }
    }

    /** The GM stopped the clock: no deadline runs out and nothing resolves until {@link GameResumed}. */
    record GamePaused(String by, String reason, Instant at) implements GameEvent {
        @Override
        public GameRecord applyTo(GameRecord game) {
            return game.paused() ? game : game.withTiming(game.timing().withPausedSince(at));
        }
    }

    /** The GM restarted the clock; the open window's deadline moves on by the time spent paused. */
    record GameResumed(String by, Instant at) implements GameEvent {
        @Override
        public GameRecord applyTo(GameRecord game) {
            if (!game.paused()) {
                return game;
            }
            java.time.Duration stopped = java.time.Duration.between(game.timing().pausedSince(), at);
            return game.withTiming(game.timing().withPausedSince(null)
                    .plusExtra(stopped.isNegative() ? java.time.Duration.ZERO : stopped));
        }
    }

    /** The GM asked for the open window to be resolved now; missing orders count as the lateness policy says. */
    record ResolutionForced(String window, String by, Instant at) implements GameEvent {
        @Override
        public GameRecord applyTo(GameRecord game) {
            return game.isOpenWindow(window) ? game.withTiming(game.timing().withForced()) : game;
        }
    }

    /**
     * Herald reminded the late sides of the open window, or told the on-time sides who is late; journalled
     * in the same transaction as the mails, so a restart never sends the same reminder twice.
     *
     * @param kind "before" (ahead of the deadline), "late-N" (N days after it) or "note" (to the on-time sides)
     * @param sides the sides mailed
     */
    record ReminderSent(String window, String kind, List<String> sides, Instant at) implements GameEvent {
        public ReminderSent {
            sides = List.copyOf(sides);
        }

        @Override
        public GameRecord applyTo(GameRecord game) {
            return game.isOpenWindow(window) ? game.withTiming(game.timing().withReminder(kind)) : game;
        }
    }

    // Mail and command-line commands (issue 5): what players and the GM asked for, answered by mail.

    /** A command that only reads (HELP, STATUS, HISTORY, ORDERS) was answered; kept so every mail leaves a trace. */
    record CommandAnswered(String by, String command, String messageId, Instant at) implements GameEvent {
        @Override
        public GameRecord applyTo(GameRecord game) {
            return game;
        }
    }

    /** A message from one side to others, delivered with the turn-result mail that closes {@code window}. */
    record PressSent(String from, List<String> to, String window, String text, String messageId, Instant at)
            implements GameEvent {
        public PressSent {
            to = List.copyOf(to);
        }

        @Override
        public GameRecord applyTo(GameRecord game) {
            return game.withTable(game.table().withPress(this));
        }
    }

    /** A side offered a draw; it lapses when the window resolves. Every side offering ends the game drawn. */
    record DrawOffered(String side, String window, String messageId, Instant at) implements GameEvent {
        @Override
        public GameRecord applyTo(GameRecord game) {
            return game.withTable(game.table().withDrawOffer(side));
        }
    }

    /**
     * The game ended outside the rules: a side resigned, every side agreed a draw, or the GM ended it.
     *
     * @param winner the winning side, or null for a draw or a GM's result that names none
     * @param how "resigned", "drawn" or "gm"
     */
    record ResultDeclared(String winner, String result, String how, String by, Instant at) implements GameEvent {
        @Override
        public GameRecord applyTo(GameRecord game) {
            return game.withTable(game.table().withEnding(new herald.engine.Outcome(winner, result)));
        }
    }

    /**
     * A side's player resigned a game of three or more sides, which goes on without it: journalled after the rule
     * events that say what became of its pieces (Ruleset.sideLeaves). The seat stays, to be told how the game ends.
     *
     * @param turnPassed the side left in its own window, which closed unresolved: the window those events opened
     *     starts now, with no orders in and a clock of its own
     */
    record SideResigned(String side, boolean turnPassed, String by, Instant at) implements GameEvent {
        @Override
        public GameRecord applyTo(GameRecord game) {
            GameRecord left = game.withTable(game.table().withLeft(side));
            return turnPassed ? left.withWindowPassedOn(at) : left;
        }
    }

    /** A side's order key was changed (NEWKEY): the old key stops working; only the salted hash is kept. */
    record KeyChanged(String side, String keySalt, String keyHash, String messageId, Instant at) implements GameEvent {
        @Override
        public GameRecord applyTo(GameRecord game) {
            return game.withTable(game.table().withSeat(side, game.seatOf(side).orElseThrow().email(), keySalt, keyHash));
        }
    }

    /** The GM gave a side to a new player, with a new key; the old player's key stops working. */
    record SideReplaced(String side, String email, String keySalt, String keyHash, String by, Instant at)
            implements GameEvent {
        @Override
        public GameRecord applyTo(GameRecord game) {
            return game.withTable(game.table().withSeat(side, email, keySalt, keyHash));
        }
    }

    /**
     * The GM voided the last resolution. The journal keeps it; folding this event returns the game to
     * just before it, with the window open again and no orders in, and the window's dice re-keyed.
     */
    record TurnVoided(String window, int turn, String reason, String by, Instant at) implements GameEvent {
        @Override
        public GameRecord applyTo(GameRecord game) {
            return game.withTurnVoided(this);
        }
    }

    /**
     * A player of a campaign's battle chose who of the side's roster fights the campaign's next battle (FIELD); the
     * latest choice of the last battle counts. It changes nothing in this game.
     */
    record FieldChosen(String side, List<String> pieces, String messageId, Instant at) implements GameEvent {
        public FieldChosen {
            pieces = List.copyOf(pieces);
        }

        @Override
        public GameRecord applyTo(GameRecord game) {
            return game;
        }
    }

    /** The GM mailed every player. */
    record GmBroadcast(String text, String by, Instant at) implements GameEvent {
        @Override
        public GameRecord applyTo(GameRecord game) {
            return game;
        }
    }
}
