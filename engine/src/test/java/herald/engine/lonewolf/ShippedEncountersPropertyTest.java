package herald.engine.lonewolf;

import static org.junit.jupiter.api.Assertions.assertTrue;

import herald.engine.lonewolf.events.PhaseBegan;
import herald.engine.lonewolf.events.PieceAttacked;
import herald.engine.lonewolf.events.PieceFired;
import herald.engine.lonewolf.events.PieceMoved;
import herald.engine.lonewolf.events.PieceTurned;
import herald.engine.lonewolf.events.TurnBegan;
import java.util.HashMap;
import java.util.Map;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * Over any game the simulated players fight in a shipped encounter: the dead stay still, and nobody
 * outruns his MP. The games are strict (see {@link SimulatedGame}): a simulated submission the check
 * refuses fails the property, so a simulated player that gets U2 wrong is caught here too (it once
 * was refused when a stray had to close up with a group that moved: {@link Regroup}).
 */
class ShippedEncountersPropertyTest {

    @Provide
    Arbitrary<String> encounters() {
        return Arbitraries.of(SimulatedGame.ENCOUNTERS);
    }

    @Property(tries = 10)
    void a_removed_piece_never_moves_fires_or_attacks_afterwards(@ForAll("encounters") String encounter, @ForAll long seed) {
        SimulatedGame.play(SimulatedGame.encounter(encounter), Long.toString(seed), (s, e) -> {
            String actor = e instanceof PieceMoved m ? m.piece()
                    : e instanceof PieceTurned t ? t.piece()
                    : e instanceof PieceFired f ? f.firer()
                    : e instanceof PieceAttacked a ? a.attacker()
                    : null;
            if (actor != null) {
                assertTrue(s.pieceOrThrow(actor).alive(), () -> encounter + ": " + actor + " acts after its removal: " + e.describe());
            }
        });
    }

    /**
     * In the movement phase a piece spends at most its allowance (MV); in the morale phase a piece
     * that retires or routs at most twice it (M6, M7: turning away is free).
     */
    @Property(tries = 10)
    void no_piece_spends_more_MP_in_a_turn_than_its_allowance(@ForAll("encounters") String encounter, @ForAll long seed) {
        Map<String, Integer> spent = new HashMap<>();
        Map<String, Integer> allowance = new HashMap<>();
        int[] phase = {0};
        SimulatedGame.play(SimulatedGame.encounter(encounter), Long.toString(seed), (s, e) -> {
            if (e instanceof TurnBegan || e instanceof PhaseBegan) {
                phase[0] = e instanceof PhaseBegan p ? p.phase() : 0;
                spent.clear();
                allowance.clear();
                return;
            }
            String piece = e instanceof PieceMoved m ? m.piece() : e instanceof PieceTurned t ? t.piece() : null;
            if (piece == null) {
                return;
            }
            int cost = e instanceof PieceMoved m ? m.cost() : ((PieceTurned) e).cost();
            int most = allowance.computeIfAbsent(piece, id -> Movement.allowance(s, s.pieceOrThrow(id)) * (phase[0] == 5 ? 2 : 1));
            int total = spent.merge(piece, cost, Integer::sum);
            assertTrue(total <= most, () -> encounter + ", phase " + phase[0] + ": " + piece + " has spent " + total
                    + " MP of " + most + ": " + e.describe());
        });
    }

    /** Found by the strict property: a group moved, so the Drakkarim strays X1, X2 were asked to close up with another (U2). */
    @Example
    void the_simulated_player_closes_up_strays_without_being_refused() {
        a_removed_piece_never_moves_fires_or_attacks_afterwards("bor", 7615);
    }

    /** Found by the property: the blinded Vordak, led when it moved, then wandered as well (H7), spending its MP twice. */
    @Example
    void a_blinded_piece_led_when_it_moved_does_not_also_wander() {
        no_piece_spends_more_MP_in_a_turn_than_its_allowance("bor", 7615);
    }

    /** Found by the strict property: K4 took the square K5 needed, and the U2 error pinned to K4's line dropped every stray's move (durncrag, turn 3). */
    @Example
    void the_simulated_player_closes_up_when_a_unit_mate_takes_a_strays_square() {
        a_removed_piece_never_moves_fires_or_attacks_afterwards("durncrag", -10946);
    }
}
