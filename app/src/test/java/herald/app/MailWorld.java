package herald.app;

import com.icegreen.greenmail.util.GreenMail;
import com.icegreen.greenmail.util.ServerSetup;
import herald.app.loop.Dispatch;
import herald.app.loop.MailLoop;
import herald.app.loop.Umpire;
import herald.journal.Journal;
import herald.journal.PostgresServer;
import herald.mailer.ImapInbox;
import herald.mailer.InboundMail;
import herald.mailer.MailConfig;
import herald.mailer.SmtpOutbox;
import herald.renderer.PdfRenderer;
import jakarta.mail.Message;
import jakarta.mail.Multipart;
import jakarta.mail.Part;
import jakarta.mail.Session;
import jakarta.mail.Transport;
import jakarta.mail.internet.InternetAddress;
import jakarta.mail.internet.MimeMessage;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;

/**
 * A real SMTP/IMAP server on loopback, Herald's journal on a real H2 file (or in a database on the
 * test PostgreSQL server: {@link #onPostgres}), and the players' mail clients: what the end-to-end
 * tests stand on.
 */
final class MailWorld implements AutoCloseable {
    static final String HERALD = "herald@herald.test";
    final GreenMail mail = new GreenMail(new ServerSetup[] {
        new ServerSetup(3025, "127.0.0.1", ServerSetup.PROTOCOL_SMTP).dynamicPort(),
        new ServerSetup(3143, "127.0.0.1", ServerSetup.PROTOCOL_IMAP).dynamicPort()});
    final Path data;
    final ByteArrayOutputStream logBytes = new ByteArrayOutputStream();
    Journal journal;
    Umpire umpire;
    ImapInbox inbox;
    SmtpOutbox outbox;
    MailLoop loop;

    /** Herald's clock: the system's, or a hand clock for tests that live through weeks of deadlines. */
    final Clock clock;

    private final java.util.function.Supplier<byte[]> seeds;
    /** The journal's database on the test PostgreSQL server; null for the H2 file in {@link #data}. */
    private final PostgresServer.Database database;

    MailWorld(Path data) {
        this(data, Clock.systemUTC());
    }

    /** As {@link #MailWorld(Path)}, the journal in a new database on the test PostgreSQL server (its head file in data). */
    static MailWorld onPostgres(Path data) {
        return new MailWorld(data, Clock.systemUTC(), herald.app.game.Keys::seed, PostgresServer.shared().newDatabase());
    }

    MailWorld(Path data, Clock clock) {
        this(data, clock, herald.app.game.Keys::seed);
    }

    /** As above, each new game's dice seed drawn from {@code seeds}: a test that needs the same battle every run. */
    MailWorld(Path data, Clock clock, java.util.function.Supplier<byte[]> seeds) {
        this(data, clock, seeds, null);
    }

    private MailWorld(Path data, Clock clock, java.util.function.Supplier<byte[]> seeds, PostgresServer.Database database) {
        this.database = database;
        this.data = data;
        this.clock = clock;
        this.seeds = seeds;
        mail.start();
        mail.setUser(HERALD, "herald", "pw");
        open();
    }

    /** Opens Herald afresh on the same files, as a restarted process would. */
    void open() {
        journal = database == null ? Journal.openH2(data) : openOnPostgres();
        umpire = new Umpire(journal, new Dispatch(new PdfRenderer(), HERALD), clock, seeds);
        inbox = new ImapInbox(config().mail());
        outbox = new SmtpOutbox(config().mail());
        loop = new MailLoop(umpire, journal, inbox, outbox, new PrintStream(logBytes, true, StandardCharsets.UTF_8));
    }

