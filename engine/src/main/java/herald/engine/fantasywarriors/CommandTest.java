package herald.engine.fantasywarriors;

import herald.engine.Dice;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The command test (the core §8; its results Herald's H10): once a turn at most for each battle leader and the
 * warchief, when something calls for it, 1D6 + leadership for the units of his command (Companion L1352-1356). A
 * mercenary command adds its pay and reads its own table ({@link MercenaryCommand}).
 */
public final class CommandTest {
    private CommandTest() {}

    public enum Sign { GOOD, NONE, BAD }

    /**
     * The leader, and the army's fortunes as the test counts them.
     *
     * @param lostCommands commands whose every unit routed or was annihilated, battle leader alive or not (L1352)
     * @param destroyer an army's living destroyer: in contact with the enemy (+1) or not (-1), or none (L891)
     */
    public record Call(int leadership, int talismans, int lostCommands, boolean warchiefLost, Sign omens, Sign boast,
            boolean badLight, Optional<Boolean> destroyer) {}

    /** The test of a command of the army's own. */
    public static Scored take(Call c, Dice dice, Tables core) {
        return core.table("command-test").score(List.of(dice.roll(6)), modifiers(c, core));
    }

    /** A mercenary command's: its pay counted, read on its own table, and the second roll where it comes to one. */
    public static MercenaryCommand.Loyalty takeMercenary(Call c, MercenaryCommand.Pay pay, Dice dice, Tables core,
            Tables companion) {
        return MercenaryCommand.commandTest(scoreMercenary(c, pay, dice, core, companion).score(), pay, dice, companion);
    }

    /** A mercenary command's first roll, every modifier named, read on the mercenaries' table (L645-668). */
    public static Scored scoreMercenary(Call c, MercenaryCommand.Pay pay, Dice dice, Tables core, Tables companion) {
        List<Modifier> m = modifiers(c, core);
        m.add(pay.inTheTests(companion));
        return companion.table("mercenary-command-test").score(List.of(dice.roll(6)), m);
    }

    private static List<Modifier> modifiers(Call c, Tables core) {
        List<Modifier> m = new ArrayList<>();
        m.add(new Modifier("leadership", c.leadership()));
        for (int i = 0; i < c.talismans(); i++) {
            Modifier.addIf(m, true, "command-test", "talisman", core);
        }
        for (int i = 0; i < c.lostCommands(); i++) {
            Modifier.addIf(m, true, "command-test", "lost-command", core);
        }
        Modifier.addIf(m, c.warchiefLost(), "command-test", "warchief-lost", core);
        Modifier.addIf(m, c.omens() == Sign.GOOD, "command-test", "good-omens", core);
        Modifier.addIf(m, c.omens() == Sign.BAD, "command-test", "bad-omens", core);
        Modifier.addIf(m, c.boast() == Sign.GOOD, "command-test", "boast-kept", core);
        Modifier.addIf(m, c.boast() == Sign.BAD, "command-test", "boast-failed", core);
        Modifier.addIf(m, c.badLight(), "command-test", "bad-light", core);
        c.destroyer().ifPresent(inContact -> Modifier.addIf(m, true, "command-test",
                inContact ? "destroyer-in-contact" : "destroyer-not-in-contact", core));
        return m;
    }
}
