package herald.app.cli;

import herald.app.game.EventCodec;
import herald.app.game.GameEvent;
import herald.app.game.GameRecord;
import herald.app.game.Games;
import herald.engine.Dice;
import herald.engine.RuleEvent;
import herald.engine.ScriptedDice;
import herald.engine.SeededDice;
import herald.journal.ChainCheck;
import herald.journal.Journal;
import herald.journal.NewEvent;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Parameters;

@Command(name = "verify", mixinStandardHelpOptions = true,
        description = "Checks a game's hash chain, its dice commitment, and re-adjudicates every turn from its "
                + "journal to show the same orders and dice give the same outcome.")
public final class VerifyCommand implements Callable<Integer> {
    @Mixin
    Common common;

    @Parameters(paramLabel = "GAME")
    String gameId;

    @Override
    public Integer call() {
        String id = gameId.toUpperCase();
        try (Journal journal = common.openExistingJournal()) {
            ChainCheck chain = journal.verify(id);
            System.out.println(chain.intact() ? "hash chain: intact over " + chain.checkedEvents() + " events"
                    : "hash chain: BROKEN: " + chain.problem());
            List<Games.Step> steps = new Games(journal).history(id);
            GameRecord last = steps.get(steps.size() - 1).after();
            byte[] seed = last.scripted() ? null
                    : last.seedHex() != null ? HexFormat.of().parseHex(last.seedHex()) : journal.secret(id);
            boolean ok = chain.intact();
            if (seed != null) {
                boolean committed = herald.app.game.Keys.sha256Hex(seed).equals(last.created().diceCommitment());
                System.out.println("dice seed: " + (committed ? "matches the commitment in GameCreated"
                        : "DOES NOT match the commitment") + (last.seedHex() != null ? " (revealed)" : " (still secret)"));
                ok &= committed;
            }
            EventCodec codec = new EventCodec(last.ruleset());
            for (int i = 0; i < steps.size(); i++) {
                if (steps.get(i).event() instanceof GameEvent.WindowResolved w) {
                    ok &= replay(codec, steps, i, w, seed);
                }
            }
            System.out.println(ok ? "verified" : "NOT verified");
            return ok ? 0 : 3;
        }
    }

    private static boolean replay(EventCodec codec, List<Games.Step> steps, int at, GameEvent.WindowResolved w,
            byte[] seed) {
        int first = at;
        while (first > 0 && steps.get(first - 1).event() instanceof RuleEvent) {
            first--;
        }
        GameRecord before = steps.get(first - 1).after();
        Map<String, List<String>> orders = new LinkedHashMap<>();
        w.orders().keySet().forEach(side -> orders.put(side,
                before.pending().containsKey(side) ? before.pending().get(side).orders() : List.of()));
        Dice dice = seed == null ? new ScriptedDice(before.created().scriptedDice(), before.diceUsed())
                : new SeededDice(seed, herald.app.game.DiceStream.key(before, w.window()));
        List<RuleEvent> again = before.ruleset().resolve(before.rules(), orders, dice);
        List<NewEvent> expected = again.stream().map(codec::encode).toList();
        for (int k = 0; k < Math.max(expected.size(), at - first); k++) {
            var stored = first + k < at ? steps.get(first + k).stored() : null;
            NewEvent e = k < expected.size() ? expected.get(k) : null;
            if (stored == null || e == null || !stored.type().equals(e.type()) || !stored.payload().equals(e.payload())) {
                System.out.println("turn " + w.turn() + ": DIFFERS at event " + (k + 1) + ": journal has "
                        + (stored == null ? "nothing" : stored.type() + " " + stored.payload()) + ", re-adjudication gives "
                        + (e == null ? "nothing" : e.type() + " " + e.payload()));
                return false;
            }
        }
        System.out.println("turn " + w.turn() + " (" + w.window() + "): " + expected.size()
                + " events re-adjudicated identically, " + dice.used() + " dice");
        return true;
    }
}