    private Journal openOnPostgres() {
        try {
            java.nio.file.Files.createDirectories(data);
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
        return database.openJournal().keepingHeadIn(data);
    }

    void closeHerald() {
        inbox.close();
        outbox.close();
        journal.close();
    }

    /** A club's configuration for this world: its mail server, its data folder and, on PostgreSQL, its journal. */
    Config config() {
        Config c = Config.defaultsOnly().with("data", data.toString()).with("herald.address", HERALD)
                .with("imap.host", "127.0.0.1").with("imap.port", "" + mail.getImap().getPort())
                .with("imap.user", "herald").with("imap.password", "pw").with("smtp.host", "127.0.0.1")
                .with("smtp.port", "" + mail.getSmtp().getPort());
        return database == null ? c : c.with("journal.url", database.url()).with("journal.user", database.user())
                .with("journal.password", database.password());
    }

    void addPlayer(String email) {
        mail.setUser(email, email, "pw");
    }

    /** A player's mail client sends a plain-text mail to Herald; returns its Message-ID. */
    String send(String from, String subject, String body) {
        return send(from, subject, body, null, false);
    }

    String send(String from, String subject, String body, String messageId, boolean html) {
        return send(from, subject, body, messageId, html, java.util.Map.of());
    }

    String send(String from, String subject, String body, String messageId, boolean html,
            java.util.Map<String, String> headers) {
        try {
            Session session = Session.getInstance(smtpProps());
            MimeMessage m = new MimeMessage(session) {
                @Override
                protected void updateMessageID() throws jakarta.mail.MessagingException {
                    if (messageId != null) {
                        setHeader("Message-ID", messageId);
                    } else {
                        super.updateMessageID();
                    }
                }
            };
            m.setFrom(new InternetAddress(from));
            m.setRecipient(Message.RecipientType.TO, new InternetAddress(HERALD));
            m.setSubject(subject, "UTF-8");
            if (html) {
                m.setContent(body, "text/html; charset=UTF-8");
            } else {
                m.setText(body, "UTF-8");
            }
            for (var h : headers.entrySet()) {
                m.setHeader(h.getKey(), h.getValue());
            }
            m.saveChanges();
            Transport.send(m);
            return m.getMessageID();
        } catch (jakarta.mail.MessagingException e) {
            throw new IllegalStateException(e);
        }
    }

    /** What a mail program does on "Reply": to the Reply-To, "Re:" subject, In-Reply-To set; its Message-ID. */
    String reply(String from, InboundMail original, String body) {
        try {
            MimeMessage source = new MimeMessage(Session.getInstance(smtpProps()), new ByteArrayInputStream(original.raw()));
            MimeMessage reply = (MimeMessage) source.reply(false);
            reply.setFrom(new InternetAddress(from));
            reply.setText(body, "UTF-8");
            reply.saveChanges();
            // A server with plus-addressing delivers herald+anything@ to Herald's own mailbox.
            Transport.send(reply, new jakarta.mail.Address[] {new InternetAddress(HERALD)});
            return reply.getMessageID();
        } catch (jakarta.mail.MessagingException e) {
            throw new IllegalStateException(e);
        }
    }

    private Properties smtpProps() {
        Properties p = new Properties();
        p.put("mail.smtp.host", "127.0.0.1");
        p.put("mail.smtp.port", "" + mail.getSmtp().getPort());
        return p;
    }

    /** Everything in a player's mailbox that they have not read yet, read over IMAP. */
    List<InboundMail> read(String player) {
        MailConfig account = new MailConfig("127.0.0.1", mail.getImap().getPort(), false, player, "pw", "INBOX",
                "127.0.0.1", mail.getSmtp().getPort(), "none", "", "", player, "Read");
        try (ImapInbox box = new ImapInbox(account)) {
            List<InboundMail> mails = box.fetch();
            mails.forEach(box::markProcessed);
            return mails;
        }
    }

    /** The PDF attachments of a mail, as bytes. */
    static List<byte[]> pdfs(InboundMail mail) {
        try {
            MimeMessage m = new MimeMessage(Session.getInstance(new Properties()), new ByteArrayInputStream(mail.raw()));
            List<byte[]> out = new ArrayList<>();
            collect(m, out);
            return out;
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

    private static void collect(Part part, List<byte[]> out) throws Exception {
        if (part.isMimeType("multipart/*")) {
            Multipart mp = (Multipart) part.getContent();
            for (int i = 0; i < mp.getCount(); i++) {
                collect(mp.getBodyPart(i), out);
            }
        } else if (part.getFileName() != null && part.getFileName().endsWith(".pdf")) {
            try (var in = part.getInputStream()) {
                out.add(in.readAllBytes());
            }
        }
    }

    String log() {
        return logBytes.toString(StandardCharsets.UTF_8);
    }

    @Override
    public void close() {
        closeHerald();
        mail.stop();
    }
}
