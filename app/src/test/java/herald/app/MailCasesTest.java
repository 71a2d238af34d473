package herald.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import herald.app.game.GameEvent;
import herald.app.game.GameRecord;
import herald.app.game.Rulesets;
import herald.app.loop.Umpire;
import herald.engine.Ruleset;
import herald.journal.InboundRecord;
import herald.mailer.InboundMail;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Every kind of mail a stranger can send gets a clear answer, and its raw text is journalled. */
class MailCasesTest {
    static final String RED = "red@club.test";
    static final String BLUE = "blue@club.test";
    static final String STRANGER = "stranger@elsewhere.test";

    @TempDir
    Path dir;
    MailWorld w;
    Ruleset lw;
    String id;
    String redKey;
    String redSide;
    InboundMail redWelcome;

    @BeforeEach
    void a_game_between_red_and_blue() {
        w = new MailWorld(dir.resolve("data"));
        w.addPlayer(RED);
        w.addPlayer(BLUE);
        w.addPlayer(STRANGER);
        lw = Rulesets.byId("lonewolf");
        Map<String, String> players = new LinkedHashMap<>();
        players.put("red", RED);
        players.put("blue", BLUE);
        Umpire.Created created = w.umpire.createGame(new Umpire.NewGame(lw, "patrol", players, null, null));
        id = created.gameId();
        w.loop.once();
        redWelcome = w.read(RED).get(0);
        Matcher m = Pattern.compile("KEY\\s+(\\S+)").matcher(redWelcome.text());
        assertTrue(m.find());
        redKey = m.group(1);
        w.read(BLUE);
        redSide = w.umpire.games().load(id).created().seats().get(0).side();
    }

    @AfterEach
    void close() {
        w.close();
    }

    private String answer(String to) {
        w.loop.once();
        List<InboundMail> replies = w.read(to);
        assertEquals(1, replies.size(), "exactly one answer to " + to + ": " + replies);
        return replies.get(0).subject() + "\n" + replies.get(0).text();
    }

    private InboundRecord inbound(String messageId) {
        return w.journal.inbound(null).stream().filter(r -> r.messageId().equals(messageId)).findFirst()
                .orElseThrow(() -> new AssertionError("not journalled: " + messageId));
    }

    private String validOrders() {
        GameRecord g = w.umpire.games().load(id);
        return lw.simulatedOrders(g.rules(), redSide);
    }

    @Test
    void an_unknown_sender_is_told_and_the_mail_is_kept() {
        String mid = w.send(STRANGER, "[" + id + "] orders", "KEY " + redKey + "\n" + validOrders());
        String reply = answer(STRANGER);
        assertTrue(reply.contains(STRANGER) || reply.toLowerCase().contains("not a player"), reply);
        InboundRecord r = inbound(mid);
        assertEquals("unknown-sender", r.disposition());
        assertTrue(new String(r.raw(), java.nio.charset.StandardCharsets.UTF_8).contains("KEY " + redKey));
    }

    @Test
    void a_wrong_or_missing_key_is_refused() {
        String wrong = w.send(RED, "[" + id + "] orders", "KEY AAAA-BBBB-CCCC\n" + validOrders());
        assertTrue(answer(RED).toLowerCase().contains("key"));
        assertEquals("bad-key", inbound(wrong).disposition());
        String missing = w.send(RED, "[" + id + "] orders", validOrders());
        assertTrue(answer(RED).toLowerCase().contains("key"));
        assertEquals("bad-key", inbound(missing).disposition());
        assertTrue(w.umpire.games().load(id).pending().isEmpty(), "no orders were taken");
    }

    @Test
    void an_unknown_game_and_a_mail_without_a_game_are_answered() {
        String mid = w.send(RED, "[LW-ZZZZZ] orders", "KEY " + redKey + "\nHOLD S1\n");
        assertTrue(answer(RED).contains("LW-ZZZZZ"));
        assertEquals("unknown-game", inbound(mid).disposition());
        String campaign = herald.app.game.Games.CAMPAIGN_PREFIX + "NORTHMARCH";
        w.umpire.campaigns().create(new herald.app.campaign.Campaigns.NewCampaign("northmarch", lw, "patrol",
                Map.of("red", RED, "blue", BLUE), Map.of(), Map.of()));
        String toCampaign = w.send(RED, "orders", "GAME " + campaign + "\nKEY " + redKey + "\nHOLD S1\n");
        assertTrue(answer(RED).contains(campaign));
        assertEquals("unknown-game", inbound(toCampaign).disposition(), "a campaign's stream is no game to order in");
        String none = w.send(RED, "my orders", "KEY " + redKey + "\nHOLD S1\n");
        assertTrue(answer(RED).contains("GAME"));
        assertEquals("no-route", inbound(none).disposition());
    }

