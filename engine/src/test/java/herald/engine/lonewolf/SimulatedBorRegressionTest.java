package herald.engine.lonewolf;

import org.junit.jupiter.api.Test;

/**
 * A sample the property test found: in the bor encounter with dice seed 100723 the darklords' simulated player,
 * regrouping at turn 7, mailed moves that split the Gourgaz. A simulated player never mails what the check refuses.
 */
class SimulatedBorRegressionTest {
    @Test
    void the_simulated_darklords_of_bor_seed_100723_never_mail_a_refused_order() {
        new ShippedEncountersPropertyTest().a_removed_piece_never_moves_fires_or_attacks_afterwards("bor", 100723L);
    }
}
