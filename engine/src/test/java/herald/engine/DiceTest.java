package herald.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class DiceTest {
    private static final byte[] SEED = "a secret seed of thirty-two bytes".getBytes(StandardCharsets.UTF_8);

    private static List<Integer> rolls(Dice dice, int n, int sides) {
        List<Integer> out = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            out.add(dice.roll(sides));
        }
        return out;
    }

    @Test
    void seeded_dice_give_the_same_rolls_for_the_same_seed_and_window() {
        assertEquals(rolls(new SeededDice(SEED, "T1"), 50, 100), rolls(new SeededDice(SEED, "T1"), 50, 100));
    }

    @Test
    void another_window_or_seed_gives_other_rolls() {
        List<Integer> t1 = rolls(new SeededDice(SEED, "T1"), 50, 100);
        assertNotEquals(t1, rolls(new SeededDice(SEED, "T2"), 50, 100));
        assertNotEquals(t1, rolls(new SeededDice("another seed".getBytes(StandardCharsets.UTF_8), "T1"), 50, 100));
    }

    @Test
    void every_face_of_a_d10_comes_up_and_none_outside() {
        int[] seen = new int[11];
        for (int r : rolls(new SeededDice(SEED, "T1"), 2000, 10)) {
            assertTrue(r >= 1 && r <= 10, "roll " + r);
            seen[r]++;
        }
        for (int face = 1; face <= 10; face++) {
            assertTrue(seen[face] > 120, "face " + face + " came up " + seen[face] + " times in 2000");
        }
    }

    @Test
    void scripted_dice_play_their_results_in_order_from_the_start_given() {
        ScriptedDice dice = new ScriptedDice(List.of(7, 56, 3, 9), 1);
        assertEquals(56, dice.roll(100));
        assertEquals(3, dice.roll(6));
        assertEquals(2, dice.used());
    }

    @Test
    void a_script_that_runs_out_or_cannot_fit_the_die_says_so() {
        ScriptedDice dice = ScriptedDice.of(56);
        var wrongDie = assertThrows(ScriptedDice.DiceScriptExhausted.class, () -> dice.roll(10));
        assertTrue(wrongDie.getMessage().contains("cannot roll"), wrongDie.getMessage());
        ScriptedDice empty = ScriptedDice.of();
        var ran = assertThrows(ScriptedDice.DiceScriptExhausted.class, () -> empty.roll(10));
        assertTrue(ran.getMessage().contains("ran out"), ran.getMessage());
    }
}
