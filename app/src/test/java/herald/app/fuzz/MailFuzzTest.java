package herald.app.fuzz;

import static org.junit.jupiter.api.Assertions.assertTrue;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;
import herald.app.game.Rulesets;
import herald.app.loop.Dispatch;
import herald.app.loop.MailLimits;
import herald.app.loop.Umpire;
import herald.journal.Journal;
import herald.journal.OutboxEntry;
import herald.mailer.InboundMail;
import herald.renderer.PdfRenderer;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;

/**
 * Raw bytes as they might come off the wire, read as a mail and handed to the umpire of a real game
 * on a real H2 journal: ingest must never throw, every mail must be journalled, and every mail that
 * is not a robot's, a flood's or a repeat must be answered. In the corpus ({@code *Inputs/}) the
 * placeholders {GAME}, {KEY} and {REPLY} stand for this run's game id, red's order key and red's
 * reply address, so that seeds reach past routing and the key check into the order parser.
 */
class MailFuzzTest {
    private static final Set<String> SILENT = Set.of("automatic", "rate-limited", "unreadable", "already-ingested",
            "redelivered");
    private static final Instant NOW = Instant.parse("2026-03-01T10:00:00Z");
    private static final AtomicLong COUNTER = new AtomicLong();
    // Floods are not what is fuzzed here: no input may be silenced by the rate limit or the reply ceiling.
    private static final MailLimits OPEN = new MailLimits(1024 * 1024, 20_000, Integer.MAX_VALUE, Integer.MAX_VALUE);

    private static Path dir;
    private static Journal journal;
    private static Umpire umpire;
    private static String gameId;
    private static String redKey;
    private static String redReply;

    @BeforeAll
    static void aGameBetweenRedAndBlue() throws IOException {
        dir = Files.createTempDirectory("herald-fuzz");
        journal = Journal.openH2(dir);
        umpire = new Umpire(journal, new Dispatch(new PdfRenderer(), "herald@club.test"),
                Clock.fixed(NOW, ZoneOffset.UTC), herald.app.game.Keys::seed, OPEN);
        Map<String, String> players = new LinkedHashMap<>();
        players.put("red", "red@club.test");
        players.put("blue", "blue@club.test");
        Umpire.Created created = umpire.createGame(new Umpire.NewGame(Rulesets.byId("lonewolf"), "patrol", players,
                null, null));
        gameId = created.gameId();
        String redSide = umpire.games().load(gameId).seatByEmail("red@club.test").orElseThrow().side();
        redKey = created.keys().get(redSide);
        redReply = journal.pendingMail().stream().filter(m -> m.mail().recipient().equals("red@club.test"))
                .map(m -> m.mail().replyTo()).findFirst().orElseThrow();
        settle();
    }

    @AfterAll
    static void close() {
        journal.close();
        deleteTree(dir);
    }

    @FuzzTest(maxDuration = "60s")
    void rawMail(FuzzedDataProvider data) {
        ingestAndCheck(InboundMail.read(fill(data.consumeRemainingAsBytes()), NOW));
    }

    /** The fuzzed text as the body of a well-formed mail from red, replying to Herald through red's reply address. */
    @FuzzTest(maxDuration = "60s")
    void ordersByMail(FuzzedDataProvider data) {
        String head = "From: Red <red@club.test>\r\nTo: " + redReply + "\r\nSubject: Re: [" + gameId + "] Turn 1\r\n"
                + "Message-ID: <fuzz-" + COUNTER.incrementAndGet() + "@club.test>\r\nMIME-Version: 1.0\r\n"
                + "Content-Type: text/plain; charset=UTF-8\r\nContent-Transfer-Encoding: 8bit\r\n\r\n";
        byte[] body = fill(data.consumeRemainingAsBytes());
        byte[] raw = new byte[head.length() + body.length];
        System.arraycopy(head.getBytes(StandardCharsets.UTF_8), 0, raw, 0, head.length());
        System.arraycopy(body, 0, raw, head.length(), body.length);
        ingestAndCheck(InboundMail.read(raw, NOW));
    }

    private static void ingestAndCheck(InboundMail mail) {
        Umpire.Ingested result = umpire.ingest(mail);  // an exception here is a finding
        assertTrue(journal.seen(mail.messageId()), "not journalled: " + mail);
        assertTrue(journal.holdsRaw(herald.journal.InboundRecord.sha256(mail.raw())), "its bytes not kept: " + mail);
        List<OutboxEntry> replies = journal.pendingMail().stream()
                .filter(e -> mail.messageId().equals(e.mail().inReplyTo())).toList();
        boolean silent = SILENT.contains(result.disposition())
                || result.note() != null && result.note().contains("not answered");
        if (!silent) {
            assertTrue(!replies.isEmpty(), "no answer to " + mail + ": " + result);
        }
        settle();
    }

    /** Marks queued mail sent, so that each input's check looks at its own answer only. */
    private static void settle() {
        journal.pendingMail().forEach(e -> journal.markSent(e.id(), NOW));
    }

    private static byte[] fill(byte[] seed) {
        String text = new String(seed, StandardCharsets.ISO_8859_1);
        if (!text.contains("{")) {
            return seed;
        }
        return text.replace("{GAME}", gameId).replace("{KEY}", redKey)
                .replace("{REPLY}", redReply).getBytes(StandardCharsets.ISO_8859_1);
    }

    private static void deleteTree(Path root) {
        try (var paths = Files.walk(root)) {
            paths.sorted(java.util.Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

}
