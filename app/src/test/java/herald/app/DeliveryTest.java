package herald.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import herald.app.game.EventCodec;
import herald.app.game.GameEvent;
import herald.app.game.Rulesets;
import herald.app.loop.Backoff;
import herald.app.loop.Dispatch;
import herald.app.loop.Postman;
import herald.app.loop.Umpire;
import herald.journal.Journal;
import herald.journal.OutboxEntry;
import herald.journal.OutboxMail;
import herald.mailer.MailConfig;
import herald.mailer.SmtpOutbox;
import herald.renderer.PdfRenderer;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Sending over a real SMTP exchange that fails: 4xx waits and retries, 5xx is kept and reported, never retried. */
class DeliveryTest {
    private static final Backoff BACKOFF = new Backoff(Duration.ofMinutes(1), Duration.ofMinutes(8), Duration.ofHours(2));

    @TempDir
    Path dir;

    private final HandClock clock = new HandClock();
    private final ByteArrayOutputStream log = new ByteArrayOutputStream();
    private Journal journal;
    private SmtpOutbox outbox;

    private Postman postman(int smtpPort, String operator) {
        journal = Journal.openH2(dir);
        Umpire umpire = new Umpire(journal, new Dispatch(new PdfRenderer(), "herald@club.test"), clock);
        outbox = new SmtpOutbox(new MailConfig("127.0.0.1", 1, false, "", "", "INBOX", "127.0.0.1", smtpPort, "none",
                "", "", "herald@club.test", "Done"));
        return new Postman(journal, outbox, umpire, BACKOFF, operator, new PrintStream(log, true, StandardCharsets.UTF_8));
    }

    @AfterEach
    void close() {
        if (outbox != null) {
            outbox.close();
        }
        if (journal != null) {
            journal.close();
        }
    }

    private long queue(String gameId, String to) {
        return journal.transact(tx -> tx.enqueueMail(new OutboxMail(gameId, to, "[" + gameId + "] Turn 1: results",
                "What happened.\n", null, List.of())));
    }

    private OutboxEntry entry(long id) {
        return java.util.stream.Stream.of(journal.pendingMail(), journal.sentMail(null), journal.refusedMail(null))
                .flatMap(List::stream).filter(e -> e.id() == id).findFirst().orElseThrow();
    }

    @Test
    void a_greylisting_451_waits_out_its_backoff_and_then_the_mail_goes_once() throws Exception {
        try (ScriptedSmtp smtp = new ScriptedSmtp()) {
            smtp.onRcpt("ann@club.test", "451 4.7.1 Greylisted, please try again later", "250 2.1.5 OK");
            Postman postman = postman(smtp.port(), "");
            long id = queue("LW-AAAAA", "ann@club.test");

            assertEquals(0, postman.sendDue());
            OutboxEntry waiting = entry(id);
            assertEquals(1, waiting.attempts());
            assertTrue(waiting.lastError().contains("451"), waiting.lastError());
            assertEquals(clock.now.plus(Duration.ofMinutes(1)), waiting.delivery().nextAttemptAt());
            assertFalse(waiting.isInDoubt(), "the attempt ended");

            clock.now = clock.now.plusSeconds(59);
            assertEquals(0, postman.sendDue());
            assertEquals(1, smtp.rcptAttempts(), "not tried again before its time");

            clock.now = clock.now.plusSeconds(1);
            assertEquals(1, postman.sendDue());
            assertEquals(1, smtp.delivered().size());
            assertEquals("<outbox-" + id + ".LW-AAAAA@club.test>", smtp.delivered().get(0).messageId());
            assertEquals(clock.now, entry(id).sentAt());
            assertEquals(0, postman.sendDue());
            assertEquals(1, smtp.delivered().size(), "sent once");
        }
    }

    @Test
    void the_wait_doubles_after_each_failure_up_to_its_cap() {
        assertEquals(List.of(1L, 2L, 4L, 8L, 8L, 8L), List.of(1, 2, 3, 4, 5, 40).stream()
                .map(n -> BACKOFF.after(n).toMinutes()).toList());
    }

