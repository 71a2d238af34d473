package herald.engine.darkage;

import com.fasterxml.jackson.databind.node.ObjectNode;
import herald.engine.Dice;
import herald.engine.campaign.CampaignRules.Aftermath;
import herald.engine.campaign.CampaignRules.Change;
import herald.engine.campaign.CampaignRules.Roll;
import herald.engine.campaign.Placing;
import herald.engine.campaign.Recruit;
import herald.engine.darkage.events.FateRolled;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * A warband's roster after one fight, in roster order: a figure taken out of the game rolls its Fate once more
 * (campaign rule out-of-the-game), a Hero keeps the Hero Points he holds at the end (hero-points, H1: no maximum),
 * and special ammunition spent is gone (ammunition). Knocked-down figures, broken weapons, a lost shield and powers
 * lost to fumbles are one fight's: every figure begins the next whole.
 */
final class BetweenFights {
    static final String OUT = "out-of-the-game";
    static final String HERO_POINTS = "hero-points";
    static final String AMMUNITION = "ammunition";

    private BetweenFights() {}

    static Aftermath after(DarkAgeState s, List<Recruit> roster, Map<String, String> rules, Dice dice) {
        List<Recruit> out = new ArrayList<>();
        List<Change> changes = new ArrayList<>();
        for (Recruit r : roster) {
            Figure f = r.dead() ? null : s.figures().get(r.id());
            out.add(f == null ? r : fought(s, r, f, rules, dice, changes));
        }
        return new Aftermath(out, changes);
    }

    private static Recruit fought(DarkAgeState s, Recruit r, Figure f, Map<String, String> rules, Dice dice,
            List<Change> changes) {
        ObjectNode spec = Placing.spec(r);
        Profile profile = s.profiles().get(f.profile());
        if (f.condition() == Figure.Condition.OUT) {
            String rule = rules.get(OUT);
            String when = "taken out of the game in turn " + f.outTurn();
            if ("dead".equals(rule)) {
                return died(r, when, changes, null);
            }
            if ("fate".equals(rule)) {
                int roll = dice.roll(10);
                FateRolled fate = FateRolls.resolve(r.id(), profile.fate(), List.of(), roll);
                Roll shown = new Roll(roll, 10, profile.fate());
                if (fate.result() == FateRolled.Result.OUT) {
                    return died(r, when + "; the Fate roll after the fight fails: dead", changes, shown);
                }
                changes.add(new Change(r.side(), r.id(), when + "; the Fate roll after the fight holds: back for"
                        + " the next fight", shown));
            } else {
                changes.add(new Change(r.side(), r.id(), when + "; back for the next fight", null));
            }
        } else {
            changes.add(new Change(r.side(), r.id(), "came through the fight" + (f.condition() == Figure.Condition.DOWN
                    ? ", knocked down at its end" : ""), null));
        }
        if (profile.has("hero") && "keep".equals(rules.get(HERO_POINTS))) {
            int before = spec.has("heroPoints") ? spec.path("heroPoints").asInt() : profile.heroPoints();
            spec.put("heroPoints", f.heroPoints());
            if (f.heroPoints() != before) {
                changes.add(new Change(r.side(), r.id(), "holds " + f.heroPoints() + " Hero Points for the next fight (had "
                        + before + "; H1)", null));
            }
        }
        if ("spent".equals(rules.get(AMMUNITION)) && spec.path("ammo").isObject() && !f.ammo().equals(ammo(spec))) {
            ObjectNode left = spec.putObject("ammo");
            f.ammo().forEach((kind, n) -> {
                if (n > 0) {
                    left.put(kind, n);
                }
            });
            if (left.isEmpty()) {
                spec.remove("ammo");
            }
            changes.add(new Change(r.side(), r.id(), "has " + (left.isEmpty() ? "no special ammunition left"
                    : left.toString().replaceAll("[{}\"]", "").replace(":", " ") + " left"), null));
        }
        return r.afterBattle(null).withSpec(spec.toString());
    }

    private static Map<String, Integer> ammo(ObjectNode spec) {
        Map<String, Integer> out = new java.util.TreeMap<>();
        spec.path("ammo").properties().forEach(e -> out.put(e.getKey(), e.getValue().asInt()));
        return out;
    }

    private static Recruit died(Recruit r, String how, List<Change> changes, Roll roll) {
        changes.add(new Change(r.side(), r.id(), how, roll));
        return r.afterBattle(how);
    }
}
