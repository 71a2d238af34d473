package herald.engine.darkage;

import static org.junit.jupiter.api.Assertions.assertEquals;

import herald.engine.ScriptedDice;
import herald.engine.darkage.events.FateRolled;
import herald.engine.darkage.events.FateRolled.Result;
import org.junit.jupiter.api.Test;

/** Fate rolls (3.5, FT1-FT2), poison (W5) and fire's decay (5.2.5). */
class FateRollsTest {

    private static Result spear(int fate, int roll) {
        return FateRolls.onHit("Brand", fate, "spear", -2, false, ScriptedDice.of(roll)).result();
    }

    @Test
    void derived_004_D_3_Fate_5_hit_by_a_spear() {
        assertEquals(Result.KNOCKED_DOWN, spear(5, 7), "7 −2 = 5: equal");
        assertEquals(Result.OK, spear(5, 8), "8 −2 = 6: greater");
        assertEquals(Result.OUT, spear(5, 6), "6 −2 = 4: less");
        assertEquals(Result.OK, spear(9, 10), "natural 10: 8 is below Fate 9, yet OK");
        assertEquals(Result.OUT, FateRolls.onHit("Brand", 1, "club", 1, false, ScriptedDice.of(1)).result(),
                "natural 1: 1 +1 = 2 is above Fate 1, yet out");
        assertEquals("Brand's Fate: d10 10 −2 spear = 8 v Fate 9: natural 10, OK",
                FateRolls.onHit("Brand", 9, "spear", -2, false, ScriptedDice.of(10)).describe());
    }

    @Test
    void derived_004_D_4_a_poisoned_short_sword_against_Fate_4() {
        FateRolled f = FateRolls.onHit("Brand", 4, "short sword", -1, true, ScriptedDice.of(7));
        assertEquals(4, f.total());
        assertEquals(Result.KNOCKED_DOWN, f.result());
        assertEquals(5, f.need());
        assertEquals("Brand's Fate: d10 7 −1 short sword −2 poison = 4 v Fate 4: knocked down", f.describe());
    }

    @Test
    void derived_004_D_5_a_haystack_fired_by_an_arrow_burns_at_9_and_falls_to_2() {
        int lit = 3;
        int rating = Fire.rating("fire-arrow");
        assertEquals(9, rating);
        assertEquals(7, Fire.againstAr());
        assertEquals(9, Fire.ratingAfter(rating, lit, lit), "the turn it is lit does not count");
        assertEquals(8, Fire.ratingAfter(rating, lit, lit + 1));
        assertEquals(2, Fire.ratingAfter(rating, lit, lit + 7));
        assertEquals(2, Fire.ratingAfter(rating, lit, lit + 8), "and stays at 2");
        assertEquals(8, Fire.rating("bolt-of-fire"));
        assertEquals(7, Fire.rating("storm-of-fire"));
    }
}
