package herald.app.cli;

import herald.app.campaign.CampaignBook;
import herald.app.demo.CampaignDemo;
import herald.app.demo.Demo;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

@Command(name = "demo", mixinStandardHelpOptions = true,
        description = "Plays a whole game over real mail: an embedded SMTP/IMAP server on loopback and two simulated "
                + "players who mail their orders. Prints where the journal and every PDF are.")
public final class DemoCommand implements Callable<Integer> {
    @Mixin
    Common common;

    @Option(names = "--ruleset", description = "Ruleset id (default: the one the scenario file names, else lonewolf).")
    String ruleset;

    @Option(names = "--scenario", paramLabel = "NAME|FILE", description = ScenarioOption.HELP
            + " Default: the ruleset's first.")
    String scenario;

    @Option(names = "--turns", defaultValue = "12",
            description = "Stop after this many turns; 0 plays to the game's end (default: ${DEFAULT-VALUE}).")
    int turns;

    @Option(names = "--seed", description = "Fix the dice with this seed: the same seed plays the same game (default: fair, fresh dice).")
    String seed;

    @Option(names = "--campaign", paramLabel = "BATTLES", arity = "0..1", fallbackValue = "3",
            description = "Play a short Lone Wolf campaign instead: BATTLES battles (default 3) on the outpost field,"
                    + " the survivors carried from each to the next, each player mailed its side's sheet after each.")
    Integer campaign;

    @Override
    public Integer call() {
        Path data = common.dataDir();
        if (campaign != null) {
            return campaign(data);
        }
        Demo.Result r = new Demo(data, System.out).play(ScenarioOption.ruleset(ruleset, scenario, "lonewolf").id(), scenario,
                turns, seed);
        System.out.println();
        System.out.println("result:   " + r.outcome());
        System.out.println("journal:  " + r.journal().toAbsolutePath());
        System.out.println("PDFs (" + r.pdfs().size() + ", as each player received them by mail):");
        r.pdfs().forEach(p -> System.out.println("  " + p.toAbsolutePath()));
        DemoMailsPrinted.print(r, data.resolve("pdf").resolve(r.gameId()), System.out);
        String d = common.data == null ? "" : " --data " + data;
        System.out.println("inspect:");
        System.out.println("  ./herald games" + d);
        System.out.println("  ./herald log " + r.gameId() + d + " --json");
        System.out.println("  ./herald state " + r.gameId() + d + " --json");
        System.out.println("  ./herald verify " + r.gameId() + d);
        System.out.println("  ./herald render " + r.gameId() + d + " --turn 1 --out turn1.pdf");
        // A game the demo's limit stopped is still running: its umpire's site shows what is hidden, so it is asked for.
        System.out.println("  ./herald site " + r.gameId() + d + (r.finished() ? "" : " --force") + " --out site"
                + "    (then open site/index.html)");
        return 0;
    }

    private int campaign(Path data) {
        CampaignDemo.Result r = new CampaignDemo(data, System.out).play("demo", campaign, seed);
        System.out.println();
        System.out.print(CampaignBook.text(r.record()));
        System.out.println();
        System.out.println("PDFs (" + r.pdfs().size() + ", as each player received them by mail), in "
                + data.resolve("pdf").resolve(r.campaign()).toAbsolutePath());
        r.pdfs().stream().filter(p -> p.getFileName().toString().contains("-after-battle-"))
                .forEach(p -> System.out.println("  " + p.toAbsolutePath()));
        String d = common.data == null ? "" : " --data " + data;
        System.out.println("inspect:");
        System.out.println("  ./herald campaign " + r.campaign() + d);
        System.out.println("  ./herald campaign " + r.campaign() + d + " --book campaign.pdf");
        System.out.println("  ./herald verify --campaign " + r.campaign() + d);
        System.out.println("  ./herald site --campaign " + r.campaign() + d + " --out campaign-site");
        return 0;
    }
}
