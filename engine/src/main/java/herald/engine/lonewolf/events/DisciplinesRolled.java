package herald.engine.lonewolf.events;

import herald.engine.lonewolf.LoneWolfState;
import java.util.List;

/**
 * K0 with option kai-disciplines=roll: at the start of turn 1 the umpire rolled 1D10 for a Kai Lord, who keeps that
 * many of his card's disciplines, the first in its list ({@code kept}).
 */
public record DisciplinesRolled(String piece, int roll, List<String> kept) implements LoneWolfEvent {
    public DisciplinesRolled {
        kept = List.copyOf(kept);
    }

    @Override
    public LoneWolfState applyTo(LoneWolfState state) {
        var p = state.pieceOrThrow(piece);
        return reported(state.withPiece(p.withPowers(p.powers().withMark("kept:" + roll))));
    }

    @Override
    public String describe() {
        return piece + " rolls 1D10 for his Kai Disciplines: " + roll + "; he keeps "
                + (kept.isEmpty() ? "none" : String.join(", ", kept));
    }
}
