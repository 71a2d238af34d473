package herald.app.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import herald.app.cases.Expectation;
import herald.app.cases.RuleCase;
import herald.app.game.EventCodec;
import herald.app.game.UserError;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

@Command(name = "adjudicate", mixinStandardHelpOptions = true,
        description = "Runs a rule case (a position, each side's orders as mailed, the dice in order) and prints the "
                + "outcome events and the resulting state as JSON, one object per line; with --expect, compares them "
                + "with the case's expect section and exits 3 on a difference. The format is in the README.")
public final class AdjudicateCommand implements Callable<Integer> {
    @Parameters(paramLabel = "CASE", description = "The case file (JSON).")
    Path file;

    @Option(names = "--expect", description = "Compare with the case's `expect` section.")
    boolean expect;

    @Override
    public Integer call() throws IOException {
        if (!Files.isRegularFile(file)) {
            throw new UserError("no case file " + file);
        }
        RuleCase rc = new RuleCase(file.toString(), Files.readString(file, StandardCharsets.UTF_8));
        RuleCase.Run run = rc.run();
        ObjectMapper json = EventCodec.mapper();
        for (var e : run.events()) {
            System.out.println(json.writeValueAsString(e));
        }
        System.out.println(json.writeValueAsString(json.createObjectNode().set("state", run.state())));
        run.warnings().forEach(w -> System.err.println("herald: note: " + w));
        if (!expect) {
            return 0;
        }
        if (rc.expect().isMissingNode()) {
            throw new UserError(file + ": --expect, but the case has no \"expect\" section");
        }
        List<String> problems = Expectation.differences(rc.expect(), run);
        problems.forEach(p -> System.err.println("herald: " + rc.name() + ": " + p));
        System.err.println(rc.name() + ": " + (problems.isEmpty() ? "as expected" : problems.size() + " differences"));
        return problems.isEmpty() ? 0 : 3;
    }
}
