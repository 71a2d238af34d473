package herald.mailer;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import org.junit.jupiter.api.Test;

/** One mail delivered to two of Herald's addresses differs only in what the servers added on the way. */
class TraceHeadersTest {
    static final String MAIL = "From: zoe@club.test\nSubject: [LW-7KQ3M] orders\nDate: Mon, 9 Mar 2026 20:00:00 +0100\n"
            + "\nKEY 7KQM-X3RT-PWNA\nHOLD S2\nReceived: in the body is text, not a trace\n";

    @Test
    void twoDeliveriesOfOneMailAreTheSameWithoutTheirTraceFields() {
        byte[] toHerald = Raw.bytes("Return-Path: <zoe@club.test>\nDelivered-To: herald@club.test\n"
                + "Received: from mx.club.test by imap.club.test;\n\tMon, 9 Mar 2026 20:00:02 +0100\n"
                + "X-Spam-Status: No, score=-1.0\n" + MAIL);
        byte[] toReplyAddress = Raw.bytes("Return-Path: <zoe@club.test>\nDelivered-To: herald+LW-7KQ3M.abcdefghijklmnopqrstuvwx@club.test\n"
                + "X-Original-To: herald+LW-7KQ3M.abcdefghijklmnopqrstuvwx@club.test\n"
                + "Received: from mx.club.test by imap.club.test;\n\tMon, 9 Mar 2026 20:00:03 +0100\n" + MAIL);

        assertArrayEquals(Raw.bytes(MAIL), TraceHeaders.without(toHerald));
        assertArrayEquals(TraceHeaders.without(toHerald), TraceHeaders.without(toReplyAddress));
        assertEquals(Inbound.syntheticId(toHerald), Inbound.syntheticId(toReplyAddress), "without a Message-ID too");
    }

    @Test
    void aChangeInTheSendersHeadersOrBodyIsAnotherMail() {
        assertNotEquals(Inbound.syntheticId(Raw.bytes(MAIL)), Inbound.syntheticId(Raw.bytes(MAIL.replace("HOLD S2", "HOLD S1"))));
        assertNotEquals(Inbound.syntheticId(Raw.bytes(MAIL)),
                Inbound.syntheticId(Raw.bytes(MAIL.replace("orders", "orders again"))));
        assertFalse(TraceHeaders.isTrace("Subject"));
        assertFalse(TraceHeaders.isTrace("DKIM-Signature"), "the sender's server signs the mail once, for every copy");
    }
}
