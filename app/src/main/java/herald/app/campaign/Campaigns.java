package herald.app.campaign;

import herald.app.campaign.CampaignEvent.BattleApplied;
import herald.app.campaign.CampaignEvent.BattleBegun;
import herald.app.campaign.CampaignEvent.CampaignCreated;
import herald.app.campaign.CampaignEvent.Player;
import herald.app.game.Games;
import herald.app.game.GameRecord;
import herald.app.game.Rulesets;
import herald.app.game.ScenarioSource;
import herald.app.game.UserError;
import herald.app.loop.Sides;
import herald.app.loop.Umpire;
import herald.engine.Dice;
import herald.engine.Outcome;
import herald.engine.Ruleset;
import herald.engine.RulesState;
import herald.engine.ScenarioException;
import herald.engine.Side;
import herald.engine.campaign.CampaignRules;
import herald.engine.campaign.CampaignRules.Aftermath;
import herald.engine.campaign.Recruit;
import herald.journal.Journal;
import herald.journal.OutboxMail;
import herald.journal.StaleVersionException;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Campaigns in the journal: each a stream of its own ({@link #streamOf}), whose rosters are a fold of it
 * (DESIGN.md). A campaign is created from a muster scenario, begins battles deployed from its rosters, and applies
 * each battle's end to them by its ruleset's {@link CampaignRules}, mailing every player its side's sheet.
 */
public final class Campaigns {
    private static final String NAME = "[A-Za-z0-9][A-Za-z0-9_-]{0,39}";

    private final Journal journal;
    private final Games games;
    private final Clock clock;
    private final java.util.function.BiFunction<List<OutboxMail>, GameRecord, List<OutboxMail>> replyAddresses;

    public Campaigns(Journal journal, Games games, Clock clock) {
        this(journal, games, clock, (mails, battle) -> mails);
    }

    /**
     * As above, each player's sheet after a battle carrying {@code replyAddresses}' reply address of that battle
     * (the umpire's reply tokens), so that a player answers it with FIELD and no KEY line.
     */
    public Campaigns(Journal journal, Games games, Clock clock,
            java.util.function.BiFunction<List<OutboxMail>, GameRecord, List<OutboxMail>> replyAddresses) {
        this.journal = journal;
        this.games = games;
        this.clock = clock;
        this.replyAddresses = replyAddresses;
    }

    /** The journal stream of campaign {@code name}: any case names the same campaign. */
    public static String streamOf(String name) {
        if (!name.matches(NAME)) {
            throw new UserError("\"" + name + "\" cannot name a campaign: letters, digits, - and _, at most 40,"
                    + " beginning with a letter or digit");
        }
        return Games.CAMPAIGN_PREFIX + name.toUpperCase(Locale.ROOT);
    }

    /**
     * A new campaign: {@code players} by side (or red/blue), {@code rules} the club's choices of the ruleset's
     * campaign rules, {@code learns} each hero's list of preference by piece id.
     */
    public record NewCampaign(String name, Ruleset ruleset, String muster, Map<String, String> players,
            Map<String, String> rules, Map<String, List<String>> learns) {}

    public CampaignRecord create(NewCampaign spec) {
        String stream = streamOf(spec.name());
        CampaignRules rules = rulesOf(spec.ruleset());
        ScenarioSource muster = ScenarioSource.of(spec.ruleset(), spec.muster());
        RulesState opening = Games.setUp(spec.ruleset(), muster, Map.of());
        List<Side> sides = spec.ruleset().sides(opening);
        Map<String, String> bySide = Sides.resolve(sides, spec.players());
        List<Player> players = sides.stream().map(s -> new Player(s.id(), s.name(), bySide.get(s.id()).toLowerCase(
                Locale.ROOT))).toList();
        CampaignCreated created;
        try {
            created = new CampaignCreated(spec.name(), spec.ruleset().id(), spec.ruleset().version(), muster.name(),
                    players, rules.muster(muster.json(), muster.source(), spec.learns()), rules.rules(spec.rules()),
                    clock.instant());
        } catch (ScenarioException e) {
            throw new UserError(e.getMessage(), e);
        }
        if (journal.version(stream) > 0) {
            throw new UserError("there is already a campaign " + spec.name() + "; `herald campaign " + spec.name()
                    + "` shows it");
        }
        try {
            journal.transact(tx -> tx.append(stream, 0, List.of(CampaignCodec.encode(created))));
        } catch (StaleVersionException e) {
            throw new UserError("campaign " + spec.name() + " was created meanwhile by another command", e);
        }
        return load(spec.name());
    }

    static CampaignRules rulesOf(Ruleset ruleset) {
        return ruleset.campaign().orElseThrow(() -> new UserError(ruleset.id() + " has no campaign rules yet: a campaign"
                + " is played with " + String.join(", ", Rulesets.all().stream().filter(r -> r.campaign().isPresent())
                        .map(Ruleset::id).toList())));
    }

    /** The campaign as its stream folds now. */
    public CampaignRecord load(String name) {
        String stream = streamOf(name);
        List<herald.journal.StoredEvent> events = journal.read(stream);
        if (events.isEmpty()) {
            throw new UserError("no campaign " + name + "; `herald campaign` lists them");
        }
        CampaignRecord c = null;
        for (herald.journal.StoredEvent e : events) {
            c = CampaignCodec.decode(e).applyTo(c).withVersion(e.version());
        }
        return c;
    }

    /** Every campaign's name, in the order each began. */
    public List<String> names() {
        return journal.gameIds().stream().filter(id -> !Games.isGame(id))
                .map(id -> id.substring(Games.CAMPAIGN_PREFIX.length())).toList();
    }

    public Ruleset rulesetOf(CampaignRecord c) {
        return Rulesets.byId(c.created().rulesetId());
    }

    /**
     * {@code scenario} with each of its pieces as the campaign's roster holds it: a battle's to play. With
     * {@code leaveOutTheFallen} a dead piece the scenario names stays off the table instead of being refused.
     */
    public ScenarioSource deploy(CampaignRecord c, String scenario, boolean leaveOutTheFallen) {
        Ruleset ruleset = rulesetOf(c);
        ScenarioSource given = ScenarioSource.of(ruleset, scenario);
        try {
            String json = rulesOf(ruleset).deploy(given.json(), given.source(), c.roster(), leaveOutTheFallen, fielded(c));
            return new ScenarioSource(given.name(), given.source(), json, given.rulesetId());
        } catch (ScenarioException e) {
            throw new UserError(e.getMessage(), e);
        }
    }

    /**
     * Who each side's player chose to fight the next battle (FIELD, in the campaign's last battle; the latest choice
     * of each side), of those still alive; a side that chose nothing is missing.
     */
    public java.util.Map<String, List<String>> fielded(CampaignRecord c) {
        java.util.Map<String, List<String>> chosen = new java.util.LinkedHashMap<>();
        if (c.battles().isEmpty()) {
            return chosen;
        }
        for (Games.Step step : games.history(c.battles().get(c.battles().size() - 1).gameId())) {
            if (step.event() instanceof herald.app.game.GameEvent.FieldChosen f) {
                chosen.put(f.side(), f.pieces().stream().filter(id -> c.roster().stream()
                        .anyMatch(r -> r.id().equals(id) && !r.dead())).toList());
            }
        }
        chosen.values().removeIf(List::isEmpty); // every one chosen has died since: as if none were
        return chosen;
    }

    /** What the campaign journals of a battle it begins, in the transaction creating the battle's game. */
    public Umpire.Linked begun(CampaignRecord c, ScenarioSource deployed) {
        List<String> pieces = new ArrayList<>();
        try {
            herald.engine.data.StrictJson.tree(deployed.json(), deployed.source()).path("pieces")
                    .forEach(p -> pieces.add(p.path("id").asText()));
        } catch (ScenarioException e) {
            throw new IllegalStateException(e);
        }
        return (tx, gameId) -> tx.append(streamOf(c.name()), c.version(), List.of(CampaignCodec.encode(
                new BattleBegun(gameId, c.battles().size() + 1, deployed.name(), pieces, clock.instant()))));
    }

    /**
     * Applies every battle of the campaign that has ended and is not applied yet, with its sheets mailed in the same
     * transaction; one line each for the log. Another worker applying it first is left to have done it.
     */
    public List<String> catchUp(String name) {
        List<String> lines = new ArrayList<>();
        CampaignRecord c = load(name);
        for (CampaignRecord.Battle battle : c.battles()) {
            if (battle.applied() != null) {
                continue;
            }
            GameRecord game = games.load(battle.gameId());
            if (!game.finished()) {
                continue;
            }
            BattleApplied applied = apply(c, game, BattleDice.of(game, journal));
            CampaignRecord after = applied.applyTo(c).withVersion(c.version() + 1);
            List<OutboxMail> sheets = replyAddresses.apply(CampaignSheets.mails(after, battle.number(), game), game);
            CampaignRecord before = c;
            try {
                journal.transact(tx -> {
                    tx.append(streamOf(before.name()), before.version(), List.of(CampaignCodec.encode(applied)));
                    sheets.forEach(tx::enqueueMail);
                    return null;
                });
            } catch (StaleVersionException e) {
                lines.add("campaign " + name + ": battle " + battle.number() + " applied by another worker meanwhile");
                return lines;
            }
            lines.add("campaign " + name + ": battle " + battle.number() + " (" + game.id() + ") applied to the rosters, "
                    + applied.changes().size() + " changes; " + sheets.size() + " sheets mailed");
            c = after;
        }
        return lines;
    }

    /** The battle's end applied to the campaign's rosters with {@code dice}: what the campaign journals. */
    BattleApplied apply(CampaignRecord c, GameRecord game, BattleDice dice) {
        Outcome outcome = game.outcome().orElseThrow();
        Aftermath after = rulesOf(rulesetOf(c)).afterBattle(game.rules(), c.roster(), c.created().rules(), dice.dice());
        return new BattleApplied(game.id(), outcome.winner(), outcome.reason(), after.roster(), after.changes(),
                dice.stream(), dice.from(), dice.dice().used(), clock.instant());
    }
}
