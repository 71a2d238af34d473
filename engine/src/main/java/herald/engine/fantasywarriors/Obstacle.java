package herald.engine.fantasywarriors;

import herald.engine.Dice;
import java.util.ArrayList;
import java.util.List;

/**
 * Crossing the obstacles an army sets up (table 4.9). A palisade crossed at more than half speed strikes 1D6-2
 * automatic hits, and crossing it at any speed disorganises the unit (L406-407). A unit reaching chevaux de frise
 * from the front, or a spiked pit, may halt; one that moves on through takes 1D6-3 hits, per pit for pits
 * (L434-435, L507-508); a unit in blood lust cannot halt and takes 1D6-2 (L436, L509). Hits below 0 are none. The
 * hits are struck as by spears (L406, L435, L508): the kills are rolled elsewhere; a unit losing a quarter of its
 * figures to them takes a casualty test at once.
 */
public final class Obstacle {
    private Obstacle() {}

    /**
     * A unit going over an obstacle: whether it is in blood lust, came at it from the front (chevaux de frise strike
     * only those), went faster than half speed (palisades strike only those), and how many pits it went over.
     */
    public record Crossing(Equipment obstacle, Standing unit, boolean fromTheFront, boolean overHalfSpeed, int pits) {
        public Crossing {
            if (obstacle == Equipment.MANTLET || obstacle == Equipment.PAVIS) {
                throw new IllegalArgumentException("a " + obstacle.title() + " is carried, not crossed");
            }
            if (obstacle == Equipment.SPIKED_PIT ? pits < 1 : pits != 0) {
                throw new IllegalArgumentException("pits are counted for spiked pits only, at least one");
            }
        }

        public static Crossing palisade(Standing unit, boolean overHalfSpeed) {
            return new Crossing(Equipment.PALISADE, unit, true, overHalfSpeed, 0);
        }

        public static Crossing chevauxDeFrise(Standing unit, boolean fromTheFront) {
            return new Crossing(Equipment.CHEVAUX_DE_FRISE, unit, fromTheFront, true, 0);
        }

        public static Crossing spikedPits(Standing unit, int pits) {
            return new Crossing(Equipment.SPIKED_PIT, unit, true, true, pits);
        }
    }

    /**
     * What the crossing did: the dice (one roll per pit) with what each lost, the automatic hits, the weapon they are
     * struck as, whether the unit is disorganised, and the share of its figures whose loss calls a casualty test.
     */
    public record Hits(Equipment obstacle, List<Integer> dice, Modifier less, int hits, String as, boolean disorganised,
            int casualtyTestPercent) {
        public Hits {
            dice = List.copyOf(dice);
        }

        /** Whether losing {@code killed} of the {@code figures} the unit crossed with calls its casualty test now. */
        public boolean casualtyTestDue(int figures, int killed) {
            return CasualtyTest.due(figures, killed, casualtyTestPercent);
        }
    }

    /**
     * Whether a unit reaching this obstacle may halt before it: at chevaux de frise met from the front and at spiked
     * pits, unless it is in blood lust, which does not halt (L434-436, L507-509). A palisade is crossed or not.
     */
    public static boolean mayHalt(Equipment obstacle, Standing unit) {
        return (obstacle == Equipment.CHEVAUX_DE_FRISE || obstacle == Equipment.SPIKED_PIT) && !unit.bloodLust();
    }

    public static Hits cross(Crossing c, Dice dice, EquipmentTables t) {
        EquipmentTables.Crossing n = t.item(c.obstacle()).crossing();
        boolean disorganises = c.obstacle() == Equipment.PALISADE;
        boolean struck = c.obstacle() == Equipment.PALISADE ? c.overHalfSpeed()
                : c.obstacle() == Equipment.CHEVAUX_DE_FRISE ? c.fromTheFront() : true;
        boolean lust = c.unit().bloodLust() && n.bloodLustLess() != null;
        Modifier less = lust ? new Modifier("blood lust", -n.bloodLustLess().whole())
                : new Modifier(c.obstacle().title(), -n.less().whole());
        List<Integer> rolled = new ArrayList<>();
        int hits = 0;
        for (int roll = 0; struck && roll < Math.max(1, c.pits()); roll++) {
            int total = 0;
            for (int d = 0; d < n.dice().whole(); d++) {
                int face = dice.roll(6);
                rolled.add(face);
                total += face;
            }
            // each pit strikes on its own: a low roll at one pit does not spare the unit hits at the next
            hits += Math.max(0, total + less.value());
        }
        return new Hits(c.obstacle(), rolled, less, hits, n.hitsAs(), disorganises, n.casualtyTestPercent().whole());
    }
}
