package herald.engine.lonewolf.events;

import herald.engine.lonewolf.LoneWolfState;
import java.util.List;

/**
 * A missile shot (F8): basic % (weapon x armour) plus modifiers, divided by the band's divisor and
 * rounded down, is the {@code need} (halved again, rounded down, for a firer whose wounds halve his
 * chances: H5); a D100 {@code roll} at or under it hits.
 */
public record PieceFired(int phase, String firer, String weapon, String target, int range, String band, int basic,
        List<Modifier> modifiers, int modified, int divisor, boolean halved, int need, int roll, boolean hit)
        implements LoneWolfEvent {

    public PieceFired {
        modifiers = List.copyOf(modifiers);
    }

    @Override
    public LoneWolfState applyTo(LoneWolfState state) {
        return reported(state.withPiece(state.pieceOrThrow(firer).withFired()));
    }

    @Override
    public String describe() {
        String percent = Modifier.chain(basic, modifiers, modified)
                + (divisor > 1 ? ", ÷" + divisor + " = " + Numbers.signed(Math.floorDiv(modified, divisor)) : "")
                + (halved ? ", halved (wounded) = " + Numbers.signed(need) : "");
        return firer + " fires " + weapon + " at " + target + ", " + range + " squares, " + band + ": " + percent
                + "; rolled " + roll + ": " + (hit ? "hit" : "miss");
    }
}
