package herald.engine.lonewolf.events;

import herald.engine.lonewolf.LoneWolfState;

/**
 * A hypnotised piece changed hands (ET7): as the turn of its hypnosis ends its hypnotist's player takes it over
 * for {@code d6} game turns (the D6 rolled then), until the end of turn {@code untilTurn}; then it returns to its
 * own side ({@code d6} 0). While controlled it is one of the controller's pieces in every rule.
 *
 * @param to the side that now moves it
 */
public record ControlChanged(String piece, String to, int d6, int untilTurn) implements LoneWolfEvent {

    public static final String CONTROLLED = "controlled-until:";
    public static final String OWNER = "owner:";

    @Override
    public LoneWolfState applyTo(LoneWolfState state) {
        var p = state.pieceOrThrow(piece);
        var powers = p.powers();
        for (String m : powers.marks()) {
            if (m.startsWith(CONTROLLED)) {
                powers = powers.withoutMark(m);
            }
        }
        if (d6 > 0) {
            powers = powers.withMark(CONTROLLED + untilTurn);
            if (powers.marks().stream().noneMatch(m -> m.startsWith(OWNER))) {
                powers = powers.withMark(OWNER + p.side());
            }
        } else {
            powers = powers.withoutMark(OWNER + to);
        }
        return reported(state.withPiece(p.withSide(to).withPowers(powers)));
    }

    @Override
    public String describe() {
        return d6 > 0 ? piece + " is under the control of the hypnotist's player: D6 rolled " + d6 + ", to the end of turn "
                + untilTurn + " (ET7)"
                : piece + " shakes off the hypnosis and returns to its own side (ET7)";
    }
}
