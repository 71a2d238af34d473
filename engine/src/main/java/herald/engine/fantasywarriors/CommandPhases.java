package herald.engine.fantasywarriors;

import herald.engine.Dice;
import herald.engine.fantasywarriors.events.BattleLeadersTested;
import herald.engine.fantasywarriors.events.CommandTested;
import herald.engine.fantasywarriors.events.FantasyWarriorsEvent;
import herald.engine.fantasywarriors.events.Influenced;
import herald.engine.fantasywarriors.events.OrderChanged;
import herald.engine.table.Inches;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Phases 5 to 7 (the core §1, §3, §8, §10): new orders, influence, command tests when called for. A new order goes by courier; Herald
 * does not yet put the courier on the table, so it reaches its battle leader in the phase it is sent (the README), who
 * takes the battle leaders test. The warchief's own command takes his order at once, from his mouth.
 */
public final class CommandPhases {
    /** Whose fall calls the tests (L1354): heroes, battle leaders and priests; the warchief, Herald's reading. */
    private static final java.util.Set<Role> TRIGGERS = java.util.EnumSet.of(Role.HERO, Role.BATTLE_LEADER, Role.PRIEST,
            Role.WARCHIEF, Role.PALADIN); // a paladin is a hero (L879)

    private CommandPhases() {}

    public static Optional<String> refusal(FantasyWarriorsState s, String side, TurnOrders.NewOrder o) {
        Command c = s.commands().get(o.command());
        if (!c.side().equals(side)) {
            return Optional.of(c.id() + " is not your command");
        }
        if (c.order() == o.order() && c.sent().isEmpty()) {
            return Optional.of(c.id() + " is already on " + word(o.order()) + " orders");
        }
        if (!s.individual(c.leader()).orElseThrow().onTable()) {
            return Optional.of(c.id() + "'s leader " + c.leader() + " has fallen: no one takes its orders");
        }
        return Optional.empty();
    }

    public static Optional<String> refusal(FantasyWarriorsState s, String side, TurnOrders.Influence o) {
        Individual leader = s.individual(o.leader()).orElseThrow();
        Unit u = s.unitOrThrow(o.unit());
        if (!leader.side().equals(side) || !u.side().equals(side)) {
            return Optional.of("both the leader and the unit must be yours");
        }
        if (leader.leads() == null) {
            return Optional.of(leader.id() + " leads no command: only the warchief and battle leaders influence");
        }
        if (!u.command().equals(leader.leads())) {
            return Optional.of(u.id() + " is not of " + leader.id() + "'s command (" + leader.leads() + "): a leader"
                    + " influences his own units");
        }
        if (!leader.onTable() || !u.onTable()) {
            return Optional.of((leader.onTable() ? u.id() : leader.id()) + " is no longer on the table");
        }
        if (!u.standing().shaken() && !u.standing().bloodLust() && !u.disorganised()
                && !s.magic().enchanted().containsKey(u.id())) {
            return Optional.of(u.id() + " is OK: there is nothing to influence");
        }
        if (!u.standing().shaken() && !u.standing().bloodLust() && u.standing().firewater()) {
            return Optional.of(u.id() + " has drunk firewater: it stays disorganised (L279), and influence cannot"
                    + " reorganise it either");
        }
        double gap = leader.ground().distanceTo(u.ground());
        int reach = s.profile(leader).move().ground().value();
        if (!Inches.within(gap, reach)) {
            return Optional.of(leader.id() + " is " + Inches.measured(gap) + " from " + u.id() + ", beyond his "
                    + Inches.show(reach) + " move: he must reach it to influence it");
        }
        return Optional.empty();
    }

    /** Phase 5: the orders sent this turn, and those delayed since the last. */
    public static List<FantasyWarriorsEvent> newOrders(FantasyWarriorsState s, List<TurnOrders.NewOrder> sent, Dice dice) {
        Map<String, Order> due = new LinkedHashMap<>();
        s.commands().values().forEach(c -> c.sent().ifPresent(o -> due.put(c.id(), o)));
        sent.forEach(o -> due.put(o.command(), o.order())); // a new order replaces one still on its way
        List<FantasyWarriorsEvent> events = new ArrayList<>();
        due.forEach((id, order) -> {
            Command c = s.commands().get(id);
            Individual leader = s.individual(c.leader()).orElseThrow();
            if (!leader.onTable()) {
                return;
            }
            Profile p = s.profile(leader);
            if (p.role() == Role.WARCHIEF) {
                events.add(new OrderChanged(id, order, "the warchief's own command"));
                return;
            }
            int bloodLust = (int) c.units().stream().map(s::unitOrThrow)
                    .filter(u -> u.onTable() && u.standing().bloodLust()).count();
            int enchanted = (int) c.units().stream().filter(s.magic().enchanted()::containsKey).count();
            BattleLeadersTest.NewOrder test = new BattleLeadersTest.NewOrder(leadership(p), Mercenaries.pay(s, id),
                    enchanted, bloodLust, false, false);
            events.add(BattleLeadersTested.of(id, leader.id(), order, BattleLeadersTest.take(test, dice, Tables.core(),
                    Tables.companion())));
        });
        return events;
    }

