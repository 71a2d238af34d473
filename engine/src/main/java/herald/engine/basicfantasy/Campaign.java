package herald.engine.basicfantasy;

import com.fasterxml.jackson.databind.JsonNode;
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
 * The basic fantasy rules' units from one battle of a campaign to the next: a roster mustered from a scenario's units,
 * each battle deployed from it, its end folded back in ({@link AfterTheBattle}). Every rule is Herald's (campaign.json).
 */
final class Campaign extends ListedCampaign {
    /** Where the roster keeps a unit's strength at the muster, which casualties=restored makes it up to. */
    static final String MUSTERED = "mustered";

    /** A unit's place, facing, formation and front figure's wounds are one battle's; its figures are the roster's. */
    Campaign() {
        super(new BasicFantasy(), "units", Set.of("at", "facing", "files", "wounds"),
                "/herald/engine/basicfantasy/campaign.json");
    }

    /** A unit's strength as the rules set it up (its figures may be left to its type's default). */
    @Override
    protected Recruit mustered(Recruit r, ObjectNode muster, RulesState opening) {
        ObjectNode spec = Placing.spec(r);
        int figures = ((BasicFantasyState) opening).unit(r.id()).orElseThrow().figures();
        spec.put("figures", figures);
        spec.put(MUSTERED, figures);
        return r.withSpec(spec.toString());
    }

    /** A unit brought below the scenario's files stands in as many files as it has figures. */
    @Override
    protected void deployed(ObjectNode scenario) {
        for (JsonNode u : scenario.withArray("units")) {
            ObjectNode unit = (ObjectNode) u;
            unit.remove(MUSTERED);
            if (unit.has("files") && unit.path("files").asInt() > unit.path("figures").asInt()) {
                unit.put("files", unit.path("figures").asInt());
            }
        }
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
