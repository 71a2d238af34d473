package herald.app.loop;

import herald.app.HandClock;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import herald.app.game.GameRecord;
import herald.app.game.Keys;
import herald.app.game.Rulesets;
import herald.engine.Ruleset;
import herald.journal.InboundRecord;
import herald.journal.Journal;
import herald.journal.OutboxMail;
import herald.mailer.InboundMail;
import herald.renderer.PdfRenderer;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Mail from strangers and robots: journalled whole, answered when a person can use the answer, never looped. */
class HostileMailTest {
    static final String RED = "red@club.test";
    static final MailLimits TIGHT = new MailLimits(64 * 1024, 2_000, 5, 3);

    @TempDir
    Path dir;
    final HandClock clock = new HandClock();
    Journal journal;
    Umpire umpire;
    Ruleset lw = Rulesets.byId("lonewolf");
    String id;
    String redKey;
    String redSide;

    String redReply;
    String blueReply;

    @BeforeEach
    void aGameBetweenRedAndBlue() {
        open();
        Map<String, String> players = new LinkedHashMap<>();
        players.put("red", RED);
        players.put("blue", "blue@club.test");
        Umpire.Created created = umpire.createGame(new Umpire.NewGame(lw, "patrol", players, null, null));
        id = created.gameId();
        redSide = umpire.games().load(id).seatByEmail(RED).orElseThrow().side();
        redKey = created.keys().get(redSide);
        redReply = replyAddress(RED);
        blueReply = replyAddress("blue@club.test");
        journal.pendingMail().forEach(e -> journal.markSent(e.id(), clock.instant()));
    }

    /** Opens Herald on the data folder, as a (re)started process does. */
    private void open() {
        journal = Journal.openH2(dir);
        umpire = new Umpire(journal, new Dispatch(new PdfRenderer(), "herald@club.test"), clock, Keys::seed, TIGHT);
    }

    @AfterEach
    void close() {
        journal.close();
    }

    @ParameterizedTest
    @ValueSource(strings = {"auto-submitted", "precedence-bulk", "null-sender", "delivery-status", "vacation",
        "exchange-oof"})
    void aRobotsMailIsJournalledWholeAndNeverAnswered(String fixture) {
        byte[] raw = fixture("robots/" + fixture + ".eml");

        Umpire.Ingested result = ingest(raw);

        assertEquals("automatic", result.disposition());
        assertArrayEquals(raw, inbound(result.messageId()).raw(), "kept exactly as it came");
        assertTrue(journal.pendingMail().isEmpty(), "no answer to a robot");
    }

    /** The robot mails of the shared corpus (app/.../corpus/robot-*.eml), straight into the umpire. */
    @ParameterizedTest
    @ValueSource(strings = {"robot-apple-vacation", "robot-outlook-automatic-reply", "robot-gmail-vacation",
        "robot-list-server-notice", "robot-mailman-request", "robot-mailman-admin", "robot-post-master-bounce",
        "robot-mailer-daemon-delay", "robot-exchange-ndr"})
    void aRobotsMailEvenToAPlayersReplyAddressIsNeitherASubmissionNorAnswered(String name) {
        long version = journal.version(id);
        byte[] raw = corpus(name);

        Umpire.Ingested result = ingest(raw);

        assertEquals("automatic", result.disposition(), result.note());
        assertArrayEquals(raw, journal.inbound(null).get(journal.inbound(null).size() - 1).raw(), "kept exactly as it came");
        assertTrue(journal.pendingMail().isEmpty(), "no answer to a robot");
        assertEquals(version, journal.version(id), "no SubmissionRejected, nothing journalled for the game");
    }

    @Test
    void aGameIsNotCreatedForAPlayerWhoseAddressHeraldWouldTakeForARobot() {
        Map<String, String> players = new LinkedHashMap<>();
        players.put("red", "wargames-admin@club.test");
        players.put("blue", "blue@club.test");

        herald.app.game.UserError e = assertThrows(herald.app.game.UserError.class,
                () -> umpire.createGame(new Umpire.NewGame(lw, "patrol", players, null, null)));

        assertTrue(e.getMessage().contains("wargames-admin@club.test") && e.getMessage().contains("robot"), e.getMessage());
    }

    @Test
    void aPhotoOfTheOrdersIsAnsweredWithWhatHeraldFound() {
        Umpire.Ingested result = ingest(corpus("odd-only-an-image"));

        assertEquals("no-text", result.disposition());
        String body = onlyAnswer("<odd-only-an-image@corpus.test>").body();
        assertTrue(body.contains("What Herald found: its only part is an image (map-sketch.jpg)."), body);
        assertEquals(0, pending().size());
    }

