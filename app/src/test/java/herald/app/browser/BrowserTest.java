package herald.app.browser;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.Keys;

/**
 * The browser the site's tests stand on: it runs a page's scripts, reports every way a page can go wrong
 * (so that a test asserting none can fail), takes keys and clicks, and sizes the page as a phone would.
 */
class BrowserTest {
    @TempDir
    Path dir;

    @BeforeAll
    static void start() {
        Browser b = Browser.shared();
        System.out.println("BrowserTest: Chromium " + b.version() + " started in " + b.startMillis() + " ms");
    }

    private Path page(String name, String body) throws IOException {
        Path html = dir.resolve(name);
        Files.writeString(html, "<!doctype html><html><head><meta charset=\"utf-8\">"
                + "<meta name=\"viewport\" content=\"width=device-width\"><title>" + name + "</title></head>"
                + "<body>" + body + "</body></html>", StandardCharsets.UTF_8);
        return html;
    }

    @Test
    void aScriptRunAtLoadFillsThePageAndReadsTheFragment() throws IOException {
        Path html = page("fill.html", "<p id=\"out\"></p><script>addEventListener('load', () =>"
                + " document.getElementById('out').textContent = 'turn ' + (location.hash.slice(1) || 'none'))</script>");
        Browser b = Browser.shared().open(html);
        assertEquals("turn none", b.text("#out"));
        assertEquals(List.of(), b.consoleErrors());

        b.open(html, "3");
        assertEquals("turn 3", b.text("#out"));
        assertEquals("fill.html", b.run("return document.title"));
    }

    @Test
    void consoleErrorIsReported() throws IOException {
        Browser b = Browser.shared().open(page("error.html", "<script>console.error('the map is missing')</script>"));
        List<String> errors = b.consoleErrors();
        assertEquals(1, errors.size(), errors::toString);
        assertTrue(errors.get(0).contains("the map is missing"), errors::toString);
    }

    @Test
    void anUncaughtExceptionAndARejectedPromiseAreReported() throws IOException {
        Browser b = Browser.shared().open(page("throw.html", "<script>Promise.reject(new Error('no turn 9'));"
                + " throw new Error('boom at load')</script>"));
        List<String> errors = b.consoleErrors();
        assertEquals(2, errors.size(), errors::toString);
        assertTrue(errors.stream().anyMatch(e -> e.contains("Uncaught Error: boom at load")), errors::toString);
        assertTrue(errors.stream().anyMatch(e -> e.contains("no turn 9")), errors::toString);
    }

    @Test
    void anExceptionInAClickHandlerAfterLoadIsReported() throws IOException {
        Browser b = Browser.shared().open(page("click.html", "<button id=\"next\""
                + " onclick=\"document.body.dataset.clicked = 'yes'; throw new Error('no next turn')\">next</button>"));
        assertEquals(List.of(), b.consoleErrors());
        b.click("#next");
        assertEquals("yes", b.run("return document.body.dataset.clicked"));
        List<String> errors = b.consoleErrors();
        assertEquals(1, errors.size(), errors::toString);
        assertTrue(errors.get(0).contains("no next turn"), errors::toString);
    }

    @Test
    void aMissingLocalFileIsReported() throws IOException {
        Browser b = Browser.shared().open(page("img.html", "<img src=\"maps/missing.png\" alt=\"map\">"));
        List<String> errors = b.consoleErrors();
        assertEquals(1, errors.size(), errors::toString);
        assertTrue(errors.get(0).contains("missing.png") && errors.get(0).contains("ERR_FILE_NOT_FOUND"), errors::toString);
    }

    @Test
    void anythingFromTheInternetFailsAndIsReported() throws IOException {
        Browser b = Browser.shared().open(page("net.html", "<img src=\"https://example.com/map.png\" alt=\"map\">"));
        List<String> errors = b.consoleErrors();
        assertEquals(1, errors.size(), errors::toString);
        assertTrue(errors.get(0).contains("example.com/map.png"), errors::toString);
    }

    @Test
    void aPageFetchingItsOwnDataFromFileIsReported() throws IOException {
        Files.writeString(dir.resolve("game.json"), "{}", StandardCharsets.UTF_8);
        Browser b = Browser.shared().open(page("fetch.html", "<script>fetch('game.json').then(r => r.json())</script>"));
        List<String> errors = b.consoleErrors();
        assertTrue(errors.stream().anyMatch(e -> e.contains("game.json") && e.contains("blocked by CORS policy")),
                errors::toString);
    }

    @Test
    void errorsAreForgottenAtTheNextOpen() throws IOException {
        Browser b = Browser.shared().open(page("bad.html", "<script>console.error('old')</script>"));
        assertEquals(1, b.consoleErrors().size());
        b.open(page("good.html", "<p>fine</p>"));
        assertEquals(List.of(), b.consoleErrors());
    }

    @Test
    void arrowKeysReachThePageScript() throws IOException {
        Browser b = Browser.shared().open(page("keys.html", "<p id=\"turn\">1</p><script>let turn = 1;"
                + " addEventListener('keydown', e => { if (e.key === 'ArrowRight') turn++;"
                + " if (e.key === 'ArrowLeft') turn--; document.getElementById('turn').textContent = turn; })</script>"));
        b.press(Keys.ARROW_RIGHT, Keys.ARROW_RIGHT, Keys.ARROW_RIGHT, Keys.ARROW_LEFT);
        assertEquals("3", b.text("#turn"));
    }

    @Test
    void aPhoneAndADesktopScreenshotAreTheirViewportsWide() throws IOException {
        Path html = page("layout.html", "<style>body { margin: 0; background: #c33 }"
                + " @media (max-width: 600px) { body { background: #33c } }</style><p id=\"w\"></p>"
                + "<script>const show = () => document.getElementById('w').textContent = innerWidth + 'x' + innerHeight;"
                + " show(); addEventListener('resize', show)</script>");
        Browser b = Browser.shared().open(html);
        assertEquals("1280x900", b.text("#w"));
        assertPng(b.screenshot(dir.resolve("shots/desktop.png")), 1280, 900);

        b.resize(390, 844);
        assertEquals(390L, b.run("return window.innerWidth"));
        assertEquals(true, b.run("return matchMedia('(max-width: 600px)').matches"));
        assertEquals("390x844", b.text("#w"));
        assertPng(b.screenshot(dir.resolve("shots/phone.png")), 390, 844);

        b.open(html);
        assertEquals("1280x900", b.text("#w"), "each open starts at the desktop size");
    }

    private static void assertPng(Path png, int width, int height) throws IOException {
        byte[] bytes = Files.readAllBytes(png);
        byte[] magic = {(byte) 0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n'};
        assertArrayEquals(magic, Arrays.copyOf(bytes, 8), png + " is no PNG");
        // the IHDR chunk comes first: its width and height follow the signature, length and type
        ByteBuffer ihdr = ByteBuffer.wrap(bytes, 16, 8);
        assertEquals(width, ihdr.getInt(), png + "'s width");
        assertEquals(height, ihdr.getInt(), png + "'s height");
    }
}
