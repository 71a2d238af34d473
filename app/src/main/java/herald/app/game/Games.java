package herald.app.game;

import herald.engine.RuleEvent;
import herald.engine.Ruleset;
import herald.journal.Journal;
import herald.journal.StoredEvent;
import java.util.List;
import java.util.function.Predicate;

/** Loads games from the journal by folding their streams (from a snapshot where one helps: see {@link Snapshots}). */
public final class Games {
    private final Journal journal;
    private final Snapshots snapshots;
    /** What this process last folded of each game: a record is a value, good for as long as its version stands. */
    private final java.util.Map<String, GameRecord> folded = new java.util.concurrent.ConcurrentHashMap<>();

    public Games(Journal journal) {
        this(journal, Snapshots.EVERY);
    }

    /** As above, with a snapshot every {@code snapshotEvery} turns (tests use short games). */
    Games(Journal journal, int snapshotEvery) {
        this.journal = journal;
        // The clock only dates snapshots, a cache whose dates nothing reads but a person looking at the table.
        this.snapshots = new Snapshots(journal, java.time.Clock.systemUTC(), snapshotEvery);
    }

    /** The game now, folded from its latest snapshot. */
    public GameRecord load(String gameId) {
        GameRecord game = snapshots.current(gameId);
        folded.put(gameId, game);
        return game;
    }

    /**
     * The game at {@code version} (or later): as this process last folded it when that was at {@code version},
     * else from the journal. A pass of `herald run` over every game of a club reads only those that moved.
     */
    public GameRecord atVersion(String gameId, long version) {
        GameRecord known = folded.get(gameId);
        return known != null && known.version() == version ? known : load(gameId);
    }

    /**
     * Folds the events of {@code gameId} while {@code keep} holds for the next one. The stream is read a page at
     * a time, so a fold of a million events holds one page of rows, not all of them (issue 17: -Xmx256m).
     */
    public GameRecord load(String gameId, Predicate<Object> keep) {
        List<StoredEvent> page = firstPage(gameId);
        EventCodec codec = new EventCodec(rulesetOf(page.get(0)));
        GameRecord game = GameRecord.empty(codec.ruleset());
        while (true) {
            for (StoredEvent stored : page) {
                Object event = codec.decode(stored);
                if (!keep.test(event)) {
                    return game;
                }
                game = fold(game, event).withVersion(stored.version());
            }
            if (page.size() < FOLD_PAGE) {
                return game;
            }
            page = journal.read(gameId, game.version(), FOLD_PAGE);
        }
    }

    /** Events read per query by a fold of a whole stream: few queries, and a page of rows in memory at most. */
    private static final int FOLD_PAGE = 4096;

    private List<StoredEvent> firstPage(String gameId) {
        List<StoredEvent> page = journal.read(gameId, 0, FOLD_PAGE);
        if (page.isEmpty()) {
            throw new UserError("no game " + gameId + "; `herald games` lists them");
        }
        return page;
    }

    /** One event of a game's history and the game just after it. */
    public record Step(StoredEvent stored, Object event, GameRecord after) {}

    public List<Step> history(String gameId) {
        List<StoredEvent> page = firstPage(gameId);
        EventCodec codec = new EventCodec(rulesetOf(page.get(0)));
        GameRecord game = GameRecord.empty(codec.ruleset());
        List<Step> steps = new java.util.ArrayList<>();
        while (true) {
            for (StoredEvent stored : page) {
                Object event = codec.decode(stored);
                game = fold(game, event).withVersion(stored.version());
                steps.add(new Step(stored, event, game));
            }
            if (page.size() < FOLD_PAGE) {
                return steps;
            }
            page = journal.read(gameId, game.version(), FOLD_PAGE);
        }
    }

    /**
     * The game as it stood when turn {@code turn} had been resolved (after the last window of that turn,
     * and the dice seed if it was published then); turn 0 is the set-up. Starts from the latest snapshot
     * before that turn, so it costs about the same for turn 1,000 of a long campaign as for turn 10.
     */
    public GameRecord atTurn(String gameId, int turn) {
        if (turn < 0) {
            throw new UserError("a turn is 0 (the set-up) or more, not " + turn);
        }
        return turn == 0 ? snapshots.atSetUp(gameId) : snapshots.atTurn(gameId, turn);
    }

    /**
     * One resolved turn: the game as it stood before it, the outcome events of every window of the turn in
     * order (the rules' events only: not the orders), and the game after it.
     */
    public record Turn(GameRecord before, List<RuleEvent> events, GameRecord after) {
        public Turn {
            events = List.copyOf(events);
        }
    }

