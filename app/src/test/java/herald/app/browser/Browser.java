package herald.app.browser;

import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.logging.Level;
import java.util.logging.Logger;
import java.util.stream.Stream;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebDriverException;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.interactions.Actions;
import org.openqa.selenium.logging.LogEntry;
import org.openqa.selenium.logging.LogType;
import org.openqa.selenium.logging.LoggingPreferences;

/**
 * A real headless Chromium for the tests of pages Herald writes (the static replay site), started once per
 * test JVM at the first {@link #shared()} and quit when the JVM ends: starting it takes seconds (2 to 5 on
 * a 2-core machine), so every test class shares it. The tests run one at a time (nothing configures JUnit
 * to run them in parallel), which the single shared window relies on.
 *
 * <p>It is Debian's {@code chromium} and {@code chromium-driver}: {@code /usr/bin/chromium} and
 * {@code /usr/bin/chromedriver}, or {@code HERALD_CHROMIUM} and {@code HERALD_CHROMEDRIVER}. With none the
 * tests fail, saying how to install them: they are never skipped. Both are named to Selenium, so its
 * Selenium Manager never runs (it would try to download a driver, and CI may have no internet).
 *
 * <p>Pages are opened from {@code file://}, as a reader opens the site, with no more rights than a reader's
 * browser gives them (a page that fetches its own files fails here as it would there), and any host name
 * fails to resolve, so that a page reaching for the internet shows as a console error.
 */
public final class Browser {
    /** The viewport every {@link #open} starts from: a laptop's. */
    public static final int DESKTOP_WIDTH = 1280;
    public static final int DESKTOP_HEIGHT = 900;
    private static final String INSTALL = "Install them: on Debian or Ubuntu `apt-get install chromium chromium-driver`"
            + " (bash .ci/run does this); elsewhere set HERALD_CHROMIUM and HERALD_CHROMEDRIVER to a Chromium and"
            + " the ChromeDriver of the same version.";

    /**
     * Selenium looks for DevTools classes of Chromium's very version at every start and warns when none are on
     * the classpath; nothing here speaks DevTools, so the warning is noise. Held here: a logger nobody holds is
     * collected, and its level with it.
     */
    private static final Logger CDP_VERSION_FINDER = Logger.getLogger("org.openqa.selenium.devtools.CdpVersionFinder");

    private static Browser shared;
    private static RuntimeException failure;

    private final ChromeDriver driver;
    private final Path profile;
    private final long startMillis;
    private final String version;
    private final List<String> errors = new ArrayList<>();
    private int width;
    private int height;

    private Browser(ChromeDriver driver, Path profile, long startMillis) {
        this.driver = driver;
        this.profile = profile;
        this.startMillis = startMillis;
        this.version = String.valueOf(driver.getCapabilities().getBrowserVersion());
    }

    /**
     * The JVM's browser, started at the first call. Throws (and throws again at every later call, at once)
     * when it cannot be started, e.g. with no Chromium on this machine.
     */
    public static synchronized Browser shared() {
        if (failure != null) {
            throw new IllegalStateException(failure.getMessage(), failure);
        }
        if (shared == null) {
            try {
                shared = start();
                Runtime.getRuntime().addShutdownHook(new Thread(shared::stop, "stop-test-chromium"));
            } catch (RuntimeException e) {
                failure = e;
                throw e;
            }
        }
        return shared;
    }

    /** How long the browser took to start, in milliseconds: ChromeDriver and Chromium up and a session open. */
    public long startMillis() {
        return startMillis;
    }

    /** Chromium's version, e.g. 156.0.8078.108. */
    public String version() {
        return version;
    }

    /** Opens the page at {@code html} in a desktop-sized viewport; returns once its load event has run. */
    public Browser open(Path html) {
        return open(html, "");
    }

    /**
     * As {@link #open(Path)}, at a fragment ({@code "turn-3"}, without the {@code #}) that the page's scripts
     * may read. The page is always loaded afresh: the same URL with another fragment would otherwise only
     * fire a hashchange.
     */
    public Browser open(Path html, String fragment) {
        if (!Files.isRegularFile(html)) {
            throw new IllegalArgumentException("no page at " + html);
        }
        // leaving the last page first, so that whatever it still logs is drained with it
        driver.get("about:blank");
        drainLog();
        errors.clear();
        if (width != DESKTOP_WIDTH || height != DESKTOP_HEIGHT) {
            resize(DESKTOP_WIDTH, DESKTOP_HEIGHT);
        }
        String url = html.toAbsolutePath().toUri().toString();
        driver.get(fragment.isEmpty() ? url : url + "#" + fragment);
        return this;
    }

    /**
     * The page's errors since the last {@link #open}, oldest first: {@code console.error} calls, uncaught
     * exceptions and rejected promises, files and resources that failed to load, as Chromium words them
     * (each starts with where it happened). Empty when the page ran cleanly.
     */
    public List<String> consoleErrors() {
        drainLog();
        return List.copyOf(errors);
    }

    private void drainLog() {
        for (LogEntry entry : driver.manage().logs().get(LogType.BROWSER)) {
            if (entry.getLevel().intValue() >= Level.SEVERE.intValue()) {
                errors.add(entry.getMessage());
            }
        }
    }

    /** Selenium's driver, for what the shortcuts here do not cover: {@code driver().findElements(...)}. */
    public WebDriver driver() {
        return driver;
    }

    /** The visible text of the first element matching a CSS selector. */
    public String text(String css) {
        return driver.findElement(By.cssSelector(css)).getText();
    }

    /** Clicks the first element matching a CSS selector, as a mouse would (it must be visible). */
    public Browser click(String css) {
        driver.findElement(By.cssSelector(css)).click();
        return this;
    }

