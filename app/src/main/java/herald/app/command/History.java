package herald.app.command;

import herald.app.game.GameEvent.TurnVoided;
import herald.app.game.GameEvent.WindowResolved;
import herald.app.game.GameRecord;
import herald.app.game.Games;
import herald.engine.RuleEvent;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** HISTORY N: a turn's report lines and position as one side saw them, skipping any resolution the GM voided. */
final class History {
    private History() {}

    /**
     * The game after turn {@code turn} and the report lines {@code side} (null: the umpire) was shown; {@code before}
     * the game the turn was resolved from and {@code events} its rule events, for the map to draw the turn as the
     * turn mail did (at the set-up: the game itself and none).
     */
    record Turn(GameRecord game, List<String> lines, GameRecord before, List<RuleEvent> events) {
        Turn {
            lines = List.copyOf(lines);
            events = List.copyOf(events);
        }
    }

    /** One window's resolution: the game it was resolved from and its rule events. */
    private record Window(GameRecord before, List<RuleEvent> events) {}

    static Optional<Turn> of(List<Games.Step> steps, int turn, String side) {
        if (turn == 0) {
            GameRecord at = steps.get(0).after();
            for (int i = 1; i < steps.size() && steps.get(i).event() instanceof RuleEvent; i++) {
                at = steps.get(i).after();
            }
            return Optional.of(new Turn(at, List.of(), at, List.of()));
        }
        Map<String, List<String>> byWindow = new LinkedHashMap<>();
        Map<String, Window> resolutions = new LinkedHashMap<>();
        List<String> buffer = new ArrayList<>();
        List<RuleEvent> events = new ArrayList<>();
        GameRecord at = null;
        GameRecord last = null;
        GameRecord from = null;
        for (Games.Step step : steps) {
            Object event = step.event();
            if (event instanceof RuleEvent r) {
                if (events.isEmpty()) {
                    from = last;
                }
                events.add(r);
                if (r.visibleTo().isEmpty() || side == null || r.visibleTo().contains(side)) {
                    buffer.add(r.describe());
                }
            } else if (event instanceof WindowResolved w) {
                if (w.turn() == turn) {
                    byWindow.put(w.window(), new ArrayList<>(buffer));
                    resolutions.put(w.window(), new Window(events.isEmpty() ? last : from, new ArrayList<>(events)));
                    at = step.after();
                }
                buffer.clear();
                events.clear();
            } else if (event instanceof TurnVoided v && v.turn() == turn) {
                byWindow.remove(v.window());
                resolutions.remove(v.window());
                at = byWindow.isEmpty() ? null : step.after();
            } else {
                buffer.clear();
                events.clear();
            }
            last = step.after();
        }
        if (at == null) {
            return Optional.empty();
        }
        // the turn's windows one after another, from the game the first was resolved from
        return Optional.of(new Turn(at, byWindow.values().stream().flatMap(List::stream).toList(),
                resolutions.values().iterator().next().before(),
                resolutions.values().stream().flatMap(w -> w.events().stream()).toList()));
    }

    static int lastTurn(List<Games.Step> steps) {
        int max = steps.stream().map(Games.Step::event).filter(e -> e instanceof WindowResolved)
                .mapToInt(e -> ((WindowResolved) e).turn()).max().orElse(0);
        for (int t = max; t > 0; t--) {
            if (of(steps, t, null).isPresent()) {
                return t;
            }
        }
        return 0;
    }
}
