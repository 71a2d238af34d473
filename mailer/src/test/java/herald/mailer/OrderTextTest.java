package herald.mailer;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class OrderTextTest {

    @Test
    void quotedLinesBecomeEmptySoLineNumbersStay() {
        String mail = "KEY K\r\n> A1 MOVE Z9\r\n  >> old\r\nA1 MOVE C7\r\nA2 HOLD";

        assertEquals("KEY K\n\n\nA1 MOVE C7\nA2 HOLD", OrderText.clean(mail));
        assertEquals("A1 MOVE C7", OrderText.clean(mail).split("\n")[3], "line 4 is still line 4");
    }

    @Test
    void theSignatureAndEverythingBelowItGo() {
        assertEquals("KEY K\nA1 MOVE C7", OrderText.clean("KEY K\nA1 MOVE C7\n\n-- \nAnn Smith\nA9 FAKE ORDER\n"));
        assertEquals("KEY K", OrderText.clean("KEY K\n--\nAnn"));
    }

    @Test
    void aDashedOrderIsNotASignature() {
        assertEquals("KEY K\n-- A1 MOVE C7\n---", OrderText.clean("KEY K\n-- A1 MOVE C7\n---"));
    }

    @Test
    void theAttributionLineOfAQuoteIsBlankedToo() {
        String reply = "KEY K\nA1 MOVE C7\n\nOn Fri, 12 Apr 2024 at 09:14, Herald <herald@club.test> wrote:\n\n> Welcome\n> KEY K";

        assertEquals("KEY K\nA1 MOVE C7", OrderText.clean(reply));
    }

    @Test
    void aWrappedAttributionLineIsBlankedWhole() {
        String reply = "A1 MOVE C7\nOn Fri, 12 Apr 2024 at 09:14, Herald <\nherald@club.test> wrote:\n> Welcome\nA2 HOLD";

        assertEquals("A1 MOVE C7\n\n\n\nA2 HOLD", OrderText.clean(reply));
    }

    @Test
    void aLineEndingInWroteWithoutAQuoteBelowStays() {
        assertEquals("NOTE the scout wrote:\nA1 MOVE C7", OrderText.clean("NOTE the scout wrote:\nA1 MOVE C7"));
    }

    @Test
    void anOutlookStyleOriginalBelowTheOrdersIsCut() {
        assertEquals("KEY K\nA1 MOVE C7",
                OrderText.clean("KEY K\nA1 MOVE C7\n\n-----Original Message-----\nFrom: Herald\nKEY K\n"));
        assertEquals("KEY K\nA1 MOVE C7",
                OrderText.clean("KEY K\nA1 MOVE C7\n________________________________\nFrom: Herald\nSent: today\n"));
        assertEquals("KEY K\nA1 MOVE C7",
                OrderText.clean("KEY K\nA1 MOVE C7\n\nFrom: Herald <herald@club.test>\nSent: Friday\nSubject: x\n"));
    }

    @Test
    void plainOrdersAreUnchangedButForTrailingBlanks() {
        assertEquals("KEY K\n\nA1 MOVE C7", OrderText.clean("KEY K\n\nA1 MOVE C7   \n\n\n"));
        assertEquals("", OrderText.clean(""));
        assertEquals("", OrderText.clean("> all quoted\n-- \n"));
    }

    @Test
    void oldMacLineEndsAreLineEndsToo() {
        assertEquals("KEY K\nA1 MOVE C7", OrderText.clean("KEY K\rA1 MOVE C7"));
    }
}
