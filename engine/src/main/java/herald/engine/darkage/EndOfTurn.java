package herald.engine.darkage;

import herald.engine.darkage.events.FireDecayed;
import herald.engine.darkage.events.FlamesRolled;
import herald.engine.darkage.events.PhaseBegan;
import herald.engine.darkage.events.TurnEnded;
import java.util.Comparator;
import java.util.List;

/**
 * The end of a turn: the flames reach every figure still standing in a burning feature (ruling 30: 1D10 + the fire's
 * rating against its AR, then a Fate roll on a hit), the fires burn lower (5.2.5), and the game ends when one side or
 * alliance is left or the last turn is played (ruling 27).
 */
final class EndOfTurn {
    private EndOfTurn() {}

    static void play(Play p) {
        int turn = p.s.turn();
        Ground ground = p.ground();
        boolean flames = p.s.inGame().stream().anyMatch(f -> !ground.burningAt(f.at()).isEmpty());
        if (flames || !p.s.fires().isEmpty()) {
            p.add(new PhaseBegan(turn, "end of turn"));
        }
        for (Figure f : p.s.inGame()) {
            Burning worst = ground.burningAt(f.at()).stream().max(Comparator.comparingInt(Burning::rating)).orElse(null);
            if (worst == null || !p.f(f.id()).inGame()) {
                continue;
            }
            int ar = p.s.ar(f);
            int need = p.o().need(ar);
            int roll = p.dice.roll(10);
            int total = roll + worst.rating();
            boolean hit = roll != 1 && total >= need;
            p.add(new FlamesRolled(f.id(), worst.feature(), roll, worst.rating(), total, ar, need, hit));
            if (hit) {
                Hits.fate(p, f.id(), "the flames", 0, false, null);
            }
        }
        for (Burning b : List.copyOf(p.s.fires().values())) {
            int now = Fire.ratingAfter(b.rating(), Math.max(b.lit(), turn - 1), turn);
            if (now != b.rating()) {
                p.add(new FireDecayed(b.feature(), turn, now));
            }
        }
        var early = Victory.early(p.s);
        if (early.isPresent()) {
            p.add(early.get());
        } else if (turn >= p.s.scenario().turns()) {
            p.add(Victory.last(p.s));
        } else {
            p.add(new TurnEnded(turn));
        }
    }
}