    @Test
    void a_550_for_a_mistyped_address_is_kept_never_retried_and_reported_to_the_games_gm() throws Exception {
        try (ScriptedSmtp smtp = new ScriptedSmtp()) {
            smtp.onRcpt("ann@clb.test", "550 5.1.1 <ann@clb.test>: Recipient address rejected: User unknown");
            Postman postman = postman(smtp.port(), "operator@club.test");
            String game = gameWithGm("gm@club.test");
            long refused = queue(game, "ann@clb.test");
            long fine = queue(game, "bob@club.test");

            assertEquals(2, postman.sendDue(), "the mail to bob and the report to the GM go; the refusal stops nothing");
            OutboxEntry kept = entry(refused);
            assertEquals(clock.now, kept.delivery().failedAt());
            assertNull(kept.sentAt());
            assertTrue(kept.lastError().contains("550 5.1.1"), kept.lastError());
            assertEquals(List.of(kept), journal.refusedMail(game), "kept, with its text");
            assertEquals("What happened.\n", kept.mail().body());
            assertTrue(entry(fine).isSent());

            ScriptedSmtp.Delivery report = smtp.delivered().stream().filter(d -> d.recipient().equals("gm@club.test"))
                    .findFirst().orElseThrow(() -> new AssertionError(smtp.delivered()));
            String text = report.data().replace("=\r\n", "");
            assertTrue(text.contains("Subject: [" + game + "] Herald could not deliver a mail to ann@clb.test"), text);
            assertTrue(text.contains("Recipient address rejected: User unknown"), text);
            assertTrue(text.contains("check the address with the player"), text);
            assertTrue(log.toString(StandardCharsets.UTF_8).contains("REFUSED for good"), log.toString(StandardCharsets.UTF_8));

            clock.now = clock.now.plus(Duration.ofDays(7));
            int attempts = smtp.rcptAttempts();
            assertEquals(0, postman.sendDue());
            assertEquals(attempts, smtp.rcptAttempts(), "never tried again");
            assertEquals(List.of(), journal.pendingMail());
        }
    }

    @Test
    void a_554_at_the_end_of_data_is_permanent_too_and_without_a_gm_the_operator_hears_of_it() throws Exception {
        try (ScriptedSmtp smtp = new ScriptedSmtp()) {
            smtp.onData("ann@club.test", "554 5.7.1 Message refused: looks like spam");
            Postman postman = postman(smtp.port(), "operator@club.test");
            long id = queue("LW-BBBBB", "ann@club.test");

            assertEquals(1, postman.sendDue(), "only the report");
            assertTrue(entry(id).lastError().contains("554 5.7.1"), entry(id).lastError());
            assertEquals(List.of("operator@club.test"), smtp.delivered().stream().map(ScriptedSmtp.Delivery::recipient).toList());
        }
    }

    @Test
    void a_server_that_keeps_answering_4xx_is_given_up_after_the_give_up_time_and_reported() throws Exception {
        try (ScriptedSmtp smtp = new ScriptedSmtp()) {
            smtp.onRcpt("ann@club.test", "452 4.2.2 Mailbox full");
            Postman postman = postman(smtp.port(), "operator@club.test");
            long id = queue("LW-CCCCC", "ann@club.test");
            for (int i = 0; i < 40 && entry(id).delivery().failedAt() == null; i++) {
                postman.sendDue();
                clock.now = clock.now.plus(Duration.ofMinutes(8));
            }
            OutboxEntry given = entry(id);
            assertTrue(given.delivery().failedAt() != null, "given up");
            // waits of 1, 2, 4, 8, 8, ... minutes add up to 2 hours (127 minutes) after the 18th failure
            assertEquals(18, given.attempts());
            assertTrue(given.lastError().startsWith("no success in " + given.attempts() + " attempts"), given.lastError());
            assertEquals(List.of("operator@club.test"), smtp.delivered().stream().map(ScriptedSmtp.Delivery::recipient)
                    .toList(), "the report went in the same pass");
        }
    }

    @Test
    void with_the_server_down_the_pass_stops_at_the_first_failure_and_loses_nothing() throws Exception {
        int closedPort;
        try (ServerSocket s = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            closedPort = s.getLocalPort();
        }
        Postman postman = postman(closedPort, "");
        long first = queue("LW-DDDDD", "ann@club.test");
        long second = queue("LW-DDDDD", "bob@club.test");

        assertEquals(0, postman.sendDue());
        assertEquals(1, entry(first).attempts());
        assertTrue(entry(first).lastError().contains("cannot reach SMTP server 127.0.0.1:" + closedPort), entry(first).lastError());
        assertEquals(0, entry(second).attempts(), "not tried: the server is down for everyone");
        assertEquals(2, journal.pendingMail().size());
    }

    @Test
    void a_mail_whose_sending_was_cut_off_by_a_crash_is_sent_again_counted_and_logged() throws Exception {
        try (ScriptedSmtp smtp = new ScriptedSmtp()) {
            Postman postman = postman(smtp.port(), "");
            long id = queue("LW-EEEEE", "ann@club.test");
            journal.markSending(id, clock.now);  // as a process killed mid-send left it

            assertEquals(1, postman.sendDue());
            assertEquals(1, entry(id).delivery().interrupted());
            assertFalse(entry(id).isInDoubt());
            assertTrue(log.toString(StandardCharsets.UTF_8).contains("may arrive twice (same Message-ID <outbox-" + id),
                    log.toString(StandardCharsets.UTF_8));
        }
    }

    /** A game whose GameCreated names a GM, as GM-aware game creation journals it. */
    private String gameWithGm(String gm) {
        var lw = Rulesets.byId("lonewolf");
        String id = "LW-GMGMG";
        var created = new GameEvent.GameCreated(id, lw.id(), lw.version(), "patrol", Map.of(), List.of(), null,
                List.of(1), null, clock.instant(), new GameEvent.Gm(gm, "salt", "hash"), null);
        journal.transact(tx -> tx.append(id, 0, List.of(new EventCodec(lw).encode(created))));
        return id;
    }
}
