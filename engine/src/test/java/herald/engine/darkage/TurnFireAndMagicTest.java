package herald.engine.darkage;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import herald.engine.darkage.events.BlowRolled;
import herald.engine.darkage.events.FireAttacked;
import herald.engine.darkage.events.FireDecayed;
import herald.engine.darkage.events.FireLit;
import herald.engine.darkage.events.FigureMoved;
import herald.engine.darkage.events.FlamesRolled;
import herald.engine.darkage.events.FumbleRolled;
import herald.engine.darkage.events.LastHeroicAct;
import herald.engine.darkage.events.PowerCast;
import herald.engine.darkage.events.PowerWorked;
import herald.engine.darkage.events.ShotRolled;
import herald.engine.darkage.events.TurnEnded;
import herald.engine.table.Point;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Fire, magic, disengaging and the Last Heroic Act, each in a whole turn. */
class TurnFireAndMagicTest {

    @Test
    void aTorchSetsAHallAlightAtNineWhichFallsByOneAfterEachLaterTurnTo2() {
        // 004-D-5, with a torch (also rating 9): lit in turn 1, 8 at the end of turn 2 … 2 at the end of turn 8, still 2 after 9
        Game g = Game.table().turns(12).terrain("wooden-building 10,10 16,10 16,18 10,18")
                .figures("Ulf vikings viking-huscarl 9.5,14 torch", "Ead saxons saxon-fyrdman 30,30").play();
        Game.Played t = g.orders(Map.of("vikings", List.of(new Order.Burn("Ulf", "t1"))), 5, 3, 6);
        FireAttacked attack = t.one(FireAttacked.class);
        assertEquals("Ulf sets a torch to t1: d10 6 +FV 4 +0 = 10 v AR 7: it catches", attack.describe());
        assertEquals(9, t.one(FireLit.class).rating());
        assertTrue(t.all(FireDecayed.class).isEmpty(), "the turn it was lit does not count");
        Game now = t.after();
        int[] expected = {8, 7, 6, 5, 4, 3, 2, 2};
        for (int e : expected) {
            now = now.orders(Map.of(), 5, 3).after();
            assertEquals(e, now.state.fires().get("t1").rating());
        }
    }

    @Test
    void theFlamesReachAFigureStandingInABurningHallAtTheEndOfTheTurn() {
        Game g = Game.table().terrain("wooden-building 10,10 16,10 16,18 10,18 burning=9")
                .figures("Ulf vikings viking-huscarl 12,14", "Ead saxons saxon-fyrdman 30,30").play();
        // flames: 5 + rating 9 = 14 v AR 12: hit; Ulf's Fate 5 v 5: knocked down
        Game.Played t = g.orders(Map.of(), 5, 3, 5, 5);
        FlamesRolled flames = t.one(FlamesRolled.class);
        assertEquals("The fire in t1 reaches Ulf: d10 5 +rating 9 = 14 v AR 12: hit", flames.describe());
        assertTrue(t.after().f("Ulf").down());
        assertEquals(8, t.after().state.fires().get("t1").rating());
    }

    @Test
    void aFireArrowNeedsAFlameAndCatchesAgainstAr7() {
        Game g = Game.table().terrain("haystack 20,20 22,20 22,22 20,22")
                .figures("Ulf vikings viking-bowman 10,21 ammo=fire-arrow:1", "Odd vikings viking-huscarl 10,22 torch",
                        "Ead saxons saxon-fyrdman 30,30").play();
        Order arrow = new Order.Shoot("Ulf", List.of(), "t1", null, "fire-arrow");
        Game.Played t = g.orders(Map.of("vikings", List.of(arrow)), 5, 3, 2);
        FireAttacked a = t.one(FireAttacked.class);
        assertEquals(7, a.total(), "d10 2 +SV 3 +2 war bow");
        assertTrue(a.hit());
        assertEquals(0, t.after().f("Ulf").ammo("fire-arrow"));
        Game.Played again = t.after().orders(Map.of("vikings", List.of(arrow)), 5, 3);
        assertTrue(again.text().contains("Ulf has no fire arrow left"), again.text());
    }

    @Test
    void aFireArrowsNatural1MayFumbleTheBowAsAnyShot() {
        Game g = Game.table().terrain("haystack 20,20 22,20 22,22 20,22")
                .figures("Ulf vikings viking-bowman 10,21 ammo=fire-arrow:2 torch", "Ead saxons saxon-fyrdman 30,30").play();
        Order arrow = new Order.Shoot("Ulf", List.of(), "t1", null, "fire-arrow");
        // natural 1: the arrow fails to catch and is spent; the fumble die is another 1: the war bow is broken
        Game.Played t = g.orders(Map.of("vikings", List.of(arrow)), 5, 3, 1, 1);
        assertFalse(t.one(FireAttacked.class).hit());
        FumbleRolled fumble = t.one(FumbleRolled.class);
        assertTrue(fumble.lost(), t.text());
        assertEquals(List.of("war bow"), t.after().f("Ulf").broken());
        assertEquals(1, t.after().f("Ulf").ammo("fire-arrow"));
        // shooting-fumbles=no: the natural 1 misses and nothing more is rolled
        Game quiet = Game.table().terrain("haystack 20,20 22,20 22,22 20,22").option("shooting-fumbles", "no")
                .figures("Ulf vikings viking-bowman 10,21 ammo=fire-arrow:2 torch", "Ead saxons saxon-fyrdman 30,30").play();
        assertTrue(quiet.orders(Map.of("vikings", List.of(arrow)), 5, 3, 1).all(FumbleRolled.class).isEmpty());
    }

