package herald.engine.lonewolf.events;

import herald.engine.board.Facing;
import herald.engine.board.Square;
import herald.engine.lonewolf.LoneWolfState;
import herald.engine.lonewolf.Skill;

/**
 * A hero bounded to a square without paying MP: a Salmon Leap (HA1, one of his two uses, landing facing as he
 * chose) or a Lightning Attack's step into contact with his second opponent (HA5).
 *
 * @param skill "salmon-leap" or "lightning-attack"
 */
public record PieceLeapt(String piece, Square from, Square to, Facing facing, String skill,
        String onlyFor) implements LoneWolfEvent, Concealable {

    public PieceLeapt(String piece, Square from, Square to, Facing facing, String skill) {
        this(piece, from, to, facing, skill, null);
    }

    @Override
    public java.util.List<String> named() {
        return java.util.List.of(piece);
    }

    @Override
    public PieceLeapt seenOnlyBy(String side) {
        return new PieceLeapt(piece, from, to, facing, skill, side);
    }

    @Override
    public LoneWolfState applyTo(LoneWolfState state) {
        var p = state.pieceOrThrow(piece).withSquare(to).withFacing(facing);
        Skill s = Skill.parse(skill).orElseThrow();
        return reported(state.withPiece(s == Skill.SALMON_LEAP ? p.withPowers(p.powers().withUse(s)) : p));
    }

    @Override
    public String describe() {
        return skill.equals(Skill.SALMON_LEAP.key())
                ? piece + " makes a Salmon Leap from " + from + " to " + to + ", landing facing " + facing + " (HA1)"
                : piece + " follows up his Lightning Attack from " + from + " to " + to + " (HA5)";
    }
}
