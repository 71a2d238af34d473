package herald.app.archive;

import herald.app.game.DiceStreams;
import herald.app.game.EventCodec;
import herald.app.game.GameEvent;
import herald.app.game.GameRecord;
import herald.app.game.Games;
import herald.app.game.Keys;
import herald.engine.Dice;
import herald.engine.RuleEvent;
import herald.engine.ScriptedDice;
import herald.journal.ChainCheck;
import herald.journal.Journal;
import herald.journal.JournalException;
import herald.journal.NewEvent;
import herald.journal.StoredEvent;
import java.io.PrintWriter;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Checks a game in a journal: the hash chain, the dice seed against its commitment, and every
 * window re-adjudicated from its accepted orders and dice under the rules installed, with one
 * verdict line per window. The first event that differs is named by game, version, turn and type.
 */
public final class Verifier {
    private final PrintWriter out;
    private final DiceWatch watch;

    /** Sees the dice a window is re-adjudicated with, and may hand on others that pass them through. */
    @FunctionalInterface
    public interface DiceWatch {
        Dice watch(GameEvent.WindowResolved window, Dice dice);
    }

    public Verifier(PrintWriter out) {
        this(out, (window, dice) -> dice);
    }

    /** A verifier that shows {@code watch} every window's dice (the replay site lists them as they fall). */
    public Verifier(PrintWriter out, DiceWatch watch) {
        this.out = out;
        this.watch = watch;
    }

    /** True when everything checks out. */
    public boolean verify(Journal journal, String gameId) {
        ChainCheck chain = journal.verify(gameId);
        out.println(chain.intact() ? "hash chain: intact over " + chain.checkedEvents() + " events"
                : "hash chain: BROKEN: " + chain.problem());
        if (!chain.intact()) {
            out.println("turns not re-adjudicated: the journal was changed after it was recorded");
            return false;
        }
        List<Games.Step> steps = new Games(journal).history(gameId);
        GameRecord last = steps.get(steps.size() - 1).after();
        boolean ok = true;
        byte[] seed = null;
        if (last.scripted()) {
            out.println("dice: scripted, " + last.created().scriptedDice().size() + " results listed in GameCreated");
        } else {
            seed = last.seedHex() != null ? HexFormat.of().parseHex(last.seedHex()) : secret(journal, gameId);
            if (seed == null) {
                out.println("dice seed: secret and not kept here; the commitment in GameCreated is "
                        + (isSha256(last.created().diceCommitment()) ? "intact" : "MALFORMED")
                        + "; turns cannot be re-adjudicated until the seed is revealed");
                return isSha256(last.created().diceCommitment());
            }
            boolean committed = Keys.sha256Hex(seed).equals(last.created().diceCommitment());
            out.println("dice seed: " + (committed ? "matches the commitment in GameCreated" : "DOES NOT match the commitment")
                    + (last.seedHex() != null ? " (revealed)" : " (still secret)"));
            ok = committed;
        }
        EventCodec codec = new EventCodec(last.ruleset());
        for (int i = 0; i < steps.size(); i++) {
            if (steps.get(i).event() instanceof GameEvent.WindowResolved w) {
                ok &= replay(codec, steps, i, w, seed);
            }
        }
        return ok;
    }

    /**
     * A window as the journal records its resolution: the state it was resolved from, the orders it used, and
     * where its rule events begin among {@code steps}.
     */
    private record Resolution(GameRecord before, Map<String, List<String>> orders, int first) {
        /** The window resolved at {@code at} (its WindowResolved) among a game's {@code steps}. */
        static Resolution of(List<Games.Step> steps, int at, GameEvent.WindowResolved w) {
            int first = at;
            while (first > 0 && steps.get(first - 1).event() instanceof RuleEvent) {
                first--;
            }
            GameRecord before = steps.get(first - 1).after();
            Map<String, List<String>> orders = new LinkedHashMap<>();
            w.orders().keySet().forEach(side -> orders.put(side,
                    before.pending().containsKey(side) ? before.pending().get(side).orders() : List.of()));
            return new Resolution(before, orders, first);
        }
    }

    private boolean replay(EventCodec codec, List<Games.Step> steps, int at, GameEvent.WindowResolved w, byte[] seed) {
        Resolution r = Resolution.of(steps, at, w);
        int first = r.first();
        GameRecord before = r.before();
        Map<String, List<String>> orders = r.orders();
        Dice dice = watch.watch(w, DiceStreams.dice(before, w.diceStream(), seed));
        List<NewEvent> again;
        try {
            again = before.ruleset().resolve(before.rules(), orders, dice).stream().map(codec::encode).toList();
        } catch (ScriptedDice.DiceScriptExhausted e) {
            out.println("turn " + w.turn() + " (" + w.window() + "): DIFFERS: re-adjudication needs more dice than the"
                    + " script lists: " + e.getMessage());
            return false;
        }
        for (int k = 0; k < Math.max(again.size(), at - first); k++) {
            // Compared as this Herald writes them, so an upcast old payload equals a fresh one.
            Games.Step step = first + k < at ? steps.get(first + k) : steps.get(at);
            NewEvent recorded = first + k < at ? codec.encode(step.event()) : null;
            NewEvent fresh = k < again.size() ? again.get(k) : null;
            if (recorded == null || fresh == null || !recorded.type().equals(fresh.type())
                    || !recorded.payload().equals(fresh.payload())) {
                out.println(difference(w, step.stored(), before, recorded, fresh));
                return false;
            }
        }
        if (dice.used() != w.diceUsed()) {
            out.println("turn " + w.turn() + " (" + w.window() + "): DIFFERS at game " + steps.get(at).stored().gameId()
                    + " version " + steps.get(at).stored().version() + " (WindowResolved): it records " + w.diceUsed()
                    + " dice, re-adjudication used " + dice.used());
            return false;
        }
        out.println("turn " + w.turn() + " (" + w.window() + "): " + again.size() + " events re-adjudicated identically, "
                + dice.used() + " dice");
        return true;
    }

    private static String difference(GameEvent.WindowResolved w, StoredEvent stored, GameRecord before,
            NewEvent recorded, NewEvent fresh) {
        String installed = before.ruleset().version();
        String madeBy = stored.rulesetVersion() != null ? stored.rulesetVersion() : before.created().rulesetVersion();
        String event = "game " + stored.gameId() + " version " + stored.version() + " (" + stored.type() + ")";
        String detail = ": journal has " + (recorded == null ? "nothing more" : recorded.type() + " " + recorded.payload())
                + ", re-adjudication gives " + (fresh == null ? "nothing more" : fresh.type() + " " + fresh.payload());
        if (!installed.equals(madeBy)) {
            return "turn " + w.turn() + " (" + w.window() + "): re-adjudication under version " + installed
                    + " differs at turn " + w.turn() + " (recorded under version " + madeBy + "), first at " + event + detail;
        }
        return "turn " + w.turn() + " (" + w.window() + "): DIFFERS, first at " + event + detail;
    }

    private static byte[] secret(Journal journal, String gameId) {
        try {
            return journal.secret(gameId);
        } catch (JournalException e) {
            return null; // imported from a side's or a GM's archive: the seed stayed behind
        }
    }

    private static boolean isSha256(String hex) {
        return hex != null && hex.matches("[0-9a-f]{64}");
    }
}
