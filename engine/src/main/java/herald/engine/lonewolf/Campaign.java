package herald.engine.lonewolf;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import herald.engine.Dice;
import herald.engine.RulesState;
import herald.engine.ScenarioException;
import herald.engine.campaign.ListedCampaign;
import herald.engine.campaign.Placing;
import herald.engine.campaign.Recruit;
import herald.engine.data.StrictJson;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Lone Wolf's pieces from one battle of a campaign to the next: a roster mustered from a scenario's pieces, each
 * battle's scenario deployed from it, and the battle's end folded back in ({@link BetweenBattles}). The rules'
 * values are in {@code campaign.json}, which says which are the book's (K0) and which Herald's.
 */
final class Campaign extends ListedCampaign {
    /**
     * What a scenario says of a piece for one battle only: where it stands and what it starts the battle with.
     * The rest of a piece spec is the recruit, kept by the roster.
     */
    static final Set<String> BATTLE_ONLY = Set.of("square", "facing", "hidden", "stunned", "used", "standing",
            "parriedLastTurn", "steadyAgainst", "brutalised");

    Campaign() {
        super(new LoneWolf(), "pieces", BATTLE_ONLY, "/herald/engine/lonewolf/campaign.json");
    }

    @Override
    public Map<String, String> rules(Map<String, String> chosen) throws ScenarioException {
        Map<String, String> values = super.rules(chosen);
        int faces = Integer.parseInt(values.get(BetweenBattles.RECOVERY_DIE));
        String target = values.get(BetweenBattles.RECOVERY_TARGET);
        if (!target.matches("\\d{1,2}") || Integer.parseInt(target) < 1 || Integer.parseInt(target) > faces) {
            throw new ScenarioException("campaign rule " + BetweenBattles.RECOVERY_TARGET + ": \"" + target
                    + "\" is not a score of the recovery die (1 to " + faces + ")");
        }
        return values;
    }

    /** Kai Lords and heroes learn (K0): their lists are checked here, where {@link ListedCampaign} refuses any. */
    @Override
    public List<Recruit> muster(String scenarioJson, String source, Map<String, List<String>> learns)
            throws ScenarioException {
        ObjectNode scenario = Placing.scenario(scenarioJson, source);
        ArrayNode pieces = Placing.list(scenario, "pieces", source);
        Placing.requireKnown(pieces, learns, source);
        // Every entry of a list is checked as the piece holding it would be: the same checks as a scenario's card.
        ObjectNode trial = scenario.deepCopy();
        for (JsonNode p : Placing.list(trial, "pieces", source)) {
            List<String> wanted = learns.getOrDefault(p.path("id").asText(), List.of());
            if (!wanted.isEmpty()) {
                cardOf((ObjectNode) p, source).withArray("skills").addAll(wanted.stream()
                        .map(StrictJson.MAPPER.getNodeFactory()::textNode).toList());
            }
        }
        new LoneWolf().setUp(trial.toString(), source + " with each piece's learns on his card", Map.of());
        return Placing.muster(pieces, BATTLE_ONLY, p -> p.path("card").path("name").isTextual()
                ? p.path("card").path("name").asText() : p.path("id").asText(), learns);
    }

    /** A hero's or Kai Lord's card, to list skills on; a piece without one cannot learn any. */
    private static ObjectNode cardOf(ObjectNode piece, String source) throws ScenarioException {
        if (!(piece.get("card") instanceof ObjectNode card)) {
            throw new ScenarioException(source + ": learns: " + piece.path("id").asText() + " has no hero card: only"
                    + " Kai Lords and heroes learn disciplines and skills (K0, L1812-1815)");
        }
        return card;
    }

    @Override
    public Aftermath afterBattle(RulesState end, List<Recruit> roster, Map<String, String> rules, Dice dice) {
        return BetweenBattles.after((LoneWolfState) end, roster, rules, dice);
    }

    @Override
    public herald.engine.view.SheetTable sheet(String title, List<Recruit> recruits) {
        List<List<String>> rows = new ArrayList<>();
        SkillBook book = SkillBook.shipped();
        for (Recruit r : recruits) {
            ObjectNode spec = Placing.spec(r);
            List<String> skills = new ArrayList<>();
            spec.path("card").path("skills").forEach(k -> skills.add(Skill.parse(k.asText())
                    .map(x -> x == Skill.WEAPONSKILL ? k.asText().replace(':', ' ') : book.of(x).title()).orElse(k.asText())));
            List<String> wounds = new ArrayList<>();
            spec.path("wounds").forEach(w -> wounds.add(w.path("severity").asText() + " (" + w.path("location").asText()
                    .toLowerCase(java.util.Locale.ROOT) + ")"));
            rows.add(List.of(r.id(), r.name().equals(r.id()) ? spec.path("race").asText() : r.name(),
                    spec.path("class").asText(PieceClass.RANK_AND_FILE.key()), String.join(", ", skills),
                    String.join(", ", wounds), r.battles() + " (" + r.survived() + " lived)",
                    r.learns().isEmpty() ? "" : r.learns().get(0), r.dead() ? "dead: " + r.fate() : "alive"));
        }
        return new herald.engine.view.SheetTable(title, List.of("Piece", "Name", "Class", "Disciplines and skills",
                "Wounds carried", "Battles", "Learns next", "Fate"), rows);
    }
}
