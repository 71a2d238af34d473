package herald.engine.lonewolf;

import static org.junit.jupiter.api.Assertions.assertEquals;

import herald.engine.lonewolf.events.MoraleTested;
import herald.engine.lonewolf.events.PieceRemoved;
import herald.engine.lonewolf.events.TurnEnded;
import herald.engine.view.SheetTable;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Each side's unit table: pieces left of the original strength, this turn's morale result (M4-M7), what to see to. */
class UnitSheetTest {
    /*
     *   5 .s...      G1 G2 G3 giak spearmen, G3 hidden in the scrub at B5
     *   4 .....
     *   3 GG...      G1 at A3, G2 at B3; G3 two squares from them: out of coherency (U2)
     *   2 .....
     *   1 ..S..      S1 the lone Sommerlander
     */
    private static final List<String> BOARD = List.of(".s...", ".....", ".....", ".....", ".....");

    private static Battle battle() {
        return Battle.of(BOARD, "S1 sommerlund human sword mail - regular C1 N",
                "G1 giaks giak spear leather - regular A3 S unit=Giak_spearmen",
                "G2 giaks giak spear leather - regular B3 S unit=Giak_spearmen",
                "G3 giaks giak spear leather - regular B5 S unit=Giak_spearmen hidden=true");
    }

    private static SheetTable unitsOf(LoneWolfState s, String side) {
        return Battle.RULES.view(s, side).sheets().stream().filter(t -> t.title().startsWith("Units:")).findFirst().orElseThrow();
    }

    @Test
    void given_the_set_up_then_each_unit_shows_its_pieces_at_full_strength_and_no_test_yet() {
        SheetTable t = unitsOf(battle().state, "giaks");

        assertEquals(List.of("Unit", "Pieces", "Left / of", "Morale", "Notes"), t.columns());
        assertEquals(List.of("Giak spearmen", "G1 G2 G3", "3 / 3", "-",
                "out of coherency: G3 must close up on G1 G2 (U2); hidden: G3"), t.rows().get(0));
    }

    @Test
    void given_a_unit_that_retired_this_turn_then_its_row_says_so_and_next_turn_says_no_test() {
        LoneWolfState s = Battle.fold(battle().state, List.of(
                new PieceRemoved("G1", "shot by S1"),
                new MoraleTested("giaks", "Giak raiders", "Giak spearmen", List.of("lost 1 of 3 this turn"), 4, List.of(1, 1),
                        List.of(), 6, "regular", 9, 7, "Rout"),
                new TurnEnded(1)));

        List<String> row = unitsOf(s, "giaks").rows().get(0);
        assertEquals("Morale, turn 1", unitsOf(s, "giaks").columns().get(3));
        assertEquals(List.of("Giak spearmen", "G2 G3", "2 / 3", "Rout"), row.subList(0, 4));
        assertEquals("out of coherency: G3 must close up on G2 (U2); hidden: G3; lost G1 (turn 1)", row.get(4));

        LoneWolfState next = Battle.fold(s, List.of(new TurnEnded(2)));
        assertEquals("no test", unitsOf(next, "giaks").rows().get(0).get(3));
    }

    @Test
    void given_a_unit_down_to_half_strength_then_it_is_told_it_tests_every_turn() {
        LoneWolfState s = Battle.fold(battle().state, List.of(new PieceRemoved("G1", "shot"), new PieceRemoved("G3", "shot")));

        assertEquals(List.of("Giak spearmen", "G2", "1 / 3", "-", "half strength or less: tests morale every turn (M2c); lost G1 (turn 1), G3 (turn 1)"),
                unitsOf(s, "giaks").rows().get(0));
    }

    @Test
    void the_enemy_side_never_sees_a_unit_table_of_the_other_side() {
        assertEquals(List.of("Units: Sommerlund patrol"), Battle.RULES.view(battle().state, "sommerlund").sheets().stream()
                .map(SheetTable::title).filter(t -> t.startsWith("Units:")).toList());
    }
}
