package herald.app.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import herald.app.game.EventCodec;
import herald.app.game.GameRecord;
import herald.app.loop.Dispatch;
import herald.engine.view.SheetTable;
import herald.journal.Journal;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

@Command(name = "state", mixinStandardHelpOptions = true,
        description = "Prints a game's state, now or as it stood after turn N.")
public final class StateCommand implements Callable<Integer> {
    @Mixin
    Common common;

    @Mixin
    GameAt game;

    @Option(names = "--json", description = "One JSON object on one line.")
    boolean json;

    @Override
    public Integer call() throws Exception {
        try (Journal journal = common.openExistingJournal()) {
            GameRecord g = game.load(journal);
            if (json) {
                ObjectMapper mapper = EventCodec.mapper();
                ObjectNode node = mapper.createObjectNode();
                node.put("game", g.id());
                node.put("ruleset", g.ruleset().id());
                node.put("version", g.version());
                node.put("turn", g.rules().turn());
                node.put("status", Dispatch.status(g));
                node.putPOJO("awaiting", g.window().map(w -> w.sides().stream()
                        .filter(s -> !g.pending().containsKey(s)).toList()).orElse(java.util.List.of()));
                node.put("scriptedDice", g.scripted());
                node.set("state", mapper.valueToTree(g.rules()));
                System.out.println(mapper.writeValueAsString(node));
            } else {
                System.out.println(g.id() + "  turn " + g.rules().turn() + "  " + Dispatch.status(g));
                for (SheetTable t : g.ruleset().view(g.rules(), null).sheets()) {
                    System.out.println();
                    System.out.println(t.title());
                    System.out.println("  " + String.join(" | ", t.columns()));
                    t.rows().forEach(r -> System.out.println("  " + String.join(" | ", r)));
                }
            }
        }
        return 0;
    }
}