    @Test
    void a_plus_address_routes_a_mail_with_no_game_in_subject_or_body() {
        String mid = w.send(RED, "orders", "KEY " + redKey + "\n" + validOrders(), null, false,
                Map.of("X-Original-To", "herald+" + id.toLowerCase() + "@herald.test"));
        String reply = answer(RED);
        assertEquals("accepted", inbound(mid).disposition(), reply);
        assertEquals(id, inbound(mid).gameId());
    }

    @Test
    void an_out_of_office_reply_is_kept_but_never_answered() {
        String mid = w.send(RED, "Re: [" + id + "] Turn 1 result", "I am away until Monday.", null, false,
                Map.of("Auto-Submitted", "auto-replied"));
        w.loop.once();
        assertTrue(w.read(RED).isEmpty(), "no answer to a robot");
        assertEquals("automatic", inbound(mid).disposition());
    }

    @Test
    void heralds_answers_say_auto_replied_and_its_other_mail_auto_generated() {
        w.send(RED, "[" + id + "] orders", "KEY " + redKey + "\n" + validOrders());
        w.loop.once();
        InboundMail answer = w.read(RED).get(0);

        assertTrue(header(answer, "Auto-Submitted").equals("auto-replied"), header(answer, "Auto-Submitted"));
        assertEquals("auto-generated", header(redWelcome, "Auto-Submitted"), "the welcome answers no mail");
    }

    /** The odd-encoding mails of the shared corpus (app/.../corpus/odd-*.eml), sent raw through the mail server. */
    @org.junit.jupiter.params.ParameterizedTest
    @org.junit.jupiter.params.provider.ValueSource(strings = {"odd-unquoted-boundary", "odd-8bits",
        "odd-quoted-printable-space", "odd-empty-plain-beside-html"})
    void a_mail_in_an_old_clients_odd_encoding_is_read_as_its_orders(String name) throws Exception {
        byte[] raw = corpus(name);
        sendRaw(RED, raw);

        String reply = answer(RED);

        InboundRecord r = inbound("<" + name + "@corpus.test>");
        assertEquals("accepted", r.disposition(), reply);
        assertTrue(reply.contains("accepted") && !reply.contains("no text"), reply);
        // the server puts its trace fields before the mail, and SMTP keeps no blank line at its very end
        String sent = new String(raw, java.nio.charset.StandardCharsets.ISO_8859_1).stripTrailing();
        String kept = new String(r.raw(), java.nio.charset.StandardCharsets.ISO_8859_1).stripTrailing();
        assertTrue(kept.endsWith(sent), "the bytes sent are journalled");
    }

    private static String header(InboundMail mail, String name) {
        String text = new String(mail.raw(), java.nio.charset.StandardCharsets.ISO_8859_1);
        Matcher m = Pattern.compile("(?mi)^" + name + ":\\s*(\\S+)\\r?$").matcher(text.substring(0, text.indexOf("\r\n\r\n")));
        return m.find() ? m.group(1) : "";
    }

    private byte[] corpus(String name) throws java.io.IOException {
        try (var in = MailCasesTest.class.getResourceAsStream("/herald/app/corpus/" + name + ".eml")) {
            String text = new String(in.readAllBytes(), java.nio.charset.StandardCharsets.ISO_8859_1);
            return text.replace("{{GAME}}", id).replace("{{FROM}}", RED).replace("{{HERALD}}", MailWorld.HERALD)
                    .replace("{{KEY}}", redKey).replace("{{ORDERS}}", validOrders())
                    .replace("{{MSGID}}", "<" + name + "@corpus.test>").replace("\r\n", "\n").replace("\n", "\r\n")
                    .getBytes(java.nio.charset.StandardCharsets.ISO_8859_1);
        }
    }

