package herald.engine.fantasywarriors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import herald.engine.ScriptedDice;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * The base game's tests as Herald reads them (fantasy-warriors-core.md: the modifiers the sources give, the result
 * bands Herald's H6 to H11), each checked at its band edges with scripted dice, and the Companion's rules that lean on
 * them: arcane terror's stacked threat, a mercenary command test ending in FW-EX-4's rout.
 */
class CoreTestsTest {
    private static final Tables CORE = Tables.core();
    private static final Tables COMPANION = Tables.companion();

    private static ScriptedDice dice(Integer... faces) {
        return new ScriptedDice(List.of(faces), 0);
    }

    @Test
    void aThreatenedUnitHoldsOnFourAndIsShakenBelow() {
        Standing plain = Standing.plain(); // average, a leader: +1
        assertEquals("ok", ThreatTest.take(ThreatTest.Threat.by(plain, 10, 10), dice(3), CORE).result());
        assertEquals("shaken", ThreatTest.take(ThreatTest.Threat.by(plain, 10, 10), dice(2), CORE).result());
        assertEquals("rout", ThreatTest.take(ThreatTest.Threat.by(plain, 10, 12), dice(1), CORE).result(), "1 +1 -1 = 1");
        Scored wild = ThreatTest.take(ThreatTest.Threat.by(plain.withBloodLust(true).withFirewater(true), 10, 8), dice(3), CORE);
        assertEquals("rolled 3 +2 blood lust +1 firewater +1 leader +1 threatener smaller worth = 8: blood-lust", wild.line());
    }

    @Test
    void arcaneTerrorStacksATerribleCreatureAndAGreaterWorth() {
        Scored s = ThreatTest.take(ThreatTest.Threat.arcaneTerror(Standing.plain(), 14), dice(4), CORE);
        assertEquals(List.of("+1 leader", "−1 threatener greater worth", "−2 threatener terrible greater worth"),
                s.modifiers().stream().map(Modifier::toString).toList());
        assertEquals(2, s.score());
        assertEquals("shaken", s.result());
    }

    @Test
    void aQuarterOfTheUnitLostInOnePhaseCallsForTheCasualtyTest() {
        Standing plain = Standing.plain();
        assertTrue(CasualtyTest.due(12, 3, CORE), "3 of 12 is a quarter");
        assertFalse(CasualtyTest.due(12, 2, CORE));
        Scored s = CasualtyTest.take(new CasualtyTest.Losses(plain, 9, 3, 12, 6), dice(4), CORE);
        assertEquals(4 + 1 - 1 - 3, s.score(), "leader, losses this phase, half the unit lost");
        assertEquals("rout", s.result());
        assertEquals("shaken-and-disorganised", CasualtyTest.take(new CasualtyTest.Losses(plain, 12, 3, 12, 3), dice(4), CORE)
                .result(), "4 +1 -1 -1 (a quarter in all) = 3");
    }

    @Test
    void theCombatTestWeighsOrdersLossesAndTheFoe() {
        Standing veterans = Standing.plain().withQuality(Quality.VETERAN);
        Scored held = CombatTest.take(new CombatTest.Fight(veterans, Order.HOLD, 1, 3, false, true, false, false), dice(3), CORE);
        assertEquals(3 + 1 + 1 + 1 + 1, held.score(), "veteran, hold, lost fewer, leader");
        assertEquals("blood-lust", held.result());
        Scored opposed = CombatTest.take(new CombatTest.Fight(Standing.plain().withShaken(true), Order.OPPOSE, 4, 2, true,
                false, true, true), dice(6), CORE);
        assertEquals(6 - 2 - 1 - 1 - 3 + 1 - 1 - 1, opposed.score());
        assertEquals("rout", opposed.result());
    }

