package herald.engine.lonewolf.events;

import herald.engine.lonewolf.LoneWolfState;
import herald.engine.lonewolf.Skill;

/**
 * A hero was hit, rolled on the hit chart, and shrugged the wound off: Strength ignores every Slight
 * wound (HA2), Hard as Nails the first wound of any severity (ET4), which is then spent.
 *
 * @param skill the skill's key, "strength" or "hard-as-nails"
 */
public record WoundIgnored(String piece, String cause, int severityRoll, String severity, int locationRoll,
        String location, String skill, String onlyFor) implements LoneWolfEvent, Concealable {

    public WoundIgnored(String piece, String cause, int severityRoll, String severity, int locationRoll, String location,
            String skill) {
        this(piece, cause, severityRoll, severity, locationRoll, location, skill, null);
    }

    @Override
    public java.util.List<String> named() {
        return java.util.List.of(piece);
    }

    @Override
    public WoundIgnored seenOnlyBy(String side) {
        return new WoundIgnored(piece, cause, severityRoll, severity, locationRoll, location, skill, side);
    }

    @Override
    public LoneWolfState applyTo(LoneWolfState state) {
        Skill s = Skill.parse(skill).orElseThrow();
        if (s != Skill.HARD_AS_NAILS) {
            return reported(state);
        }
        var p = state.pieceOrThrow(piece);
        return reported(state.withPiece(p.withPowers(p.powers().withUse(s))));
    }

    @Override
    public String describe() {
        return piece + " is hit (" + cause + "): severity rolled " + severityRoll + ", " + severity + "; location rolled "
                + locationRoll + ", " + location + ": ignored, "
                + (skill.equals(Skill.STRENGTH.key()) ? "Strength shrugs off a slight wound (HA2)"
                        : "Hard as Nails shrugs off his first wound (ET4), and is spent");
    }
}
