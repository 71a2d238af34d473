package herald.engine.fantasywarriors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import herald.engine.ScriptedDice;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * The shooting phase's dice (the core §5, Herald's H2-H5) with scripted dice: the to-hit throw at its edges, the
 * marksman's shot, the shield's counters, and the whole chain from volley to casualty test, FW-EX-2 through it.
 */
class ShootingTest {
    private static final WeaponsChart CHART = WeaponsChart.shipped();
    private static final Tables CORE = Tables.core();
    private static final Tables COMPANION = Tables.companion();

    private static ScriptedDice dice(Integer... faces) {
        return new ScriptedDice(List.of(faces), 0);
    }

    @Test
    void fwEx2_poisonedArrowsSlayTheBarbarianGiantThroughTheWholeChain() {
        // L249: orc archers blacken the sky with 3 counters, 1 poisoned, at a giant with save 5. The book gives the
        // outcomes only; the inputs here are Herald's: 4 archers (12 dice), bows, the giant's placeholder profile (H21:
        // resilience 0, no armour). Three hits, three kills, saves 9, 7 and 6 at 5 - 1 = 4: slain.
        var shot = new Shooting.Shot(Volley.of(4, 3, 1, Range.SHORT), ToHit.Conditions.none(), new Weapon(WeaponLine.BOW, 0));
        var giant = Target.of(1, 0, Armour.NONE).withSave(5);
        ScriptedDice d = dice(6, 5, 5, 4, 4, 3, 3, 2, 2, 1, 1, 4, /* kills */ 4, 5, 6, /* saves */ 4, 5, 3, 4, 2, 4);
        Shooting.Ruling r = Shooting.resolve(shot, giant, d, CHART, CORE);
        assertEquals(5, r.hits().ranks().get(0).needs(), "4 +1 for blackening the sky");
        assertEquals(3, r.hits().hits());
        assertEquals(3, r.casualties().kills().successes());
        SavingThrow.Saves saves = r.casualties().saves().orElseThrow();
        assertEquals(4, saves.value());
        assertEquals(List.of(9, 7, 6), saves.totals());
        assertFalse(saves.survived());
        assertEquals(1, r.lost(), "slain");
        assertTrue(r.casualtyTestDue());
        assertEquals(21, d.used(), "12 to hit, 3 to kill, 3 saves of 2D6");
        assertEquals(List.of("to hit: 6 5 5 4 4 3 3 2 2 1 1 4 against 4 −1 blackening the sky, so 5 or more: 3",
                "kill, bow v none armour: 4 5 6 against 4, so 4 or more: 3", "saves at 4 or under: [9, 7, 6]",
                "figures lost: 1, a casualty test"), r.lines());
    }

    @Test
    void withoutPoisonAndWithBetterSavesTheGiantLives() {
        var shot = new Shooting.Shot(Volley.of(4, 3, 0, Range.SHORT), ToHit.Conditions.none(), new Weapon(WeaponLine.BOW, 0));
        Shooting.Ruling r = Shooting.resolve(shot, Target.of(1, 0, Armour.NONE).withSave(5),
                dice(6, 5, 5, 4, 4, 3, 3, 2, 2, 1, 1, 4, 4, 5, 6, 1, 2, 2, 2, 3, 2), CHART, CORE);
        assertTrue(r.casualties().saves().orElseThrow().survived(), "3, 4 and 5 at or under 5");
        assertEquals(0, r.lost());
        assertFalse(r.casualtyTestDue());
    }

    @Test
    void fwEx8_theShieldLeavesFiveCountersToBeThrown() {
        // L1240: a hail of 6 counters, read as two units' volleys of 3 (H3). The shield takes 2 on, 6 and 3: one
        // removed, which the defender may choose among the poisoned ones.
        Volley first = Volley.of(5, 3, 1, Range.SHORT);
        Volley second = Volley.of(5, 3, 0, Range.SHORT);
        Shield.Warded w = Shield.raise(2, dice(6, 3), COMPANION);
        Volley shielded = first.withShielded(w.removed(), 1);
        assertEquals(5, shielded.counters() + second.counters());
        assertEquals(0, shielded.poisoned());
        assertEquals(10, shielded.dice());
    }

    @Test
    void aVolleyShieldedDownToOneCounterNoLongerBlackensTheSky() {
        Volley one = Volley.of(2, 2, 0, Range.SHORT).withShielded(1, 0);
        ToHit.Hits h = ToHit.roll(one, ToHit.Conditions.none(), dice(4, 3), CHART);
        assertEquals(4, h.ranks().get(0).needs());
        assertEquals(1, h.hits());
    }

