package herald.app.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import herald.app.game.EventCodec;
import herald.app.game.Games;
import herald.engine.RuleEvent;
import herald.journal.Journal;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

@Command(name = "log", mixinStandardHelpOptions = true,
        description = "Prints a game's journal: every event with its sequence, version, turn, type and payload.")
public final class LogCommand implements Callable<Integer> {
    @Mixin
    Common common;

    @Parameters(paramLabel = "GAME")
    String gameId;

    @Option(names = "--json", description = "One JSON object per event per line.")
    boolean json;

    @Override
    public Integer call() throws Exception {
        try (Journal journal = common.openExistingJournal()) {
            ObjectMapper mapper = EventCodec.mapper();
            for (Games.Step step : new Games(journal).history(gameId.toUpperCase())) {
                var s = step.stored();
                int turn = step.after().rules().turn();
                if (json) {
                    ObjectNode node = mapper.createObjectNode();
                    node.put("seq", s.position());
                    node.put("version", s.version());
                    node.put("turn", turn);
                    node.put("type", s.type());
                    node.put("recordedAt", s.recordedAt().toString());
                    node.put("schemaVersion", s.schemaVersion());
                    node.put("rulesetVersion", s.rulesetVersion());
                    node.set("payload", mapper.readTree(s.payload()));
                    node.put("hash", s.hash());
                    System.out.println(mapper.writeValueAsString(node));
                } else {
                    String text = step.event() instanceof RuleEvent r ? r.describe() : s.payload();
                    System.out.printf("%5d  v%-4d T%-3d %-20s %s%n", s.position(), s.version(), turn, s.type(), text);
                }
            }
        }
        return 0;
    }
}
