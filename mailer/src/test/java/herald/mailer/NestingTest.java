package herald.mailer;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** A hostile mail nests multiparts thousands deep: reading it must neither overflow the stack nor lose the mail. */
class NestingTest {

    static byte[] nested(int depth, String innermost) {
        StringBuilder b = new StringBuilder("From: red@club.test\r\nTo: herald@club.test\r\nSubject: deep\r\n"
                + "Message-ID: <deep-" + depth + "@club.test>\r\nMIME-Version: 1.0\r\n");
        for (int i = 0; i < depth; i++) {
            b.append("Content-Type: multipart/mixed; boundary=\"b").append(i).append("\"\r\n\r\n--b").append(i)
                    .append("\r\n");
        }
        b.append("Content-Type: text/plain\r\n\r\n").append(innermost).append("\r\n");
        for (int i = depth - 1; i >= 0; i--) {
            b.append("--b").append(i).append("--\r\n");
        }
        return b.toString().getBytes(StandardCharsets.US_ASCII);
    }

    @Test
    @Timeout(30)  // before the depth limit this took four minutes of CPU
    void aMailNestedThousandsDeepIsReadAsHavingNoText() {
        InboundMail mail = InboundMail.read(nested(5_000, "HOLD S1"), null);

        assertEquals("red@club.test", mail.from());
        assertEquals("", mail.text());
    }

    @Test
    void aMailNestedAsDeepAsRealMailProgramsNestIsRead() {
        assertEquals("HOLD S1", InboundMail.read(nested(8, "HOLD S1"), null).text());
    }
}
