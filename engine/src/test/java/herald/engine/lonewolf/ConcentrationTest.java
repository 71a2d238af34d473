package herald.engine.lonewolf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import herald.engine.OrdersRuling;
import herald.engine.lonewolf.events.PercentagesAdded;
import herald.engine.lonewolf.events.PieceAttacked;
import herald.engine.lonewolf.events.PieceFired;
import herald.engine.lonewolf.events.PieceRemoved;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Concentrated fire (F10, F11) and multiple combat (C5, C6). */
class ConcentrationTest {

    /**
     * Three Human longbowmen on row 1 facing N; Giaks without armour 5 rows up; a lone Human scout S9 next to G1.
     * Longbow vs no armour is 40 at short range: 3 × 40 = 120.
     */
    private static Battle volley(String s9, String g2) {
        return Battle.of(Battle.open(7, 10),
                "S1 sommerlund human longbow,dagger leather - regular C1 N unit=bowmen",
                "S2 sommerlund human longbow,dagger leather - regular D1 N unit=bowmen",
                "S3 sommerlund human longbow,dagger leather - regular E1 N unit=bowmen",
                "G1 giaks giak sword none - regular C6 S unit=band",
                "G2 giaks giak sword none - regular " + g2 + " S unit=band",
                "G3 giaks giak sword none - regular G9 S unit=band",
                "G4 giaks giak sword none - regular A9 S unit=band",
                "G5 giaks giak sword none - regular B9 S unit=band",
                "G6 giaks giak sword none - regular F9 S unit=band",
                "S9 sommerlund human sword leather - regular " + s9 + " N unit=scouts");
    }

    @Test
    void given_three_bowmen_adding_120_percent_then_one_certain_hit_and_a_20_percent_roll_for_a_second() {
        Battle.Turn t = volley("A2", "E6").turn(Map.of("sommerlund", "FIRE S1 S2 S3 AT G1"), 6, 3, 20, 4, 4, 4, 4);

        PercentagesAdded added = t.all(PercentagesAdded.class).get(0);
        assertEquals(120, added.total());
        assertEquals(1, added.certain());
        assertEquals(20, added.need());
        assertEquals(2, added.hits());
        assertTrue(t.all(PieceFired.class).isEmpty());
        assertFalse(t.after().piece("G1").alive());
        assertFalse(t.after().piece("G2").alive(), "the second hit strikes the piece nearest the first target");
        assertTrue(t.after().piece("S1").fired() && t.after().piece("S3").fired());
    }

    @Test
    void given_a_roll_over_the_remainder_then_only_the_certain_hit() {
        Battle.Turn t = volley("A2", "E6").turn(Map.of("sommerlund", "FIRE S1 S2 S3 AT G1"), 6, 3, 21, 4, 4);

        assertEquals(1, t.all(PercentagesAdded.class).get(0).hits());
        assertEquals(List.of("G1"), t.all(PieceRemoved.class).stream().map(PieceRemoved::piece).toList());
    }

    @Test
    void given_a_friend_as_near_the_target_as_an_enemy_then_the_target_player_spares_his_own_by_standing_rule() {
        Battle.Turn t = volley("C7", "D6").turn(Map.of("sommerlund", "FIRE S1 S2 S3 AT G1"), 6, 3, 5, 4, 4, 4, 4);

        assertFalse(t.after().piece("S9").alive(), "F11: the hits fall on either side");
        assertTrue(t.after().piece("G2").alive());
    }

    @Test
    void under_option_scenario_order_the_earliest_listed_piece_takes_the_tied_hit() {
        Battle b = volley("C7", "D6");
        Battle.Turn t = b.withOptions(Map.of(HouseRules.CROWD_TIES, "scenario-order"))
                .turn(Map.of("sommerlund", "FIRE S1 S2 S3 AT G1"), 6, 3, 5, 4, 4, 4, 4);

        assertFalse(t.after().piece("G2").alive());
        assertTrue(t.after().piece("S9").alive());
    }