    /** Phase 6: each leader's visit, in the order written. */
    public static List<FantasyWarriorsEvent> influence(FantasyWarriorsState s, List<TurnOrders.Influence> visits, Dice dice) {
        List<FantasyWarriorsEvent> events = new ArrayList<>();
        for (TurnOrders.Influence v : visits) {
            Individual leader = s.individual(v.leader()).orElseThrow();
            Unit u = s.unitOrThrow(v.unit());
            if (!leader.onTable() || !u.onTable()) {
                continue; // fallen or routed since the orders were written: nothing to do
            }
            Profile p = s.profile(leader);
            Influence.Outcome o = Influence.attempt(new Influence.Visit(leadership(p), false,
                    !p.race().equals(s.profile(u).race()), u.standing().shaken(), u.standing().bloodLust()), dice,
                    Tables.core());
            events.add(new Influenced(leader.id(), u.id(), o.die(), o.under(), o.success(), o.consequence()));
            String enchantress = s.magic().enchanted().get(u.id());
            if (enchantress != null && o.consequence().equals("ok")) {
                // influenced, an enchanted unit is OK again and the enchantress loses her counter (L999)
                events.add(new herald.engine.fantasywarriors.events.EnchantmentBroken(u.id(), enchantress,
                        "influenced by " + leader.id(), false));
            }
        }
        return events;
    }

    /**
     * Phase 7: the command tests, when something this turn called for them (the core §8, L1354): a hero, battle leader,
     * priest (or the warchief) of the side killed, or a war giant of it killed or routed (L787). Then every command of
     * that side with units on the table and its leader standing tests, once (L1354-1356), in the scenario's order;
     * {@code start} is the battle as the turn began.
     */
    public static List<FantasyWarriorsEvent> commandTests(FantasyWarriorsState start, FantasyWarriorsState s, Dice dice) {
        List<FantasyWarriorsEvent> events = new ArrayList<>();
        for (Command c : s.commands().values()) {
            Individual leader = s.individual(c.leader()).orElseThrow();
            boolean standing = c.units().stream().map(s::unitOrThrow).anyMatch(Unit::onTable);
            if (!leader.onTable() || !standing || !called(start, s, c.side())) {
                continue;
            }
            int lost = (int) s.commands().values().stream().filter(o -> o.side().equals(c.side()) && !o.units().isEmpty()
                    && o.units().stream().map(s::unitOrThrow).noneMatch(Unit::onTable)).count();
            boolean warchiefLost = s.individuals().values().stream().anyMatch(i -> i.side().equals(c.side())
                    && !i.onTable() && s.profile(i).role() == Role.WARCHIEF);
            CommandTest.Call call = new CommandTest.Call(leadership(s.profile(leader)), s.talismans(c.side()), lost,
                    warchiefLost, Omens.of(s, c.side()), CommandTest.Sign.NONE, Light.bad(s, c.side()),
                    Destroyers.inContact(s, c.side()));
            Optional<MercenaryCommand.Pay> pay = Mercenaries.pay(s, c.id());
            events.add(pay.isPresent() ? Mercenaries.commandTest(s, c, leader, call, pay.get(), dice)
                    : CommandTested.of(c.id(), leader.id(), CommandTest.take(call, dice, Tables.core())));
        }
        return events;
    }

    /** Whether this turn gave {@code side} a cause for its command tests. */
    static boolean called(FantasyWarriorsState start, FantasyWarriorsState now, String side) {
        boolean fell = now.individuals().values().stream().filter(i -> i.side().equals(side) && !i.onTable())
                .filter(i -> start.individual(i.id()).orElseThrow().onTable())
                .anyMatch(i -> TRIGGERS.contains(now.profile(i).role()));
        boolean giant = now.units().values().stream().filter(u -> u.side().equals(side) && !u.onTable())
                .filter(u -> start.unitOrThrow(u.id()).onTable())
                .anyMatch(u -> now.profile(u).role() == Role.WAR_GIANT);
        boolean exploded = now.companion().artillery().explodedIn(now, side, now.turn()); // L731
        return fell || giant || exploded || now.companion().mercenariesAndTricks().testsCalled(side, now.turn());
    }

    private static int leadership(Profile leader) {
        return leader.leadership().map(Profile.Sourced::value).orElse(0);
    }

    private static String word(Order o) {
        return o.name().toLowerCase(java.util.Locale.ROOT);
    }
}
