package herald.app.cli;

import herald.app.Config;
import herald.app.game.Rulesets;
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

    @Option(names = "--ruleset", required = true, description = "Ruleset id (see `herald rulesets`).")
    String ruleset;

    @Option(names = "--scenario", required = true, description = "Scenario name (see `herald scenarios RULESET`).")
    String scenario;

    @Option(names = "--player", required = true, paramLabel = "SIDE=EMAIL",
            description = "A player: side id (or red/blue for the first/second side) and mail address. Repeat per side.")
    Map<String, String> players = new LinkedHashMap<>();

    @Option(names = "--deadline-hours", paramLabel = "N",
            description = "Hours players have for each turn's orders; when they pass, missing orders are HOLD.")
    Integer deadlineHours;

    @Option(names = "--option", paramLabel = "KEY=VALUE",
            description = "A house rule, e.g. --option retreat=attacker-chooses (`herald scenarios RULESET` lists them).")
    Map<String, String> options = new LinkedHashMap<>();

    @Option(names = "--dice-script", paramLabel = "FILE",
            description = "Play these die results in order instead of fair dice (for tests and published examples).")
    Path diceScript;

    @Override
    public Integer call() {
        if (deadlineHours != null && deadlineHours < 1) {
            throw new UserError("--deadline-hours must be at least 1, not " + deadlineHours);
        }
        List<Integer> script = diceScript == null ? null : readScript(diceScript);
        Config config = common.config();
        try (Journal journal = common.openJournal()) {
            Umpire umpire = Wiring.umpire(journal, config);
            Umpire.Created created = umpire.createGame(new Umpire.NewGame(Rulesets.byId(ruleset), scenario, players,
                    deadlineHours, script, options));
            System.out.println(created.gameId());
            try (Outbox outbox = Wiring.outbox(config, common.dataDir())) {
                Wiring.loop(config, umpire, journal, null, outbox, System.err).sendPending();
            } catch (MailException e) {
                System.err.println("welcome mails queued; `herald run` will send them (" + e.getMessage() + ")");
            }
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