    @Test
    void aMailWithNoReadableTextIsToldWhy() {
        ingest(fixture("no-parts-image-only.eml"));

        String body = onlyAnswer("<image-only@club.test>").body();
        assertTrue(body.contains("What Herald found: its only part is an image (orders.png)."), body);
    }

    @Test
    void theSameMailDeliveredToTwoOfHeraldsAddressesIsReadOnceAndBothCopiesKept() {
        String mail = "From: Red Player <red@club.test>\nTo: herald@club.test\nCc: " + redReply + "\nSubject: [" + id
                + "] news\nMessage-ID: <press-1@club.test>\nMIME-Version: 1.0\nContent-Type: text/plain; charset=UTF-8\n\n"
                + "KEY " + redKey + "\nPRESS The eagle flies at dawn.\n";
        byte[] toHerald = crlf("Return-Path: <red@club.test>\nDelivered-To: herald@club.test\n"
                + "Received: from mx.club.test by imap.club.test; Mon, 2 Mar 2026 10:00:01 +0000\n" + mail);
        byte[] toReplyAddress = crlf("Return-Path: <red@club.test>\nDelivered-To: " + redReply + "\nX-Original-To: "
                + redReply + "\nReceived: from mx.club.test by imap.club.test; Mon, 2 Mar 2026 10:00:02 +0000\n" + mail);

        assertEquals("command", ingest(toHerald).disposition());
        long version = journal.version(id);
        Umpire.Ingested second = ingest(toReplyAddress);
        Umpire.Ingested third = ingest(toReplyAddress);

        assertEquals("redelivered", second.disposition(), second.note());
        assertEquals("already-ingested", third.disposition(), "the very same bytes again");
        assertEquals(version, journal.version(id), "the PRESS was not sent twice");
        assertEquals(1, answers("<press-1@club.test>").size(), "one answer, to the first copy");
        List<InboundRecord> kept = journal.inboundWithId("<press-1@club.test>");
        assertEquals(2, kept.size());
        assertArrayEquals(toHerald, kept.stream().filter(r -> r.disposition().equals("command")).findFirst()
                .orElseThrow().raw());
        assertArrayEquals(toReplyAddress, kept.stream().filter(r -> r.disposition().equals("redelivered")).findFirst()
                .orElseThrow().raw());
    }

    @Test
    void aMailWhoseTextDiffersUnderAReusedMessageIdIsReadAsANewMail() {
        ingest(mail("<reused@club.test>", "KEY " + redKey + "\nHOLD S1"));
        journal.pendingMail().forEach(e -> journal.markSent(e.id(), clock.instant()));

        Umpire.Ingested second = ingest(mail("<reused@club.test>", "KEY " + redKey + "\n" + orders()));

        assertEquals("accepted", second.disposition(), second.note());
        assertEquals(2, journal.inboundWithId("<reused@club.test>").size(), "both mails kept");
        assertTrue(onlyAnswer("<reused@club.test>").subject().contains("accepted"));
    }

    @Test
    void aMailOverTheSizeLimitIsAnsweredWithTheLimitAndKeptWhole() {
        String big = "X".repeat(80 * 1024);
        byte[] raw = mail("<big@club.test>", "KEY " + redKey + "\n" + orders() + "\n\n" + big);

        Umpire.Ingested result = ingest(raw);

        assertEquals("too-big", result.disposition());
        assertArrayEquals(raw, inbound("<big@club.test>").raw());
        OutboxMail answer = onlyAnswer("<big@club.test>");
        assertTrue(answer.body().contains("larger than the 64 KB Herald accepts"), answer.body());
        assertTrue(pending().isEmpty(), "nothing in it became orders");
    }

    @Test
    void ordersOverTheLengthLimitAreAnsweredWithTheLimit() {
        String many = ("HOLD " + "S1 ".repeat(20) + "\n").repeat(50);

        ingest(mail("<long@club.test>", "KEY " + redKey + "\n" + many));

        assertEquals("too-big", inbound("<long@club.test>").disposition());
        assertTrue(onlyAnswer("<long@club.test>").body().contains("longer than the 2,000 characters"));
    }

    @Test
    void aMailWithOnlyAPictureIsToldWhatHeraldNeeds() {
        ingest(fixture("no-parts-image-only.eml"));

        assertEquals("no-text", inbound("<image-only@club.test>").disposition());
        String body = onlyAnswer("<image-only@club.test>").body();
        assertTrue(body.contains("no\ntext in it") && body.contains("KEY your-key"), body);
    }

