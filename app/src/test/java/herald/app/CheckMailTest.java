package herald.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.icegreen.greenmail.util.GreenMail;
import com.icegreen.greenmail.util.ServerSetup;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.KeyStore;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** `herald check-mail` against real servers, set up right and set up in each way a club gets it wrong. */
class CheckMailTest {
    @TempDir
    Path dir;

    private final GreenMail plain = new GreenMail(new ServerSetup[] {
        new ServerSetup(3025, "127.0.0.1", ServerSetup.PROTOCOL_SMTP).dynamicPort(),
        new ServerSetup(3143, "127.0.0.1", ServerSetup.PROTOCOL_IMAP).dynamicPort(),
        new ServerSetup(3465, "127.0.0.1", ServerSetup.PROTOCOL_SMTPS).dynamicPort(),
        new ServerSetup(3993, "127.0.0.1", ServerSetup.PROTOCOL_IMAPS).dynamicPort()});

    @BeforeEach
    void start() {
        plain.start();
        plain.setUser("herald@club.test", "herald", "pw");
        plain.setUser("secretary@club.test", "secretary", "pw");
    }

    @AfterEach
    void stop() {
        plain.stop();
    }

    private HeraldCli.Run check(String extra) throws Exception {
        String config = "data=" + dir.resolve("data") + "\nherald.address=herald@club.test\n"
                + "operator.address=secretary@club.test\nimap.host=127.0.0.1\nimap.port=" + plain.getImap().getPort()
                + "\nimap.user=herald\nimap.password=pw\nsmtp.host=127.0.0.1\nsmtp.port=" + plain.getSmtp().getPort()
                + "\n" + extra;
        Path file = Files.writeString(dir.resolve("herald.properties"), config);
        return HeraldCli.run("check-mail", "--config", file.toString());
    }

    @Test
    void a_right_set_up_logs_in_and_mails_the_operator() throws Exception {
        HeraldCli.Run run = check("");
        assertEquals(0, run.exit(), run.out() + run.err());
        assertTrue(run.out().startsWith("mail works: IMAP 127.0.0.1:" + plain.getImap().getPort()
                + ": logged in as herald; INBOX holds 0 mail(s); Herald-Processed does not exist yet"), run.out());
        assertTrue(run.out().contains("SMTP 127.0.0.1:" + plain.getSmtp().getPort()
                + ": took a test mail to secretary@club.test"), run.out());
        assertEquals(1, plain.getReceivedMessagesForDomain("club.test").length);
    }

    @Test
    void a_wrong_password_is_one_line_naming_the_keys() throws Exception {
        HeraldCli.Run run = check("imap.password=wrong\n");
        assertEquals(1, run.exit());
        assertEquals(1, run.out().lines().count(), run.out());
        assertTrue(run.out().startsWith("IMAP server 127.0.0.1:" + plain.getImap().getPort() + " refused the login"),
                run.out());
        assertTrue(run.out().contains("check imap.user and imap.password"), run.out());
    }

    @Test
    void a_wrong_port_says_where_it_looked() throws Exception {
        int closed;
        try (ServerSocket s = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            closed = s.getLocalPort();
        }
        HeraldCli.Run run = check("smtp.port=" + closed + "\n");
        assertEquals(1, run.exit());
        assertEquals(1, run.out().lines().count(), run.out());
        assertTrue(run.out().startsWith("cannot reach SMTP server 127.0.0.1:" + closed + ": Connection refused"), run.out());
        assertTrue(run.out().contains("check smtp.host and smtp.port"), run.out());
    }

    @Test
    void port_587_wanting_starttls_first_says_to_set_smtp_security() throws Exception {
        try (ScriptedSmtp smtp = new ScriptedSmtp()) {
            smtp.onMailFrom("530 5.7.0 Must issue a STARTTLS command first");
            HeraldCli.Run run = check("smtp.port=" + smtp.port() + "\n");
            assertEquals(1, run.exit());
            assertEquals("SMTP server 127.0.0.1:" + smtp.port() + ": the server wants STARTTLS first (530 5.7.0 Must issue"
                    + " a STARTTLS command first); set smtp.security=starttls", run.out().strip());
        }
    }

    @Test
    void a_from_the_login_does_not_own_names_herald_address() throws Exception {
        try (ScriptedSmtp smtp = new ScriptedSmtp()) {
            smtp.onMailFrom("553 5.7.1 <herald@club.test>: Sender address rejected: not owned by user herald");
            HeraldCli.Run run = check("smtp.port=" + smtp.port() + "\n");
            assertEquals(1, run.exit());
            assertTrue(run.out().startsWith("SMTP server 127.0.0.1:" + smtp.port()
                    + ": the server will not send as herald@club.test"), run.out());
            assertTrue(run.out().contains("herald.address must be an address the login smtp.user may send as"), run.out());
        }
    }

    @Test
    void an_untrusted_certificate_is_named_and_a_trusted_one_works() throws Exception {
        String tls = "imap.port=" + plain.getImaps().getPort() + "\nimap.tls=true\nsmtp.port=" + plain.getSmtps().getPort()
                + "\nsmtp.security=tls\n";
        HeraldCli.Run refused = check(tls);
        assertEquals(1, refused.exit());
        assertEquals(2, refused.out().lines().count(), refused.out());
        assertTrue(refused.out().startsWith("certificate not trusted: 127.0.0.1:" + plain.getImaps().getPort()
                + " presented CN=GreenMail selfsigned Test Certificate"), refused.out());

        HeraldCli.Run trusted = check(tls + "mail.trust-store=" + greenMailTrustStore() + "\n");
        assertEquals(0, trusted.exit(), trusted.out());
        assertTrue(trusted.out().startsWith("mail works: "), trusted.out());
    }

    private Path greenMailTrustStore() throws Exception {
        KeyStore theirs = KeyStore.getInstance("PKCS12");
        try (InputStream in = getClass().getClassLoader().getResourceAsStream("greenmail.p12")) {
            theirs.load(in, "changeit".toCharArray());
        }
        KeyStore ours = KeyStore.getInstance("PKCS12");
        ours.load(null, null);
        ours.setCertificateEntry("club", theirs.getCertificate(theirs.aliases().nextElement()));
        Path file = dir.resolve("trust.p12");
        try (OutputStream out = Files.newOutputStream(file)) {
            ours.store(out, new char[0]);
        }
        return file;
    }
}
