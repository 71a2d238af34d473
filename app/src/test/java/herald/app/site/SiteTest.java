package herald.app.site;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import herald.app.HeraldCli;
import herald.app.browser.Browser;
import herald.app.game.GameEvent;
import herald.app.game.Games;
import herald.app.game.PlayedGame;
import herald.app.replay.BattleBook;
import herald.engine.view.BoardView;
import herald.engine.view.CounterView;
import herald.journal.Journal;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * `herald site` on finished battles of every kind of map, opened from the disk in a real Chromium: stepping through
 * the windows, deep links, the dice checked in the page (and caught when edited), a side's site hiding what the side
 * could not see, a running game's umpire site refused, and a phone's width.
 */
class SiteTest {
    @TempDir
    static Path dir;
    private static String ambush;
    private static String running;
    private static String table;
    private static String hexes;
    private static int dice;
    /** What the umpire's book says of turn 1 and turn 2, line by line: what the page must show there. */
    private static List<String> turnOne;
    private static List<String> turnTwo;

    @BeforeAll
    static void play() {
        ambush = PlayedGame.shared("lonewolf", "durncrag").id();
        try (Journal journal = Journal.openH2(PlayedGame.shared("lonewolf", "durncrag").data())) {
            List<Games.Step> steps = new Games(journal).history(ambush);
            for (Games.Step step : steps) {
                if (step.event() instanceof GameEvent.WindowResolved w) {
                    dice += w.diceUsed();
                }
            }
            BattleBook.Gathered book = BattleBook.gather(steps, null);
            turnOne = book.chapters().get(1).view().report().stream().flatMap(r -> r.lines().stream()).toList();
            turnTwo = book.chapters().get(2).view().report().stream().flatMap(r -> r.lines().stream()).toList();
        }
        // Battles still being fought: their umpire's sites are written with --force, their dice still secret.
        try (Journal journal = Journal.openH2(dir.resolve("data"))) {
            running = PlayedGame.play(journal, "lonewolf", "patrol", 1);
            table = PlayedGame.play(journal, "basicfantasy", "skirmish-at-the-ford", 2);
            hexes = PlayedGame.play(journal, "skirmish", "village", 2);
        }
    }

    @Test
    void the_battle_steps_turn_by_turn_with_buttons_keys_and_deep_links_and_every_die_checks_green() throws IOException {
        Path site = site(ambush, "umpire");
        Browser b = Browser.shared().open(site.resolve("index.html"));
        assertEquals(List.of(), b.consoleErrors());
        assertEquals(0L, b.run("const ids = [...document.querySelectorAll('[id]')].map(e => e.id);"
                + " return ids.length - new Set(ids).size;"), "no id twice in the page (a map's clip would cut another)");
        assertEquals("Cover", shown(b));
        b.click("#next");
        assertEquals("Set-up", shown(b));
        b.press(Keys.ARROW_RIGHT);
        assertEquals("Turn 1", shown(b));
        reportShown(b, turnOne);
        b.press(Keys.ARROW_RIGHT);
        reportShown(b, turnTwo);
        b.press(Keys.ARROW_LEFT);
        reportShown(b, turnOne);
        b.press(Keys.ARROW_LEFT);
        assertEquals("Set-up", shown(b));
        b.open(site.resolve("index.html"), "turn-3");
        assertEquals("Turn 3", shown(b));
        assertTrue(b.text("#where").startsWith("Turn 3 ("), b.text("#where"));
        assertFalse(b.driver().findElements(By.cssSelector("section.window:not([hidden]) .map svg text")).isEmpty());

        b.open(site.resolve("index.html"));
        b.click("#check");
        String verdict = verdict(b);
        assertEquals("All " + dice + " dice match the seed, and the seed matches the commitment made when the game began.",
                verdict);
        assertEquals(dice, ((Number) b.run("return document.querySelectorAll('.rolls li.match').length")).intValue());
        assertEquals(0L, b.run("return document.querySelectorAll('.rolls li.differs').length"));
        assertEquals(List.of(), b.consoleErrors());
    }