    @Test
    void ordersInAnAttachmentAreNeverRead() {
        ingest(fixture("attachment-only.eml"));

        assertEquals("no-text", inbound("<attachment-only@club.test>").disposition());
        assertTrue(onlyAnswer("<attachment-only@club.test>").body().contains("Attachments are\nnever read"));
        assertTrue(pending().isEmpty(), "the attached orders were not taken");
    }

    @Test
    void theBodyIsReadAndTheAttachmentsBesideItIgnored() {
        Umpire.Ingested result = ingest(fixture("body-and-attachment.eml"));

        assertEquals("accepted", result.disposition(), result.note());
        assertEquals(lw.check(game().rules(), redSide, orders()).accepted(), true);
        assertTrue(onlyAnswer("<body-and-attachment@club.test>").subject().contains("accepted"));
    }

    @Test
    void aSenderOverTheHourlyLimitIsJournalledButNotReadOrAnswered() {
        for (int i = 1; i <= 5; i++) {
            assertEquals("no-route", ingest(stranger("<s" + i + "@x.test>")).disposition());
            clock.advance(Duration.ofMinutes(5));
        }

        Umpire.Ingested sixth = ingest(stranger("<s6@x.test>"));

        assertEquals("rate-limited", sixth.disposition());
        assertTrue(answers("<s6@x.test>").isEmpty());
        assertTrue(journal.seen("<s6@x.test>"));
        clock.advance(Duration.ofMinutes(45));  // the first mail is now more than an hour old
        assertEquals("no-route", ingest(stranger("<s7@x.test>")).disposition());
    }

    @Test
    void theCeilingOnAnswersToOneAddressSurvivesARestart() {
        // three refusals in ten minutes use up the stranger's three answers an hour
        for (int i = 1; i <= 3; i++) {
            ingest(fromStranger("<r" + i + "@x.test>", "[" + id + "] orders", "HOLD S1"));
            clock.advance(Duration.ofMinutes(5));
        }
        assertEquals(3, journal.pendingMail().size());

        journal.close();
        open();
        Umpire.Ingested fourth = ingest(fromStranger("<r4@x.test>", "[" + id + "] orders", "HOLD S1"));

        assertEquals("unknown-sender", fourth.disposition());
        assertTrue(inbound("<r4@x.test>").note().contains("not answered"), inbound("<r4@x.test>").note());
        assertTrue(answers("<r4@x.test>").isEmpty(), "no fourth answer within the hour");
        clock.advance(Duration.ofMinutes(60));
        ingest(fromStranger("<r5@x.test>", "[" + id + "] orders", "HOLD S1"));
        assertEquals(1, answers("<r5@x.test>").size(), "answered again an hour on");
    }

    @Test
    void aPlayersMailAboutTheirOwnGameIsAnsweredWhateverTheCeiling() {
        // the ceiling is three answers an hour; red mails five times in twenty minutes, wrong and right
        for (int i = 1; i <= 4; i++) {
            ingest(mail("<p" + i + "@club.test>", "KEY WRONG-WRONG-WRONG\nHOLD S1"));
            clock.advance(Duration.ofMinutes(5));
        }
        Umpire.Ingested fifth = ingest(mail("<p5@club.test>", "KEY " + redKey + "\n" + orders()));

        assertEquals("accepted", fifth.disposition());
        for (int i = 1; i <= 5; i++) {
            assertEquals(1, answers("<p" + i + "@club.test>").size(), "answer to mail " + i);
        }
        assertTrue(onlyAnswer("<p5@club.test>").subject().contains("accepted"));
    }

    @Test
    void aMailThatBreaksHeraldIsKeptAndItsSenderGetsAnApology() {
        byte[] raw = mail("<breaks@club.test>", "HOLD S1");
        // What the fuzzer's first finding threw inside ingest (a reply to a blank address), before it was fixed.
        RuntimeException bug = assertThrows(IllegalArgumentException.class,
                () -> new OutboxMail(null, "", "s", "b", null, List.of()));

        Umpire.Ingested result = umpire.recordFailure(InboundMail.read(raw, clock.instant()), bug);

        assertEquals("failed", result.disposition());
        assertArrayEquals(raw, inbound("<breaks@club.test>").raw());
        assertTrue(inbound("<breaks@club.test>").note().contains("recipient must not be blank"));
        OutboxMail apology = onlyAnswer("<breaks@club.test>");
        assertTrue(apology.subject().startsWith("Sorry") && apology.body().contains("Herald's fault"), apology.body());
    }

