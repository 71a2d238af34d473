package herald.engine.lonewolf;

import com.fasterxml.jackson.databind.node.ObjectNode;
import herald.engine.Dice;
import herald.engine.campaign.CampaignRules.Change;
import herald.engine.campaign.CampaignRules.Roll;
import herald.engine.campaign.Placing;
import herald.engine.campaign.Recruit;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Herald's rule between two battles of a campaign (the book has none): each wounded Kai Lord, hero or monster
 * rolls one die (campaign rule recovery-die); on recovery-target or more his worst wound (ties: the latest) heals
 * one band, as K5 Healing heals it: a Slight wound or a Wound is cured, a Serious wound becomes a Wound, a Critical
 * one Serious, in the same location.
 */
final class Recovery {
    private Recovery() {}

    static Recruit roll(LoneWolfState s, Recruit r, Map<String, String> rules, Dice dice, List<Change> changes) {
        ObjectNode spec = Placing.spec(r);
        HitChart chart = BetweenBattles.chart(s, spec);
        List<Wound> wounds = BetweenBattles.wounds(spec, chart);
        if (wounds.isEmpty()) {
            return r;
        }
        int faces = Integer.parseInt(rules.get(BetweenBattles.RECOVERY_DIE));
        int target = Integer.parseInt(rules.get(BetweenBattles.RECOVERY_TARGET));
        int score = dice.roll(faces);
        int worst = Healing.worst(chart, wounds, false);
        Wound before = wounds.get(worst);
        Roll roll = new Roll(score, faces, target);
        if (score < target) {
            changes.add(new Change(r.side(), r.id(), "rolls for recovery: his " + BetweenBattles.describe(List.of(before))
                    .replaceFirst("^an? ", "") + " does not mend", roll));
            return r;
        }
        Wound after = Healing.lighter(chart, before);
        List<Wound> left = new ArrayList<>(wounds);
        if (after == null) {
            left.remove(worst);
        } else {
            left.set(worst, after);
        }
        changes.add(new Change(r.side(), r.id(), "rolls for recovery: his " + BetweenBattles.describe(List.of(before))
                .replaceFirst("^an? ", "") + (after == null ? " is healed" : " mends to " + BetweenBattles.describe(
                        List.of(after)).replaceFirst(" to the .*", "")), roll));
        return BetweenBattles.withWounds(r, left);
    }
}
