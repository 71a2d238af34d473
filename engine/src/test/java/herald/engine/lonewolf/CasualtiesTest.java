package herald.engine.lonewolf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import herald.engine.OrdersRuling;
import herald.engine.lonewolf.events.PercentagesAdded;
import herald.engine.lonewolf.events.PieceRemoved;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** C5, L722-725: the defending player's choice of casualties in multiple combat, as a standing order of the unit. */
class CasualtiesTest {

    /**
     * Three Human spearmen on row 2 facing N against three Giaks in mail on row 3 facing S; G4 stands behind G3 (a
     * file two deep on the Giaks' right). 3 × 38 = 114: one certain hit and a 14% roll for a second.
     *
     * <pre>
     *   row 4   . . . . G4 .
     *   row 3   . . G1 G2 G3 .
     *   row 2   . . S1 S2 S3 .
     * </pre>
     */
    private static Battle line() {
        return Battle.of(Battle.open(6, 6),
                "S1 sommerlund human spear mail - regular C2 N unit=spears",
                "S2 sommerlund human spear mail - regular D2 N unit=spears",
                "S3 sommerlund human spear mail - regular E2 N unit=spears",
                "G1 giaks giak sword mail - regular C3 S unit=band",
                "G2 giaks giak sword mail - regular D3 S unit=band",
                "G3 giaks giak sword mail - regular E3 S unit=band",
                "G4 giaks giak sword mail - regular E4 S unit=band",
                "P1 giaks human sword mail shield veteran A6 S class=hero name=Renegade alignment=evil");
    }

    private static final String HOLD = "HOLD G1\nHOLD G2\nHOLD G3\nHOLD G4";
    private static final String STILL = "HOLD S1\nHOLD S2\nHOLD S3";

    private static List<String> removed(Battle.Turn t) {
        return t.all(PieceRemoved.class).stream().map(PieceRemoved::piece).toList();
    }

    @Test
    void given_no_standing_order_then_the_further_hit_strikes_the_piece_nearest_the_target() {
        Battle.Turn t = line().turn(Map.of("sommerlund", "ATTACK S1 S2 S3 G1", "giaks", HOLD), 6, 3, 1, 6, 6, 6, 6);

        assertEquals(2, t.all(PercentagesAdded.class).get(0).hits());
        assertEquals(List.of("G1", "G2"), removed(t), "FRONT, the default: G2 is nearest G1");
    }

    @Test
    void given_casualties_rear_then_the_further_hit_strikes_the_piece_with_a_file_behind_it() {
        Battle.Turn t = line().turn(Map.of("sommerlund", "ATTACK S1 S2 S3 G1", "giaks", "STANDING G4 CASUALTIES REAR\n" + HOLD),
                6, 3, 1, 6, 6, 6, 6);

        assertEquals(List.of("G1", "G3"), removed(t), "REAR: G3 has G4 behind it, G2 has no one");
        assertTrue(t.after().piece("G2").alive() && t.after().piece("G4").alive(), () -> String.join("\n", t.lines()));
        assertTrue(t.lines().stream().anyMatch(l -> l.contains("CASUALTIES REAR, C5")), () -> String.join("\n", t.lines()));
    }

    @Test
    void the_order_is_written_for_the_whole_unit_and_the_latest_given_wins() {
        Battle.Turn t = line().turn(Map.of("sommerlund", STILL, "giaks", "STANDING G4 CASUALTIES REAR\n" + HOLD), 6, 3, 6, 6, 6, 6, 6, 6, 6, 6);
        for (String g : List.of("G1", "G2", "G3", "G4")) {
            assertEquals("REAR", Standing.value(t.after().piece(g), "CASUALTIES"), g);
        }
        assertEquals("FRONT", Standing.value(t.after().piece("P1"), "CASUALTIES"), "another unit is untouched");
        String view = Battle.RULES.view(t.after().state, "giaks").toString();
        assertTrue(view.contains("standing order CASUALTIES REAR (C5)"), view);

        Battle.Turn again = t.after().turn(Map.of("sommerlund", STILL, "giaks", "STANDING G4 CASUALTIES REAR\nSTANDING G1 CASUALTIES FRONT\n" + HOLD),
                6, 3, 6, 6, 6, 6, 6, 6, 6, 6);
        assertEquals("FRONT", Standing.value(again.after().piece("G3"), "CASUALTIES"));
    }

    @Test
    void the_order_is_refused_on_a_hero_and_for_an_unknown_value() {
        OrdersRuling hero = line().check("giaks", "STANDING P1 CASUALTIES REAR");
        assertFalse(hero.accepted());
        assertTrue(hero.toString().contains("P1 is a hero: the standing order CASUALTIES is for a unit of rank-and-file"),
                hero.toString());
        assertTrue(line().check("giaks", "STANDING G1 CASUALTIES BACK").toString().contains("CASUALTIES is FRONT or REAR, not BACK"));
    }

    @Test
    void the_normalised_line_round_trips() {
        OrdersRuling r = line().check("giaks", "standing g2 casualties rear");
        assertTrue(r.accepted(), r.toString());
        List<String> normalised = ((OrdersRuling.Accepted) r).normalised();
        assertEquals(List.of("STANDING G2 CASUALTIES REAR"), normalised);
        assertEquals(OrderParser.parse("STANDING G2 CASUALTIES REAR").orders(), OrderParser.ordersOf(normalised));
    }
}
