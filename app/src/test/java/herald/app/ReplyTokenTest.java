package herald.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import herald.app.game.GameRecord;
import herald.app.game.Rulesets;
import herald.app.loop.Umpire;
import herald.engine.Ruleset;
import herald.journal.InboundRecord;
import herald.mailer.InboundMail;
import jakarta.mail.Address;
import jakarta.mail.Session;
import jakarta.mail.Transport;
import jakarta.mail.internet.InternetAddress;
import jakarta.mail.internet.MimeMessage;
import java.io.ByteArrayInputStream;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Replying to Herald's mail is enough: the reply address vouches for the player, so no KEY line is needed. */
class ReplyTokenTest {
    static final String RED = "red@club.test";
    static final String BLUE = "blue@club.test";
    static final Pattern TOKENED = Pattern.compile("herald\\+(LW-[A-Z0-9]+)\\.([a-z2-7]{24})@herald\\.test");

    @TempDir
    Path dir;
    MailWorld w;
    Ruleset lw = Rulesets.byId("lonewolf");
    String id;
    InboundMail redWelcome;
    InboundMail blueWelcome;

    @BeforeEach
    void aGameBetweenRedAndBlue() {
        w = new MailWorld(dir.resolve("data"));
        w.addPlayer(RED);
        w.addPlayer(BLUE);
        Map<String, String> players = new LinkedHashMap<>();
        players.put("red", RED);
        players.put("blue", BLUE);
        Umpire.Created created = w.umpire.createGame(new Umpire.NewGame(lw, "patrol", players, null, null));
        id = created.gameId();
        w.loop.once();
        redWelcome = w.read(RED).get(0);
        blueWelcome = w.read(BLUE).get(0);
    }

    @AfterEach
    void close() {
        w.close();
    }

    @Test
    void eachPlayersMailCarriesTheirOwnTokenedReplyAddressWhichTheJournalNeverHolds() throws Exception {
        String red = replyTo(redWelcome);
        String blue = replyTo(blueWelcome);

        Matcher m = TOKENED.matcher(red);
        assertTrue(m.matches(), red);
        assertEquals(id, m.group(1));
        assertNotEquals(red, blue);
        String token = m.group(2);
        assertFalse(w.journal.read(id).stream().anyMatch(e -> e.payload().contains(token)),
                "no event holds the token");
    }

    @Test
    void aReplyToTheWelcomeWithOnlyOrdersIsAccepted() throws Exception {
        String mid = reply(RED, redWelcome, orders(RED));

        String answer = answer(RED);

        assertEquals("accepted", inbound(mid).disposition(), answer);
        assertTrue(answer.contains("accepted"), answer);
        assertTrue(w.umpire.games().load(id).pending().containsKey(side(RED)));
        assertEquals(replyTo(redWelcome), replyTo(lastAnswer), "the answer carries the same reply address");
    }

    @Test
    void aReplyWithAWrongOrderIsToldToReplyAgainNotToAddAKeyLine() throws Exception {
        String mid = reply(RED, redWelcome, "MOVE Z99 N");

        String answer = answer(RED);

        assertEquals("rejected", inbound(mid).disposition(), answer);
        assertTrue(answer.contains("Please reply to this mail with the whole set of orders, corrected."), answer);
        assertFalse(answer.contains("KEY line and all"), answer);
    }

    @Test
    void aReplyThroughAnotherPlayersAddressIsABadKey() throws Exception {
        String mid = reply(RED, blueWelcome, orders(RED));

        String answer = answer(RED);

        assertEquals("bad-key", inbound(mid).disposition());
        assertTrue(answer.contains("reply address that Herald\ndid not give you"), answer);
        assertTrue(w.umpire.games().load(id).pending().isEmpty());
    }

    @Test
    void aTamperedTokenIsABadKey() throws Exception {
        String real = replyTo(redWelcome);
        int first = real.indexOf('.', real.indexOf('+')) + 1;  // the token's first letter
        String forged = real.substring(0, first) + (real.charAt(first) == 'a' ? 'b' : 'a') + real.substring(first + 1);
        assertNotEquals(replyTo(redWelcome), forged);
        String mid = send(RED, forged, "Re: [" + id + "] orders", orders(RED));

        answer(RED);

        assertEquals("bad-key", inbound(mid).disposition());
    }

    @Test
    void theGamesPlainPlusAddressStillNeedsAKey() throws Exception {
        String mid = send(RED, "herald+" + id + "@herald.test", "orders", orders(RED));

        assertTrue(answer(RED).contains("no KEY line"));
        assertEquals("bad-key", inbound(mid).disposition());
        assertEquals(id, inbound(mid).gameId(), "routed by the plus-address all the same");
    }

    // --- helpers

    private InboundMail lastAnswer;

    private String answer(String to) {
        w.loop.once();
        List<InboundMail> replies = w.read(to);
        assertEquals(1, replies.size(), "one answer to " + to + ": " + replies);
        lastAnswer = replies.get(0);
        return lastAnswer.subject() + "\n" + lastAnswer.text();
    }

    private String reply(String from, InboundMail original, String body) {
        return w.reply(from, original, body);
    }

    private String send(String from, String to, String subject, String body) throws Exception {
        MimeMessage m = new MimeMessage(session());
        m.setFrom(new InternetAddress(from));
        m.setRecipient(jakarta.mail.Message.RecipientType.TO, new InternetAddress(to));
        m.setSubject(subject);
        m.setText(body, "UTF-8");
        m.saveChanges();
        Transport.send(m, new Address[] {new InternetAddress(MailWorld.HERALD)});
        return m.getMessageID();
    }

    private Session session() {
        Properties p = new Properties();
        p.put("mail.smtp.host", "127.0.0.1");
        p.put("mail.smtp.port", "" + w.mail.getSmtp().getPort());
        return Session.getInstance(p);
    }

    private static String replyTo(InboundMail mail) throws Exception {
        MimeMessage m = new MimeMessage(Session.getInstance(new Properties()), new ByteArrayInputStream(mail.raw()));
        return ((InternetAddress) m.getReplyTo()[0]).getAddress();
    }

    private String side(String email) {
        return w.umpire.games().load(id).seatByEmail(email).orElseThrow().side();
    }

    private String orders(String email) {
        GameRecord g = w.umpire.games().load(id);
        return lw.simulatedOrders(g.rules(), side(email));
    }

    private InboundRecord inbound(String messageId) {
        return w.journal.inbound(null).stream().filter(r -> r.messageId().equals(messageId)).findFirst()
                .orElseThrow(() -> new AssertionError("not journalled: " + messageId));
    }
}
