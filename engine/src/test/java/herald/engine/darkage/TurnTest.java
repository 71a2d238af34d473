package herald.engine.darkage;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import herald.engine.darkage.events.BlowRolled;
import herald.engine.darkage.events.FateRolled;
import herald.engine.darkage.events.FigureMoved;
import herald.engine.darkage.events.GameEnded;
import herald.engine.darkage.events.HeroPointGained;
import herald.engine.darkage.events.HeroPointSpent;
import herald.engine.darkage.events.InitiativeSettled;
import herald.engine.darkage.events.OrderLost;
import herald.engine.darkage.events.ShotRolled;
import herald.engine.darkage.events.SunderRolled;
import herald.engine.darkage.events.TargetDrawn;
import herald.engine.table.Point;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** A whole turn played: initiative, the three phases in its order, the end of the turn. */
class TurnTest {

    static Order move(String f, double x, double y) {
        return new Order.Move(f, List.of(new Point(x, y)), null, false);
    }

    @Test
    void aSunderCountsTheFightingModifiersMobbingWithOutnumbering() {
        // Ulf and Orm both attack Ead: Ulf's Sunder has +1 outnumber and +1 mobbing, as his blow would (ruling 21: "the
        // fighting modifiers"); 5 +FV 4 +3 +1 +1 = 14 against 6 +FV 4 +shield 2 = 12: beaten; the shield's Fate 9 -1 = 8:
        // kept; then Orm's blow 2 +3 +3 +1 +1 = 10 v AR 13: a miss
        Game g = Game.of("Ulf vikings viking-huscarl 10,10", "Orm vikings viking-raider 11,11", "Ead saxons saxon-thegn 10,11",
                "Cyn saxons saxon-fyrdman 30,30");
        Order orm = new Order.Fight("Orm", List.of(new Order.Part("Ead", 0)), null);
        Game.Played t = g.orders(Map.of("vikings", List.of(new Order.Sunder("Ulf", "Ead"), orm),
                "saxons", List.of(new Order.Hold("Ead"), new Order.Hold("Cyn"))), 9, 1, 5, 6, 9, 2);
        SunderRolled s = t.one(SunderRolled.class);
        assertEquals(List.of("outnumber", "mobbing"), s.modifiers().stream().map(Modifier::why).toList(), t.text());
        assertEquals(14, s.total());
    }

    @Test
    void aFigureThatCannotMoveAtAllLosesItsOrderRatherThanMovingNothing() {
        // Aelle already touches his friend Godwin and is ordered half an inch onto him: no step of the way is free
        Game g = Game.of("Aelle saxons saxon-fyrdman 30,3", "Godwin saxons saxon-fyrdman 30,4", "Ulf vikings viking-bowman 5,33");
        Game.Played t = g.orders(Map.of("saxons", List.of(new Order.Move("Aelle", List.of(new Point(30, 3.5)), null, false))),
                5, 3);
        assertTrue(t.all(FigureMoved.class).isEmpty(), t.text());
        assertEquals("Aelle cannot move that way", t.one(OrderLost.class).reason());
        assertEquals(new Point(30, 3), t.after().f("Aelle").at());
    }

    @Test
    void aMoveStopsAtItsAllowanceAndAtTheFirstEnemyItTouches() {
        // a fyrdman walks 6 + Speed 1 = 7"; the thegn walks into contact with the huscarl and stops there (M6)
        Game g = Game.of("Wulf saxons saxon-fyrdman 2,2", "Ead saxons saxon-thegn 10,10", "Ulf vikings viking-huscarl 10,14");
        Game.Played t = g.orders(Map.of("saxons", List.of(move("Wulf", 2, 20), move("Ead", 10, 30))), 5, 3, 2, 2);
        FigureMoved wulf = t.all(FigureMoved.class).get(0);
        assertEquals(7.0, wulf.inches());
        assertEquals(new Point(2, 9), t.after().f("Wulf").at());
        assertEquals(new Point(10, 13), t.after().f("Ead").at(), t.text());
        assertTrue(new Ground(t.after().state).inFight(t.after().f("Ead")));
    }

    @Test
    void theReportShowsEveryDieAndItsTargetAsTheIssueAsks() {
        // Brand runs no more than he walks: 5" towards Ulf, then Ulf's war bow at 14.2" with the -2 for a target moved over 3"
        Game g = Game.of("Ulf vikings viking-bowman 10,10", "Brand saxons saxon-fyrdman 10,30.2");
        Game.Played t = g.orders(Map.of("vikings", List.of(new Order.Shoot("Ulf", List.of(), "Brand", null, null)),
                "saxons", List.of(move("Brand", 10, 25.2))), 4, 8, 6);
        ShotRolled shot = t.one(ShotRolled.class);
        assertEquals("Ulf shoots war bow at Brand, 14.2\" (20): d10 6 +SV 3 +2 −2 moved = 9 v AR 10: miss", shot.describe());
    }

    @Test
    void fightersInContactFightTheirFirstOpponentUnlessHeld_andATakenOutFigureScores() {
        Game g = Game.of("Ulf vikings viking-hero 10,10", "Ead saxons saxon-fyrdman 10,11");
        // initiative vikings 9+4, saxons 1+1; Ulf strikes: 7 +FV 5 +4 great axe = 16 v AR 10 hit; Ead's Fate 2 -2 = 0 v 6: out
        Game.Played t = g.orders(Map.of(), 9, 1, 7, 2);
        assertEquals(List.of("vikings", "saxons"), t.one(InitiativeSettled.class).order());
        BlowRolled blow = t.one(BlowRolled.class);
        assertEquals(16, blow.total());
        assertEquals(FateRolled.Result.OUT, t.one(FateRolled.class).result());
        assertEquals(2, t.one(HeroPointGained.class).points());
        assertEquals(1, t.after().state.points("vikings"));
        GameEnded end = t.one(GameEnded.class);
        assertEquals("vikings", end.winner());
    }