    @Test
    void aRobotsMailThatBreaksHeraldGetsNoApology() {
        byte[] raw = fixture("robots/auto-submitted.eml");

        umpire.recordFailure(InboundMail.read(raw, clock.instant()), new IllegalStateException("a parser bug"));

        assertEquals("failed", inbound("<robot-auto-submitted@club.test>").disposition());
        assertTrue(journal.pendingMail().isEmpty());
    }

    // --- helpers

    private Umpire.Ingested ingest(byte[] raw) {
        return umpire.ingest(InboundMail.read(raw, clock.instant()));
    }

    private byte[] mail(String messageId, String body) {
        return ("From: Red Player <red@club.test>\nTo: herald@club.test\nSubject: [" + id + "] orders\n"
                + "Message-ID: " + messageId + "\nMIME-Version: 1.0\nContent-Type: text/plain; charset=UTF-8\n\n" + body)
                .replace("\n", "\r\n").getBytes(StandardCharsets.UTF_8);
    }

    private static byte[] fromStranger(String messageId, String subject, String body) {
        return ("From: someone@x.test\r\nTo: herald@club.test\r\nSubject: " + subject + "\r\nMessage-ID: " + messageId
                + "\r\n\r\n" + body + "\r\n").getBytes(StandardCharsets.UTF_8);
    }

    private static byte[] stranger(String messageId) {
        return ("From: someone@x.test\r\nTo: herald@club.test\r\nSubject: hello\r\nMessage-ID: " + messageId
                + "\r\n\r\nIs this the wargames club?\r\n").getBytes(StandardCharsets.UTF_8);
    }

    private byte[] fixture(String name) {
        try (InputStream in = HostileMailTest.class.getResourceAsStream(name)) {
            if (in == null) {
                throw new IllegalStateException("no fixture " + name);
            }
            String text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
            return text.replace("{GAME}", id).replace("{KEY}", redKey).replace("{ORDERS}", orders())
                    .replace("\r\n", "\n").replace("\n", "\r\n").getBytes(StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new IllegalStateException("cannot read fixture " + name, e);
        }
    }

    private byte[] corpus(String name) {
        try (InputStream in = HostileMailTest.class.getResourceAsStream("/herald/app/corpus/" + name + ".eml")) {
            String from = new String(HostileMailTest.class.getResourceAsStream("/herald/app/corpus/" + name + ".json")
                    .readAllBytes(), StandardCharsets.UTF_8).contains("\"from\": \"blue\"") ? "blue@club.test" : RED;
            String text = new String(in.readAllBytes(), StandardCharsets.ISO_8859_1);
            return crlf(text.replace("{{GAME}}", id).replace("{{FROM}}", from).replace("{{HERALD}}", "herald@club.test")
                    .replace("{{REPLY}}", from.equals(RED) ? redReply : blueReply).replace("{{KEY}}", redKey)
                    .replace("{{ORDERS}}", orders()).replace("{{MSGID}}", "<" + name + "@corpus.test>"));
        } catch (IOException e) {
            throw new IllegalStateException("cannot read corpus file " + name, e);
        }
    }

    private static byte[] crlf(String text) {
        return text.replace("\r\n", "\n").replace("\n", "\r\n").getBytes(StandardCharsets.ISO_8859_1);
    }

    private String replyAddress(String email) {
        return journal.pendingMail().stream().filter(m -> m.mail().recipient().equals(email))
                .map(m -> m.mail().replyTo()).findFirst().orElseThrow();
    }

    private String orders() {
        return lw.simulatedOrders(game().rules(), redSide);
    }

    private GameRecord game() {
        return umpire.games().load(id);
    }

    private Map<String, ?> pending() {
        return game().pending();
    }

    private InboundRecord inbound(String messageId) {
        return journal.inbound(null).stream().filter(r -> r.messageId().equals(messageId)).findFirst()
                .orElseThrow(() -> new AssertionError("not journalled: " + messageId));
    }

    private List<OutboxMail> answers(String messageId) {
        return journal.pendingMail().stream().map(e -> e.mail()).filter(m -> messageId.equals(m.inReplyTo())).toList();
    }

    private OutboxMail onlyAnswer(String messageId) {
        List<OutboxMail> answers = answers(messageId);
        assertEquals(1, answers.size(), "one answer to " + messageId);
        return answers.get(0);
    }
}