    @Test
    void a_site_whose_dice_were_edited_fails_the_check_naming_the_roll() throws IOException {
        Path site = site(ambush, "umpire");
        Path forged = dir.resolve("forged");
        copy(site, forged);
        Path data = forged.resolve("dice.js");
        String js = Files.readString(data);
        // the first die of the second window: [sides,face] made one face higher (or lower at the top)
        Matcher m = Pattern.compile("\\{\"stream\":\"[^\"]+\",\"rolls\":\\[\\[(\\d+),(\\d+)\\]").matcher(js);
        assertTrue(m.find() && m.find(), "the data lists a second window's dice");
        int sides = Integer.parseInt(m.group(1));
        int face = Integer.parseInt(m.group(2));
        int edited = face == sides ? face - 1 : face + 1;
        Files.writeString(data, js.substring(0, m.start(2)) + edited + js.substring(m.end(2)));
        Browser b = Browser.shared().open(forged.resolve("index.html"));
        b.click("#check");
        String verdict = verdict(b);
        assertTrue(verdict.startsWith("1 of " + dice + " dice do not match the seed."), verdict);
        assertTrue(verdict.contains("Turn 2, die 1 (d" + sides + "): the page says " + edited + ", the seed gives " + face),
                verdict);
        assertEquals(1L, b.run("return document.querySelectorAll('#turn-2 .rolls li.differs').length"));

        Files.writeString(data, js.replaceFirst("\"seed\":\"(..)", "\"seed\":\"00"));
        b.open(forged.resolve("index.html")).click("#check");
        assertTrue(verdict(b).startsWith("The seed does NOT match the SHA-256"), verdict(b));
    }

    @Test
    void a_sides_site_holds_no_piece_hidden_from_that_side() throws IOException {
        String side = "kai";
        Path site = site(ambush, side);
        String html = Files.readString(site.resolve("index.html"), StandardCharsets.UTF_8);
        int hidden = 0;
        try (Journal journal = Journal.openH2(PlayedGame.shared("lonewolf", "durncrag").data())) {
            List<Games.Step> steps = new Games(journal).history(ambush);
            var umpire = chapters(BattleBook.gather(steps, null));
            var seen = chapters(BattleBook.gather(steps, side));
            for (int i = 0; i < umpire.size(); i++) {
                Set<String> unseen = new HashSet<>(umpire.get(i));
                unseen.removeAll(seen.get(i));
                String section = section(html, i);
                for (String piece : unseen) {
                    hidden++;
                    assertFalse(section.contains(">" + piece + "</text>"), "window " + i + " shows hidden " + piece);
                }
                for (String piece : seen.get(i)) {
                    assertTrue(section.contains(">" + piece + "</text>"), "window " + i + " shows " + piece);
                }
            }
        }
        assertTrue(hidden > 0, "the ambush had pieces hidden from " + side);
        Browser b = Browser.shared().open(site.resolve("index.html"));
        assertEquals(List.of(), b.consoleErrors());
        assertTrue(b.text("header").contains("only what that side saw"));
    }

    @Test
    void a_running_games_umpire_site_is_refused_unless_forced_and_its_dice_wait_for_the_seed() throws IOException {
        HeraldCli.Run refused = herald("site", running, "--out", dir.resolve("refused").toString());
        assertNotEquals(0, refused.exit());
        assertTrue(refused.err().contains("is still running: its umpire's site would show every hidden piece"), refused.err());
        assertFalse(Files.exists(dir.resolve("refused")));
        HeraldCli.Run forced = herald("site", running, "--force", "--out", dir.resolve("forced").toString());
        assertEquals(0, forced.exit(), forced.err());
        Browser b = Browser.shared().open(dir.resolve("forced").resolve("index.html"));
        b.click("#check");
        assertEquals("The seed is still secret: the dice can be checked once the game is over.", verdict(b));
        assertEquals(List.of(), b.consoleErrors());
    }

