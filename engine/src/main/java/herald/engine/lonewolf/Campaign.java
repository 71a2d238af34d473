package herald.engine.lonewolf;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import herald.engine.Dice;
import herald.engine.RuleOption;
import herald.engine.RulesState;
import herald.engine.ScenarioException;
import herald.engine.campaign.CampaignRules;
import herald.engine.campaign.Recruit;
import herald.engine.data.StrictJson;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Lone Wolf's pieces from one battle of a campaign to the next: a roster mustered from a scenario's pieces, each
 * battle's scenario deployed from it, and the battle's end folded back in ({@link BetweenBattles}). The rules'
 * values are in {@code campaign.json}, which says which are the book's (K0) and which Herald's.
 */
final class Campaign implements CampaignRules {
    private static final String FILE = "/herald/engine/lonewolf/campaign.json";

    /**
     * What a scenario says of a piece for one battle only: where it stands and what it starts the battle with.
     * The rest of a piece spec is the recruit, kept by the roster.
     */
    static final Set<String> BATTLE_ONLY = Set.of("square", "facing", "hidden", "stunned", "used", "standing",
            "parriedLastTurn", "steadyAgainst", "brutalised");

    /** campaign.json as read. */
    record Data(String source, List<Option> options) {
        record Option(String key, String meaning, String source, List<String> allowed,
                @com.fasterxml.jackson.annotation.JsonProperty("default") String defaultValue) {}
    }

    private static final List<RuleOption> OPTIONS = read().options().stream()
            .map(o -> new RuleOption(o.key(), o.defaultValue(), o.allowed(), o.meaning() + " (" + o.source() + ")"))
            .toList();

    @Override
    public List<RuleOption> options() {
        return OPTIONS;
    }

    @Override
    public Map<String, String> rules(Map<String, String> chosen) throws ScenarioException {
        Map<String, String> values = RuleOption.choose("a lonewolf campaign", OPTIONS, chosen);
        int faces = Integer.parseInt(values.get(BetweenBattles.RECOVERY_DIE));
        String target = values.get(BetweenBattles.RECOVERY_TARGET);
        if (!target.matches("\\d{1,2}") || Integer.parseInt(target) < 1 || Integer.parseInt(target) > faces) {
            throw new ScenarioException("campaign rule " + BetweenBattles.RECOVERY_TARGET + ": \"" + target
                    + "\" is not a score of the recovery die (1 to " + faces + ")");
        }
        return values;
    }

    @Override
    public List<Recruit> muster(String scenarioJson, String source, Map<String, List<String>> learns)
            throws ScenarioException {
        ObjectNode scenario = object(scenarioJson, source);
        ArrayNode pieces = pieces(scenario, source);
        List<String> ids = new ArrayList<>();
        pieces.forEach(p -> ids.add(p.path("id").asText()));
        for (String id : learns.keySet()) {
            if (!ids.contains(id)) {
                throw new ScenarioException(source + ": learns: there is no piece \"" + id + "\" to learn anything");
            }
        }
        // Every entry of a list is checked as the piece holding it would be: the same checks as a scenario's card.
        ObjectNode trial = scenario.deepCopy();
        for (JsonNode p : pieces(trial, source)) {
            List<String> wanted = learns.getOrDefault(p.path("id").asText(), List.of());
            if (!wanted.isEmpty()) {
                cardOf((ObjectNode) p, source).withArray("skills").addAll(wanted.stream()
                        .map(StrictJson.MAPPER.getNodeFactory()::textNode).toList());
            }
        }
        new LoneWolf().setUp(trial.toString(), source + " with each piece's learns on his card", Map.of());
        List<Recruit> roster = new ArrayList<>();
        for (JsonNode p : pieces) {
            ObjectNode spec = ((ObjectNode) p).deepCopy();
            spec.remove(BATTLE_ONLY);
            String id = p.path("id").asText();
            JsonNode name = p.path("card").path("name");
            roster.add(new Recruit(id, p.path("side").asText(), name.isTextual() ? name.asText() : id, spec.toString(),
                    learns.getOrDefault(id, List.of()), 0, 0, null));
        }
        return roster;
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
    public String deploy(String scenarioJson, String source, List<Recruit> roster, boolean leaveOutTheFallen)
            throws ScenarioException {
        ObjectNode scenario = object(scenarioJson, source);
        ArrayNode pieces = pieces(scenario, source);
        ArrayNode deployed = scenario.putArray("pieces");
        for (int i = 0; i < pieces.size(); i++) {
            JsonNode placed = pieces.get(i);
            String id = placed.path("id").asText();
            String side = placed.path("side").asText();
            String at = source + ": pieces[" + i + "]: ";
            Optional<Recruit> found = roster.stream().filter(r -> r.id().equals(id)).findFirst();
            if (found.isEmpty() || !found.get().side().equals(side)) {
                throw new ScenarioException(at + id + " is not in the roster of " + side + " (its roster: "
                        + String.join(", ", roster.stream().filter(r -> r.side().equals(side) && !r.dead())
                                .map(Recruit::id).toList()) + ")");
            }
            Recruit r = found.get();
            if (r.dead() && leaveOutTheFallen) {
                continue;
            }
            if (r.dead()) {
                throw new ScenarioException(at + id + " (" + r.name() + ") is dead: " + r.fate());
            }
            ObjectNode piece = (ObjectNode) StrictJson.tree(r.spec(), "the roster's " + id);
            for (String field : BATTLE_ONLY) {
                if (placed.has(field)) {
                    piece.set(field, placed.get(field));
                }
            }
            deployed.add(piece);
        }
        for (JsonNode side : scenario.path("sides")) {
            String id = side.path("id").asText();
            boolean fields = false;
            for (JsonNode p : deployed) {
                fields |= p.path("side").asText().equals(id);
            }
            if (!fields) {
                throw new ScenarioException(source + ": side " + id + " has no piece on the table: "
                        + (roster.stream().anyMatch(r -> r.side().equals(id) && !r.dead())
                                ? "the scenario places none of its roster" : "every piece of its roster is dead"));
            }
        }
        return scenario.toString();
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
            ObjectNode spec = BetweenBattles.spec(r);
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

    private static ObjectNode object(String json, String source) throws ScenarioException {
        if (!(StrictJson.tree(json, source) instanceof ObjectNode o)) {
            throw new ScenarioException(source + ": a scenario is a JSON object");
        }
        return o;
    }

    private static ArrayNode pieces(ObjectNode scenario, String source) throws ScenarioException {
        if (!(scenario.get("pieces") instanceof ArrayNode a)) {
            throw new ScenarioException(source + ": pieces: a list of pieces is needed");
        }
        return a;
    }

    static Data read() {
        try (InputStream in = Campaign.class.getResourceAsStream(FILE)) {
            if (in == null) {
                throw new IllegalStateException(FILE + " is not on the classpath");
            }
            String json = new String(in.readAllBytes(), StandardCharsets.UTF_8);
            return StrictJson.bind(StrictJson.tree(json, "campaign.json"), Data.class, "campaign.json", "");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (ScenarioException e) {
            throw new IllegalStateException(e.getMessage(), e);
        }
    }
}