    @Test
    void a_single_fire_order_is_still_a_single_shot() {
        Battle.Turn t = volley("A2", "E6").turn(Map.of("sommerlund", "FIRE S1 AT G1"), 6, 3, 99, 99);

        assertEquals(2, t.all(PieceFired.class).size());
        assertTrue(t.all(PercentagesAdded.class).isEmpty());
    }

    @Test
    void pieces_of_two_units_may_not_concentrate() {
        OrdersRuling r = volley("A2", "E6").check("sommerlund", "FIRE S1 S9 AT G1");

        assertTrue(r.toString().contains("only pieces of one unit add their percentages (F10)"), r.toString());
    }

    @Test
    void a_target_unit_in_mixed_armour_may_not_be_fired_at_together() {
        Battle b = Battle.of(Battle.open(7, 10),
                "S1 sommerlund human longbow,dagger leather - regular C1 N unit=bowmen",
                "S2 sommerlund human longbow,dagger leather - regular D1 N unit=bowmen",
                "G1 giaks giak sword none - regular C6 S unit=band",
                "G2 giaks giak sword mail - regular E6 S unit=band");

        assertTrue(b.check("sommerlund", "FIRE S1 S2 AT G1").toString().contains("wear different armour"));
    }

    /** Two Human spearmen facing N, two Giaks in mail facing S straight in front of them; a third spearman behind S1. */
    private static Battle melee(String rearTraining) {
        return Battle.of(Battle.open(6, 6),
                "S1 sommerlund human spear mail - regular C2 N unit=spears",
                "S2 sommerlund human spear mail - regular D2 N unit=spears",
                "S3 sommerlund human spear mail - " + rearTraining + " C1 N unit=spears",
                "G1 giaks giak sword mail - regular C3 S unit=band",
                "G2 giaks giak sword mail - regular D3 S unit=band");
    }

    @Test
    void given_a_combat_grouping_then_its_percentages_add_and_a_spear_behind_supports_the_piece_in_front() {
        Battle.Turn t = melee("regular").turn(Map.of("sommerlund", "ATTACK S1 S2 S3 G1", "giaks", "HOLD G1\nHOLD G2"),
                6, 3, 1, 4, 4, 4, 4);

        PercentagesAdded added = t.all(PercentagesAdded.class).get(0);
        assertEquals(List.of("S1", "S2", "S3"), added.parts().stream().map(PercentagesAdded.Part::piece).toList());
        assertEquals(List.of("G1", "G2", "G1"), added.parts().stream().map(PercentagesAdded.Part::against).toList());
        assertEquals(3 * 38, added.total());
        assertEquals(1, added.certain());
        assertEquals(2, added.hits());
        assertFalse(t.after().piece("G1").alive());
        assertFalse(t.after().piece("G2").alive(), "C5: the further hit strikes a piece of the unit in contact");
    }

    @Test
    void poor_troops_do_not_fight_from_the_rear_rank() {
        Battle.Turn t = melee("poor").turn(Map.of("sommerlund", "ATTACK S1 S2 S3 G1", "giaks", "HOLD G1\nHOLD G2"),
                6, 3, 1, 4, 4, 4, 4);

        assertEquals(2, t.all(PercentagesAdded.class).get(0).parts().size());
        assertTrue(t.events().toString().contains("S3 makes no attack") || t.events().toString().contains("S3 is not in contact"));
    }

    @Test
    void a_diagonal_attacker_of_a_grouping_is_calculated_separately() {
        Battle b = Battle.of(Battle.open(6, 6),
                "S1 sommerlund human spear mail - regular C2 N unit=spears",
                "S2 sommerlund human spear mail - regular D2 N unit=spears",
                "G1 giaks giak sword mail - regular D3 S unit=band");
        Battle.Turn t = b.turn(Map.of("sommerlund", "ATTACK S1 S2 G1", "giaks", "HOLD G1"), 6, 3, 99, 99, 4, 4);

        assertEquals("S1", t.all(PieceAttacked.class).get(0).attacker());
        assertEquals(List.of("S2"), t.all(PercentagesAdded.class).get(0).parts().stream().map(PercentagesAdded.Part::piece).toList());
    }
}
