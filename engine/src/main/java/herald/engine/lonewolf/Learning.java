package herald.engine.lonewolf;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import herald.engine.Dice;
import herald.engine.campaign.CampaignRules.Change;
import herald.engine.campaign.CampaignRules.Roll;
import herald.engine.campaign.Placing;
import herald.engine.campaign.Recruit;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * K0 in a campaign (L1621-1624, and L1812-1815 for heroes): a Kai Lord or hero who survives a battle is given one
 * more discipline or skill for the next. Campaign rule learning: chosen (the book: the next on his player's list of
 * preference, or one drawn when none is left on it), random (Herald's: one drawn with a die from those he may take,
 * after K0's roll, LW-EX-21), or none. He may take what K0, HA0 and ET0 let his card list; a weaponskill is taken
 * only from his list, since it names a weapon.
 */
final class Learning {
    private Learning() {}

    static Recruit learn(LoneWolfState s, Recruit r, String rule, Dice dice, List<Change> changes) {
        ObjectNode spec = Placing.spec(r);
        String kind = spec.path("class").asText();
        if ("none".equals(rule) || !(spec.get("card") instanceof ObjectNode card)
                || !(PieceClass.KAI_LORD.key().equals(kind) || PieceClass.HERO.key().equals(kind))) {
            return r;
        }
        Set<String> held = new TreeSet<>();
        card.path("skills").forEach(k -> held.add(k.asText()));
        List<String> list = new ArrayList<>(r.learns().stream().filter(k -> !held.contains(k)).toList());
        String what = kind.equals(PieceClass.KAI_LORD.key()) ? "discipline" : "skill";
        String taken;
        Roll roll = null;
        String why;
        if ("chosen".equals(rule) && !list.isEmpty()) {
            taken = list.remove(0);
            why = "the next on his list";
        } else {
            List<String> open = open(s, spec, held);
            if (open.isEmpty()) {
                changes.add(new Change(r.side(), r.id(), "survived, and has every " + what + " he may take", null));
                return r.withLearns(list);
            }
            int score = dice.roll(open.size());
            taken = open.get(score - 1);
            list.remove(taken);
            roll = new Roll(score, open.size(), 0);
            why = ("chosen".equals(rule) ? "none left on his list: " : "") + "drawn from the " + open.size() + " he may take";
        }
        ArrayNode skills = card.withArray("skills");
        skills.add(taken);
        Skill skill = Skill.parse(taken).orElseThrow();
        changes.add(new Change(r.side(), r.id(), "survived, and learns " + s.skills().of(skill).title()
                + (skill == Skill.WEAPONSKILL ? " (" + Skill.weaponOf(taken).orElse("") + ")" : "") + " for the next battle ("
                + why + "; " + s.skills().of(skill).rule() + ")", roll));
        return r.withSpec(spec.toString()).withLearns(list);
    }

    /** What he may still take, in the skill book's order: his camp's list (K0, HA0, ET0), no weaponskill. */
    private static List<String> open(LoneWolfState s, ObjectNode spec, Set<String> held) {
        boolean kai = PieceClass.KAI_LORD.key().equals(spec.path("class").asText());
        String camp = camp(s, spec);
        List<String> out = new ArrayList<>();
        for (Map.Entry<String, SkillBook.Entry> e : s.skills().skills().entrySet()) {
            SkillBook.Entry entry = e.getValue();
            String group = entry.group();
            boolean allowed = kai ? group.equals("kai")
                    : group.equals("heroic") && !camp.equals("evil") || group.equals("evil") && !camp.equals("good");
            boolean race = entry.races().isEmpty() || entry.races().contains(spec.path("race").asText());
            if (allowed && race && !held.contains(e.getKey())) {
                out.add(e.getKey());
            }
        }
        return out;
    }

    private static String camp(LoneWolfState s, ObjectNode spec) {
        JsonNode alignment = spec.path("card").path("alignment");
        if (alignment.isTextual()) {
            return alignment.asText().toLowerCase(java.util.Locale.ROOT);
        }
        return BetweenBattles.sheet(s, spec.path("race").asText()).camp().toLowerCase(java.util.Locale.ROOT);
    }
}
