package herald.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

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
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A refusal every mail gets alike (STARTTLS wanted, a From the login does not own, a failed login) is
 * Herald's set-up at fault, not the players': the outbox is held, nothing refused, the log says so on
 * every pass, and once the set-up is mended the same mails go.
 */
class HeldOutboxTest {
    private static final Backoff BACKOFF = new Backoff(Duration.ofMinutes(1), Duration.ofMinutes(8), Duration.ofHours(2));

    @TempDir
    Path dir;

    private final HandClock clock = new HandClock();
    private final ByteArrayOutputStream log = new ByteArrayOutputStream();
    private final List<SmtpOutbox> outboxes = new ArrayList<>();
    private Journal journal;
    private Umpire umpire;

    /** A fresh `herald run`'s postman (new process, perhaps a mended configuration) against that server. */
    private Postman run(int smtpPort, String user) {
        if (journal == null) {
            journal = Journal.openH2(dir);
            umpire = new Umpire(journal, new Dispatch(new PdfRenderer(), "herald@club.test"), clock);
        }
        SmtpOutbox outbox = new SmtpOutbox(new MailConfig("127.0.0.1", 1, false, "", "", "INBOX", "127.0.0.1", smtpPort,
                "none", user, user == null ? null : "pw", "herald@club.test", "Done"));
        outboxes.add(outbox);
        return new Postman(journal, outbox, umpire, BACKOFF, "operator@club.test",
                new PrintStream(log, true, StandardCharsets.UTF_8));
    }

    @AfterEach
    void close() {
        outboxes.forEach(SmtpOutbox::close);
        if (journal != null) {
            journal.close();
        }
    }

    private void queueWelcomes() {
        for (String to : List.of("ann@club.test", "bob@club.test")) {
            journal.transact(tx -> tx.enqueueMail(new OutboxMail("LW-AAAAA", to, "[LW-AAAAA] Welcome",
                    "Your key.\n", null, List.of())));
        }
    }

    private String log() {
        return log.toString(StandardCharsets.UTF_8);
    }

    private void assertHeldNotRefused(String why) {
        assertEquals(List.of(), journal.refusedMail(null), "nothing refused: " + log());
        List<OutboxEntry> held = journal.outbox().held();
        assertEquals(2, held.size(), "both welcomes held: " + log());
        assertTrue(held.get(0).lastError().contains(why), held.get(0).lastError());
        assertTrue(held.stream().allMatch(e -> e.state().equals("held")));
        assertEquals(1, log().lines().filter(l -> l.startsWith("out  HELD 2 mail(s), none refused")).count(), log());
    }

    @Test
    void port_587_without_starttls_holds_the_outbox_and_sends_it_once_the_server_is_happy() throws Exception {
        try (ScriptedSmtp smtp = new ScriptedSmtp()) {
            smtp.onMailFrom("530 5.7.0 Must issue a STARTTLS command first");
            Postman postman = run(smtp.port(), null);
            queueWelcomes();

            assertEquals(0, postman.sendDue());
            assertHeldNotRefused("the server wants STARTTLS first");
            assertTrue(log().contains("set smtp.security=starttls"), log());
            assertEquals(List.of(), smtp.delivered());

            clock.advance(Duration.ofSeconds(30));
            postman.sendDue();
            assertEquals(2, log().lines().filter(l -> l.startsWith("out  HELD")).count(), "said on every pass: " + log());

            smtp.onMailFrom("250 2.1.0 OK");  // the organiser mended it and restarted `herald run`
            assertEquals(2, run(smtp.port(), null).sendDue());
            assertEquals(2, smtp.delivered().size());
            assertEquals(List.of(), journal.outbox().held());
        }
    }