    /** Presses keys ({@code org.openqa.selenium.Keys.ARROW_RIGHT}, or text) in whatever has the focus. */
    public Browser press(CharSequence... keys) {
        new Actions(driver).sendKeys(keys).perform();
        return this;
    }

    /**
     * Runs JavaScript in the page and returns what it returns ({@code "return document.title"}): a String,
     * Boolean, Long, Double, List, Map or WebElement. Arguments are {@code arguments[0]}... in the script.
     */
    public Object run(String js, Object... args) {
        return ((JavascriptExecutor) driver).executeScript(js, args);
    }

    /**
     * Makes the page's viewport (window.innerWidth × innerHeight) this size: 390 × 844 for a phone,
     * {@link #DESKTOP_WIDTH} × {@link #DESKTOP_HEIGHT} for a laptop. Selenium sizes the window, which
     * in Chromium's headless mode may still be larger than its viewport, so the difference is measured and
     * added once. The page is not told it is on a phone (no touch, no device pixel ratio): only its width.
     */
    public Browser resize(int width, int height) {
        driver.manage().window().setSize(new Dimension(width, height));
        Dimension viewport = viewport();
        if (viewport.width != width || viewport.height != height) {
            driver.manage().window().setSize(new Dimension(2 * width - viewport.width, 2 * height - viewport.height));
            viewport = viewport();
        }
        if (viewport.width != width || viewport.height != height) {
            throw new IllegalStateException("Chromium's viewport is " + viewport.width + "x" + viewport.height
                    + ", not the " + width + "x" + height + " asked for");
        }
        this.width = width;
        this.height = height;
        return this;
    }

    private Dimension viewport() {
        @SuppressWarnings("unchecked")
        List<Number> size = (List<Number>) run("return [window.innerWidth, window.innerHeight]");
        return new Dimension(size.get(0).intValue(), size.get(1).intValue());
    }

    /** Saves what the viewport shows as a PNG (its folders made as needed); returns the file. */
    public Path screenshot(Path png) {
        byte[] bytes = driver.getScreenshotAs(OutputType.BYTES);
        try {
            Path parent = png.toAbsolutePath().getParent();
            Files.createDirectories(parent);
            return Files.write(png, bytes);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static Browser start() {
        Path chromium = program("HERALD_CHROMIUM", "/usr/bin/chromium", "Chromium");
        Path chromedriver = program("HERALD_CHROMEDRIVER", "/usr/bin/chromedriver", "ChromeDriver");
        Path profile;
        try {
            profile = Files.createTempDirectory("herald-chromium-");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        ChromeOptions options = new ChromeOptions();
        options.setBinary(chromium.toFile());
        options.addArguments(
                "--headless=new",
                "--no-sandbox", // Chromium's sandbox refuses to run as root, which CI is
                "--disable-dev-shm-usage", // a container's /dev/shm is often too small for it
                "--disable-gpu",
                "--user-data-dir=" + profile,
                "--no-first-run",
                "--no-default-browser-check",
                "--disable-background-networking",
                "--disable-component-update",
                "--disable-extensions",
                "--hide-scrollbars", // a screenshot shows the page, not a scrollbar that depends on its length
                "--host-resolver-rules=MAP * ~NOTFOUND",
                "--window-size=" + DESKTOP_WIDTH + "," + DESKTOP_HEIGHT);
        LoggingPreferences logs = new LoggingPreferences();
        logs.enable(LogType.BROWSER, Level.ALL);
        options.setCapability("goog:loggingPrefs", logs);
        ChromeDriverService service = new ChromeDriverService.Builder()
                .usingDriverExecutable(chromedriver.toFile())
                .usingAnyFreePort()
                .withLogOutput(java.io.OutputStream.nullOutputStream())
                .build();
        CDP_VERSION_FINDER.setLevel(Level.OFF);
        long started = System.nanoTime();
        ChromeDriver driver;
        try {
            driver = new ChromeDriver(service, options);
        } catch (WebDriverException e) {
            service.stop();
            deleteQuietly(profile);
            throw new IllegalStateException("cannot start " + chromium + " through " + chromedriver + ": " + e.getMessage()
                    + "\n(Chromium and ChromeDriver must be of the same version.) " + INSTALL, e);
        }
        Browser browser = new Browser(driver, profile, (System.nanoTime() - started) / 1_000_000);
        // a local page loads in milliseconds: one that hangs should fail its test, not hold CI for Selenium's 5 minutes
        driver.manage().timeouts().pageLoadTimeout(Duration.ofSeconds(30)).scriptTimeout(Duration.ofSeconds(30));
        browser.resize(DESKTOP_WIDTH, DESKTOP_HEIGHT);
        return browser;
    }

    private static Path program(String variable, String debian, String name) {
        String env = System.getenv(variable);
        Path path = Path.of(env != null && !env.isBlank() ? env : debian);
        if (!Files.isExecutable(path)) {
            throw new IllegalStateException("The browser tests need " + name + " (Debian's chromium and chromium-driver"
                    + " packages), and there is none at " + path
                    + (env != null && !env.isBlank() ? " (" + variable + ")" : "") + ". " + INSTALL);
        }
        return path;
    }

    private void stop() {
        try {
            driver.quit();
        } catch (WebDriverException e) {
            // the JVM is ending: a browser that already died needs no quitting
        }
        deleteQuietly(profile);
    }

    private static void deleteQuietly(Path dir) {
        try (Stream<Path> all = Files.walk(dir)) {
            all.sorted(Comparator.reverseOrder()).map(Path::toFile).forEach(File::delete);
        } catch (IOException | UncheckedIOException e) {
            // a temp folder left behind is no failure of the tests
        }
    }
}