    /** Sends the bytes as they are (no header rewritten), as a robot or an old mail program would. */
    private void sendRaw(String from, byte[] raw) throws Exception {
        java.util.Properties p = new java.util.Properties();
        p.put("mail.smtp.host", "127.0.0.1");
        p.put("mail.smtp.port", "" + w.mail.getSmtp().getPort());
        p.put("mail.smtp.from", from);
        jakarta.mail.Session session = jakarta.mail.Session.getInstance(p);
        jakarta.mail.internet.MimeMessage m = new jakarta.mail.internet.MimeMessage(session,
                new java.io.ByteArrayInputStream(raw));
        try (jakarta.mail.Transport t = session.getTransport("smtp")) {
            t.connect();
            t.sendMessage(m, new jakarta.mail.Address[] {new jakarta.mail.internet.InternetAddress(MailWorld.HERALD)});
        }
    }

    @Test
    void an_empty_body_is_refused() {
        String mid = w.send(RED, "[" + id + "]", "KEY " + redKey + "\n\n# nothing yet\n");
        answer(RED);
        assertEquals("empty-orders", inbound(mid).disposition());
    }

    @Test
    void an_html_only_mail_is_read_as_text_with_quotes_and_signature_ignored() {
        String html = "<html><body><p>KEY " + redKey + "</p>"
                + String.join("", validOrders().lines().map(l -> "<div>" + l + "</div>").toList())
                + "</body></html>";
        String mid = w.send(RED, "Re: [" + id + "] welcome", html, null, true);
        String reply = answer(RED);
        assertEquals("accepted", inbound(mid).disposition(), reply);
        String quoted = w.send(RED, "[" + id + "]", "KEY " + redKey + "\n" + validOrders()
                + "\n> FIRE X99 AT NOBODY\n-- \nMOVE X98 N\n");
        answer(RED);
        assertEquals("accepted", inbound(quoted).disposition());
    }

    @Test
    void a_different_mail_reusing_a_message_id_is_read_as_a_new_mail_and_both_are_kept() {
        String body = "KEY " + redKey + "\n" + validOrders();
        w.send(RED, "[" + id + "] orders", body, "<same-1@club.test>", false);
        answer(RED);
        w.send(RED, "[" + id + "] orders again", "KEY " + redKey + "\nMVOE S1 N", "<same-1@club.test>", false);
        String second = answer(RED);

        assertTrue(second.contains("NOT accepted") || second.contains("not accepted"), second);
        List<InboundRecord> kept = w.journal.inboundWithId("<same-1@club.test>");
        assertEquals(List.of("accepted", "rejected"), kept.stream().map(InboundRecord::disposition).sorted().toList());
        InboundRecord rejected = kept.stream().filter(r -> r.disposition().equals("rejected")).findFirst().orElseThrow();
        assertTrue(new String(rejected.raw(), java.nio.charset.StandardCharsets.UTF_8).contains("MVOE S1 N"),
                "the second mail's own bytes");
        long accepted = w.umpire.games().history(id).stream()
                .filter(s -> s.event() instanceof GameEvent.OrdersAccepted).count();
        assertEquals(1, accepted, "the first orders stand");
    }

    @Test
    void a_finished_game_takes_no_more_orders() {
        // Play it out with simulated orders until the scenario ends.
        GameRecord g = w.umpire.games().load(id);
        String blueSide = g.created().seats().get(1).side();
        String blueKey = rekey(BLUE);
        for (int i = 0; i < 40 && !g.finished(); i++) {
            w.send(RED, "[" + id + "]", "KEY " + redKey + "\n" + lw.simulatedOrders(g.rules(), redSide));
            w.send(BLUE, "[" + id + "]", "KEY " + blueKey + "\n" + lw.simulatedOrders(g.rules(), blueSide));
            w.loop.once();
            w.read(RED);
            w.read(BLUE);
            g = w.umpire.games().load(id);
        }
        assertTrue(g.finished(), "the scenario ends");
        String mid = w.send(RED, "[" + id + "]", "KEY " + redKey + "\nHOLD S1\n");
        String reply = answer(RED);
        assertTrue(reply.contains(id) && reply.toLowerCase().matches("(?s).*(over|finished|ended).*"), reply);
        assertEquals("game-finished", inbound(mid).disposition());
    }

    /** Blue's welcome was read in set-up; its key is found again in the outbox's copy. */
    private String rekey(String player) {
        return w.journal.sentMail(id).stream().filter(e -> e.mail().recipient().equals(player))
                .map(e -> Pattern.compile("KEY\\s+(\\S+)").matcher(e.mail().body()))
                .filter(Matcher::find).map(m -> m.group(1)).findFirst().orElseThrow();
    }
}
