package herald.engine.fantasywarriors;

import herald.engine.Dice;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The shooting phase's dice for one volley at one target (the core §5): the to-hit throw, the kills, the specials
 * check, the saves, and whether the losses call for a casualty test. The shield spell, if any, has already taken its
 * counters away ({@link Volley#withShielded}). Every die is kept, so the report can print each step.
 */
public final class Shooting {
    private Shooting() {}

    /** Who shoots, how, and with what. */
    public record Shot(Volley volley, ToHit.Conditions conditions, Weapon weapon) {}

    /** Each step's dice, the figures lost, and whether they call for a casualty test now (L406, L508). */
    public record Ruling(ToHit.Hits hits, Kills.Casualties casualties, boolean casualtyTestDue) {
        public int lost() {
            return casualties.lost();
        }

        /** Every step in order, one line each, for the report. */
        public List<String> lines() {
            List<String> l = new ArrayList<>();
            hits.ranks().forEach(r -> l.add(r.line()));
            if (hits.automatic() > 0) {
                l.add("automatic hits: " + hits.automatic());
            }
            l.add(casualties.kills().line());
            casualties.specials().ifPresent(s -> l.add("specials check: " + s.dice() + ", on specials or individuals: "
                    + s.onSpecials()));
            casualties.saves().ifPresent(s -> l.add("saves at " + s.value() + " or under: " + s.totals()));
            l.add("figures lost: " + lost() + (casualtyTestDue ? ", a casualty test" : ""));
            return l;
        }
    }

    /** Why this shot may not be made, for the player; empty when it may. */
    public static Optional<String> refusal(Shot s, int countersLeft, WeaponsChart chart) {
        return s.volley().refusal(countersLeft, chart);
    }

    public static Ruling resolve(Shot s, Target t, Dice dice, WeaponsChart chart, Tables core) {
        if (s.volley().counters() > chart.number("counters-a-phase")) {
            throw new IllegalArgumentException("an unchecked volley: " + s.volley());
        }
        ToHit.Hits hits = ToHit.roll(s.volley(), s.conditions(), dice, chart);
        return rule(hits, s.weapon(), t, s.volley().poisoned(), dice, chart, core);
    }

    /** Hits that skip the to-hit throw (obstacles: {@link Obstacle#cross}; explosions: L406), read on {@code weapon}'s line. */
    public static Ruling automatic(int hits, Weapon weapon, Target t, Dice dice, WeaponsChart chart, Tables core) {
        return rule(new ToHit.Hits(List.of(), hits), weapon, t, 0, dice, chart, core);
    }

    private static Ruling rule(ToHit.Hits hits, Weapon w, Target t, int poisoned, Dice dice, WeaponsChart chart,
            Tables core) {
        Kills.Casualties c = Kills.resolve(hits.hits(), w, t, poisoned, dice, chart);
        int lostThisPhase = t.lostThisPhase() + c.lost();
        boolean due = c.lost() > 0 && CasualtyTest.due(t.atPhaseStart(), lostThisPhase, core);
        return new Ruling(hits, c, due);
    }
}
