package herald.engine.fantasywarriors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import herald.engine.RuleEvent;
import herald.engine.ScenarioException;
import herald.engine.ScriptedDice;
import herald.engine.fantasywarriors.events.BattleLeadersTested;
import herald.engine.fantasywarriors.events.FantasyWarriorsEvent;
import herald.engine.fantasywarriors.events.MercenariesTested;
import herald.engine.fantasywarriors.events.MercenaryLeft;
import herald.engine.fantasywarriors.events.TurnBegan;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * A mercenary command on the table (Companion L590-675): the barbarians hire Hrolf's spearmen H1 and a marksman (the
 * list's, made a mercenary by the scenario) against an orc warband 30 inches away.
 */
class MercenariesPlayTest {
    private final FantasyWarriors rules = new FantasyWarriors();

    static String field(String pay, String order, String leader) {
        return """
                {"title": "Hirelings", "table": {"width": 48, "depth": 48},
                 "sides": [
                  {"id": "men", "name": "the barbarians", "army": "men", "overrides": {"marksman": {"mercenary": true}},
                   "commands": [
                    {"id": "brans", "order": "hold", "leader": {"id": "Bran", "entry": "barbarian-warchief", "at": "6,4"},
                     "units": [{"id": "S1", "entry": "spearmen", "figures": 20, "at": "10,10", "facing": "N"}]},
                    {"id": "hired", "order": "%s", "pay": "%s", "leader": {"id": "Hrolf", "entry": "%s", "at": "34,4"},
                     "units": [{"id": "H1", "entry": "spearmen", "figures": 10, "at": "34,10", "facing": "N"}]}],
                   "individuals": [{"id": "M1", "entry": "marksman", "at": "40,4"}]},
                  {"id": "orcs", "name": "the orcs", "army": "orcs",
                   "commands": [{"id": "skargs", "order": "hold", "leader": {"id": "Skarg", "entry": "orc-warchief", "at": "24,46"},
                     "units": [{"id": "O1", "entry": "orc-warriors", "figures": 10, "at": "24,40", "facing": "S"}]}]}]}"""
                .formatted(order, pay, leader);
    }

    private FantasyWarriorsState setUp(String json) throws Exception {
        FantasyWarriorsState s = rules.initial();
        for (RuleEvent e : rules.setUp(json, "t.json", Map.of())) {
            s = rules.apply(s, e);
        }
        return new TurnBegan(1, s.period()).applyTo(s);
    }

    private static ScriptedDice dice(Integer... first) {
        List<Integer> faces = new ArrayList<>(List.of(first));
        faces.addAll(Collections.nCopies(40, 3));
        return new ScriptedDice(faces, 0);
    }

    @Test
    void theScenarioSaysWhichCommandIsHiredAndHowItIsPaid() throws Exception {
        FantasyWarriorsState s = setUp(field("half-paid", "oppose", "barbarian-battle-leader"));
        assertEquals(Optional.of(MercenaryCommand.Pay.HALF_PAID), Mercenaries.pay(s, "hired"));
        assertEquals(Optional.empty(), Mercenaries.pay(s, "brans"));
        assertEquals("M1", Mercenaries.individualOf(s, s.commands().get("hired")).orElseThrow().id());
        var sheet = RecordSheet.own(s, "men").get(0);
        assertTrue(sheet.rows().get(1).contains("oppose, half paid mercenaries"), sheet.rows().toString());
    }

    @Test
    void aMercenaryCommandIsBuiltAsTheBookSays() {
        ScenarioException pay = assertThrows(ScenarioException.class,
                () -> setUp(field("quarter", "oppose", "barbarian-battle-leader")));
        assertTrue(pay.getMessage().contains("\"paid-up\", \"half-paid\" or \"unpaid\""), pay.getMessage());
        ScenarioException order = assertThrows(ScenarioException.class,
                () -> setUp(field("unpaid", "attack", "barbarian-battle-leader")));
        assertTrue(order.getMessage().contains("starts the battle on oppose (L627)"), order.getMessage());
    }

