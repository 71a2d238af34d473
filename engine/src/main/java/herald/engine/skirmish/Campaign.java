package herald.engine.skirmish;

import com.fasterxml.jackson.databind.node.ObjectNode;
import herald.engine.Dice;
import herald.engine.RulesState;
import herald.engine.campaign.ListedCampaign;
import herald.engine.campaign.Placing;
import herald.engine.campaign.Recruit;
import herald.engine.view.SheetTable;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The skirmish's characters from one fight of a campaign to the next: a roster mustered from a scenario's
 * characters (without a hex, a stun or a lost horse: one fight's), each fight deployed from it, and its end folded
 * back in ({@link AfterTheFight}). Every rule is Herald's (campaign.json): the book has none.
 */
final class Campaign extends ListedCampaign {
    Campaign() {
        super(new Skirmish(), "characters", Set.of("hex", "stunned", "dismounted"), "/herald/engine/skirmish/campaign.json");
    }

    @Override
    public Aftermath afterBattle(RulesState end, List<Recruit> roster, Map<String, String> rules, Dice dice) {
        return AfterTheFight.after((SkirmishState) end, roster, rules, dice);
    }

    @Override
    public SheetTable sheet(String title, List<Recruit> recruits) {
        List<List<String>> rows = new ArrayList<>();
        for (Recruit r : recruits) {
            ObjectNode spec = Placing.spec(r);
            rows.add(List.of(r.id(), spec.path("type").asText(), spec.path("mounted").asBoolean() ? "mounted" : "on foot",
                    spec.path("wounded").asBoolean() ? "wounded" : "", r.battles() + " (" + r.survived() + " came through)",
                    r.dead() ? "dead: " + r.fate() : "alive"));
        }
        return new SheetTable(title, List.of("Character", "Type", "Horse", "Wounds", "Fights", "Fate"), rows);
    }
}
