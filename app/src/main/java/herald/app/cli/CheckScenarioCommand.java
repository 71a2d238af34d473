package herald.app.cli;

import herald.app.game.GameEvent;
import herald.app.game.GameRecord;
import herald.app.game.Games;
import herald.app.game.ScenarioSource;
import herald.app.loop.Dispatch;
import herald.engine.RuleEvent;
import herald.engine.Ruleset;
import herald.renderer.PdfRenderer;
import java.nio.file.Path;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

@Command(name = "check-scenario", mixinStandardHelpOptions = true,
        description = "Checks a scenario file as new-game would and draws its opening PDF, without creating a game or "
                + "touching the journal: a designer sees the map before inviting anyone. A mistake is one line naming "
                + "the file and the place in it (pieces[1].weapons: …), and a non-zero exit.")
public final class CheckScenarioCommand implements Callable<Integer> {
    /** What the masthead prints where a game's id would stand: there is no game yet. */
    static final String DRAFT = "DRAFT";

    @Parameters(paramLabel = "FILE", description = "The scenario file (JSON).")
    Path file;

    @Option(names = "--ruleset", description = "Ruleset id; needed unless the file names its own (\"ruleset\": …).")
    String ruleset;

    @Option(names = "--side", paramLabel = "SIDE", description = "Whose view (default: the umpire's, everything).")
    String side;

    @Option(names = "--option", paramLabel = "KEY=VALUE", description = "A house rule, as new-game takes it.")
    Map<String, String> options = new LinkedHashMap<>();

    @Option(names = "--out", paramLabel = "FILE.pdf", description = "Where the PDF goes (default: FILE with .pdf for .json).")
    Path out;

    @Override
    public Integer call() throws Exception {
        ScenarioSource scenario = ScenarioSource.file(file);
        Ruleset rules = scenario.ruleset(ruleset);
        GameRecord game = draft(rules, scenario, options);
        byte[] pdf = new Dispatch(new PdfRenderer(), "").render(game, SideChoice.of(game, side));
        String title = rules.view(game.rules(), null).scenarioTitle();
        System.out.println(file + ": a " + rules.id() + " scenario, \"" + title + "\", sides "
                + String.join(", ", rules.sides(game.rules()).stream().map(s -> s.id() + " (" + s.name() + ")").toList()));
        PdfFile.write(out != null ? out : defaultOut(file), pdf);
        return 0;
    }

    /** The game new-game would open, held in memory only: no seats, no dice, no journal. */
    static GameRecord draft(Ruleset rules, ScenarioSource scenario, Map<String, String> options) {
        List<RuleEvent> setUp = scenario.setUp(rules, options);
        GameRecord game = Games.fold(GameRecord.empty(rules), new GameEvent.GameCreated(DRAFT, rules.id(),
                rules.version(), scenario.name(), options, List.of(), "", null, null, Instant.EPOCH, null, null));
        for (RuleEvent e : setUp) {
            game = Games.fold(game, e);
        }
        return game;
    }

    private static Path defaultOut(Path file) {
        String name = file.getFileName().toString();
        return file.resolveSibling((name.endsWith(".json") ? name.substring(0, name.length() - 5) : name) + ".pdf");
    }
}
