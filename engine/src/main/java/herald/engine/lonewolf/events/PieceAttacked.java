package herald.engine.lonewolf.events;

import herald.engine.lonewolf.LoneWolfState;
import java.util.List;

/** A close-combat attack (C4): combat value % plus modifiers is the {@code need}; a D100 {@code roll} at or under hits. */
public record PieceAttacked(String attacker, String weapon, String defender, int basic, List<Modifier> modifiers,
        int need, int roll, boolean hit, boolean standing) implements LoneWolfEvent {

    public PieceAttacked {
        modifiers = List.copyOf(modifiers);
    }

    @Override
    public LoneWolfState applyTo(LoneWolfState state) {
        return reported(state.withPiece(state.pieceOrThrow(attacker).withAttacked()));
    }

    @Override
    public String describe() {
        return attacker + " attacks " + defender + " with " + weapon + (standing ? " (standing order)" : "") + ": "
                + Modifier.chain(basic, modifiers, need) + "; rolled " + roll + ": " + (hit ? "hit" : "miss");
    }
}
