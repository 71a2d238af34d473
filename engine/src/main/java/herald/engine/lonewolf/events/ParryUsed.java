package herald.engine.lonewolf.events;

import herald.engine.lonewolf.LoneWolfState;

/**
 * A hero used Secret Parry (HA4) as an enemy attacked him: no enemy attack wounds him in this combat phase, and
 * he gives up his own attack, this phase's if he has not made it yet, else the next turn's ({@code forfeitTurn}).
 */
public record ParryUsed(String piece, String attacker, int forfeitTurn, String onlyFor) implements LoneWolfEvent, Concealable {

    public ParryUsed(String piece, String attacker, int forfeitTurn) {
        this(piece, attacker, forfeitTurn, null);
    }

    public static final String PARRIED = "parried:";
    public static final String FORFEIT = "parry-forfeit:";

    @Override
    public java.util.List<String> named() {
        return java.util.List.of(piece, attacker);
    }

    @Override
    public ParryUsed seenOnlyBy(String side) {
        return new ParryUsed(piece, attacker, forfeitTurn, side);
    }

    @Override
    public LoneWolfState applyTo(LoneWolfState state) {
        var p = state.pieceOrThrow(piece);
        var powers = p.powers().withMark(PARRIED + state.turn()).withMark(FORFEIT + forfeitTurn);
        return reported(state.withPiece((forfeitTurn == state.turn() ? p.withAttacked() : p).withPowers(powers)));
    }

    @Override
    public String describe() {
        return piece + " uses Secret Parry against " + attacker + ": no enemy blow wounds him this combat phase, and he"
                + " makes no attack in turn " + forfeitTurn + " (HA4)";
    }
}