    @Test
    void hexes_and_an_open_table_draw_and_fit_a_phone() throws IOException {
        for (String game : List.of(hexes, table)) {
            Path site = dir.resolve("site-" + game);
            HeraldCli.Run r = herald("site", game, "--force", "--out", site.toString());
            assertEquals(0, r.exit(), r.err());
            Browser b = Browser.shared();
            b.open(site.resolve("index.html"), "turn-1");
            assertTrue(shown(b).startsWith("Turn 1"), shown(b)); // "Turn 1: Raiders" where each side has a player turn
            assertFalse(b.driver().findElements(By.cssSelector("#turn-1 .map svg path")).isEmpty(), game);
            b.screenshot(Path.of("target", "site-screens", game + "-desktop.png"));
            b.resize(390, 844);
            assertEquals(List.of(), b.consoleErrors(), game);
            assertTrue(((Number) b.run("return document.documentElement.scrollWidth")).intValue() <= 390,
                    game + ": nothing wider than the phone");
            Number width = (Number) b.run("return document.querySelector('#turn-1 .map svg').getBoundingClientRect().width");
            assertTrue(width.doubleValue() > 300 && width.doubleValue() <= 390, game + ": the map fills the width: " + width);
            b.screenshot(Path.of("target", "site-screens", game + "-phone.png"));
            b.click("#turn-1 .zoom .larger");
            Number zoomed = (Number) b.run("return document.querySelector('#turn-1 .map svg').getBoundingClientRect().width");
            assertTrue(zoomed.doubleValue() > width.doubleValue() * 1.4, game + ": zoomed in: " + zoomed);
        }
    }

    /** The counters each chapter's map shows, by label. */
    private static List<Set<String>> chapters(BattleBook.Gathered book) {
        List<Set<String>> labels = new ArrayList<>();
        List<herald.renderer.BookRenderer.Chapter> all = new ArrayList<>(book.chapters());
        all.add(book.end());
        for (var c : all) {
            Set<String> l = new HashSet<>();
            if (c.view().map() instanceof BoardView board) {
                board.counters().stream().map(CounterView::label).forEach(l::add);
            }
            labels.add(l);
        }
        return labels;
    }

    /** The HTML of the window section at {@code index} (0: the set-up; the cover is not counted). */
    private static String section(String html, int index) {
        String[] parts = html.split("<section class=\"window\"");
        return parts[index + 2];
    }

    /** Every line of the window's report is on the page, in the window shown. */
    private static void reportShown(Browser b, List<String> lines) {
        assertFalse(lines.isEmpty());
        String shown = b.text("section.window:not([hidden])");
        for (String line : lines) {
            assertTrue(shown.contains(line), shown(b) + " shows " + line);
        }
    }

    private static String shown(Browser b) {
        return b.text("section.window:not([hidden]) h2");
    }

    private static String verdict(Browser b) {
        new WebDriverWait(b.driver(), Duration.ofSeconds(30)).until(d -> !d.findElement(By.id("verdict")).getText().isEmpty());
        WebElement v = b.driver().findElement(By.id("verdict"));
        return v.getText();
    }

    private static Path site(String game, String side) {
        Path out = dir.resolve("site-" + game + "-" + side);
        if (!Files.exists(out.resolve("index.html"))) {
            HeraldCli.Run r = HeraldCli.run("site", game, "--side", side, "--out", out.toString(), "--data",
                    PlayedGame.shared("lonewolf", "durncrag").data().toString());
            assertEquals(0, r.exit(), r.err());
            assertTrue(r.out().startsWith("wrote " + out.resolve("index.html")), r.out());
        }
        return out;
    }

    private static HeraldCli.Run herald(String... args) {
        List<String> all = new ArrayList<>(List.of(args));
        all.add("--data");
        all.add(dir.resolve("data").toString());
        return HeraldCli.run(all.toArray(String[]::new));
    }

    private static void copy(Path from, Path to) throws IOException {
        Files.createDirectories(to);
        try (var files = Files.list(from)) {
            for (Path f : files.toList()) {
                Files.copy(f, to.resolve(f.getFileName()), java.nio.file.StandardCopyOption.REPLACE_EXISTING);
            }
        }
    }
}
