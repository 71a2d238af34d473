package herald.engine.lonewolf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import herald.engine.lonewolf.events.PieceFired;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Firing in ranks (F7, F4 from the unit's front). */
class RanksTest {

    /** Archers of one unit in a file on column C facing N (C1 rear, C3 front); a Giak target far ahead. */
    private static Battle file(String training) {
        return Battle.of(Battle.open(9, 12),
                "S1 sommerlund human longbow,dagger leather - " + training + " C3 N unit=bowmen",
                "S2 sommerlund human longbow,dagger leather - " + training + " C2 N unit=bowmen",
                "S3 sommerlund human longbow,dagger leather - " + training + " C1 N unit=bowmen",
                "G1 giaks giak sword none - regular C10 S unit=band",
                "G2 giaks giak sword none - regular G5 S unit=band");
    }

    private static String checked(Battle b, String orders) {
        return b.check("sommerlund", orders).toString();
    }

    @Test
    void regulars_fire_in_two_ranks_but_not_three() {
        Battle b = file("regular");
        assertTrue(b.check("sommerlund", "FIRE S2 AT G1").accepted());
        assertTrue(checked(b, "FIRE S3 AT G1").contains("regular troops fire in 2 ranks; from G1 it would be rank 3: F7"),
                checked(b, "FIRE S3 AT G1"));
    }

    @Test
    void poor_troops_fire_in_one_rank_and_veterans_in_three() {
        assertTrue(checked(file("poor"), "FIRE S2 AT G1").contains("poor troops fire in 1 rank"));
        assertTrue(file("veteran").check("sommerlund", "FIRE S3 AT G1").accepted());
    }

    @Test
    void a_rear_rank_fires_through_its_own_front_rank() {
        Battle.Turn t = file("regular").turn(Map.of("sommerlund", "FIRE S2 AT G1"), 6, 3, 99, 99);
        assertEquals("S2", t.all(PieceFired.class).get(0).firer());
    }

    @Test
    void the_arc_of_a_rear_rank_runs_from_the_front_of_the_unit() {
        // From C2 itself G5 (4 right, 3 ahead) is out of arc anyway; move it to F5: 3 right, 3 ahead of C2, 2 ahead of C3.
        Battle b = Battle.of(Battle.open(9, 12),
                "S1 sommerlund human longbow,dagger leather - regular C3 N unit=bowmen",
                "S2 sommerlund human longbow,dagger leather - regular C2 N unit=bowmen",
                "G1 giaks giak sword none - regular F5 S unit=band");
        assertTrue(checked(b, "FIRE S2 AT G1").contains("measured from the front of its unit (F4)"), checked(b, "FIRE S2 AT G1"));
        assertFalse(b.check("sommerlund", "FIRE S2 AT G1").accepted());
    }
}
