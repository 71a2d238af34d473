package herald.engine.skirmish;

import com.fasterxml.jackson.databind.node.ObjectNode;
import herald.engine.Dice;
import herald.engine.RuleOption;
import herald.engine.RulesState;
import herald.engine.ScenarioException;
import herald.engine.campaign.CampaignData;
import herald.engine.campaign.CampaignRules;
import herald.engine.campaign.Placing;
import herald.engine.campaign.Recruit;
import herald.engine.view.SheetTable;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The skirmish's characters from one fight of a campaign to the next: a roster mustered from a scenario's
 * characters, each fight deployed from it, and its end folded back in ({@link AfterTheFight}). Every rule is
 * Herald's (campaign.json): the book has none.
 */
final class Campaign implements CampaignRules {
    private static final List<RuleOption> OPTIONS = CampaignData.read(Campaign.class, "/herald/engine/skirmish/campaign.json")
            .rules();

    /** A character's hex and what it starts one fight with; the rest is the roster's. */
    static final Set<String> BATTLE_ONLY = Set.of("hex", "stunned", "dismounted");

    @Override
    public List<RuleOption> options() {
        return OPTIONS;
    }

    @Override
    public Map<String, String> rules(Map<String, String> chosen) throws ScenarioException {
        return RuleOption.choose("a skirmish campaign", OPTIONS, chosen);
    }

    @Override
    public List<Recruit> muster(String scenarioJson, String source, Map<String, List<String>> learns) throws ScenarioException {
        if (learns.values().stream().anyMatch(l -> !l.isEmpty())) {
            throw new ScenarioException(source + ": learns: the skirmish's characters learn nothing between fights");
        }
        new Skirmish().setUp(scenarioJson, source, Map.of()); // the muster is a scenario that plays
        return Placing.muster(Placing.list(Placing.scenario(scenarioJson, source), "characters", source), BATTLE_ONLY,
                c -> c.path("id").asText(), Map.of());
    }

    @Override
    public String deploy(String scenarioJson, String source, List<Recruit> roster, boolean leaveOutTheFallen)
            throws ScenarioException {
        return Placing.deploy(Placing.scenario(scenarioJson, source), "characters", BATTLE_ONLY, roster,
                leaveOutTheFallen, source).toString();
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
