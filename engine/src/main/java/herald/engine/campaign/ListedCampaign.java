package herald.engine.campaign;

import com.fasterxml.jackson.databind.node.ObjectNode;
import herald.engine.RuleEvent;
import herald.engine.RuleOption;
import herald.engine.Ruleset;
import herald.engine.RulesState;
import herald.engine.ScenarioException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The campaign rules of a ruleset whose pieces learn nothing between battles: its rules from its campaign.json, a
 * roster mustered from the scenario's list of pieces ({@link Placing}), each battle deployed from it. A ruleset adds
 * what its own recruits keep ({@link #mustered}, {@link #deployed}), its aftermath and its sheet.
 */
public abstract class ListedCampaign implements CampaignRules {
    private final Ruleset ruleset;
    private final String list;
    private final Set<String> battleOnly;
    private final List<RuleOption> options;

    /**
     * @param list the scenario's key for its pieces ("figures", "units", ...)
     * @param battleOnly what a scenario says of a piece for one battle only; the rest is the roster's
     * @param data the ruleset's campaign.json, as a resource path
     */
    protected ListedCampaign(Ruleset ruleset, String list, Set<String> battleOnly, String data) {
        this.ruleset = ruleset;
        this.list = list;
        this.battleOnly = Set.copyOf(battleOnly);
        this.options = CampaignData.read(getClass(), data).rules();
    }

    @Override
    public List<RuleOption> options() {
        return options;
    }

    @Override
    public Map<String, String> rules(Map<String, String> chosen) throws ScenarioException {
        return RuleOption.choose("a " + ruleset.id() + " campaign", options, chosen);
    }

    @Override
    public List<Recruit> muster(String scenarioJson, String source, Map<String, List<String>> learns) throws ScenarioException {
        if (learns.values().stream().anyMatch(l -> !l.isEmpty())) {
            throw new ScenarioException(source + ": learns: " + ruleset.title() + "'s pieces learn nothing between battles");
        }
        RulesState opening = ruleset.initial();
        for (RuleEvent e : ruleset.setUp(scenarioJson, source, Map.of())) { // the muster is a scenario that plays
            opening = ruleset.apply(opening, e);
        }
        ObjectNode scenario = Placing.scenario(scenarioJson, source);
        List<Recruit> roster = new ArrayList<>();
        for (Recruit r : Placing.muster(Placing.list(scenario, list, source), battleOnly, p -> p.path("id").asText(),
                Map.of())) {
            roster.add(mustered(r, scenario, opening));
        }
        return roster;
    }

    /** A recruit as the roster keeps it, from the muster scenario and the state it sets up; as it is by default. */
    protected Recruit mustered(Recruit r, ObjectNode muster, RulesState opening) {
        return r;
    }

    @Override
    public String deploy(String scenarioJson, String source, List<Recruit> roster, boolean leaveOutTheFallen,
            Map<String, List<String>> fielded) throws ScenarioException {
        ObjectNode scenario = Placing.deploy(Placing.scenario(scenarioJson, source), list, battleOnly, roster,
                leaveOutTheFallen, fielded, source);
        deployed(scenario);
        return scenario.toString();
    }

    /** The battle's scenario once every piece is the roster's, to finish as the ruleset needs; nothing by default. */
    protected void deployed(ObjectNode scenario) {
    }
}