    @Test
    void disengagingTakesAFreeAttackFromEachEnemyInTheFightThenWalksAway() {
        Game g = Game.of("Ulf vikings viking-huscarl 10,10", "Ead saxons saxon-fyrdman 10,11", "Wulf saxons saxon-fyrdman 11,10");
        Order away = new Order.Disengage("Ulf", new Point(10, 2), false);
        // two free attacks at FV 2 with spears: 3 +2 +2 = 7 and 4 +2 +2 = 8 v AR 12: both miss; Ulf walks 7"
        Game.Played t = g.orders(Map.of("vikings", List.of(away)), 5, 3, 3, 4);
        List<BlowRolled> blows = t.all(BlowRolled.class);
        assertEquals(2, blows.size(), t.text());
        assertTrue(blows.get(0).modifiers().isEmpty(), "no odds on a free attack");
        assertEquals(new Point(10, 3), t.after().f("Ulf").at());
        assertEquals("disengages", t.one(FigureMoved.class).how());
    }

    @Test
    void aBoltOfFireIsAShootingAttackWithTheCastersSv() {
        Game g = Game.of("Thora vikings viking-seeress 10,10", "Ead saxons saxon-fyrdman 10,18");
        Order bolt = new Order.Cast("Thora", "bolt-of-fire", "Ead", null, "shooting");
        // casting 7 v Fate 4: cast; bolt d10 6 +SV 1 +3 = 10 v AR 10: hit; Fate 9 -2 = 7 v 6: OK
        Game.Played t = g.orders(Map.of("vikings", List.of(bolt)), 5, 3, 7, 6, 9);
        assertTrue(t.one(PowerCast.class).cast());
        ShotRolled shot = t.one(ShotRolled.class);
        assertEquals(10, shot.total());
        assertTrue(shot.hit(), t.text());
    }

    @Test
    void aBoltOfFireAtAFeatureOutOfSightIsLostBeforeTheCastingRoll() {
        // the hall t1 lies behind the dense wood t2: every line from Thora to its nearest edge passes through the wood
        Game g = Game.table().terrain("wooden-building 8,11 12,11 12,14 8,14", "dense-wood 4,7 16,7 16,9 4,9")
                .figures("Thora vikings viking-seeress 10,4", "Ead saxons saxon-fyrdman 30,30").play();
        Order bolt = new Order.Cast("Thora", "bolt-of-fire", "t1", null, "shooting");
        Game.Played t = g.orders(Map.of("vikings", List.of(bolt)), 5, 3);
        assertTrue(t.all(PowerCast.class).isEmpty(), t.text());
        assertTrue(t.text().contains("Thora has no line of sight to t1"), t.text());
        // in the open the same bolt is cast and catches: 6 v Fate 4; 5 +SV 1 +3 = 9 v AR 7
        Game open = Game.table().terrain("wooden-building 8,11 12,11 12,14 8,14")
                .figures("Thora vikings viking-seeress 10,4", "Ead saxons saxon-fyrdman 30,30").play();
        assertEquals(8, open.orders(Map.of("vikings", List.of(bolt)), 5, 3, 6, 5).one(FireLit.class).rating());
    }

    @Test
    void aBlessingAddsToTheFateRollsOfFriendsNearby() {
        Game g = Game.of("Aelf saxons saxon-priest 10,10", "Ead saxons saxon-fyrdman 10,14", "Ulf vikings viking-hero 10,15");
        Order bless = new Order.Cast("Aelf", "blessing", null, null, "fighting");
        // saxons first; blessing 8 v 4 cast; Ead strikes 2: miss; Ulf 9 +5 +4 = 18 hit; Ead's Fate 6 -2 +1 blessed = 5 v 6: out
        Game.Played t = g.orders(Map.of("saxons", List.of(bless)), 9, 1, 8, 2, 9, 6);
        PowerWorked worked = t.one(PowerWorked.class);
        assertEquals(List.of("Aelf", "Ead"), worked.figures());
        assertTrue(t.text().contains("Ead's Fate: d10 6 −2 two-handed axe +1 blessed = 5 v Fate 6: out"), t.text());
    }

    @Test
    void aHeroTakenOutBeforeHisActMakesItAsHisLastHeroicAct() {
        Game g = Game.of("Ulf vikings viking-hero 10,10 hp=0", "Ead saxons saxon-thegn 10,11", "Wulf saxons saxon-fyrdman 30,30");
        // saxons first: Ead strikes 10 +4 +3 +0 = 17 v AR 13: hit; Ulf's Fate 1: out. His act comes at once: 9 +5 +4 = 18 v 13
        Game.Played t = g.orders(Map.of(), 1, 9, 10, 1, 9, 5);
        LastHeroicAct act = t.one(LastHeroicAct.class);
        assertEquals("Ulf", act.hero());
        assertEquals(2, t.all(BlowRolled.class).size(), t.text());
        assertFalse(t.after().f("Ulf").inGame());
        assertTrue(t.text().contains("Ulf's Last Heroic Act: FIGHT Ulf AT Ead"), t.text());
        assertTrue(t.all(TurnEnded.class).isEmpty());
        assertEquals("saxons", t.one(herald.engine.darkage.events.GameEnded.class).winner(), "the vikings have nobody left");
    }
}
