package herald.engine.fantasywarriors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import herald.engine.ScriptedDice;
import herald.engine.fantasywarriors.events.BattleLeadersTested;
import herald.engine.fantasywarriors.events.CommandTested;
import herald.engine.fantasywarriors.events.FantasyWarriorsEvent;
import herald.engine.fantasywarriors.events.Influenced;
import herald.engine.fantasywarriors.events.OrderChanged;
import herald.engine.table.Point;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** Phases 5 to 7 on the ford: new orders by the battle leaders test, influence, the command tests. */
class CommandPhasesTest {
    static FantasyWarriorsState ford() throws Exception {
        return FantasyWarriorsState.deployed(Deployment.read(DeploymentTest.ford(), "grimwater-ford.json"));
    }

    static FantasyWarriorsState fold(FantasyWarriorsState s, List<FantasyWarriorsEvent> events) {
        for (FantasyWarriorsEvent e : events) {
            s = e.applyTo(s);
        }
        return s;
    }

    @Test
    void aBattleLeaderBringsANewOrderIntoForceOnSevenOrMore() throws Exception {
        FantasyWarriorsState s = ford();
        // Gorbag's leadership is 3: 4 + 3 = 7, "new-order" (H9)
        List<FantasyWarriorsEvent> e = CommandPhases.newOrders(s, List.of(new TurnOrders.NewOrder("gorbags", Order.ATTACK)),
                ScriptedDice.of(4));
        BattleLeadersTested t = (BattleLeadersTested) e.get(0);
        assertEquals(7, t.score());
        assertEquals("new-order", t.result());
        assertEquals(Order.ATTACK, fold(s, e).commands().get("gorbags").order());
        assertTrue(t.describe().startsWith("Gorbag takes the battle leaders test for a new order: rolled 4 +3 leadership = 7"),
                t.describe());
    }

    @Test
    void aDelayedOrderStaysOnItsWayAndIsTestedAgainNextTurn() throws Exception {
        FantasyWarriorsState s = ford();
        List<FantasyWarriorsEvent> first = CommandPhases.newOrders(s, List.of(new TurnOrders.NewOrder("gorbags",
                Order.ATTACK)), ScriptedDice.of(2)); // 5: delayed
        s = fold(s, first);
        assertEquals(Order.OPPOSE, s.commands().get("gorbags").order());
        assertEquals(Optional.of(Order.ATTACK), s.commands().get("gorbags").sent());
        List<FantasyWarriorsEvent> next = CommandPhases.newOrders(s, List.of(), ScriptedDice.of(6)); // 9
        s = fold(s, next);
        assertEquals(Order.ATTACK, s.commands().get("gorbags").order());
        assertEquals(Optional.empty(), s.commands().get("gorbags").sent());
    }

    @Test
    void aFailedTestShakesTheCommandAndTheWarchiefsOwnOrderNeedsNone() throws Exception {
        FantasyWarriorsState s = ford();
        List<FantasyWarriorsEvent> e = CommandPhases.newOrders(s, List.of(new TurnOrders.NewOrder("gorbags", Order.HOLD),
                new TurnOrders.NewOrder("skargs", Order.OPPOSE)), ScriptedDice.of(1)); // Gorbag 1 + 3 = 4: refused
        assertEquals("refused", ((BattleLeadersTested) e.stream().filter(x -> x instanceof BattleLeadersTested)
                .findFirst().orElseThrow()).result());
        assertTrue(e.stream().anyMatch(x -> x instanceof OrderChanged o && o.command().equals("skargs")));
        s = fold(s, e);
        assertEquals(Order.OPPOSE, s.commands().get("skargs").order());
        assertEquals(Order.OPPOSE, s.commands().get("gorbags").order());
        assertEquals(Optional.empty(), s.commands().get("gorbags").sent());
    }

    @Test
    void ordersAreRefusedWhereTheyChangeNothingOrAreNotOurs() throws Exception {
        FantasyWarriorsState s = ford();
        assertEquals(Optional.of("skargs is already on attack orders"),
                CommandPhases.refusal(s, "orcs", new TurnOrders.NewOrder("skargs", Order.ATTACK)));
        assertEquals(Optional.of("durins is not your command"),
                CommandPhases.refusal(s, "orcs", new TurnOrders.NewOrder("durins", Order.ATTACK)));
    }

