package herald.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import herald.app.game.UserError;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.KeyStore;
import java.util.Base64;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The keys that trust a club's own mail server certificate: read at load, a mistake naming file and key. */
class ConfigTrustTest {
    @TempDir
    Path dir;

    private Path config(String text) throws Exception {
        return Files.writeString(dir.resolve("herald.properties"), text);
    }

    @Test
    void a_pem_certificate_is_read_and_given_to_imap_and_smtp() throws Exception {
        KeyStore ks = KeyStore.getInstance("PKCS12");
        try (InputStream in = getClass().getClassLoader().getResourceAsStream("greenmail.p12")) {
            ks.load(in, "changeit".toCharArray());
        }
        Path pem = dir.resolve("club.pem");
        Files.writeString(pem, "-----BEGIN CERTIFICATE-----\n" + Base64.getMimeEncoder().encodeToString(
                ks.getCertificate(ks.aliases().nextElement()).getEncoded()) + "\n-----END CERTIFICATE-----\n",
                StandardCharsets.US_ASCII);
        Config c = Config.load(config("mail.trust-certificate=" + pem + "\n"));
        assertEquals(pem, c.mail().trust().certificate());
        assertEquals(1, c.trust().certificates().size());
    }

    @Test
    void a_missing_certificate_file_names_the_configuration_and_the_key() throws Exception {
        Path file = config("mail.trust-certificate=" + dir.resolve("nope.pem") + "\n");
        UserError e = assertThrows(UserError.class, () -> Config.load(file));
        assertTrue(e.getMessage().startsWith(file + ": mail.trust-certificate: cannot read " + dir.resolve("nope.pem")),
                e.getMessage());
    }

    @Test
    void a_trust_store_that_is_not_one_names_the_key() throws Exception {
        Path junk = Files.writeString(dir.resolve("junk.p12"), "not a key store");
        Path file = config("mail.trust-store=" + junk + "\nmail.trust-store-password=x\n");
        UserError e = assertThrows(UserError.class, () -> Config.load(file));
        assertTrue(e.getMessage().startsWith(file + ": mail.trust-store: " + junk + " is not a trust store"), e.getMessage());
    }
}
