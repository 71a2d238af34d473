package herald.engine.lonewolf.events;

import herald.engine.lonewolf.LoneWolfState;
import herald.engine.lonewolf.Skill;

/**
 * An evil hero tried to hypnotise an enemy in the first firing phase (ET7): a D100 at or under {@code need}
 * succeeds. Hypnotise is spent either way. The victim stands still for the rest of the turn, marked
 * "hypnotised:TURN" and "hypnotist:ID".
 */
public record HypnotiseTried(String hypnotist, String target, int roll, int need, boolean hypnotised,
        String onlyFor) implements LoneWolfEvent, Concealable {

    public static final String HYPNOTISED = "hypnotised:";
    public static final String HYPNOTIST = "hypnotist:";

    public HypnotiseTried(String hypnotist, String target, int roll, int need, boolean hypnotised) {
        this(hypnotist, target, roll, need, hypnotised, null);
    }

    @Override
    public java.util.List<String> named() {
        return java.util.List.of(hypnotist, target);
    }

    @Override
    public HypnotiseTried seenOnlyBy(String side) {
        return new HypnotiseTried(hypnotist, target, roll, need, hypnotised, side);
    }

    @Override
    public LoneWolfState applyTo(LoneWolfState state) {
        var h = state.pieceOrThrow(hypnotist);
        LoneWolfState s = state.withPiece(h.withPowers(h.powers().withUse(Skill.HYPNOTISE)));
        if (hypnotised) {
            var t = s.pieceOrThrow(target);
            s = s.withPiece(t.withPowers(t.powers().withMark(HYPNOTISED + state.turn()).withMark(HYPNOTIST + hypnotist)));
        }
        return reported(s);
    }

    @Override
    public String describe() {
        return hypnotist + " tries to hypnotise " + target + ": needs " + need + " or less, rolled " + roll
                + (hypnotised ? ": " + target + " is hypnotised, and stands still for the rest of the turn (ET7)"
                        : ": it fails, and Hypnotise is spent (ET7)");
    }
}
