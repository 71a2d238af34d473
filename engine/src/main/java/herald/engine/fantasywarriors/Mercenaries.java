package herald.engine.fantasywarriors;

import static herald.engine.ScenarioException.require;

import herald.engine.Dice;
import herald.engine.ScenarioException;
import herald.engine.fantasywarriors.events.FantasyWarriorsEvent;
import herald.engine.fantasywarriors.events.MercenariesTested;
import herald.engine.fantasywarriors.events.MercenaryLeft;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * A mercenary command on the table (Companion L590-675): the scenario says which command it is and how it is paid;
 * its pay counts in the battle leaders test (phase 5, L637) and its command test (phase 7, L645), which reads the
 * mercenaries' own table and, on 4 or less, a second roll ({@link MercenaryCommand}). Betrayal sends the command over
 * to the enemy the first time and routs it the second (L666-670); its individual leaves the battle when its battle
 * leader is killed (L621).
 */
public final class Mercenaries {
    private Mercenaries() {}

    /** The pay of {@code command}, if it is its side's mercenary command. */
    public static Optional<MercenaryCommand.Pay> pay(FantasyWarriorsState s, String command) {
        return s.deployment().scenario().sides().stream().flatMap(side -> side.commands().stream())
                .filter(c -> c.id().equals(command) && c.pay() != null).findFirst().flatMap(c -> pay(c.pay()));
    }

    static Optional<MercenaryCommand.Pay> pay(String word) {
        return Arrays.stream(MercenaryCommand.Pay.values())
                .filter(p -> p.name().toLowerCase(Locale.ROOT).replace('_', '-').equals(word)).findFirst();
    }

    /** The scenario's mercenary command checked as the book builds one (L597-627). */
    static void check(BattleScenario.SideSpec side, BattleScenario.CommandSpec cs, Profile leader, Order order,
            Army army, String src, String at) throws ScenarioException {
        if (cs.pay() == null) {
            return;
        }
        require(army.modules().contains(CompanionModule.MERCENARIES), src, at + ".pay", "the " + army.name()
                + " list does not hire mercenaries (its modules)");
        require(pay(cs.pay()).isPresent(), src, at + ".pay", "a mercenary command is \"paid-up\", \"half-paid\" or"
                + " \"unpaid\" (L602-612), not \"" + cs.pay() + "\"");
        require(side.commands().stream().filter(c -> c.pay() != null).count() == 1, src, at + ".pay",
                "an army has one mercenary command at most (L615)");
        require(leader.role() == Role.BATTLE_LEADER, src, at + ".leader.entry", "a mercenary command is headed by a"
                + " battle leader, never the warchief (L616-617)");
        require(!cs.units().isEmpty(), src, at + ".units", "a mercenary command must contain units (L616)");
        require(order == Order.OPPOSE, src, at + ".order", "a mercenary command starts the battle on oppose (L627)");
        int hired = 0;
        for (BattleScenario.UnitSpec u : cs.units()) {
            Profile p = army.profile(u.entry());
            require(p == null || !p.flags().undead(), src, at + ".units", u.id() + " is undead, and a mercenary"
                    + " command has none (L619)");
            require(!u.scouted(), src, at + ".units", u.id() + " scouted, and a mercenary command never scouts (L626)");
            hired += u.figures() == null ? 1 : u.figures();
        }
        int own = side.commands().stream().filter(c -> c.pay() == null).flatMap(c -> c.units().stream())
                .mapToInt(u -> u.figures() == null ? 1 : u.figures()).sum();
        require(hired <= own, src, at + ".units", "the mercenaries' " + hired + " figures outnumber the rest of the"
                + " army's " + own + " (L614)");
    }

    /** Phase 7 for a mercenary command: its test with its pay, read on its table, and the second roll (L645-668). */
    static FantasyWarriorsEvent commandTest(FantasyWarriorsState s, Command c, Individual leader, CommandTest.Call call,
            MercenaryCommand.Pay pay, Dice dice) {
        Scored test = CommandTest.scoreMercenary(call, pay, dice, Tables.core(), Tables.companion());
        MercenaryCommand.Loyalty loyalty = MercenaryCommand.commandTest(test.score(), pay, dice, Tables.companion());
        String outcome = loyalty.result();
        String to = null;
        if (outcome.equals("betrayal")) {
            boolean again = s.companion().mercenariesAndTricks().turned().contains(c.id());
            outcome = again ? "betrayal-rout" : "changes-sides";
            to = again ? null : enemyOf(s, c.side());
        }
        return MercenariesTested.of(c.id(), leader.id(), test, loyalty.secondRoll(), outcome, to);
    }

    /**
     * The side a betraying command goes over to (L666): the first side of the scenario's order that is its side's
     * enemy, as Herald reads "the enemy player" when the enemy is an alliance of several.
     */
    static String enemyOf(FantasyWarriorsState s, String side) {
        return s.sides().stream().map(herald.engine.Side::id).filter(id -> !s.allied(id, side)).findFirst()
                .orElseThrow();
    }

    /** The mercenary command's one individual (L618): an individual of its side from a mercenary entry. */
    public static Optional<Individual> individualOf(FantasyWarriorsState s, Command c) {
        return s.individuals().values().stream().filter(i -> i.side().equals(c.side()) && i.leads() == null
                && s.profile(i).mercenary()).findFirst();
    }

    /** Asked after every event: the mercenary individual leaves the battle once its battle leader is killed (L621). */
    static List<FantasyWarriorsEvent> after(FantasyWarriorsState s) {
        List<FantasyWarriorsEvent> out = new ArrayList<>();
        for (Command c : s.commands().values()) {
            if (pay(s, c.id()).isEmpty() || s.individual(c.leader()).orElseThrow().onTable()) {
                continue;
            }
            individualOf(s, c).filter(Individual::onTable)
                    .ifPresent(i -> out.add(new MercenaryLeft(i.id(), c.leader(), c.id())));
        }
        return out;
    }
}
