package herald.engine.darkage;

import herald.engine.darkage.events.GameEnded;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * Victory (ruling 27; the sheet gives none): a side with no figure left in the game has lost; when every side still
 * playing is allied, they have won together. After the last turn each side scores a point for every enemy figure it
 * took out and the points of the scenario's goals it met; allies add theirs together; the most points wins, a tie is
 * a draw. Under house option victory=share, the side that lost the smallest share of its warband wins instead.
 */
public final class Victory {
    private Victory() {}

    /** The end before the last turn: one side, or one alliance, left playing; or nobody. */
    public static Optional<GameEnded> early(DarkAgeState s) {
        List<String> playing = s.playing();
        if (playing.isEmpty()) {
            return Optional.of(new GameEnded(s.turn(), null, "no side has a figure left in the game: a draw"));
        }
        if (playing.stream().allMatch(p -> s.allied(playing.get(0), p))) {
            String names = playing.stream().map(s::sideName).collect(Collectors.joining(" and "));
            return Optional.of(new GameEnded(s.turn(), playing.get(0), names + (playing.size() > 1 ? " win together" : " win")
                    + ": no enemy is left in the game"));
        }
        return Optional.empty();
    }

    /** Each side's points at the end: enemy figures taken out, and the goals it meets now. */
    public static Map<String, Integer> points(DarkAgeState s) {
        Map<String, Integer> out = new LinkedHashMap<>();
        for (String side : s.sideIds()) {
            out.put(side, s.points(side));
        }
        Ground ground = new Ground(s);
        for (Scenario.Goal g : s.scenario().victory() == null ? List.<Scenario.Goal>of() : s.scenario().victory().goals()) {
            if (met(s, ground, g)) {
                out.merge(g.side(), g.points() == null ? 1 : g.points(), Integer::sum);
            }
        }
        return out;
    }

    static boolean met(DarkAgeState s, Ground ground, Scenario.Goal g) {
        return switch (g.kind()) {
            case "burn" -> s.fires().containsKey(g.feature());
            case "take-out" -> s.figure(g.figure()).map(f -> !f.inGame()).orElse(false);
            case "hold" -> ground.feature(g.feature()).map(x -> {
                boolean ours = s.inGame(g.side()).stream().anyMatch(f -> !f.down() && x.holds(f.at()));
                boolean theirs = s.enemiesOf(g.side()).stream().anyMatch(f -> x.holds(f.at()));
                return ours && !theirs;
            }).orElse(false);
            default -> false;
        };
    }

    /** After the last turn: the most points wins (allies counting together), a tie is a draw. */
    public static GameEnded last(DarkAgeState s) {
        Map<String, Integer> points = points(s);
        Map<String, Integer> score = new LinkedHashMap<>();
        Map<String, String> names = new LinkedHashMap<>();
        for (String side : s.sideIds()) {
            String head = s.sideIds().stream().filter(o -> s.allied(side, o)).findFirst().orElse(side);
            boolean share = s.options().victory().equals("share");
            int value = share ? kept(s, side) : points.get(side);
            score.merge(head, value, Integer::sum);
            names.merge(head, s.sideName(side), (a, b) -> a + " and " + b);
        }
        List<String> lines = new ArrayList<>();
        score.forEach((k, v) -> lines.add(names.get(k) + " " + v));
        String what = s.options().victory().equals("share") ? "per cent of their warband still in the game" : "points";
        int best = score.values().stream().max(Integer::compare).orElse(0);
        List<String> top = score.entrySet().stream().filter(e -> e.getValue() == best).map(Map.Entry::getKey).toList();
        if (top.size() != 1) {
            return new GameEnded(s.turn(), null, "after the last turn, a draw (" + what + ": " + String.join(", ", lines) + ")");
        }
        return new GameEnded(s.turn(), top.get(0), names.get(top.get(0)) + " win after the last turn (" + what + ": "
                + String.join(", ", lines) + ")");
    }

    private static int kept(DarkAgeState s, String side) {
        long all = s.figures().values().stream().filter(f -> f.side().equals(side)).count();
        return all == 0 ? 0 : (int) (100 * s.inGame(side).size() / all);
    }
}
