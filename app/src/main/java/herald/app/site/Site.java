package herald.app.site;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.samskivert.mustache.Mustache;
import com.samskivert.mustache.Template;
import herald.app.archive.Verifier;
import herald.app.game.GameEvent;
import herald.app.game.GameRecord;
import herald.app.game.Games;
import herald.app.game.UserError;
import herald.app.loop.Dispatch;
import herald.app.replay.BattleBook;
import herald.journal.Journal;
import herald.renderer.BookRenderer;
import herald.renderer.SvgRenderer;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A game as a static web site: one page holding the cover and every order window (its map drawn as SVG by the
 * painters of the PDF, its report and record sheets), a small script to step through them, and the dice as data,
 * so that the reader's browser can check every roll against the seed the game committed to. Nothing is fetched:
 * the folder opens from a disk as it does from a web host.
 */
public final class Site {
    private static final Template PAGE = template("index.mustache");
    private static final List<String> FILES = List.of("site.css", "site.js");

    /** What was written: the page, and how many windows and dice it holds. */
    public record Written(Path index, int windows, int dice) {}

    private Site() {}

    /**
     * Writes the site of {@code gameId} as {@code side} saw it (null: the umpire's whole view) into {@code out}.
     *
     * @param force whether to write the umpire's site of a game still running, which shows what is hidden
     */
    public static Written write(Journal journal, String gameId, String side, boolean force, Path out) {
        Games games = new Games(journal);
        List<Games.Step> steps = games.history(gameId);
        GameRecord last = steps.get(steps.size() - 1).after();
        if (side == null && !last.finished() && !force) {
            throw new UserError("game " + gameId + " is still running: its umpire's site would show every hidden piece"
                    + " and order to whoever opens it. Write a side's site (--side SIDE), or add --force for the umpire's own eyes");
        }
        BattleBook.Gathered book = BattleBook.gather(steps, side);
        // One re-adjudication: what `herald verify` says (the umpire's cover prints it) and every die as it fell.
        WindowRolls rolls = new WindowRolls();
        StringWriter said = new StringWriter();
        boolean verified = new Verifier(new PrintWriter(said), rolls).verify(journal, gameId);
        Dice dice = dice(steps, last, rolls.windows());
        List<Map<String, Object>> windows = windows(book, dice);
        Map<String, Object> page = new LinkedHashMap<>();
        page.put("title", book.cover().title());
        page.put("gameId", last.id());
        page.put("whose", side == null ? "the umpire's view: everything, hidden pieces included"
                : "the view of " + Dispatch.sideName(last, side) + ": only what that side saw");
        page.put("cover", Pages.sections(book.cover().sections()));
        List<String> checked = new ArrayList<>();
        if (side == null) {
            checked.addAll(said.toString().lines().toList());
            checked.add(verified ? "Verified: the journal, the dice and every turn agree." : "NOT VERIFIED: see the lines above.");
        }
        page.put("checked", checked);
        page.put("hasChecked", !checked.isEmpty());
        page.put("windows", windows);
        page.put("diceNote", dice.note());
        try {
            Files.createDirectories(out);
            Path index = out.resolve("index.html");
            Files.writeString(index, PAGE.execute(page), StandardCharsets.UTF_8);
            for (String file : FILES) {
                copy(file, out);
            }
            Files.writeString(out.resolve("dice.js"), "window.HERALD_DICE = " + dice.json() + ";\n", StandardCharsets.UTF_8);
            return new Written(index, windows.size(), dice.count());
        } catch (IOException e) {
            throw new UncheckedIOException("could not write the site into " + out + ": " + e.getMessage(), e);
        }
    }

    private static List<Map<String, Object>> windows(BattleBook.Gathered book, Dice dice) {
        try (SvgRenderer svg = new SvgRenderer()) {
            return windows(book, dice, svg);
        }
    }

