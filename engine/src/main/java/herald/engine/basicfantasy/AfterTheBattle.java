package herald.engine.basicfantasy;

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
 * A roster of units after one battle, in roster order (Herald's rules, campaign.json): the figures a unit lost come
 * back, or not, by campaign rule casualties; a destroyed unit is gone, or rolls as the others do (destroyed).
 */
final class AfterTheBattle {
    private AfterTheBattle() {}

    static Aftermath after(BasicFantasyState s, List<Recruit> roster, Map<String, String> rules, Dice dice) {
        List<Recruit> out = new ArrayList<>();
        List<Change> changes = new ArrayList<>();
        for (Recruit r : roster) {
            Optional<Unit> fought = r.dead() ? Optional.empty() : s.unit(r.id());
            out.add(fought.isEmpty() ? r : fought(r, fought.get(), rules, dice, changes));
        }
        return new Aftermath(out, changes);
    }

    private static Recruit fought(Recruit r, Unit u, Map<String, String> rules, Dice dice, List<Change> changes) {
        ObjectNode spec = Placing.spec(r);
        int before = spec.path("figures").asInt();
        boolean destroyed = u.destroyedTurn() > 0 || u.figures() <= 0;
        if (destroyed && "gone".equals(rules.get("destroyed"))) {
            String how = "destroyed in turn " + u.destroyedTurn();
            changes.add(new Change(r.side(), r.id(), how, null));
            return r.afterBattle(how);
        }
        int left = Math.max(0, u.figures());
        int lost = before - left;
        int back = 0;
        String casualties = rules.get("casualties");
        if ("restored".equals(casualties)) {
            back = spec.path(Campaign.MUSTERED).asInt() - left;
            changes.add(new Change(r.side(), r.id(), (destroyed ? "destroyed" : "came through with " + left + " of "
                    + before + " figures") + "; made up to " + (left + back) + " for the next battle", null));
        } else if ("roll".equals(casualties) && lost > 0) {
            int target = Integer.parseInt(rules.get("recovery-target"));
            for (int i = 0; i < lost; i++) {
                int score = dice.roll(6);
                boolean returns = score >= target;
                back += returns ? 1 : 0;
                changes.add(new Change(r.side(), r.id(), "lost figure " + (i + 1) + " of " + lost
                        + (returns ? " returns" : " is gone"), new Roll(score, 6, target)));
            }
        }
        int now = left + back;
        if (now <= 0) {
            String how = (destroyed ? "destroyed in turn " + u.destroyedTurn() : "lost every figure")
                    + "; none returned";
            changes.add(new Change(r.side(), r.id(), how, null));
            return r.afterBattle(how);
        }
        if (!"restored".equals(casualties)) {
            changes.add(new Change(r.side(), r.id(), (destroyed ? "destroyed, but " + now + " figures return"
                    : "came through with " + left + " of " + before + " figures") + "; " + now + " for the next battle",
                    null));
        }
        spec.put("figures", now);
        return r.afterBattle(null).withSpec(spec.toString());
    }
}
