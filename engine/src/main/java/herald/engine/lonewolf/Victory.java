package herald.engine.lonewolf;

import herald.engine.SideNames;
import herald.engine.Outcome;
import java.util.List;
import java.util.Optional;

/**
 * Victory: a side whose enemies have all been removed wins at once (judged at the end of the turn).
 * When the turn limit's last turn ends, the side that has removed more enemy pieces wins; equal is a draw.
 */
public final class Victory {
    private Victory() {}

    /** Judged after turn {@code turn} has ended. */
    public static Optional<Outcome> judge(LoneWolfState s, int turn) {
        List<String> ids = s.sideIds();
        String a = ids.get(0);
        String b = ids.get(1);
        boolean aGone = s.living(a).isEmpty();
        boolean bGone = s.living(b).isEmpty();
        if (aGone && bGone) {
            return Optional.of(new Outcome(null, "both sides have been wiped out: a draw"));
        }
        if (aGone || bGone) {
            String winner = aGone ? b : a;
            String loser = aGone ? a : b;
            return Optional.of(new Outcome(winner, "every piece of " + the(s, loser) + " has been removed: "
                    + the(s, winner) + " win"));
        }
        if (turn < s.scenario().turnLimit()) {
            return Optional.empty();
        }
        int byA = lost(s, b).size();
        int byB = lost(s, a).size();
        String tally = the(s, a) + " removed " + byA + ", " + the(s, b) + " removed " + byB;
        if (byA == byB) {
            return Optional.of(new Outcome(null, "the turn limit (" + turn + ") is reached and " + tally + ": a draw"));
        }
        String winner = byA > byB ? a : b;
        return Optional.of(new Outcome(winner, "the turn limit (" + turn + ") is reached and " + tally + ": "
                + the(s, winner) + " win"));
    }

    private static String the(LoneWolfState s, String side) {
        return SideNames.inSentence(s.sideName(side));
    }

    /** The removed pieces of {@code side}, in scenario order. */
    public static List<Piece> lost(LoneWolfState s, String side) {
        return s.pieces().stream().filter(p -> p.side().equals(side) && !p.alive()).toList();
    }
}
