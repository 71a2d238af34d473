package herald.app.cli;

import herald.app.campaign.Campaigns;
import herald.app.game.GameRecord;
import herald.app.game.Games;
import herald.app.game.UserError;
import herald.app.site.CampaignSite;
import herald.app.site.Site;
import herald.journal.Journal;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

@Command(name = "site", mixinStandardHelpOptions = true,
        description = "Writes a game as a static web site: every turn's map, report and record sheets, stepped through"
                + " with buttons, the arrow keys or a slider, and a button that checks every die against the game's seed"
                + " in the reader's browser. Open DIR/index.html from the disk or put the folder on any web host.")
public final class SiteCommand implements Callable<Integer> {
    @Mixin
    Common common;

    @Parameters(paramLabel = "GAME", arity = "0..1", description = "The game id, e.g. LW-7KQ3M (any case).")
    String gameId;

    @Option(names = "--campaign", paramLabel = "NAME", description = "Write a campaign: its table, and each battle's site linked from it.")
    String campaign;

    @Option(names = "--side", paramLabel = "SIDE",
            description = "Only what this side saw: a side id, red, blue, or umpire (default: everything, once the game is over).")
    String side;

    @Option(names = "--force", description = "Write the umpire's site of a game still running (it shows every hidden piece).")
    boolean force;

    @Option(names = "--out", required = true, paramLabel = "DIR")
    Path out;

    @Override
    public Integer call() throws Exception {
        if ((gameId == null) == (campaign == null)) {
            throw new UserError("name a GAME, or --campaign NAME, not both");
        }
        try (Journal journal = common.openExistingJournal()) {
            if (campaign != null) {
                if (side != null) {
                    throw new UserError("--campaign writes the umpire's site of each battle: it takes no --side");
                }
                Campaigns campaigns = new Campaigns(journal, new Games(journal), java.time.Clock.systemUTC());
                List<String> battles = CampaignSite.write(journal, campaigns.load(campaign), force, out);
                System.out.println("wrote " + out.resolve("index.html") + " with " + battles.size() + " battle"
                        + (battles.size() == 1 ? "" : "s"));
                return 0;
            }
            String id = gameId.toUpperCase(Locale.ROOT);
            GameRecord now = new Games(journal).load(id);
            Site.Written w = Site.write(journal, id, SideChoice.of(now, side), force, out);
            System.out.println("wrote " + w.index() + ": " + w.windows() + " pages, " + w.dice() + " dice to check");
        }
        return 0;
    }
}
