package herald.mailer;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.io.InputStream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The same orders, sent as mail programs send them: UTF-8 or ISO-8859-1, as 8-bit, quoted-printable
 * (with a soft line break in the middle of an order) or base64. Every one reads as the same text.
 * The fixtures under charsets/ are raw bytes; keep them byte for byte.
 */
class CharsetsTest {
    static final String ORDERS = "KEY 7KQM-X3RT-PWNA\nMOVE S1 N N NE  # Zoë's scouts, à l'ouest, 45°\nHOLD S2";

    @ParameterizedTest
    @ValueSource(strings = {"utf8-8bit", "utf8-quoted-printable", "utf8-base64", "latin1-8bit",
        "latin1-quoted-printable", "latin1-base64"})
    void everyCharsetAndTransferEncodingReadsAsTheSameOrders(String fixture) throws IOException {
        byte[] raw;
        try (InputStream in = CharsetsTest.class.getResourceAsStream("charsets/" + fixture + ".eml")) {
            raw = in.readAllBytes();
        }

        InboundMail mail = InboundMail.read(raw, null);

        assertEquals(ORDERS, mail.text());
        assertEquals("zoe@club.test", mail.from());
        assertEquals("[LW-7KQ3M] orders", mail.subject());
    }

    @org.junit.jupiter.api.Test
    void aTextFileMarkedInlineIsStillAFileAndNeverReadAsOrders() throws IOException {
        byte[] raw;
        try (InputStream in = CharsetsTest.class.getResourceAsStream("charsets/inline-text-file.eml")) {
            raw = in.readAllBytes();
        }

        assertEquals("", InboundMail.read(raw, null).text());
    }
}
