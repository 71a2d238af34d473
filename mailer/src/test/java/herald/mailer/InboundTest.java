package herald.mailer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.time.Instant;
import org.junit.jupiter.api.Test;

class InboundTest {

    @Test
    void rawUtf8HeadersAsModernMailersSendThem() {
        InboundMail mail = Inbound.parse(Raw.bytes("From: Zoë Ångström <ZOE@player.test>\nSubject: Befehle für Zug 1\n"
                + "Message-ID:\n <folded@player.test>\nIn-Reply-To: <welcome-1@herald.invalid> (Herald)\n"
                + "Date: Fri, 12 Apr 2024 09:14:00 +0000\n\nA1 MOVE C7\n"), null, 0);

        assertEquals("zoe@player.test", mail.from());
        assertEquals("Zoë Ångström", mail.fromName());
        assertEquals("Befehle für Zug 1", mail.subject());
        assertEquals("<folded@player.test>", mail.messageId());
        assertEquals("<welcome-1@herald.invalid>", mail.inReplyTo());
        assertEquals(Instant.parse("2024-04-12T09:14:00Z"), mail.receivedAt(), "the Date header when no better time");
        assertEquals("A1 MOVE C7", mail.text());
    }

    @Test
    void aMailWithoutFromSubjectOrIdStillComesIn() {
        byte[] raw = Raw.bytes("X-Nothing: here\n\nA1 MOVE C7\n");
        Instant now = Instant.parse("2024-04-12T10:00:00Z");

        InboundMail mail = Inbound.parse(raw, now, 7);

        assertEquals("", mail.from());
        assertEquals("", mail.fromName());
        assertEquals("", mail.subject());
        assertEquals(Inbound.syntheticId(raw), mail.messageId());
        assertNull(mail.inReplyTo());
        assertEquals(now, mail.receivedAt());
        assertEquals(7, mail.uid());
        assertEquals("A1 MOVE C7", mail.text());
    }

    @Test
    void binaryGarbageIsKeptNotThrown() {
        byte[] raw = new byte[256];
        for (int i = 0; i < raw.length; i++) {
            raw[i] = (byte) i;
        }

        InboundMail mail = Inbound.parse(raw, null, 0);

        assertTrue(mail.messageId().startsWith("<sha256-"));
        assertEquals(raw, mail.raw());
        assertFalse(mail.htmlOnly());
        assertEquals(Inbound.syntheticId(new byte[0]), Inbound.parse(new byte[0], null, 0).messageId());
    }

    @Test
    void anUnreadableFromAddressLeavesTheRestReadable() {
        InboundMail mail = Inbound.parse(Raw.bytes("From: <<<@@@>>>\nSubject: orders\nMessage-ID: <x@y>\n\nA1\n"), null, 0);

        assertEquals("orders", mail.subject());
        assertEquals("A1", mail.text());
        assertEquals("<x@y>", mail.messageId());
    }

    @Test
    void aMessageIdTooLongInUtf8BytesIsReplacedByTheSyntheticOne() {
        // 400 CJK characters are 1,200 bytes: fewer than 998 characters, yet more than a journal index holds
        String id = "<" + "戦".repeat(400) + "@player.test>";
        InboundMail mail = Inbound.parse(Raw.bytes("From: a@player.test\nSubject: x\nMessage-ID: " + id + "\n\nA1\n"), null, 0);
        assertTrue(mail.messageId().startsWith("<sha256-"), mail.messageId());
    }

    @Test
    void theSyntheticIdIsTheSha256OfTheBytes() {
        assertEquals("<sha256-e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855@herald.invalid>",
                Inbound.syntheticId("".getBytes(StandardCharsets.US_ASCII)));
    }
}
