package herald.mailer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.icegreen.greenmail.junit5.GreenMailExtension;
import com.icegreen.greenmail.util.ServerSetup;
import com.icegreen.greenmail.util.ServerSetupTest;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.KeyStore;
import java.security.cert.X509Certificate;
import java.util.Base64;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * A club's own mail server with its own certificate: GreenMail's IMAPS and SMTPS present their
 * self-signed test certificate. Refused with one line saying what to set, then accepted once that is set.
 */
class TrustTest {
    private static final String GREENMAIL_SUBJECT = "CN=GreenMail selfsigned Test Certificate";

    @RegisterExtension
    static final GreenMailExtension GREEN_MAIL = new GreenMailExtension(ServerSetup.dynamicPort(ServerSetupTest.SMTPS_IMAPS));

    @TempDir
    Path dir;

    @BeforeEach
    void accounts() {
        GREEN_MAIL.setUser("herald@herald.test", "herald", "pw");
        GREEN_MAIL.setUser("ann@player.test", "ann", "pw");
    }

    /** The certificate GreenMail serves, exported as a club would export its server's certificate. */
    private static X509Certificate greenMailCertificate() throws Exception {
        KeyStore ks = KeyStore.getInstance("PKCS12");
        try (InputStream in = GreenMailExtension.class.getClassLoader().getResourceAsStream("greenmail.p12")) {
            ks.load(in, "changeit".toCharArray());
        }
        return (X509Certificate) ks.getCertificate(ks.aliases().nextElement());
    }

    private Path pem() throws Exception {
        String base64 = Base64.getMimeEncoder(64, "\n".getBytes(StandardCharsets.US_ASCII))
                .encodeToString(greenMailCertificate().getEncoded());
        Path file = dir.resolve("club-mail.pem");
        Files.writeString(file, "-----BEGIN CERTIFICATE-----\n" + base64 + "\n-----END CERTIFICATE-----\n");
        return file;
    }

    private Path trustStore() throws Exception {
        KeyStore ks = KeyStore.getInstance("PKCS12");
        ks.load(null, null);
        ks.setCertificateEntry("club", greenMailCertificate());
        Path file = dir.resolve("club-trust.p12");
        try (OutputStream out = Files.newOutputStream(file)) {
            ks.store(out, "club-secret".toCharArray());
        }
        return file;
    }

    private static MailConfig config(MailTrust trust) {
        return new MailConfig("127.0.0.1", GREEN_MAIL.getImaps().getPort(), true, "herald", "pw", "INBOX",
                "127.0.0.1", GREEN_MAIL.getSmtps().getPort(), "tls", "herald", "pw", "herald@herald.test",
                "Herald-Processed", trust);
    }

    private static OutgoingMail mail() {
        return new OutgoingMail("ann@player.test", "[LW-7] Welcome", "Your key.\n", null, null, List.of());
    }

    @Test
    void imaps_with_a_private_certificate_is_refused_in_one_line_saying_what_to_set() {
        try (ImapInbox inbox = new ImapInbox(config(MailTrust.DEFAULT))) {
            MailException e = assertThrows(MailException.class, inbox::fetch);
            String server = "127.0.0.1:" + GREEN_MAIL.getImaps().getPort();
            assertTrue(e.getMessage().startsWith("certificate not trusted: " + server + " presented " + GREENMAIL_SUBJECT),
                    e.getMessage());
            assertTrue(e.getMessage().contains("which is self-signed"), e.getMessage());
            assertTrue(e.getMessage().contains("set `mail.trust-certificate=FILE`"), e.getMessage());
            assertTrue(e.isSetup(), "the set-up is at fault, not a passing trouble");
            assertTrue(!e.getMessage().contains("\n"));
        }
    }

    @Test
    void imaps_reads_the_inbox_once_the_certificate_is_trusted_from_a_pem_file() throws Exception {
        try (ImapInbox inbox = new ImapInbox(config(new MailTrust(pem(), null, null)))) {
            assertEquals(List.of(), inbox.fetch());
        }
    }

    @Test
    void smtps_with_a_private_certificate_is_a_set_up_failure_not_one_to_retry_for_days() {
        try (SmtpOutbox outbox = new SmtpOutbox(config(MailTrust.DEFAULT))) {
            MailException e = assertThrows(MailException.class, () -> outbox.send(mail()));
            assertTrue(e.getMessage().startsWith("certificate not trusted: 127.0.0.1:" + GREEN_MAIL.getSmtps().getPort()
                    + " presented " + GREENMAIL_SUBJECT), e.getMessage());
            assertTrue(e.isSetup());
            assertTrue(!e.isPermanent(), "no mail is refused for it");
        }
        assertEquals(0, GREEN_MAIL.getReceivedMessages().length);
    }

    @Test
    void smtps_sends_once_the_certificate_is_in_a_trust_store() throws Exception {
        try (SmtpOutbox outbox = new SmtpOutbox(config(new MailTrust(null, trustStore(), "club-secret")))) {
            outbox.send(mail());
        }
        assertEquals(1, GREEN_MAIL.getReceivedMessages().length);
    }

    @Test
    void a_trust_file_that_is_missing_or_not_a_certificate_is_named() throws Exception {
        Path missing = dir.resolve("nope.pem");
        IllegalArgumentException a = assertThrows(IllegalArgumentException.class,
                () -> new MailTrust(missing, null, null).certificates());
        assertTrue(a.getMessage().startsWith("cannot read " + missing), a.getMessage());
        Path junk = Files.writeString(dir.resolve("junk.pem"), "hello\n");
        IllegalArgumentException b = assertThrows(IllegalArgumentException.class,
                () -> new MailTrust(junk, null, null).certificates());
        assertTrue(b.getMessage().contains(junk.toString()), b.getMessage());
        IllegalArgumentException c = assertThrows(IllegalArgumentException.class,
                () -> new MailTrust(null, trustStore(), "wrong").certificates());
        assertTrue(c.getMessage().contains("club-trust.p12 is not a trust store this password opens"), c.getMessage());
    }
}
