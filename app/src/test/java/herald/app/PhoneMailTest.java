package herald.app;

import static herald.app.CommandTable.BLUE;
import static herald.app.CommandTable.RED;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import herald.journal.OutboxEntry;
import herald.mailer.InboundMail;
import jakarta.mail.BodyPart;
import jakarta.mail.Multipart;
import jakarta.mail.Part;
import jakarta.mail.Session;
import jakarta.mail.internet.MimeMessage;
import jakarta.mail.internet.MimePart;
import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.nio.file.Path;
import java.util.Properties;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The welcome and the turn mail, read back over IMAP as a phone's mail program reads them: the plain
 * text first and unchanged, then HTML showing the map of the attached PDF as an inline PNG.
 */
class PhoneMailTest {
    @TempDir
    Path dir;

    /** What a mail program finds in one of Herald's game mails. */
    private record Parts(MimeMessage message, String text, String html, String contentId, byte[] png, byte[] pdf) {}

    @Test
    void the_welcome_and_the_turn_mail_have_an_html_alternative_with_the_map_inline() throws Exception {
        try (CommandTable t = new CommandTable(dir)) {
            Parts welcome = parts(t.welcomes.get(RED));
            assertEquals(queuedBody(t, RED, "Welcome"), welcome.text(), "the plain text is the text Herald wrote");
            assertTrue(welcome.html().contains(t.keys.get(RED)), "the HTML gives the key too:\n" + welcome.html());
            looksLikeAMap(welcome.png());
            assertTrue(welcome.html().contains("font-weight:bold\">FIRE S4 AT G7</div><div style=\"padding-left:16px\">"
                    + "shoot in phase 1; a bow,"), "an order above its meaning, reflowed for a narrow screen:\n"
                    + welcome.html());

            t.mail(RED, "PRESS <b>Surrender</b> & \"go\" home, O'Brien");
            t.answer(RED);
            InboundMail result = t.playTurn().get(BLUE);
            Parts turn = parts(result);
            assertEquals(queuedBody(t, BLUE, "result"), turn.text());
            assertTrue(turn.html().contains("&lt;b&gt;Surrender&lt;/b&gt; &amp; &quot;go&quot; home, O&#39;Brien"),
                    "a player's words are escaped:\n" + turn.html());
            assertFalse(turn.html().contains("<b>Surrender"), turn.html());
            assertTrue(turn.html().contains("In short"), "the short report:\n" + turn.html());
            looksLikeAMap(turn.png());
            assertTrue(Pdfs.text(turn.pdf()).contains(t.id), "the PDF is still attached");
            assertEquals("auto-generated", turn.message().getHeader("Auto-Submitted", null));
            assertTrue(turn.message().getMessageID().matches("<outbox-\\d+\\." + t.id + "@herald\\.test>"),
                    turn.message().getMessageID());
        }
    }

    /** mixed [alternative [text/plain, related [text/html, image/png]], application/pdf] */
    private static Parts parts(InboundMail mail) throws Exception {
        MimeMessage m = new MimeMessage(Session.getInstance(new Properties()), new ByteArrayInputStream(mail.raw()));
        assertTrue(m.isMimeType("multipart/mixed"), m.getContentType());
        Multipart mixed = (Multipart) m.getContent();
        assertEquals(2, mixed.getCount(), "the alternatives and the PDF");
        assertTrue(mixed.getBodyPart(0).isMimeType("multipart/alternative"), mixed.getBodyPart(0).getContentType());
        assertTrue(mixed.getBodyPart(1).isMimeType("application/pdf"));
        Multipart alternative = (Multipart) mixed.getBodyPart(0).getContent();
        assertEquals(2, alternative.getCount());
        assertTrue(alternative.getBodyPart(0).isMimeType("text/plain"), "plain text first, for clients that prefer it");
        assertTrue(alternative.getBodyPart(1).isMimeType("multipart/related"));
        Multipart related = (Multipart) alternative.getBodyPart(1).getContent();
        assertEquals(2, related.getCount());
        BodyPart html = related.getBodyPart(0);
        BodyPart image = related.getBodyPart(1);
        assertTrue(html.isMimeType("text/html"), html.getContentType());
        assertTrue(image.isMimeType("image/png"), image.getContentType());
        assertEquals(Part.INLINE, image.getDisposition());
        String cid = ((MimePart) image).getContentID();
        assertTrue(cid != null && cid.startsWith("<") && cid.endsWith(">"), "Content-ID " + cid);
        String htmlText = (String) html.getContent();
        String contentId = cid.substring(1, cid.length() - 1);
        assertTrue(htmlText.contains("<img src=\"cid:" + contentId + "\""), "the HTML shows the image:\n" + htmlText);
        assertTrue(htmlText.contains("alt=\""), "and says what it is without it");
        assertFalse(htmlText.contains("<style") || htmlText.contains("<script"), htmlText);
        String text = ((String) alternative.getBodyPart(0).getContent()).replace("\r\n", "\n");
        return new Parts(m, text, htmlText, contentId, bytes(image), bytes(mixed.getBodyPart(1)));
    }

    private static byte[] bytes(Part part) throws Exception {
        try (InputStream in = part.getInputStream()) {
            return in.readAllBytes();
        }
    }

    private static String queuedBody(CommandTable t, String to, String subject) {
        return t.w.journal.sentMail(t.id).stream().map(OutboxEntry::mail)
                .filter(m -> m.recipient().equals(to) && m.subject().contains(subject))
                .reduce((a, b) -> b).orElseThrow().body();
    }

    /** A PNG a phone shows at its width without scrolling, small to mail, and not blank. */
    private static void looksLikeAMap(byte[] png) throws Exception {
        assertTrue(png.length < 300_000, png.length + " bytes");
        BufferedImage image = ImageIO.read(new ByteArrayInputStream(png));
        assertEquals(1000, image.getWidth());
        assertTrue(image.getHeight() > 600 && image.getHeight() < 1600, "height " + image.getHeight());
        int dark = 0;
        int light = 0;
        for (int y = 0; y < image.getHeight(); y += 2) {
            for (int x = 0; x < image.getWidth(); x += 2) {
                int rgb = image.getRGB(x, y);
                int grey = (((rgb >> 16) & 0xff) + ((rgb >> 8) & 0xff) + (rgb & 0xff)) / 3;
                dark += grey < 80 ? 1 : 0;
                light += grey > 200 ? 1 : 0;
            }
        }
        int all = (image.getWidth() / 2) * (image.getHeight() / 2);
        assertTrue(dark > all / 100 && light > all / 10, dark + " dark and " + light + " light of " + all);
    }
}
