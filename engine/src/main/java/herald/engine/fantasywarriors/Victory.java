package herald.engine.fantasywarriors;

import herald.engine.fantasywarriors.events.BattleEnded;
import java.util.List;
import java.util.Optional;

/**
 * When the battle ends (the core's victory and defeat, p11, are missing: Herald's, in the README). A side whose every
 * unit has routed or fallen has lost the field; when one side is left with units on the table it has won. When the
 * scenario's turns are played out the side with the greatest worth still on the table holds the field, a tie a
 * draw.
 */
public final class Victory {
    private Victory() {}

    public static Optional<BattleEnded> after(FantasyWarriorsState s) {
        List<String> standing = s.sides().stream().map(herald.engine.Side::id).filter(id -> !s.onTable(id).isEmpty())
                .toList();
        if (standing.isEmpty()) {
            return Optional.of(new BattleEnded(s.turn(), null, "no army is left on the field: a draw"));
        }
        if (standing.size() == 1) {
            String w = standing.get(0);
            return Optional.of(new BattleEnded(s.turn(), w, s.sideName(w) + " hold the field: every enemy unit has"
                    + " routed or fallen"));
        }
        if (s.turn() < s.deployment().scenario().turns()) {
            return Optional.empty();
        }
        int best = standing.stream().mapToInt(side -> worth(s, side)).max().orElse(0);
        List<String> top = standing.stream().filter(side -> worth(s, side) == best).toList();
        String tally = String.join(", ", standing.stream().map(side -> s.sideName(side) + " " + worth(s, side)).toList());
        if (top.size() > 1) {
            return Optional.of(new BattleEnded(s.turn(), null, "the last turn is played and the worth on the field is"
                    + " even (" + tally + "): a draw"));
        }
        return Optional.of(new BattleEnded(s.turn(), top.get(0), "the last turn is played and " + s.sideName(top.get(0))
                + " hold the field with the greater worth (" + tally + ")"));
    }

    static int worth(FantasyWarriorsState s, String side) {
        return s.onTable(side).stream().mapToInt(u -> Worth.of(s, u)).sum();
    }
}
