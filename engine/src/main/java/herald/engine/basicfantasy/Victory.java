package herald.engine.basicfantasy;

import herald.engine.Outcome;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * Victory (R17: the rulebook has none; ours). A side with no units left has lost at once: when one side alone has
 * units, it wins (none: a draw). After the last player turn of the last game turn, the side that removed the most
 * enemy figures wins (house option victory=units: the side with the most units left); a tie at the top is a draw. Only
 * the sides still standing are counted then: a side with no units left lost when it lost them (or left the game).
 */
final class Victory {
    private Victory() {}

    static Optional<Outcome> judge(BasicFantasyState s, int turn, boolean lastOfGameTurn) {
        List<String> standing = s.sideIds().stream().filter(side -> !s.living(side).isEmpty()).toList();
        if (standing.size() <= 1) {
            String fallen = s.sideIds().stream().filter(side -> !standing.contains(side)).map(s::sideName)
                    .collect(Collectors.joining(" and "));
            if (standing.isEmpty()) {
                return Optional.of(new Outcome(null, "a draw: no side has a unit left"));
            }
            String winner = standing.get(0);
            return Optional.of(new Outcome(winner, s.sideName(winner) + " win: " + fallen + " have no units left"));
        }
        if (!lastOfGameTurn || turn < s.scenario().turns()) {
            return Optional.empty();
        }
        boolean byUnits = s.options().victory().equals("units");
        Comparator<String> score = Comparator.comparingInt(side -> byUnits ? s.living(side).size() : s.removedBy(side));
        String tally = standing.stream().map(side -> s.sideName(side) + " "
                        + (byUnits ? s.living(side).size() + " units left" : s.removedBy(side) + " enemy figures removed"))
                .collect(Collectors.joining(", "));
        // a side with no units left has lost already (it may have resigned a game of three sides): it cannot top the tally
        String best = standing.stream().max(score).orElseThrow();
        long top = standing.stream().filter(side -> score.compare(side, best) == 0).count();
        String head = "the last turn (" + turn + ") is over: ";
        if (top > 1) {
            return Optional.of(new Outcome(null, head + "a draw (" + tally + ")"));
        }
        return Optional.of(new Outcome(best, head + s.sideName(best) + " win (" + tally + ")"));
    }
}