    @Test
    void aBattleLeaderTakesHisNewOrderOnlyOnAGoodScore() {
        var halfPaid = new BattleLeadersTest.NewOrder(4, Optional.of(MercenaryCommand.Pay.HALF_PAID), 0, 0, false, false);
        assertEquals("new-order", BattleLeadersTest.take(halfPaid, dice(5), CORE, COMPANION).result(), "5 +4 -2 = 7");
        var unpaid = new BattleLeadersTest.NewOrder(4, Optional.of(MercenaryCommand.Pay.UNPAID), 0, 0, false, false);
        assertEquals("delayed", BattleLeadersTest.take(unpaid, dice(5), CORE, COMPANION).result(), "5 +4 -4 = 5");
        var troubled = new BattleLeadersTest.NewOrder(3, Optional.empty(), 1, 1, false, true);
        assertEquals("command-shaken", BattleLeadersTest.take(troubled, dice(2), CORE, COMPANION).result(), "2 +3 -1 -1 -1 = 2");
        assertEquals("refused", BattleLeadersTest.take(new BattleLeadersTest.NewOrder(3, Optional.empty(), 0, 0, false, true),
                dice(1), CORE, COMPANION).result(), "1 +3 -1 = 3");
        assertEquals("delayed", BattleLeadersTest.take(new BattleLeadersTest.NewOrder(3, Optional.empty(), 0, 0, true, false),
                dice(1), CORE, COMPANION).result(), "the warchief in person: 1 +3 +1 = 5");
    }

    @Test
    void aCommandTestAfterTheWarchiefFalls() {
        var call = new CommandTest.Call(4, 1, 1, true, CommandTest.Sign.NONE, CommandTest.Sign.NONE, false, Optional.empty());
        Scored s = CommandTest.take(call, dice(3), CORE);
        assertEquals(3 + 4 + 1 - 1 - 3, s.score());
        assertEquals("command-shaken", s.result());
        var steady = new CommandTest.Call(4, 0, 0, false, CommandTest.Sign.GOOD, CommandTest.Sign.GOOD, false, Optional.of(true));
        assertEquals("no-change", CommandTest.take(steady, dice(1), CORE).result(), "1 +4 +1 +1 +1 = 8");
        assertEquals("command-rout", CommandTest.take(new CommandTest.Call(2, 0, 2, false, CommandTest.Sign.BAD,
                CommandTest.Sign.BAD, true, Optional.of(false)), dice(6), CORE).result(), "6 +2 -2 -1 -1 -1 -1 = 2");
    }

    @Test
    void fwEx4_aHalfPaidMercenaryCommandTestEndsInRout() {
        // The example gives the final score, 3, not its inputs: a leadership of 3 and a 2, with -2 for half pay.
        var call = new CommandTest.Call(3, 0, 0, false, CommandTest.Sign.NONE, CommandTest.Sign.NONE, false, Optional.empty());
        MercenaryCommand.Loyalty l = CommandTest.takeMercenary(call, MercenaryCommand.Pay.HALF_PAID, dice(2, 4), CORE, COMPANION);
        assertEquals("second-roll", l.test().result());
        assertEquals(4, l.secondRoll().orElseThrow().score());
        assertEquals("rout", l.result());
    }

    @Test
    void influenceSucceedsUnderLeadershipAndAFailureRoutsTheShaken() {
        assertTrue(Influence.attempt(new Influence.Visit(4, false, false, true, false), dice(3), CORE).success());
        Influence.Outcome failed = Influence.attempt(new Influence.Visit(4, false, false, true, false), dice(4), CORE);
        assertFalse(failed.success());
        assertEquals("rout", failed.consequence());
        assertTrue(Influence.attempt(new Influence.Visit(4, true, false, true, false), dice(4), CORE).success(), "a banner: under 5");
        assertEquals("leader-killed", Influence.attempt(new Influence.Visit(4, false, false, false, true), dice(6), CORE)
                .consequence());
        assertEquals("no-effect", Influence.attempt(new Influence.Visit(4, false, true, false, true), dice(5), CORE)
                .consequence(), "another race: under 3; a 5 in blood lust does nothing");
    }

    @Test
    void anUnpredictableUnitSwingsThreeEitherWay() {
        Standing wild = Standing.plain().withQuality(Quality.UNPREDICTABLE);
        assertEquals(3 + 3 + 1, ThreatTest.take(ThreatTest.Threat.by(wild, 10, 10), dice(4, 3), CORE).score());
        assertEquals(3 - 3 + 1, ThreatTest.take(ThreatTest.Threat.by(wild, 10, 10), dice(3, 3), CORE).score());
    }
}
