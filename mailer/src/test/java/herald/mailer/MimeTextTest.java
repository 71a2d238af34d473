package herald.mailer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.Base64;
import org.junit.jupiter.api.Test;

class MimeTextTest {

    private static final String HEAD = "From: ann@player.test\nSubject: orders\nMIME-Version: 1.0\n";

    @Test
    void quotedPrintableLatin1() {
        String mail = HEAD + "Content-Type: text/plain; charset=ISO-8859-1\n"
                + "Content-Transfer-Encoding: quoted-printable\n\n"
                + "Gr=FC=DFe\nA1 MOVE C7 =\nNOW\n";

        assertEquals("Grüße\nA1 MOVE C7 NOW", MimeText.plainText(Raw.message(mail)));
    }

    @Test
    void base64Utf8WithCrLfAndAByteOrderMark() {
        String body = Base64.getMimeEncoder().encodeToString(
                "\uFEFFЖуков: A1 MOVE C7\r\nA2 HOLD\r\n".getBytes(StandardCharsets.UTF_8));
        String mail = HEAD + "Content-Type: text/plain; charset=\"utf-8\"\nContent-Transfer-Encoding: base64\n\n" + body + "\n";

        assertEquals("Жуков: A1 MOVE C7\nA2 HOLD", MimeText.plainText(Raw.message(mail)));
    }

    @Test
    void anUnknownOrMissingCharsetIsGuessed() {
        String unknown = HEAD + "Content-Type: text/plain; charset=x-no-such-charset\nContent-Transfer-Encoding: 8bit\n\n"
                + "für\n";
        String mislabelled = HEAD + "Content-Type: text/plain; charset=us-ascii\n\n" + "für\n";

        assertEquals("für", MimeText.plainText(Raw.message(unknown)));
        assertEquals("für", MimeText.plainText(Raw.message(mislabelled)));
    }

    @Test
    void windows1252WhenTheBytesAreNotUtf8() throws Exception {
        byte[] head = Raw.bytes(HEAD + "Content-Type: text/plain\n\n");
        byte[] body = "caf\u00e9 \u20ac5\r\n".getBytes("windows-1252");
        byte[] raw = new byte[head.length + body.length];
        System.arraycopy(head, 0, raw, 0, head.length);
        System.arraycopy(body, 0, raw, head.length, body.length);

        assertEquals("café €5", Inbound.parse(raw, null, 0).text());
    }

    @Test
    void plainTextInsideAlternativeInsideMixedNextToAnAttachment() {
        String mail = HEAD + "Content-Type: multipart/mixed; boundary=outer\n\n"
                + "--outer\nContent-Type: multipart/alternative; boundary=inner\n\n"
                + "--inner\nContent-Type: text/plain; charset=UTF-8\n\nA1 MOVE C7\n"
                + "--inner\nContent-Type: text/html; charset=UTF-8\n\n<b>not this</b>\n"
                + "--inner--\n"
                + "--outer\nContent-Type: application/pdf; name=map.pdf\nContent-Disposition: attachment; filename=map.pdf\n"
                + "Content-Transfer-Encoding: base64\n\nJVBERi0xLjcK\n"
                + "--outer--\n";

        MimeText.Body body = MimeText.extract(Raw.message(mail));

        assertEquals("A1 MOVE C7", body.text());
        assertFalse(body.htmlOnly());
    }

    @Test
    void aTextFileAttachedIsNotTheBody() {
        String mail = HEAD + "Content-Type: multipart/mixed; boundary=b\n\n"
                + "--b\nContent-Type: text/plain; charset=UTF-8\nContent-Disposition: attachment; filename=old.txt\n\nold\n"
                + "--b\nContent-Type: text/html; charset=UTF-8\n\n<div>A1 MOVE C7</div>\n"
                + "--b--\n";

        MimeText.Body body = MimeText.extract(Raw.message(mail));

        assertEquals("A1 MOVE C7", body.text());
        assertTrue(body.htmlOnly());
    }

    @Test
    void htmlInsideAlternativeOnlyWhenThereIsNoPlainPart() {
        String mail = HEAD + "Content-Type: multipart/alternative; boundary=b\n\n"
                + "--b\nContent-Type: multipart/related; boundary=r\n\n"
                + "--r\nContent-Type: text/html; charset=UTF-8\n\n<p>A1 MOVE C7</p><p>A2 HOLD</p>\n"
                + "--r\nContent-Type: image/png\nContent-ID: <logo>\n\niVBORw0KGgo=\n"
                + "--r--\n--b--\n";

        MimeText.Body body = MimeText.extract(Raw.message(mail));

        assertEquals("A1 MOVE C7\nA2 HOLD", body.text());
        assertTrue(body.htmlOnly());
    }

    @Test
    void formatFlowedLinesAreJoinedAsThePlayerWroteThem() {
        String mail = HEAD + "Content-Type: text/plain; charset=UTF-8; format=flowed\n\n"
                + "KEY K\nA1 MOVE C7 THEN FIRE AT B2 WITH THE RIFLE IF IT IS STILL THERE AND \nOTHERWISE HOLD\n"
                + "> quoted and \n> flowed\n-- \nAnn\n";

        assertEquals("KEY K\nA1 MOVE C7 THEN FIRE AT B2 WITH THE RIFLE IF IT IS STILL THERE AND OTHERWISE HOLD\n"
                + "> quoted and flowed\n-- \nAnn", MimeText.plainText(Raw.message(mail)));
    }

    @Test
    void flowedWithDelSpAndSpaceStuffing() {
        assertEquals("Hello world\nFrom here", Flowed.decode("Hel \nlo world\n From here", true));
    }

    @Test
    void aMailWithNoTextAtAllIsEmpty() {
        String mail = HEAD + "Content-Type: image/png\nContent-Transfer-Encoding: base64\n\niVBORw0KGgo=\n";

        assertEquals("", MimeText.plainText(Raw.message(mail)));
    }

    @Test
    void aBrokenStructureIsAMailException() {
        String mail = HEAD + "Content-Type: multipart/mixed; boundary=nowhere\n\nA1 MOVE C7\n";

        assertThrows(MailException.class, () -> MimeText.plainText(Raw.message(mail)));
    }
}
