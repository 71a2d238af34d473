package herald.engine.fantasywarriors;

import herald.engine.Dice;
import java.util.List;
import java.util.Optional;

/**
 * A mercenary command's loyalty (Companion L590-675): its pay counts in the battle leaders test and the command test
 * (-1, -2 or -4), and its command test reads on a table of its own; a score of 4 or less rolls again, where the pay
 * counts once more (+2 paid up, -2 unpaid), and the worst is betrayal: the first time it changes sides.
 */
public final class MercenaryCommand {
    private MercenaryCommand() {}

    public enum Pay {
        PAID_UP("paid-up"), HALF_PAID("half-paid"), UNPAID("unpaid");

        private final String key;

        Pay(String key) {
            this.key = key;
        }

        /** What the pay adds to the command test and the battle leaders test (L637, L645). */
        public Modifier inTheTests(Tables t) {
            return new Modifier(key.replace('-', ' '), t.modifier("mercenary-pay-test", key));
        }

        /** What it adds to the second roll (L655). */
        Modifier inTheSecondRoll(Tables t) {
            return new Modifier(key.replace('-', ' '), t.modifier("mercenary-pay-second-roll", key));
        }
    }

    /** The command test's line, and the second roll where the score called for one. */
    public record Loyalty(ScoreTable.Band test, Optional<Scored> secondRoll) {
        /** What becomes of the command: blood-lust, no-change, shaken, rout or betrayal. */
        public String result() {
            return secondRoll.map(Scored::result).orElse(test.result());
        }
    }

    /**
     * Reads a command test already scored with the pay's modifier ({@link Pay#inTheTests}) on the mercenaries' table.
     */
    public static Loyalty commandTest(int score, Pay pay, Dice dice, Tables t) {
        ScoreTable.Band line = t.table("mercenary-command-test").at(score);
        if (!line.result().equals("second-roll")) {
            return new Loyalty(line, Optional.empty());
        }
        List<Modifier> m = pay == Pay.HALF_PAID ? List.of() : List.of(pay.inTheSecondRoll(t));
        return new Loyalty(line, Optional.of(t.table("mercenary-second-roll").score(List.of(dice.roll(6)), m)));
    }
}
