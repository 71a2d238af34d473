package herald.app.game;

import herald.engine.RuleEvent;
import herald.engine.Ruleset;
import herald.journal.Journal;
import herald.journal.StoredEvent;
import java.util.List;
import java.util.function.Predicate;

/** Loads games from the journal by folding their streams. */
public final class Games {
    private final Journal journal;

    public Games(Journal journal) {
        this.journal = journal;
    }

    public GameRecord load(String gameId) {
        return load(gameId, e -> true);
    }

    /** Folds the events of {@code gameId} while {@code keep} holds for the next one. */
    public GameRecord load(String gameId, Predicate<Object> keep) {
        List<StoredEvent> events = journal.read(gameId);
        if (events.isEmpty()) {
            throw new UserError("no game " + gameId + "; `herald games` lists them");
        }
        EventCodec codec = new EventCodec(rulesetOf(events.get(0)));
        GameRecord game = GameRecord.empty(codec.ruleset());
        for (StoredEvent stored : events) {
            Object event = codec.decode(stored);
            if (!keep.test(event)) {
                break;
            }
            game = fold(game, event).withVersion(stored.version());
        }
        return game;
    }

    /** One event of a game's history and the game just after it. */
    public record Step(StoredEvent stored, Object event, GameRecord after) {}

    public List<Step> history(String gameId) {
        List<StoredEvent> events = journal.read(gameId);
        if (events.isEmpty()) {
            throw new UserError("no game " + gameId + "; `herald games` lists them");
        }
        EventCodec codec = new EventCodec(rulesetOf(events.get(0)));
        GameRecord game = GameRecord.empty(codec.ruleset());
        List<Step> steps = new java.util.ArrayList<>();
        for (StoredEvent stored : events) {
            Object event = codec.decode(stored);
            game = fold(game, event).withVersion(stored.version());
            steps.add(new Step(stored, event, game));
        }
        return steps;
    }

    /** The game as it stood when turn {@code turn} had been resolved; turn 0 is the set-up. */
    public GameRecord atTurn(String gameId, int turn) {
        List<Step> steps = history(gameId);
        GameRecord at = turn == 0 ? steps.get(0).after() : null;
        for (int i = 1; i < steps.size(); i++) {
            Object event = steps.get(i).event();
            if (turn == 0) {
                if (!(event instanceof RuleEvent)) {
                    break;
                }
                at = steps.get(i).after();
            } else if (event instanceof GameEvent.WindowResolved w && w.turn() == turn) {
                at = steps.get(i).after();
            } else if (at != null && event instanceof GameEvent.SeedRevealed) {
                at = steps.get(i).after();
            } else if (at != null) {
                break;
            }
        }
        if (at == null) {
            throw new UserError(gameId + " has not resolved turn " + turn + " yet");
        }
        return at;
    }

    /** The rules state a shipped scenario sets up, before any game is created from it. */
    public static herald.engine.RulesState setUp(Ruleset ruleset, String scenario) {
        try {
            herald.engine.RulesState state = ruleset.initial();
            for (RuleEvent e : ruleset.setUp(herald.templates.Scenarios.read(ruleset.id(), scenario), scenario + ".json")) {
                state = ruleset.apply(state, e);
            }
            return state;
        } catch (herald.engine.ScenarioException e) {
            throw new UserError(e.getMessage(), e);
        } catch (IllegalArgumentException e) {
            throw new UserError(e.getMessage(), e);
        }
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

    public List<String> ids() {
        return journal.gameIds();
    }

    private static Ruleset rulesetOf(StoredEvent first) {
        if (!first.type().equals("GameCreated")) {
            throw new IllegalStateException(first.gameId() + " does not start with GameCreated");
        }
        try {
            String id = EventCodec.mapper().readTree(first.payload()).path("rulesetId").asText();
            return Rulesets.byId(id);
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new IllegalStateException("the first event of " + first.gameId() + " cannot be read", e);
        }
    }
}