    @Test
    void aLeaderWhoReachesHisShakenUnitMayBringItBackOrRoutIt() throws Exception {
        FantasyWarriorsState s = ford();
        Unit a1 = s.unitOrThrow("A1");
        s = s.withUnit(a1.withStanding(a1.standing().withShaken(true)));
        Individual away = s.individual("Gorbag").orElseThrow();
        s = s.withIndividual(away.withGround(away.ground().movedTo(Point.of(68, 46))));
        assertTrue(CommandPhases.refusal(s, "orcs", new TurnOrders.Influence("Gorbag", "A1")).orElseThrow()
                .contains("beyond his 5\" move"));
        Individual gorbag = s.individual("Gorbag").orElseThrow();
        s = s.withIndividual(gorbag.withGround(gorbag.ground().movedTo(Point.of(58, 40))));
        assertEquals(Optional.empty(), CommandPhases.refusal(s, "orcs", new TurnOrders.Influence("Gorbag", "A1")));
        List<FantasyWarriorsEvent> ok = CommandPhases.influence(s, List.of(new TurnOrders.Influence("Gorbag", "A1")),
                ScriptedDice.of(2)); // under his leadership of 3
        FantasyWarriorsState steadied = fold(s, ok);
        assertFalse(steadied.unitOrThrow("A1").standing().shaken());
        assertEquals("A1", steadied.individual("Gorbag").orElseThrow().joined());
        List<FantasyWarriorsEvent> failed = CommandPhases.influence(s, List.of(new TurnOrders.Influence("Gorbag", "A1")),
                ScriptedDice.of(3)); // not under 3: a shaken unit routs
        assertEquals("rout", ((Influenced) failed.get(0)).consequence());
        assertFalse(fold(s, failed).unitOrThrow("A1").onTable());
        assertEquals(Optional.of("O1 is OK: there is nothing to influence"),
                CommandPhases.refusal(s, "orcs", new TurnOrders.Influence("Skarg", "O1")));
        assertTrue(CommandPhases.refusal(s, "orcs", new TurnOrders.Influence("Gorbag", "O1")).orElseThrow()
                .contains("is not of Gorbag's command"));
    }

    @Test
    void aFallenBattleLeaderCallsHisSidesCommandTestsAndAShakenResultShakesItsUnits() throws Exception {
        FantasyWarriorsState start = ford();
        assertEquals(List.of(), CommandPhases.commandTests(start, start, ScriptedDice.of()), "nothing called for them");
        // Skarg falls: every orc command whose leader stands tests (L1354); the dwarves do not
        FantasyWarriorsState s = start.withIndividual(start.individual("Skarg").orElseThrow().withDead(1));
        // gorbags 1 + 3 leadership - 3 warchief lost = 1, every unit routs (H10); skargs has no leader to test
        List<FantasyWarriorsEvent> e = CommandPhases.commandTests(start, s, ScriptedDice.of(1));
        assertEquals(List.of("gorbags"), e.stream().map(x -> ((CommandTested) x).command()).toList());
        CommandTested t = (CommandTested) e.get(0);
        assertEquals(1, t.score(), "1 +3 leadership -3 warchief lost");
        assertEquals("command-rout", t.result());
        assertFalse(fold(s, e).unitOrThrow("A1").onTable());
        FantasyWarriorsState lost = start.withUnit(start.unitOrThrow("O1").withRouted(1))
                .withUnit(start.unitOrThrow("O2").withRouted(1));
        assertEquals(List.of(), CommandPhases.commandTests(start, lost, ScriptedDice.of()), "routs call no test");
        FantasyWarriorsState priest = start.withIndividual(start.individual("Brokk").orElseThrow().withDead(1));
        List<FantasyWarriorsEvent> dwarves = CommandPhases.commandTests(start, priest, ScriptedDice.of(2));
        assertEquals(6, ((CommandTested) dwarves.get(0)).score(), "2 +4 leadership");
        assertEquals("no-change", ((CommandTested) dwarves.get(0)).result());
        assertTrue(fold(priest, dwarves).unitOrThrow("D1").onTable());
    }
}