    @Test
    void aHeroSpendsAPointToRerollAFateRollThatWouldTakeHimOut() {
        Game g = Game.of("Ulf vikings viking-hero 10,10", "Ead saxons saxon-thegn 10,11");
        // saxons first (1+3 v 9+... no: 1+4=5 v 9+3=12): the thegn strikes first; Ulf's Fate 2 -1 = 1 v 3: out, so he re-rolls: 8
        Game.Played t = g.orders(Map.of("vikings", List.of(new Order.Hold("Ulf"))), 1, 9, 9, 2, 8);
        HeroPointSpent spent = t.one(HeroPointSpent.class);
        assertEquals(2, spent.was());
        assertEquals(FateRolled.Result.OK, t.one(FateRolled.class).result(), t.text());
        assertEquals(0, t.after().f("Ulf").heroPoints());
        assertEquals(1, t.all(BlowRolled.class).size(), "Ulf holds: he does not strike back");
    }

    @Test
    void aShotIntoAFightIsDrawnAmongItsFigures() {
        Game g = Game.of("Ulf vikings viking-bowman 10,2", "Odd vikings viking-huscarl 10,20", "Ead saxons saxon-fyrdman 10,21");
        // the draw of 2 comes up 1: Odd, Ulf's own friend, takes the arrow
        Game.Played t = g.orders(Map.of("vikings", List.of(new Order.Shoot("Ulf", List.of(), "Ead", null, null),
                new Order.Hold("Odd"))), 5, 3, 1, 9, 9, 3);
        TargetDrawn drawn = t.one(TargetDrawn.class);
        assertEquals("Odd", drawn.drawn());
        assertEquals("Odd", t.one(ShotRolled.class).target(), t.text());
    }

    @Test
    void aShotAtAFigureOutOfRangeIsLostAndSaysWhy() {
        Game g = Game.of("Ulf vikings viking-bowman 1,1", "Ead saxons saxon-fyrdman 1,25");
        Game.Played t = g.orders(Map.of("vikings", List.of(new Order.Shoot("Ulf", List.of(), "Ead", null, null))), 5, 3);
        OrderLost lost = t.one(OrderLost.class);
        assertTrue(lost.reason().contains("23.0\" from Ulf: beyond the war bow's 20\""), lost.reason());
        assertFalse(t.text().contains("shoots"));
    }

    @Test
    void aPoisonedShortSwordTakesTwoMoreOffTheFateRoll() {
        // 004-D-4: -1 short sword -2 poison = -3; Fate 4, d10 7 -> 4: knocked down
        Game g = Game.of("Guy normans norman-crossbowman 10,10 poisoned", "Ead saxons saxon-thegn 10,11");
        Game.Played t = g.orders(Map.of("saxons", List.of(new Order.Hold("Ead"))), 9, 1, 9, 7);
        FateRolled fate = t.one(FateRolled.class);
        assertEquals(4, fate.total(), t.text());
        assertEquals(FateRolled.Result.KNOCKED_DOWN, fate.result());
        assertTrue(t.text().contains("Ead's Fate: d10 7 −1 short sword −2 poison = 4 v Fate 4: knocked down"), t.text());
    }

    @Test
    void theMailedLinesAreReadBackAndPlayedAsTheJournalKeepsThem() {
        Game g = Game.of("Ulf vikings viking-bowman 10,10", "Brand saxons saxon-fyrdman 10,30.2");
        Game.Played t = g.turn(Map.of("vikings", "shoot ulf at brand with War Bow", "saxons", "MOVE brand TO 10, 25.2"),
                4, 8, 6);
        assertEquals("Ulf shoots war bow at Brand, 14.2\" (20): d10 6 +SV 3 +2 −2 moved = 9 v AR 10: miss",
                t.one(ShotRolled.class).describe());
    }

    @Test
    void aFriendOnHoldTouchingTheSameOpponentDoesNotMobIt() {
        Game g = Game.of("Ulf vikings viking-huscarl 10,10", "Ead saxons saxon-fyrdman 10,11", "Wulf saxons saxon-fyrdman 11,10");
        // saxons first; Ead strikes with +1 for outnumbering (2 to 1) but no mobbing: Wulf holds
        Game.Played t = g.orders(Map.of("saxons", List.of(new Order.Hold("Wulf"))), 1, 9, 2, 2);
        BlowRolled ead = t.all(BlowRolled.class).get(0);
        assertEquals("Ead", ead.attacker());
        assertEquals(List.of(new Modifier(1, "outnumber")), ead.modifiers(), t.text());
    }

    @Test
    void aLegendaryShieldCannotBeSundered() {
        Game g = Game.table().figures("Ulf vikings viking-huscarl 10,10", "Ead saxons shield-bearer 10,11")
                .profile("shield-bearer", "\"name\": \"Shield-bearer\", \"culture\": \"Saxon\", \"speed\": 1, \"sv\": 1,"
                        + " \"fv\": 2, \"fate\": 5, \"leadership\": 1, \"armour\": [\"leather\", \"shield\"],"
                        + " \"fighting\": [\"spear\"], \"shooting\": [], \"traits\": [\"legendary-shield\"],"
                        + " \"heroPoints\": 0, \"powers\": [], \"source\": \"test\"")
                .play();
        Game.Played t = g.orders(Map.of("vikings", List.of(new Order.Sunder("Ulf", "Ead")),
                "saxons", List.of(new Order.Hold("Ead"))), 9, 1);
        assertTrue(t.one(OrderLost.class).reason().contains("Ead's shield is legendary: it cannot be Sundered"), t.text());
    }
}
