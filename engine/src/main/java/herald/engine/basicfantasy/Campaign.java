package herald.engine.basicfantasy;

import com.fasterxml.jackson.databind.JsonNode;
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
 * The basic fantasy rules' units from one battle of a campaign to the next: a roster mustered from a scenario's units,
 * each battle deployed from it, its end folded back in ({@link AfterTheBattle}). Every rule is Herald's (campaign.json).
 */
final class Campaign implements CampaignRules {
    private static final List<RuleOption> OPTIONS =
            CampaignData.read(Campaign.class, "/herald/engine/basicfantasy/campaign.json").rules();

    /** A unit's place, facing, formation and front figure's wounds are one battle's; its figures are the roster's. */
    static final Set<String> BATTLE_ONLY = Set.of("at", "facing", "files", "wounds");

    /** Where the roster keeps a unit's strength at the muster, which casualties=restored makes it up to. */
    static final String MUSTERED = "mustered";

    @Override
    public List<RuleOption> options() {
        return OPTIONS;
    }

    @Override
    public Map<String, String> rules(Map<String, String> chosen) throws ScenarioException {
        return RuleOption.choose("a basicfantasy campaign", OPTIONS, chosen);
    }

    @Override
    public List<Recruit> muster(String scenarioJson, String source, Map<String, List<String>> learns) throws ScenarioException {
        if (learns.values().stream().anyMatch(l -> !l.isEmpty())) {
            throw new ScenarioException(source + ": learns: the basic fantasy rules' units learn nothing between battles");
        }
        BasicFantasyState opening = setUp(scenarioJson, source);
        List<Recruit> roster = new ArrayList<>();
        for (Recruit r : Placing.muster(Placing.list(Placing.scenario(scenarioJson, source), "units", source),
                BATTLE_ONLY, u -> u.path("id").asText(), Map.of())) {
            // a unit's strength as the rules set it up (figures may be left to its type's default)
            ObjectNode spec = Placing.spec(r);
            int figures = opening.unit(r.id()).orElseThrow().figures();
            spec.put("figures", figures);
            spec.put(MUSTERED, figures);
            roster.add(r.withSpec(spec.toString()));
        }
        return roster;
    }

    private static BasicFantasyState setUp(String json, String source) throws ScenarioException {
        BasicFantasy rules = new BasicFantasy();
        BasicFantasyState s = rules.initial();
        for (var e : rules.setUp(json, source, Map.of())) {
            s = rules.apply(s, e);
        }
        return s;
    }

    @Override
    public String deploy(String scenarioJson, String source, List<Recruit> roster, boolean leaveOutTheFallen)
            throws ScenarioException {
        ObjectNode scenario = Placing.deploy(Placing.scenario(scenarioJson, source), "units", BATTLE_ONLY, roster,
                leaveOutTheFallen, source);
        for (JsonNode u : scenario.withArray("units")) {
            ObjectNode unit = (ObjectNode) u;
            unit.remove(MUSTERED);
            // a unit brought below the scenario's files stands in as many files as it has figures
            if (unit.has("files") && unit.path("files").asInt() > unit.path("figures").asInt()) {
                unit.put("files", unit.path("figures").asInt());
            }
        }
        return scenario.toString();
    }

    @Override
    public Aftermath afterBattle(RulesState end, List<Recruit> roster, Map<String, String> rules, Dice dice) {
        return AfterTheBattle.after((BasicFantasyState) end, roster, rules, dice);
    }

    @Override
    public SheetTable sheet(String title, List<Recruit> recruits) {
        List<List<String>> rows = new ArrayList<>();
        for (Recruit r : recruits) {
            ObjectNode spec = Placing.spec(r);
            rows.add(List.of(r.id(), spec.path("type").asText(), spec.path("figures").asText() + " of "
                    + spec.path(MUSTERED).asText(), r.battles() + " (" + r.survived() + " came through)",
                    r.dead() ? "gone: " + r.fate() : "in the field"));
        }
        return new SheetTable(title, List.of("Unit", "Type", "Figures", "Battles", "Fate"), rows);
    }
}
