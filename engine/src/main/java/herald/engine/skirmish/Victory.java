package herald.engine.skirmish;

import herald.engine.Outcome;
import herald.engine.board.Hex;
import java.util.List;
import java.util.Optional;

/**
 * Victory (ours; the text has none). After every player turn: a side with no living character has
 * lost. At the end of each game turn (after side B's player turn): if the scenario names an
 * objective, its side wins when one of its characters stands unstunned in an objective hex with no
 * living enemy next to it. At the end of the last turn, the side that has killed more enemy
 * characters wins; equal kills are a draw.
 */
final class Victory {
    private Victory() {}

    static List<Character> dead(SkirmishState s, String side) {
        return s.characters().stream().filter(c -> c.side().equals(side) && !c.alive()).toList();
    }

    static Optional<Outcome> judge(SkirmishState s, int turn, String sideThatPlayed) {
        for (String side : s.sideIds()) {
            if (s.living(side).isEmpty()) {
                String other = s.other(side);
                return Optional.of(new Outcome(other, s.sideName(other) + " win: " + s.sideName(side) + " have no one left standing"));
            }
        }
        boolean gameTurnOver = s.letter(sideThatPlayed).equals("B");
        if (!gameTurnOver) {
            return Optional.empty();
        }
        Scenario.VictorySpec v = s.scenario().victory();
        if (v != null && v.objective() != null) {
            Scenario.Objective o = v.objective();
            List<Hex> hexes = o.hexes().stream().map(h -> Hex.parse(h).orElseThrow()).toList();
            for (Character c : s.living(o.side())) {
                if (!c.stunned() && hexes.contains(c.hex()) && s.adjacentEnemies(c).isEmpty()) {
                    return Optional.of(new Outcome(o.side(), s.sideName(o.side()) + " win: " + c.id() + " holds "
                            + (o.name() == null ? "the objective" : o.name()) + " at " + c.hex() + " at the end of turn " + turn));
                }
            }
        }
        if (turn >= s.scenario().turnLimit()) {
            String a = s.sideIds().get(0);
            String b = s.sideIds().get(1);
            int killedByA = dead(s, b).size();
            int killedByB = dead(s, a).size();
            String tally = s.sideName(a) + " killed " + killedByA + ", " + s.sideName(b) + " killed " + killedByB;
            if (killedByA == killedByB) {
                return Optional.of(new Outcome(null, "the turn limit (" + turn + ") is reached: a draw (" + tally + ")"));
            }
            String winner = killedByA > killedByB ? a : b;
            return Optional.of(new Outcome(winner, "the turn limit (" + turn + ") is reached: " + s.sideName(winner)
                    + " win (" + tally + ")"));
        }
        return Optional.empty();
    }
}