    @Test
    void a_from_the_login_does_not_own_holds_the_outbox_naming_herald_address() throws Exception {
        try (ScriptedSmtp smtp = new ScriptedSmtp()) {
            smtp.onMailFrom("553 5.7.1 <herald@club.test>: Sender address rejected: not owned by user herald");
            Postman postman = run(smtp.port(), null);
            queueWelcomes();

            assertEquals(0, postman.sendDue());
            assertHeldNotRefused("Sender address rejected: not owned by user");
            assertTrue(log().contains("herald.address must be an address the login smtp.user may send as"), log());

            clock.advance(Duration.ofMinutes(1));
            smtp.onMailFrom("250 2.1.0 OK");  // mended on the server: the wait runs out and the same run sends them
            assertEquals(2, postman.sendDue());
        }
    }

    @Test
    void a_failed_login_holds_the_outbox() throws Exception {
        try (ScriptedSmtp smtp = new ScriptedSmtp()) {
            smtp.onAuth("535 5.7.8 Error: authentication failed");
            Postman postman = run(smtp.port(), "herald");
            queueWelcomes();

            assertEquals(0, postman.sendDue());
            assertHeldNotRefused("refused the login");
            assertTrue(log().contains("check smtp.user and smtp.password"), log());
        }
    }

    @Test
    void a_5xx_for_one_recipient_is_still_that_mail_refused() throws Exception {
        try (ScriptedSmtp smtp = new ScriptedSmtp()) {
            smtp.onRcpt("ann@club.test", "550 5.1.1 <ann@club.test>: Recipient address rejected: User unknown");
            Postman postman = run(smtp.port(), null);
            queueWelcomes();

            assertEquals(2, postman.sendDue(), "bob's welcome and the report to the operator");
            assertEquals(1, journal.refusedMail(null).size());
            assertEquals(List.of(), journal.outbox().held());
        }
    }

    @Test
    void refused_and_held_mail_can_be_put_back_in_the_queue() throws Exception {
        try (ScriptedSmtp smtp = new ScriptedSmtp()) {
            smtp.onRcpt("ann@club.test", "550 5.1.1 User unknown", "250 2.1.5 OK");
            Postman postman = run(smtp.port(), null);
            queueWelcomes();
            postman.sendDue();
            long refused = journal.refusedMail(null).get(0).id();

            assertEquals(1, journal.outbox().resendRefused());
            assertEquals("queued", journal.outbox().get(refused).orElseThrow().state());
            assertEquals(1, postman.sendDue());
            assertEquals("sent", journal.outbox().get(refused).orElseThrow().state());
            assertEquals(false, journal.outbox().resend(refused), "a sent mail is not sent again");
        }
    }

    @Test
    void the_same_policy_refusal_for_every_recipient_holds_the_outbox_and_reports_nothing() throws Exception {
        try (ScriptedSmtp smtp = new ScriptedSmtp()) {
            for (String to : List.of("ann@club.test", "bob@club.test")) {
                smtp.onRcpt(to, "550 5.7.1 <" + to + ">: Client host rejected: cannot find your reverse hostname");
            }
            Postman postman = run(smtp.port(), null);
            queueWelcomes();

            assertEquals(0, postman.sendDue());
            assertHeldNotRefused("refuses ann@club.test and bob@club.test alike");
            assertEquals(List.of(), smtp.delivered(), "no report to the operator: it would be refused alike");
        }
    }

    @Test
    void two_unknown_users_are_two_refusals_not_a_set_up_fault() throws Exception {
        try (ScriptedSmtp smtp = new ScriptedSmtp()) {
            for (String to : List.of("ann@club.test", "bob@club.test")) {
                smtp.onRcpt(to, "550 5.1.1 <" + to + ">: Recipient address rejected: User unknown");
            }
            Postman postman = run(smtp.port(), null);
            queueWelcomes();

            postman.sendDue();
            assertEquals(2, journal.refusedMail(null).size());
            assertEquals(List.of(), journal.outbox().held());
            assertEquals(1, journal.refusedMail(null).get(0).attempts(), "one attempt, counted once");
        }
    }
}
