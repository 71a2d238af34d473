package herald.engine.darkage;

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
 * The dark-age skirmish's warbands from one fight of a campaign to the next: a roster mustered from a scenario's
 * figures, each fight deployed from it, and its end folded back in ({@link BetweenFights}). campaign.json says which
 * rules are the book's (Hero Points kept, H1) and which Herald's.
 */
final class Campaign extends ListedCampaign {
    /**
     * Where a recruit keeps the profile a muster defined for itself (a scenario's own {@code profiles}), to be
     * given back to each fight's scenario that does not define it.
     */
    static final String OWN_PROFILE = "ownProfile";

    /** A figure's place and a torch lit for one fight are the fight's; the rest is the roster's. */
    Campaign() {
        super(new DarkAge(), "figures", Set.of("at", "torch"), "/herald/engine/darkage/campaign.json");
    }

    @Override
    protected Recruit mustered(Recruit r, ObjectNode muster, RulesState opening) {
        ObjectNode spec = Placing.spec(r);
        String profile = spec.path("profile").asText();
        if (muster.path("profiles").has(profile)) {
            spec.set(OWN_PROFILE, muster.path("profiles").get(profile));
        }
        return r.withSpec(spec.toString());
    }

    @Override
    protected void deployed(ObjectNode scenario) {
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