    @Test
    void aNaturalSixAlwaysHitsWhateverTheModifiers() {
        var all = ToHit.Conditions.none().withFirewater(true).withBloodLust(true).withParabolic(true).withBadLight(true);
        ToHit.Hits h = ToHit.roll(Volley.of(1, 2, 0, Range.LONG), all, dice(6, 5), CHART);
        assertEquals(4 + 6, 4 - h.ranks().get(0).modifiers().stream().mapToInt(Modifier::value).sum());
        assertEquals(6, h.ranks().get(0).needs());
        assertEquals(1, h.hits());
    }

    @Test
    void theSecondRankThrowsApartAtMinusOne() {
        ToHit.Hits h = ToHit.roll(new Volley(2, 2, 1, 0, Range.SHORT), ToHit.Conditions.none(), dice(4, 3, 4, 5), CHART);
        assertEquals(List.of(4, 5), h.ranks().stream().map(Throw::needs).toList());
        assertEquals(2, h.hits());
    }

    @Test
    void shootingAtOrFromAFlyerIsAlwaysLongRange() {
        ToHit.Hits h = ToHit.roll(Volley.of(2, 1, 0, Range.SHORT), ToHit.Conditions.none().withFlyer(true), dice(4, 5), CHART);
        assertEquals(List.of("−1 long range"), h.ranks().get(0).modifiers().stream().map(Modifier::toString).toList());
        assertEquals(1, h.hits());
    }

    @Test
    void threeCountersAPhaseSixAUnitAndABallistaNeedsTwoCrewToBlackenTheSky() {
        assertEquals(Optional.of("a unit uses 3 volley counters a phase at most, not 4"), Volley.of(5, 4, 0, Range.SHORT)
                .refusal(6, CHART));
        assertEquals(Optional.of("the unit has 2 volley counters left, not 3"), Volley.of(5, 3, 0, Range.SHORT)
                .refusal(2, CHART));
        assertEquals(Optional.empty(), Volley.of(5, 3, 0, Range.SHORT).refusal(3, CHART));
        assertEquals(Optional.empty(), Volley.carriedRefusal(6, CHART));
        assertTrue(Volley.carriedRefusal(7, CHART).isPresent());
        assertTrue(Volley.artillery(3, 2, Range.LONG).ballistaRefusal(1, CHART).isPresent());
        assertEquals(Optional.empty(), Volley.artillery(3, 1, Range.LONG).ballistaRefusal(1, CHART));
        assertEquals(6, Volley.artillery(3, 2, Range.LONG).dice(), "worth × counters");
    }

    @Test
    void aMarksmanHitsOnThreeShortAndFourLong() {
        // L913-922: 1D6, -1 in bad light.
        assertEquals(1, Marksman.snipe(Range.SHORT, false, false, dice(3), CHART).successes());
        assertEquals(0, Marksman.snipe(Range.SHORT, false, false, dice(2), CHART).successes());
        assertEquals(0, Marksman.snipe(Range.LONG, false, false, dice(3), CHART).successes());
        assertEquals(1, Marksman.snipe(Range.LONG, false, false, dice(4), CHART).successes());
        assertEquals(0, Marksman.snipe(Range.LONG, true, false, dice(4), CHART).successes(), "bad light: 5 or more");
        assertEquals(0, Marksman.snipe(Range.SHORT, false, true, dice(3), CHART).successes(), "a flyer: long");
    }

    @Test
    void aQuarterOfTheUnitLostInThePhaseCallsForTheCasualtyTest() {
        var shot = new Shooting.Shot(Volley.of(3, 1, 0, Range.SHORT), ToHit.Conditions.none(), new Weapon(WeaponLine.BOW, 0));
        Target twelve = Target.of(12, 0, Armour.NONE);
        assertTrue(Shooting.resolve(shot, twelve, dice(4, 5, 6, 4, 4, 4), CHART, CORE).casualtyTestDue(), "3 of 12");
        Shooting.Ruling two = Shooting.resolve(shot, twelve, dice(4, 5, 1, 4, 4), CHART, CORE);
        assertEquals(2, two.lost());
        assertFalse(two.casualtyTestDue());
        assertTrue(Shooting.resolve(shot, twelve.withPhase(12, 1), dice(4, 5, 1, 4, 4), CHART, CORE).casualtyTestDue(),
                "1 lost earlier this phase and 2 now: 3 of 12");
    }
}