    @Test
    void itsPayCountsInTheBattleLeadersTest() throws Exception {
        FantasyWarriorsState s = setUp(field("unpaid", "oppose", "barbarian-battle-leader"));
        List<FantasyWarriorsEvent> events = CommandPhases.newOrders(s, List.of(new TurnOrders.NewOrder("hired",
                Order.ATTACK)), dice(6));
        BattleLeadersTested t = (BattleLeadersTested) events.get(0);
        assertTrue(t.workings().contains("−4 unpaid"), t.workings());
        assertEquals(6 + 3 - 4, t.score());
    }

    /** Unpaid: 1 + 3 leadership - 4 = 0, a second roll; 1 - 2 unpaid = -1: betrayal, and the first time it goes over. */
    @Test
    void theFirstBetrayalSendsTheCommandToTheEnemyAndTheSecondRoutsIt() throws Exception {
        FantasyWarriorsState s = setUp(field("unpaid", "oppose", "barbarian-battle-leader"));
        CommandTest.Call call = new CommandTest.Call(3, 0, 0, false, CommandTest.Sign.NONE, CommandTest.Sign.NONE, false,
                Optional.empty());
        Command hired = s.commands().get("hired");
        Individual hrolf = s.individual("Hrolf").orElseThrow();
        MercenariesTested first = (MercenariesTested) Mercenaries.commandTest(s, hired, hrolf, call,
                MercenaryCommand.Pay.UNPAID, dice(1, 1));
        assertEquals("changes-sides", first.outcome());
        assertEquals("orcs", first.to());
        FantasyWarriorsState after = first.applyTo(s);
        assertEquals("orcs", after.unitOrThrow("H1").side());
        assertEquals("orcs", after.commands().get("hired").side());
        assertEquals("orcs", after.individual("Hrolf").orElseThrow().side());
        assertEquals("orcs", after.individual("M1").orElseThrow().side());
        assertEquals(Order.OPPOSE, after.commands().get("hired").order(), "it keeps its orders (L667)");
        assertEquals("spearmen", after.profile(after.unitOrThrow("H1")).key(), "its profile is still the men's list's");
        assertTrue(after.enemiesOf("men").stream().anyMatch(u -> u.id().equals("H1")));
        MercenariesTested second = (MercenariesTested) Mercenaries.commandTest(after, after.commands().get("hired"),
                after.individual("Hrolf").orElseThrow(), call, MercenaryCommand.Pay.UNPAID, dice(1, 1));
        assertEquals("betrayal-rout", second.outcome());
        FantasyWarriorsState gone = second.applyTo(after);
        assertTrue(!gone.unitOrThrow("H1").onTable() && !gone.individual("Hrolf").orElseThrow().onTable());
        assertTrue(second.describe().contains("betrays its side a second time: it routs"), second.describe());
    }

    @Test
    void itsIndividualLeavesWhenItsBattleLeaderIsKilled() throws Exception {
        FantasyWarriorsState s = setUp(field("paid-up", "oppose", "barbarian-battle-leader"));
        assertEquals(List.of(), Aftermath.after(s));
        FantasyWarriorsState fallen = s.withIndividual(s.individual("Hrolf").orElseThrow().withDead(1));
        List<FantasyWarriorsEvent> then = Aftermath.after(fallen);
        assertEquals(List.of(new MercenaryLeft("M1", "Hrolf", "hired")), then);
        assertTrue(!then.get(0).applyTo(fallen).individual("M1").orElseThrow().onTable());
    }

    @Test
    void aDestroyerCountsInHisArmysCommandTests() throws Exception {
        FantasyWarriorsState s = setUp(field("paid-up", "oppose", "barbarian-battle-leader"));
        assertEquals(Optional.empty(), Destroyers.inContact(s, "men"), "no destroyer: no modifier");
    }
}
