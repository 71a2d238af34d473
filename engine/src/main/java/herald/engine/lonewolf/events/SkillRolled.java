package herald.engine.lonewolf.events;

import herald.engine.lonewolf.LoneWolfState;
import herald.engine.lonewolf.Skill;
import java.util.ArrayList;
import java.util.List;

/**
 * A D100 for a Kai Discipline, Heroic Ability or Evil Trick (K3, K5, K7, K8, K9, K10, ET1, ET2): who rolled, for what,
 * against whom, the band it fell in. {@code spent} uses up one of the skill's uses on the roller's record sheet.
 *
 * @param phase the phase (1 to 5) it was rolled in
 * @param skill the skill's key, "mindblast"
 * @param target the piece it was aimed at, or null
 * @param doing what the roll was for, "mind-blasts G4"
 * @param need the band the roll was measured against, "1-40" (for Sixth Sense, every band)
 * @param result the band's outcome, "hit", "parried", "nothing detected"
 */
public record SkillRolled(int phase, String piece, String skill, String target, String doing, int roll, String need,
        String result, boolean spent, String onlyFor) implements LoneWolfEvent, Concealable {

    public SkillRolled(int phase, String piece, String skill, String target, String doing, int roll, String need, String result,
            boolean spent) {
        this(phase, piece, skill, target, doing, roll, need, result, spent, null);
    }

    @Override
    public List<String> named() {
        List<String> out = new ArrayList<>(List.of(piece));
        if (target != null) {
            out.add(target);
        }
        return out;
    }

    @Override
    public SkillRolled seenOnlyBy(String side) {
        return new SkillRolled(phase, piece, skill, target, doing, roll, need, result, spent, side);
    }

    @Override
    public LoneWolfState applyTo(LoneWolfState state) {
        if (!spent) {
            return reported(state);
        }
        var p = state.pieceOrThrow(piece);
        return reported(state.withPiece(p.withPowers(p.powers().withUse(Skill.parse(skill).orElseThrow()))));
    }

    @Override
    public String describe() {
        String title = Skill.parse(skill).map(s -> s.key()).orElse(skill);
        return piece + " " + doing + " (" + title + ", " + need + "): rolled " + roll + ", " + result;
    }
}
