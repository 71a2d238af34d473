package herald.engine.lonewolf;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** The skills part of a piece's record-sheet entry: the skills it holds, uses left of each limited one, standing orders. */
final class SkillSheet {
    private SkillSheet() {}

    /** "; skills: healing 2 of 3 left, mindblast 2 of 2 left, camouflage; standing: MINDSHIELD OFF", or "" with none. */
    static String of(LoneWolfState s, Piece p) {
        List<String> held = Disciplines.held(p);
        if (held.isEmpty() && p.powers().standing().isEmpty()) {
            return "";
        }
        List<String> parts = new ArrayList<>();
        for (String entry : held) {
            Skill skill = Skill.parse(entry).orElseThrow();
            Integer uses = s.skills() == null ? null : s.skills().of(skill).uses();
            parts.add(entry + (uses == null ? "" : " " + Math.max(0, uses - p.powers().usedOf(skill)) + " of " + uses + " left"));
        }
        List<String> standing = new ArrayList<>();
        for (Map.Entry<String, String> e : p.powers().standing().entrySet()) {
            standing.add(e.getKey() + " " + e.getValue());
        }
        return (parts.isEmpty() ? "" : "; skills: " + String.join(", ", parts))
                + (standing.isEmpty() ? "" : "; standing: " + String.join(", ", standing));
    }
}
