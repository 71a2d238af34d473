package herald.engine.fantasywarriors;

import herald.engine.Side;
import herald.engine.fantasywarriors.events.BattleEnded;
import java.util.List;
import java.util.Optional;

/**
 * When the battle ends (the core's victory and defeat, p11, are missing: Herald's H20). A side has lost when every
 * unit of it has routed or fallen, or its warchief and every battle leader are dead; when one side is left it has
 * won. When the scenario's turns are played out, each side scores the points of the enemy units that have routed or
 * been destroyed, and the higher score wins; even scores are a draw.
 */
public final class Victory {
    private Victory() {}

    public static Optional<BattleEnded> after(FantasyWarriorsState s) {
        List<String> standing = s.sides().stream().map(Side::id).filter(id -> !beaten(s, id)).toList();
        if (standing.isEmpty()) {
            return Optional.of(new BattleEnded(s.turn(), null, "no army is left on the field: a draw"));
        }
        if (standing.size() == 1) {
            String w = standing.get(0);
            return Optional.of(new BattleEnded(s.turn(), w, s.sideName(w) + " hold the field: every enemy has routed,"
                    + " fallen or lost all its leaders"));
        }
        if (s.turn() < s.deployment().scenario().turns()) {
            return Optional.empty();
        }
        int best = standing.stream().mapToInt(side -> score(s, side)).max().orElse(0);
        List<String> top = standing.stream().filter(side -> score(s, side) == best).toList();
        String tally = String.join(", ", standing.stream().map(side -> s.sideName(side) + " " + score(s, side)).toList());
        if (top.size() > 1) {
            return Optional.of(new BattleEnded(s.turn(), null, "the last turn is played, and the points of the enemy"
                    + " units routed or destroyed are even (" + tally + "): a draw"));
        }
        return Optional.of(new BattleEnded(s.turn(), top.get(0), "the last turn is played, and " + s.sideName(top.get(0))
                + " have routed or destroyed the more points of enemy units (" + tally + ")"));
    }

    /** Every unit routed or fallen, or the warchief and every battle leader dead. */
    static boolean beaten(FantasyWarriorsState s, String side) {
        boolean leaders = s.individuals().values().stream().filter(i -> i.side().equals(side))
                .filter(i -> s.profile(i).role().leads()).anyMatch(Individual::onTable);
        return s.onTable(side).isEmpty() || !leaders;
    }

    /** The points of the units of {@code side}'s enemies that have left the table: a unit's whole cost. */
    static int score(FantasyWarriorsState s, String side) {
        return s.units().values().stream().filter(u -> !u.side().equals(side) && !u.onTable())
                .mapToInt(u -> u.startFigures() * s.profile(u).points().value()).sum();
    }
}
