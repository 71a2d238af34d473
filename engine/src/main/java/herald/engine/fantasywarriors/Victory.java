package herald.engine.fantasywarriors;

import herald.engine.Side;
import herald.engine.fantasywarriors.events.BattleEnded;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * When the battle ends (the core's victory and defeat, p11, are missing: Herald's H20). A side has lost when every
 * unit of it has routed or fallen, or its warchief and every battle leader are dead; when the sides left on the field
 * are one side, or allies, they have won. When the scenario's turns are played out, each alliance (a side alone is
 * its own) scores the points of the enemy units that have routed or been destroyed, and the higher score wins; even
 * scores are a draw. The winner named is the alliance's first side still on the field, the reason names them all.
 */
public final class Victory {
    private Victory() {}

    public static Optional<BattleEnded> after(FantasyWarriorsState s) {
        List<String> standing = s.sides().stream().map(Side::id).filter(id -> !beaten(s, id)).toList();
        if (standing.isEmpty()) {
            return Optional.of(new BattleEnded(s.turn(), null, "no army is left on the field: a draw"));
        }
        Map<String, List<String>> alliances = new LinkedHashMap<>();
        standing.forEach(side -> alliances.computeIfAbsent(s.alliance(side), a -> new java.util.ArrayList<>()).add(side));
        if (alliances.size() == 1) {
            List<String> won = alliances.values().iterator().next();
            return Optional.of(new BattleEnded(s.turn(), won.get(0), names(s, won) + " hold the field: every enemy has"
                    + " routed, fallen or lost all its leaders"));
        }
        if (s.turn() < s.deployment().scenario().turns()) {
            return Optional.empty();
        }
        Map<String, Integer> scores = new LinkedHashMap<>();
        alliances.forEach((a, sides) -> scores.put(a, score(s, sides.get(0))));
        int best = scores.values().stream().mapToInt(Integer::intValue).max().orElse(0);
        List<String> top = scores.keySet().stream().filter(a -> scores.get(a) == best).toList();
        String tally = String.join(", ", alliances.keySet().stream().map(a -> names(s, alliances.get(a)) + " "
                + scores.get(a)).toList());
        if (top.size() > 1) {
            return Optional.of(new BattleEnded(s.turn(), null, "the last turn is played, and the points of the enemy"
                    + " units routed or destroyed are even (" + tally + "): a draw"));
        }
        List<String> won = alliances.get(top.get(0));
        return Optional.of(new BattleEnded(s.turn(), won.get(0), "the last turn is played, and " + names(s, won)
                + " have routed or destroyed the more points of enemy units (" + tally + ")"));
    }

    /** Every unit routed or fallen, or the warchief and every battle leader dead. */
    static boolean beaten(FantasyWarriorsState s, String side) {
        boolean leaders = s.individuals().values().stream().filter(i -> i.side().equals(side))
                .filter(i -> s.profile(i).role().leads()).anyMatch(Individual::onTable);
        return s.onTable(side).isEmpty() || !leaders;
    }

    /** The points of the enemy units (not {@code side}'s or its allies') that have left the table: a unit's whole cost. */
    static int score(FantasyWarriorsState s, String side) {
        return s.units().values().stream().filter(u -> !s.allied(u.side(), side) && !u.onTable())
                .mapToInt(u -> u.startFigures() * s.profile(u).points().value()).sum();
    }

    private static String names(FantasyWarriorsState s, List<String> sides) {
        return String.join(" and ", sides.stream().map(s::sideName).toList());
    }
}