    private static List<Map<String, Object>> windows(BattleBook.Gathered book, Dice dice, SvgRenderer svg) {
        List<BookRenderer.Chapter> all = new ArrayList<>();
        all.addAll(book.chapters());
        all.add(book.end());
        List<Map<String, Object>> windows = new ArrayList<>();
        Map<Integer, Integer> ofTurn = new LinkedHashMap<>();
        for (int i = 0; i < all.size(); i++) {
            BookRenderer.Chapter c = all.get(i);
            boolean end = i == all.size() - 1;
            int turn = c.view().turn();
            int k = ofTurn.merge(turn, 1, Integer::sum);
            String anchor = end ? "end" : i == 0 ? "setup" : "turn-" + turn + (k == 1 ? "" : "-" + k);
            Map<String, Object> w = new LinkedHashMap<>();
            w.put("anchor", anchor);
            w.put("title", c.title());
            w.put("map", svg.map(c.view(), c.title() + ": the map", anchor + "-"));
            w.put("report", Pages.sections(end ? List.of() : c.view().report()));
            w.put("sheets", Pages.sheets(c.view().sheets()));
            w.put("notes", end ? c.view().notes() : List.of());
            int window = i - 1; // the set-up rolls nothing that the page lists; window n is chapter n + 1
            w.put("dice", !end && i > 0 && window < dice.windows().size() ? window : -1);
            w.put("hasDice", !end && i > 0 && window < dice.windows().size());
            windows.add(w);
        }
        return windows;
    }

    /** The dice the page lists and checks, and what it says of them. */
    record Dice(String seed, String commitment, boolean scripted, List<WindowRolls.Window> windows, String note) {
        int count() {
            return windows.stream().mapToInt(w -> w.rolls().size()).sum();
        }

        String json() {
            Map<String, Object> data = new LinkedHashMap<>();
            data.put("seed", seed);
            data.put("commitment", commitment);
            data.put("scripted", scripted);
            data.put("windows", windows.stream().map(w -> {
                Map<String, Object> window = new LinkedHashMap<>();
                window.put("stream", w.stream());
                window.put("rolls", w.rolls().stream().map(r -> List.of(r.sides(), r.face())).toList());
                return window;
            }).toList());
            try {
                return new ObjectMapper().writeValueAsString(data).replace("</", "<\\/");
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
    }

    /** The rolls of each window, once they can be checked: with the seed revealed, or from a script. */
    private static Dice dice(List<Games.Step> steps, GameRecord last, List<WindowRolls.Window> rolled) {
        String commitment = last.created().diceCommitment();
        boolean scripted = last.scripted();
        if (!scripted && last.seedHex() == null) {
            return new Dice(null, commitment, false, List.of(), "The dice come from a seed that is still secret: only its"
                    + " SHA-256 is known, and the rolls can be checked here once the game is over and the seed revealed.");
        }
        long windows = steps.stream().filter(st -> st.event() instanceof GameEvent.WindowResolved).count();
        if (rolled.size() != windows) {
            return new Dice(last.seedHex(), commitment, scripted, List.of(), "Herald could not resolve every window again"
                    + " from this journal (`herald verify " + last.id() + "` says why), so the dice are not listed here.");
        }
        String note = scripted ? "Scripted dice: every result was set in advance, so there is nothing to check."
                : "Fair dice: the seed revealed at the end, and every roll, can be checked against the SHA-256 the game"
                        + " committed to when it began.";
        return new Dice(last.seedHex(), commitment, scripted, rolled, note);
    }

    /** A page template of the site's, HTML-escaping what it is given. */
    static Template template(String name) {
        return Mustache.compiler().strictSections(true).compile(resource(name));
    }

    /** One of the site's own files, copied into {@code out}. */
    static void copy(String file, Path out) throws IOException {
        try (InputStream in = Site.class.getResourceAsStream(file)) {
            Files.write(out.resolve(file), in.readAllBytes());
        }
    }

    private static String resource(String name) {
        try (InputStream in = Site.class.getResourceAsStream(name)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException | NullPointerException e) {
            throw new IllegalStateException("the site's " + name + " is missing from Herald's jar", e);
        }
    }
}
