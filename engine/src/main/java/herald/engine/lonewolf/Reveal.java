package herald.engine.lonewolf;

import herald.engine.lonewolf.events.PieceRevealed;

/**
 * L311-317 for the skills: a hidden piece that acts on the enemy with a skill (a mind blast, Animal Kinship on an enemy
 * animal) or whose missile a Kai Lord deflects is placed on the board first, as one that opens fire.
 */
final class Reveal {
    private Reveal() {}

    static void opening(TurnLog log, Piece p, String why) {
        if (log.state().hidden(p.id())) {
            log.record(new PieceRevealed(p.id(), log.state().pieceOrThrow(p.id()).square(), why));
        }
    }
}
