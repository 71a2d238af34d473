package herald.app.game;

import herald.engine.RuleEvent;
import herald.engine.Ruleset;
import herald.journal.Journal;
import herald.journal.Snapshot;
import herald.journal.StoredEvent;
import java.time.Clock;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Folds a game from its latest usable snapshot instead of from its first event, so that the state at
 * turn 1,000 costs about what it costs at turn 10. Snapshots are taken lazily, by whoever first folds
 * past every {@code every}th resolved turn, and are only ever a cache: one whose ruleset version or
 * format does not match this Herald, or that cannot be read, makes the game's snapshots be dropped and
 * the stream refolded (which takes them afresh).
 */
final class Snapshots {
    /** Turns between snapshots by default: a replay folds at most this many turns (and one window more). */
    static final int EVERY = 10;
    /** Events read per query, so that a replay of an early turn never reads a long game's whole stream. */
    static final int PAGE = 400;
    private static final Map<Class<?>, SnapshotCodec> CODECS = new ConcurrentHashMap<>();

    private final Journal journal;
    private final Clock clock;
    private final int every;

    Snapshots(Journal journal, Clock clock, int every) {
        if (every < 1) {
            throw new IllegalArgumentException("snapshots every " + every + " turns");
        }
        this.journal = journal;
        this.clock = clock;
        this.every = every;
    }

    /** The game now. */
    GameRecord current(String gameId) {
        return fold(gameId, Integer.MAX_VALUE).game();
    }

    /** The game once set up: GameCreated and the ruleset's set-up events, before any orders. */
    GameRecord atSetUp(String gameId) {
        List<StoredEvent> page = journal.read(gameId, 0, PAGE);
        if (page.isEmpty()) {
            throw new UserError("no game " + gameId + "; `herald games` lists them");
        }
        EventCodec events = new EventCodec(Games.rulesetOf(page.get(0)));
        GameRecord game = GameRecord.empty(events.ruleset());
        for (StoredEvent stored : page) {
            Object event = events.decode(stored);
            if (stored.version() > 1 && !(event instanceof RuleEvent)) {
                break;
            }
            game = Games.fold(game, event).withVersion(stored.version());
        }
        return game;
    }

    /** The game as it stood when turn {@code turn} (at least 1) had been resolved: after its last window. */
    GameRecord atTurn(String gameId, int turn) {
        Fold f = fold(gameId, turn);
        if (f.at() == null) {
            throw new UserError(gameId + " has not resolved turn " + turn + " yet"
                    + (f.lastTurn() == 0 ? "; no turn is resolved so far" : "; the last resolved is turn " + f.lastTurn()));
        }
        return f.at();
    }

    /** Where a fold stopped: the whole game read so far, the state at the turn asked for (or null), the last turn resolved. */
    private record Fold(GameRecord game, GameRecord at, int lastTurn) {}

    /** Folds until the first window of a turn after {@code turn} is resolved, or the stream ends. */
    private Fold fold(String gameId, int turn) {
        List<StoredEvent> first = journal.read(gameId, 0, 1);
        if (first.isEmpty()) {
            throw new UserError("no game " + gameId + "; `herald games` lists them");
        }
        Ruleset ruleset = Games.rulesetOf(first.get(0));
        EventCodec events = new EventCodec(ruleset);
        SnapshotCodec codec = CODECS.computeIfAbsent(ruleset.getClass(), c -> new SnapshotCodec(ruleset));
        GameRecord game = GameRecord.empty(ruleset);
        int lastTurn = 0;
        GameRecord at = null;
        boolean justResolved = false;
        // A snapshot is taken just after the first window of its turn is resolved, so one of turn N itself is a
        // start for the game at turn N: it is that game if N has no other window (nor a void) after it.
        Optional<Snapshot> snapshot = journal.snapshotBefore(gameId, turn == Integer.MAX_VALUE ? turn : turn + 1);
        if (snapshot.isPresent()) {
            Optional<GameRecord> restored = usable(snapshot.get(), ruleset, codec);
            if (restored.isPresent()) {
                game = restored.get();
                lastTurn = snapshot.get().turn();
                justResolved = lastTurn == turn;
                at = justResolved ? game : null;
            } else {
                journal.dropSnapshots(gameId);
            }
        }
        int snapshotTurn = lastTurn;
        while (true) {
            List<StoredEvent> page = journal.read(gameId, game.version(), PAGE);
            for (StoredEvent stored : page) {
                Object event = events.decode(stored);
                if (event instanceof GameEvent.WindowResolved w && w.turn() > turn) {
                    return new Fold(game, at, lastTurn);
                }
                game = Games.fold(game, event).withVersion(stored.version());
                if (event instanceof GameEvent.WindowResolved w) {
                    lastTurn = w.turn();
                    justResolved = w.turn() == turn;
                    at = justResolved ? game : at;
                    if (w.turn() % every == 0 && w.turn() > snapshotTurn) {
                        keep(new Snapshot(gameId, stored.version(), w.turn(), ruleset.version(), codec.format(),
                                codec.write(game), clock.instant()));
                        snapshotTurn = w.turn();
                    }
                } else if (justResolved && event instanceof GameEvent.SeedRevealed) {
                    at = game; // the seed published with the last turn belongs to it
                } else {
                    justResolved = false;
                }
            }
            if (page.size() < PAGE) {
                return new Fold(game, at, lastTurn);
            }
        }
    }

    /** A cache that cannot be written (a read-only database user, say) must not stop anyone reading the game. */
    private void keep(Snapshot s) {
        try {
            journal.putSnapshot(s);
        } catch (herald.journal.JournalException e) {
            // the next fold past this turn tries again; until then replays fold a little further
        }
    }

    private static Optional<GameRecord> usable(Snapshot s, Ruleset ruleset, SnapshotCodec codec) {
        if (!s.rulesetVersion().equals(ruleset.version()) || !s.format().equals(codec.format())) {
            return Optional.empty();
        }
        return codec.read(s.state()).filter(g -> g.version() == s.version());
    }
}
