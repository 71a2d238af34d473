package herald.mailer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Mail as old and careless mail programs write it, read as lenient mail clients read it. The
 * fixtures under odd/ are raw bytes (Latin-1 where they say so); keep them byte for byte.
 */
class OddMailTest {
    static final String ORDERS = "KEY 7KQM-X3RT-PWNA\nMOVE S1 N N NE  # à l'ouest\nHOLD S2";

    @ParameterizedTest
    @ValueSource(strings = {"eightbits", "quoted-printable-with-space", "unknown-encoding"})
    void aMisnamedEncodingOrAnEmptyAlternativeStillReadsAsTheOrders(String fixture) throws IOException {
        InboundMail mail = InboundMail.read(raw(fixture), null);

        assertEquals(ORDERS, mail.text());
        assertEquals("", NoText.why(raw(fixture)));
    }

    @Test
    void anEmptyPlainAlternativeFallsBackToTheHtmlOneHoldingTheOrders() throws IOException {
        InboundMail mail = InboundMail.read(raw("empty-plain-beside-html"), null);

        assertEquals("KEY 7KQM-X3RT-PWNA\nMOVE S1 N N NE # à l'ouest\nHOLD S2", mail.text(), "HTML runs of spaces are one");
        assertTrue(mail.htmlOnly());
    }

    @Test
    void anUnquotedBoundaryHoldingAnEqualsSignStillSplitsTheParts() throws IOException {
        InboundMail mail = InboundMail.read(raw("unquoted-boundary-with-equals"), null);

        assertEquals("KEY 7KQM-X3RT-PWNA\nMOVE S1 N N NE\nHOLD S2", mail.text());
        assertEquals(false, mail.htmlOnly(), "the plain alternative, not the HTML");
    }

    @Test
    void aMailWithOnlyAnImageSaysSo() throws IOException {
        byte[] raw = raw("only-an-image");

        assertEquals("", InboundMail.read(raw, null).text());
        assertEquals("its only part is an image (image/jpeg)", NoText.why(raw));
    }

    @Test
    void aMultipartWithNoBoundaryAtAllSaysItsTextCouldNotBeRead() {
        byte[] raw = Raw.bytes("From: zoe@club.test\nSubject: [LW-7KQ3M] orders\nMIME-Version: 1.0\n"
                + "Content-Type: multipart/mixed\n\nKEY 7KQM-X3RT-PWNA\nHOLD S2\n");

        assertEquals("", InboundMail.read(raw, null).text());
        String why = NoText.why(raw);
        assertTrue(why.startsWith("its text could not be read: "), why);
    }

    @Test
    void ordersOnlyInAnAttachmentAreNamedAsAFileThatIsNeverRead() {
        byte[] raw = Raw.bytes("From: zoe@club.test\nSubject: [LW-7KQ3M] orders\nMIME-Version: 1.0\n"
                + "Content-Type: multipart/mixed; boundary=\"m\"\n\n--m\n"
                + "Content-Type: text/plain; name=\"orders.txt\"\nContent-Disposition: attachment; filename=\"orders.txt\"\n\n"
                + "HOLD S2\n--m--\n");

        assertEquals("its only part is an attached file (orders.txt), and attachments are never read",
                NoText.why(raw));
    }

    @Test
    void misspeltEncodingsMeanWhatTheyObviouslyMean() {
        assertEquals("quoted-printable", LenientParts.intended("quoted printable"));
        assertEquals("quoted-printable", LenientParts.intended(" Quoted_Printable "));
        assertEquals("base64", LenientParts.intended("BASE-64"));
        assertEquals(null, LenientParts.intended("8bits"));
        assertEquals(null, LenientParts.intended("x-unknown"));
    }

    private static byte[] raw(String fixture) throws IOException {
        try (InputStream in = OddMailTest.class.getResourceAsStream("odd/" + fixture + ".eml")) {
            return in.readAllBytes();
        }
    }
}
