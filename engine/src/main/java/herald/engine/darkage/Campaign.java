package herald.engine.darkage;

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
 * The dark-age skirmish's warbands from one fight of a campaign to the next: a roster mustered from a scenario's
 * figures, each fight deployed from it, and its end folded back in ({@link BetweenFights}). campaign.json says which
 * rules are the book's (Hero Points kept, H1) and which Herald's.
 */
final class Campaign implements CampaignRules {
    private static final List<RuleOption> OPTIONS = CampaignData.read(Campaign.class, "/herald/engine/darkage/campaign.json")
            .rules();

    /** A figure's place and what it starts one fight with; the rest is the roster's. */
    static final Set<String> BATTLE_ONLY = Set.of("at", "torch");

    /**
     * Where a recruit keeps the profile a muster defined for itself (a scenario's own {@code profiles}), to be
     * given back to each fight's scenario that does not define it.
     */
    static final String OWN_PROFILE = "ownProfile";

    @Override
    public List<RuleOption> options() {
        return OPTIONS;
    }

    @Override
    public Map<String, String> rules(Map<String, String> chosen) throws ScenarioException {
        return RuleOption.choose("a darkage campaign", OPTIONS, chosen);
    }

    @Override
    public List<Recruit> muster(String scenarioJson, String source, Map<String, List<String>> learns) throws ScenarioException {
        if (learns.values().stream().anyMatch(l -> !l.isEmpty())) {
            throw new ScenarioException(source + ": learns: the dark-age skirmish's figures learn nothing between fights;"
                    + " their Hero Points carry over");
        }
        new DarkAge().setUp(scenarioJson, source, Map.of()); // the muster is a scenario that plays
        ObjectNode scenario = Placing.scenario(scenarioJson, source);
        List<Recruit> roster = new ArrayList<>();
        for (Recruit r : Placing.muster(Placing.list(scenario, "figures", source), BATTLE_ONLY,
                f -> f.path("id").asText(), Map.of())) {
            ObjectNode spec = Placing.spec(r);
            String profile = spec.path("profile").asText();
            if (scenario.path("profiles").has(profile)) {
                spec.set(OWN_PROFILE, scenario.path("profiles").get(profile));
            }
            roster.add(r.withSpec(spec.toString()));
        }
        return roster;
    }

    @Override
    public String deploy(String scenarioJson, String source, List<Recruit> roster, boolean leaveOutTheFallen)
            throws ScenarioException {
        ObjectNode scenario = Placing.deploy(Placing.scenario(scenarioJson, source), "figures", BATTLE_ONLY, roster,
                leaveOutTheFallen, source);
        for (var f : scenario.withArray("figures")) {
            ObjectNode figure = (ObjectNode) f;
            if (figure.has(OWN_PROFILE)) {
                ObjectNode profiles = scenario.withObject("profiles");
                if (!profiles.has(figure.path("profile").asText())) {
                    profiles.set(figure.path("profile").asText(), figure.get(OWN_PROFILE));
                }
                figure.remove(OWN_PROFILE);
            }
        }
        return scenario.toString();
    }

    @Override
    public Aftermath afterBattle(RulesState end, List<Recruit> roster, Map<String, String> rules, Dice dice) {
        return BetweenFights.after((DarkAgeState) end, roster, rules, dice);
    }

    @Override
    public SheetTable sheet(String title, List<Recruit> recruits) {
        List<List<String>> rows = new ArrayList<>();
        for (Recruit r : recruits) {
            ObjectNode spec = Placing.spec(r);
            String ammo = spec.path("ammo").isObject() ? spec.path("ammo").toString().replaceAll("[{}\"]", "")
                    .replace(":", " ") : "";
            rows.add(List.of(r.id(), spec.path("profile").asText(), spec.has("heroPoints")
                    ? spec.path("heroPoints").asText() : "", ammo, r.battles() + " (" + r.survived() + " came through)",
                    r.dead() ? "dead: " + r.fate() : "alive"));
        }
        return new SheetTable(title, List.of("Figure", "Profile", "Hero Points", "Ammunition", "Fights", "Fate"), rows);
    }
}