    /** Turn {@code turn} (1 or more) as {@link #atTurn} finds its ends, with the events between them. */
    public Turn turn(String gameId, int turn) {
        if (turn < 1) {
            throw new UserError("a played turn is 1 or more, not " + turn);
        }
        GameRecord after = atTurn(gameId, turn);
        GameRecord before = atTurn(gameId, turn - 1);
        EventCodec codec = new EventCodec(after.ruleset());
        List<RuleEvent> events = new java.util.ArrayList<>();
        long from = before.version();
        while (from < after.version()) {
            List<StoredEvent> page = journal.read(gameId, from, (int) Math.min(Snapshots.PAGE, after.version() - from));
            for (StoredEvent stored : page) {
                if (codec.decode(stored) instanceof RuleEvent r) {
                    events.add(r);
                }
                from = stored.version();
            }
        }
        return new Turn(before, events, after);
    }

    /**
     * One resolved window, by its id ({@code T3-B}; any case), as {@link #turn} gives a whole turn: where sides take
     * turns, each player turn was mailed on its own, and a replay of it must draw that one alone. Empty when no
     * resolved window has that id.
     */
    public java.util.Optional<Turn> window(String gameId, String windowId) {
        List<Step> steps = history(gameId);
        int i = 1;
        while (i < steps.size() && steps.get(i).event() instanceof RuleEvent) {
            i++; // the set-up's own rule events belong to no window
        }
        GameRecord before = steps.get(i - 1).after();
        List<RuleEvent> events = new java.util.ArrayList<>();
        for (; i < steps.size(); i++) {
            Step step = steps.get(i);
            if (step.event() instanceof RuleEvent r) {
                events.add(r);
            } else if (step.event() instanceof GameEvent.WindowResolved w && w.window().equalsIgnoreCase(windowId)) {
                return java.util.Optional.of(new Turn(before, events, step.after()));
            } else {
                // orders and the like change no rules: the window's events start after the last of them
                before = step.after();
                events = new java.util.ArrayList<>();
            }
        }
        return java.util.Optional.empty();
    }

    /** The rules state a scenario (shipped, or a file: see {@link ScenarioSource}) sets up, before any game exists. */
    public static herald.engine.RulesState setUp(Ruleset ruleset, String scenario) {
        return setUp(ruleset, ScenarioSource.of(ruleset, scenario), java.util.Map.of());
    }

    public static herald.engine.RulesState setUp(Ruleset ruleset, ScenarioSource scenario,
            java.util.Map<String, String> options) {
        herald.engine.RulesState state = ruleset.initial();
        for (RuleEvent e : scenario.setUp(ruleset, options)) {
            state = ruleset.apply(state, e);
        }
        return state;
    }

    /** {@code game} after {@code events}, folded in order. */
    public static GameRecord foldAll(GameRecord game, java.util.List<?> events) {
        GameRecord after = game;
        for (Object e : events) {
            after = fold(after, e);
        }
        return after;
    }

    public static GameRecord fold(GameRecord game, Object event) {
        // A resolution is a run of rule events closed by WindowResolved; the game before the run is
        // remembered so that VOID TURN can return to it without the journal being edited. Set-up's
        // rule events come while no window is open yet, so they never count as the start of one, even
        // when the first resolution follows them with no other event between.
        if (event instanceof GameEvent g) {
            GameRecord after = g.applyTo(game);
            return after.created() == null ? after : after.withTable(after.table().withoutResolutionStart());
        }
        if (event instanceof RuleEvent r) {
            boolean first = game.created() != null && game.table().resolutionStart() == null
                    && game.window().isPresent();
            return (first ? game.withTable(game.table().withResolutionStart(game)) : game).withRules(r);
        }
        throw new IllegalStateException("not an event: " + event);
    }

    /**
     * A journal stream whose id begins so is not a game but a campaign's (DESIGN.md: a campaign is a stream of
     * its own; issue 18). No game id can (two letters, a dash and five characters: {@link Keys#gameId}), so
     * telling the two apart reads nothing.
     */
    public static final String CAMPAIGN_PREFIX = "CAMPAIGN-";

    /** Whether the journal stream {@code id} is a game's, not a campaign's. */
    public static boolean isGame(String id) {
        return !id.regionMatches(true, 0, CAMPAIGN_PREFIX, 0, CAMPAIGN_PREFIX.length());
    }

    /** Every game of the journal (its other streams are campaigns), in the order each began. */
    public List<String> ids() {
        return journal.gameIds().stream().filter(Games::isGame).toList();
    }

    /** The ruleset a stream's first event names: every fold of a game starts here, so a campaign's is refused here. */
    static Ruleset rulesetOf(StoredEvent first) {
        if (!isGame(first.gameId())) {
            throw new UserError("no game " + first.gameId() + ": that is a campaign's name; `herald games` lists the games");
        }
        if (!first.type().equals("GameCreated")) {
            throw new IllegalStateException(first.gameId() + " does not start with GameCreated");
        }
        try {
            String id = EventCodec.shared().readTree(first.payload()).path("rulesetId").asText();
            return Rulesets.byId(id);
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new IllegalStateException("the first event of " + first.gameId() + " cannot be read", e);
        }
    }
}
