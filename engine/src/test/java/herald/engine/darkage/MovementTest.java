package herald.engine.darkage;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import herald.engine.darkage.Movement.Mover;
import herald.engine.darkage.Movement.Step;
import herald.engine.darkage.events.FigureMoved;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Movement (3.2, M1-M8). */
class MovementTest {
    private static final Options RULES = Options.defaults();
    private static final Mover ULF = Mover.of("Ulf", 2, Armour.Weight.LIGHT);

    @Test
    void derived_004_D_6_heavy_armour_speed_2_moves_6_and_cannot_run_no_armour_8_or_11_running() {
        Mover knight = Mover.of("Odo", 2, Armour.Weight.HEAVY);
        assertEquals(6, Movement.allowance(knight, Step.of(6), RULES).inches());
        assertEquals("6 +Speed 0 (2 lost to Heavy armour) = 6\"", Movement.allowance(knight, Step.of(6), RULES).workings());
        assertEquals("Odo wears Heavy armour: it cannot run", Movement.move(knight, Step.of(6).running(), RULES).refusal());
        assertEquals(8, Movement.allowance(ULF, Step.of(8), RULES).inches());
        assertEquals(11, Movement.allowance(ULF, Step.of(11).running(), RULES).inches());
        FigureMoved m = Movement.move(ULF, Step.of(11).running(), RULES).first(FigureMoved.class);
        assertEquals("Ulf runs 11.0\" (6 +Speed 2 +run 3 = 11\")", m.describe());
    }

    @Test
    void medium_armour_keeps_its_speed_but_cannot_run() {
        Mover brand = Mover.of("Brand", 1, Armour.Weight.MEDIUM);
        assertEquals(7, Movement.allowance(brand, Step.of(7), RULES).inches());
        assertEquals("Brand wears Medium armour: it cannot run", Movement.move(brand, Step.of(7).running(), RULES).refusal());
    }

    @Test
    void difficult_terrain_takes_its_type_in_inches_the_worst_once_or_every_feature() throws Exception {
        Step through = Step.of(5).through(1, 2);
        assertEquals(6, Movement.allowance(ULF, through, RULES).inches(), "8 less the type 2 wood");
        assertEquals(5, Movement.allowance(ULF, through, Options.parse(Map.of("difficult", "each-feature"))).inches());
        assertEquals("Ulf may move 5\" (6 +Speed 2 −3 terrain = 5\"), not 5.5\"",
                Movement.move(ULF, Step.of(5.5).through(3), RULES).refusal());
        assertEquals(5, Movement.allowance(ULF, Step.of(5).atSea(3), RULES).inches(), "Sea State 3 aboard: −3\" (Herald's)");
    }

    @Test
    void a_figure_in_a_fight_moves_only_to_disengage() {
        Mover engaged = ULF.withInFight(true);
        assertEquals("Ulf is in a fight: it may move only to disengage", Movement.move(engaged, Step.of(3), RULES).refusal());
        assertEquals("Ulf disengages 3.0\" (6 +Speed 2 = 8\")",
                Movement.move(engaged, Step.of(3).disengaging(), RULES).first(FigureMoved.class).describe());
        assertEquals("Ulf is in no fight to disengage from", Movement.move(ULF, Step.of(3).disengaging(), RULES).refusal());
    }

    @Test
    void a_knocked_down_figure_gets_up_for_half_its_move_and_cannot_run() throws Exception {
        Mover down = ULF.withKnockedDown(true);
        assertEquals("Ulf gets up and moves 4.0\" (6 +Speed 2 = 8\", half to get up = 4\")",
                Movement.move(down, Step.of(4), RULES).first(FigureMoved.class).describe());
        assertFalse(Movement.move(down, Step.of(4.1), RULES).accepted());
        assertFalse(Movement.move(down, Step.of(1).running(), RULES).accepted());
        assertEquals(0, Movement.allowance(down, Step.of(0), Options.parse(Map.of("get-up", "whole-move"))).inches());
    }
}
