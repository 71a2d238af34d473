package herald.app.cli;

import herald.app.campaign.CampaignFile;
import herald.app.campaign.CampaignRecord;
import herald.app.campaign.Campaigns;
import herald.app.game.Games;
import herald.app.game.Rulesets;
import herald.app.game.UserError;
import herald.app.loop.Sides;
import herald.engine.Ruleset;
import herald.journal.Journal;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

@Command(name = "new-campaign", mixinStandardHelpOptions = true,
        description = "Creates a campaign: each side's roster mustered from a scenario's pieces, carried from battle to"
                + " battle by the ruleset's campaign rules. Its battles are `herald new-game --campaign NAME`.")
public final class NewCampaignCommand implements Callable<Integer> {
    @Mixin
    Common common;

    @Parameters(index = "0", arity = "0..1", paramLabel = "NAME", description = "The campaign's name: letters, digits, - and _.")
    String name;

    @Option(names = "--file", paramLabel = "FILE", description = "A campaign file (name, ruleset, muster, players, rules,"
            + " learns; see docs/CAMPAIGNS.md) instead of the options below.")
    Path file;

    @Option(names = "--ruleset", description = "Ruleset id (`herald rulesets`); a scenario file may name its own.")
    String ruleset;

    @Option(names = "--scenario", paramLabel = "NAME|FILE", description = "The muster: the scenario whose pieces make"
            + " the rosters. " + ScenarioOption.HELP)
    String muster;

    @Option(names = "--player", paramLabel = "SIDE=EMAIL", description = "A player, one per side of the muster.")
    List<String> players = new ArrayList<>();

    @Option(names = "--rule", paramLabel = "KEY=VALUE", description = "A campaign rule (`herald scenarios RULESET`"
            + " lists them), e.g. --rule recovery-target=5.")
    Map<String, String> rules = new LinkedHashMap<>();

    @Option(names = "--learns", paramLabel = "PIECE=A,B,...", description = "What a hero or Kai Lord learns next, in"
            + " order of preference, e.g. --learns LW=healing,hunting.")
    Map<String, String> learns = new LinkedHashMap<>();

    @Override
    public Integer call() {
        Campaigns.NewCampaign spec = file != null ? fromFile() : fromOptions();
        try (Journal journal = common.openJournal()) {
            CampaignRecord c = new Campaigns(journal, new Games(journal), java.time.Clock.systemUTC()).create(spec);
            System.out.println(c.name());
            System.err.println("campaign " + c.name() + ": " + c.roster().size() + " pieces mustered from "
                    + c.created().muster() + " for " + String.join(", ", c.created().players().stream()
                            .map(p -> p.side() + " <" + p.email() + ">").toList())
                    + "; its first battle: herald new-game --campaign " + c.name() + " --scenario SCENARIO");
        }
        return 0;
    }

    private Campaigns.NewCampaign fromFile() {
        if (name != null || ruleset != null || muster != null || !players.isEmpty() || !rules.isEmpty() || !learns.isEmpty()) {
            throw new UserError("--file gives the whole campaign: give it alone");
        }
        CampaignFile f = CampaignFile.read(file);
        return new Campaigns.NewCampaign(f.name(), Rulesets.byId(f.ruleset()), f.muster(), f.players(), f.rules(), f.learns());
    }

    private Campaigns.NewCampaign fromOptions() {
        if (name == null || muster == null || players.isEmpty()) {
            throw new UserError("give the campaign's NAME, --scenario (the muster) and a --player for each side, or --file");
        }
        Ruleset rules = ScenarioOption.ruleset(ruleset, muster, null);
        Map<String, String> bySide = Sides.fromArgs(rules.sides(Games.setUp(rules, muster)), players);
        Map<String, List<String>> lists = new LinkedHashMap<>();
        learns.forEach((piece, list) -> lists.put(piece, Arrays.stream(list.split(",")).map(String::trim)
                .filter(s -> !s.isEmpty()).toList()));
        return new Campaigns.NewCampaign(name, rules, muster, bySide, this.rules, lists);
    }
}
