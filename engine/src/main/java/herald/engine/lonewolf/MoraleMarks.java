package herald.engine.lonewolf;

import java.util.Optional;

/**
 * A unit's last morale result (M4-M7) kept on its pieces' record sheets as a mark
 * "morale:T3:Retire", so that the turn's PDF can say how each unit's test went. The result has no
 * lasting effect (M8: a retire or rout is a one-off move); the mark only reports it, and each test
 * replaces the one before.
 */
public final class MoraleMarks {
    static final String PREFIX = "morale:";

    private MoraleMarks() {}

    /** The living rank-and-file pieces of {@code side}'s unit {@code unit} marked with {@code result} in the state's turn. */
    public static LoneWolfState withResult(LoneWolfState s, String side, String unit, String result) {
        LoneWolfState out = s;
        for (Piece p : s.pieces()) {
            if (p.alive() && p.side().equals(side) && p.unit().equals(unit) && p.kind() == PieceClass.RANK_AND_FILE) {
                Powers powers = p.powers();
                for (String m : powers.marks()) {
                    if (m.startsWith(PREFIX)) {
                        powers = powers.withoutMark(m);
                    }
                }
                out = out.withPiece(p.withPowers(powers.withMark(PREFIX + "T" + s.turn() + ":" + result)));
            }
        }
        return out;
    }

    /** A unit's last test: the turn and the result. */
    public record Last(int turn, String result) {}

    /** The last morale result marked on {@code p}, if its unit has tested. */
    public static Optional<Last> last(Piece p) {
        return p.powers().marks().stream().filter(m -> m.startsWith(PREFIX + "T")).findFirst().map(m -> {
            String rest = m.substring(PREFIX.length() + 1);
            int colon = rest.indexOf(':');
            return new Last(Integer.parseInt(rest.substring(0, colon)), rest.substring(colon + 1));
        });
    }
}
