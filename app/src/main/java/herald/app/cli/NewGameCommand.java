package herald.app.cli;

import herald.app.Config;
import herald.app.game.Schedule;
import herald.app.game.UserError;
import herald.app.loop.Umpire;
import herald.journal.Journal;
import herald.mailer.MailException;
import herald.mailer.Outbox;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

@Command(name = "new-game", mixinStandardHelpOptions = true,
        description = "Creates a game, prints its id and mails each player a welcome with their order key.")
public final class NewGameCommand implements Callable<Integer> {
    @Mixin
    Common common;

    @Option(names = "--ruleset", description = "Ruleset id (see `herald rulesets`); may be left out when the "
            + "scenario file names its own (\"ruleset\": \"lonewolf\").")
    String ruleset;

    @Option(names = "--scenario", required = true, paramLabel = "NAME|FILE", description = ScenarioOption.HELP)
    String scenario;

    @Option(names = "--campaign", paramLabel = "NAME", description = "A battle of this campaign (`herald campaign`):"
            + " the scenario's pieces come from the sides' rosters, its players are the campaign's.")
    String campaign;

    @Option(names = "--without-the-fallen", description = "With --campaign: pieces of the scenario that have died in the"
            + " campaign stay off the table, instead of the battle being refused.")
    boolean withoutTheFallen;

    @Option(names = "--player", paramLabel = "SIDE=EMAIL",
            description = "A player: side id (or red/blue, aliases for the scenario's first/second side) and mail address."
                    + " Repeat per side.")
    List<String> players = new ArrayList<>();

    @Option(names = "--deadline-hours", paramLabel = "N",
            description = "Orders are due N hours after the last results (or the welcome).")
    Integer deadlineHours;

    @Option(names = "--deadline", paramLabel = "DAYS TIME",
            description = "Orders are due on fixed days at a time of day, e.g. \"MON,THU 20:00\" (at least 12 hours after the results).")
    String deadline;

    @Option(names = "--time-zone", paramLabel = "ZONE",
            description = "The zone of --deadline's time, e.g. Europe/London (default: time-zone in the config, else UTC).")
    String timeZone;

    @Option(names = "--grace-hours", paramLabel = "N", description = "Late orders are still taken for N hours after the deadline (default: deadline.grace-hours in the config, else 0).")
    Integer graceHours;

    @Option(names = "--late", paramLabel = "wait|default",
            description = "When the grace runs out: default (missing sides hold, the default) or wait (for the late player).")
    String late;

    @Option(names = "--remind-hours", paramLabel = "N", description = "Remind late players N hours before the deadline.")
    Integer remindHours;

    @Option(names = "--option", paramLabel = "KEY=VALUE",
            description = "A house rule, e.g. --option retreat=attacker-chooses (`herald scenarios RULESET` lists them).")
    Map<String, String> options = new LinkedHashMap<>();

    @Option(names = "--gm", paramLabel = "EMAIL",
            description = "A game master, mailed a GM key and the GM commands; may not also play a side.")
    String gm;

    @Option(names = "--dice-script", paramLabel = "FILE",
            description = "Play these die results in order instead of fair dice (for tests and published examples).")
    Path diceScript;

    @Override
    public Integer call() {
        Config config = common.config();
        Schedule schedule = ScheduleOptions.read(deadlineHours, deadline, timeZone, graceHours, late, remindHours,
                ScheduleOptions.Defaults.of(config));
        List<Integer> script = diceScript == null ? null : readScript(diceScript);
        if (campaign != null) {
            return battle(config, schedule, script);
        }
        if (players.isEmpty()) {
            throw new UserError("give a --player SIDE=EMAIL for each side (or --campaign NAME for a campaign's battle)");
        }
        herald.engine.Ruleset rules = ScenarioOption.ruleset(ruleset, scenario, null);
        // Checked before the journal opens, so a mistaken scenario leaves no data folder behind.
        herald.engine.RulesState opening = herald.app.game.Games.setUp(rules,
                herald.app.game.ScenarioSource.of(rules, scenario), options);
        Map<String, String> bySide = herald.app.loop.Sides.fromArgs(rules.sides(opening), players);
        try (Journal journal = common.openJournal()) {
            Umpire umpire = Wiring.umpire(journal, config);
            Umpire.Created created = umpire.createGame(new Umpire.NewGame(rules, scenario, bySide,
                    null, script, options, schedule, gm));
            return welcomed(config, journal, umpire, created);
        }
    }

    /** A battle of {@link #campaign}: its scenario deployed from the rosters, the campaign's players at its sides. */
    private int battle(Config config, Schedule schedule, List<Integer> script) {
        if (!players.isEmpty() || ruleset != null) {
            throw new UserError("--campaign gives the battle its ruleset and players: leave out --player and --ruleset");
        }
        try (Journal journal = common.openExistingJournalToWrite()) {
            Umpire umpire = Wiring.umpire(journal, config);
            herald.app.campaign.Campaigns campaigns = umpire.campaigns();
            herald.app.campaign.CampaignRecord c = campaigns.load(campaign);
            herald.engine.Ruleset rules = campaigns.rulesetOf(c);
            herald.app.game.ScenarioSource deployed = campaigns.deploy(c, scenario, withoutTheFallen);
            Map<String, String> bySide = new java.util.LinkedHashMap<>();
            c.created().players().forEach(p -> bySide.put(p.side(), p.email()));
            Umpire.Created created = umpire.createGame(new Umpire.NewGame(rules, scenario, bySide, null, script,
                    options, schedule, gm), deployed, c.name(), campaigns.begun(c, deployed));
            return welcomed(config, journal, umpire, created);
        }
    }

    private int welcomed(Config config, Journal journal, Umpire umpire, Umpire.Created created) {
        System.out.println(created.gameId());
        try (Outbox outbox = Wiring.outbox(config, common.dataDir())) {
            Wiring.loop(config, umpire, journal, null, outbox, System.err).sendPending();
        } catch (MailException e) {
            System.err.println("welcome mails queued; `herald run` will send them (" + e.getMessage() + ")");
        }
        if (!journal.outbox().held().isEmpty()) {
            // the game stands, but nobody has their key: the organiser must hear of it now
            System.err.println("herald: game " + created.gameId() + " is created, but its welcome mails are held:"
                    + " Herald's mail set-up fails (above); mend the configuration (`herald check-mail` tests it),"
                    + " then `herald run` sends them");
            return 1;
        }
        return 0;
    }

    /** Die results separated by spaces, commas or lines; `#` starts a comment. */
    static List<Integer> readScript(Path file) {
        List<String> lines;
        try {
            lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UserError("cannot read dice script " + file + ": " + e.getMessage());
        }
        List<Integer> results = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            for (String token : lines.get(i).replaceFirst("#.*", "").split("[\\s,]+")) {
                if (token.isEmpty()) {
                    continue;
                }
                try {
                    int r = Integer.parseInt(token);
                    if (r < 1 || r > 100) {
                        throw new NumberFormatException();
                    }
                    results.add(r);
                } catch (NumberFormatException e) {
                    throw new UserError(file + " line " + (i + 1) + ": '" + token + "' is not a die result (1 to 100)");
                }
            }
        }
        if (results.isEmpty()) {
            throw new UserError(file + " holds no die results");
        }
        return results;
    }
}
