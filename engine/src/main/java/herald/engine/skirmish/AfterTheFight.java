package herald.engine.skirmish;

import com.fasterxml.jackson.databind.node.ObjectNode;
import herald.engine.Dice;
import herald.engine.campaign.CampaignRules.Aftermath;
import herald.engine.campaign.CampaignRules.Change;
import herald.engine.campaign.CampaignRules.Roll;
import herald.engine.campaign.Placing;
import herald.engine.campaign.Recruit;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The skirmish's roster after one fight, in roster order (Herald's rules, campaign.json): the dead are struck off; a
 * character wounded at the end recovers, or not, by campaign rule wounded. A stun and a lost horse are one fight's:
 * a character fights the next as mustered, mounted if he was.
 */
final class AfterTheFight {
    static final String WOUNDED = "wounded";
    static final String RECOVERY_TARGET = "recovery-target";

    private AfterTheFight() {}

    static Aftermath after(SkirmishState s, List<Recruit> roster, Map<String, String> rules, Dice dice) {
        List<Recruit> out = new ArrayList<>();
        List<Change> changes = new ArrayList<>();
        for (Recruit r : roster) {
            Optional<Character> fought = r.dead() ? Optional.empty()
                    : s.characters().stream().filter(c -> c.id().equals(r.id())).findFirst();
            out.add(fought.isEmpty() ? r : fought(r, fought.get(), rules, dice, changes));
        }
        return new Aftermath(out, changes);
    }

    private static Recruit fought(Recruit r, Character c, Map<String, String> rules, Dice dice, List<Change> changes) {
        if (!c.alive()) {
            String how = "killed in turn " + c.diedTurn();
            changes.add(new Change(r.side(), r.id(), how, null));
            return r.afterBattle(how);
        }
        ObjectNode spec = Placing.spec(r);
        spec.remove("wounded");
        if (!c.wounded()) {
            changes.add(new Change(r.side(), r.id(), "came through the fight unwounded", null));
            return r.afterBattle(null).withSpec(spec.toString());
        }
        String rule = rules.get(WOUNDED);
        boolean whole;
        Roll roll = null;
        if ("recover".equals(rule)) {
            int target = Integer.parseInt(rules.get(RECOVERY_TARGET));
            int score = dice.roll(6);
            roll = new Roll(score, 6, target);
            whole = score >= target;
        } else {
            whole = "heal".equals(rule);
        }
        if (!whole) {
            spec.put("wounded", true);
        }
        changes.add(new Change(r.side(), r.id(), "came through the fight wounded" + (whole ? "; whole again for the next"
                : "; still wounded in the next"), roll));
        return r.afterBattle(null).withSpec(spec.toString());
    }
}
