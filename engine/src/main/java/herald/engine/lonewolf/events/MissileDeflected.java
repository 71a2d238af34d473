package herald.engine.lonewolf.events;

import herald.engine.board.Square;
import herald.engine.lonewolf.LoneWolfState;

/**
 * K10 Mind over Matter turned a missile aside: it lands on {@code landing}, next to the Kai Lord {@code target}, and
 * strikes {@code struck} there without a roll (null: the square was empty). The firer has fired.
 */
public record MissileDeflected(int phase, String firer, String weapon, String target, Square landing, String struck)
        implements LoneWolfEvent {

    @Override
    public LoneWolfState applyTo(LoneWolfState state) {
        return reported(state.withPiece(state.pieceOrThrow(firer).withFired()));
    }

    @Override
    public String describe() {
        return firer + "'s " + weapon + " shot at " + target + " is deflected to " + landing + ": "
                + (struck == null ? "it lands in an empty square" : "it strikes " + struck + " without a roll");
    }
}
