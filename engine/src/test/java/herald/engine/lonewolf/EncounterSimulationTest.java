package herald.engine.lonewolf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The encounters with Lone Wolf and with Kootak, fought out by two simulated players. */
class EncounterSimulationTest {

    private static void endsByItsTurnLimit(String encounter, String hero) {
        Battle battle = SimulatedGame.encounter(encounter);
        assertTrue(battle.state.piece(hero).isPresent(), hero + " is in " + encounter);
        int bloody = 0;
        for (String seed : List.of("alpha", "bravo", "charlie")) {
            SimulatedGame.Result r = SimulatedGame.play(battle, seed, (s, e) -> {});
            System.out.println(encounter + ", seed " + seed + ": " + r);
            assertTrue(r.turns() <= r.turnLimit(), r.toString());
            bloody += r.lost().values().stream().allMatch(n -> n > 0) ? 1 : 0;
        }
        assertTrue(bloody >= 2, encounter + ": most games should cost both sides pieces, only " + bloody + " of 3 did");
    }

    @Test
    void given_lone_wolf_and_the_dwarves_of_bor_against_the_darklords_column_then_it_ends_by_its_turn_limit() {
        endsByItsTurnLimit("bor", "LW");
    }

    @Test
    void given_kootaks_wolf_raid_on_the_border_post_then_it_ends_by_its_turn_limit() {
        endsByItsTurnLimit("wolfraid", "KT");
    }

    @Test
    void given_the_durncrag_ambush_with_hidden_troops_on_both_sides_then_it_ends_by_its_turn_limit() {
        endsByItsTurnLimit("durncrag", "LW");
    }

    /** The encounter the mail test plays: one piece of every class, and hidden troops on both sides. */
    @Test
    void the_durncrag_ambush_has_a_kai_lord_a_hero_a_side_a_monster_and_hidden_troops_on_both_sides() {
        LoneWolfState s = SimulatedGame.encounter("durncrag").state;
        assertEquals(PieceClass.KAI_LORD, s.pieceOrThrow("LW").kind());
        assertEquals(PieceClass.HERO, s.pieceOrThrow("CP").kind());
        assertEquals(PieceClass.HERO, s.pieceOrThrow("DK").kind());
        assertEquals(PieceClass.MONSTER, s.pieceOrThrow("V1").kind());
        assertEquals(java.util.Set.of("CB1", "CB2", "CB3", "GZ1", "GZ2", "GZ3", "GZ4"), s.hidden());
    }

    @Test
    void lone_wolf_is_an_unarmoured_kai_lord_with_a_sword_and_kootak_a_hero_in_plate_with_shield_and_sword() {
        Piece lw = SimulatedGame.encounter("bor").state.pieceOrThrow("LW");
        assertEquals(PieceClass.KAI_LORD, lw.kind());
        assertEquals(Armour.NONE, lw.armour());
        assertEquals(List.of("sword"), lw.weapons());
        Piece kt = SimulatedGame.encounter("wolfraid").state.pieceOrThrow("KT");
        assertEquals(PieceClass.HERO, kt.kind());
        assertEquals(Armour.PLATE, kt.armour());
        assertTrue(kt.shield());
        assertEquals(List.of("sword"), kt.weapons());
    }
}
