package herald.app.demo;

import herald.mailer.ImapInbox;
import herald.mailer.InboundMail;
import herald.mailer.MailConfig;
import herald.mailer.OutgoingMail;
import herald.mailer.SmtpOutbox;
import jakarta.mail.BodyPart;
import jakarta.mail.Multipart;
import jakarta.mail.Part;
import jakarta.mail.Session;
import jakarta.mail.internet.MimeMessage;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A player at the far end of real mail: reads Herald's mails over IMAP, keeps the PDFs, and mails
 * orders over SMTP with the key the welcome mail gave. What orders to write is the ruleset's
 * simulated player's business; this class only does what a person's mail client does.
 */
public final class SimulatedPlayer implements AutoCloseable {
    private static final Pattern KEY = Pattern.compile("(?m)^\\s*KEY\\s+([A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4})\\s*$");

    private final String side;
    private final String email;
    private final ImapInbox inbox;
    private final SmtpOutbox outbox;
    private final Path pdfDir;
    private final List<Path> pdfs = new ArrayList<>();
    private final List<InboundMail> received = new ArrayList<>();
    private String key;
    private int sent;

    public SimulatedPlayer(String side, String email, MailConfig account, Path pdfDir) {
        this.side = side;
        this.email = email;
        this.inbox = new ImapInbox(account);
        this.outbox = new SmtpOutbox(account);
        this.pdfDir = pdfDir;
    }

    public String side() {
        return side;
    }

    public String email() {
        return email;
    }

    /** Reads new mail from Herald: keeps the key and every PDF; returns the mails' subjects. */
    public List<InboundMail> readMail() {
        List<InboundMail> mails = inbox.fetch();
        for (InboundMail mail : mails) {
            Matcher m = KEY.matcher(mail.text());
            if (key == null && m.find()) {
                key = m.group(1);
            }
            savePdfs(mail.raw());
            received.add(mail);
            inbox.markProcessed(mail);
        }
        return mails;
    }

    /** Forgets the order key: the next welcome's is taken (a campaign's next battle is a new game, with new keys). */
    public void forgetKey() {
        key = null;
    }

    public boolean hasKey() {
        return key != null;
    }

    /** Mails a set of orders for {@code gameId}, as a player would type them. */
    public void mailOrders(String gameId, int turn, String orders) {
        sent++;
        String body = "KEY " + key + "\n\n" + orders + "\n-- \n" + side + " commander, sent from the field\n";
        outbox.send(OutgoingMail.byPerson("herald@herald.demo", "[" + gameId + "] orders for turn " + turn, body,
                "<" + side + "-" + sent + "." + gameId + "@players.demo>"));
    }

    /** Every mail read so far, oldest first. */
    public List<InboundMail> received() {
        return List.copyOf(received);
    }

    public List<Path> pdfs() {
        return List.copyOf(pdfs);
    }

    private void savePdfs(byte[] raw) {
        try {
            MimeMessage message = new MimeMessage(Session.getInstance(new Properties()), new ByteArrayInputStream(raw));
            collect(message);
        } catch (jakarta.mail.MessagingException | IOException e) {
            throw new IllegalStateException(side + " cannot read a mail from Herald: " + e.getMessage(), e);
        }
    }

    private void collect(Part part) throws jakarta.mail.MessagingException, IOException {
        if (part.isMimeType("multipart/*")) {
            Multipart mp = (Multipart) part.getContent();
            for (int i = 0; i < mp.getCount(); i++) {
                BodyPart child = mp.getBodyPart(i);
                collect(child);
            }
        } else if (part.getFileName() != null && part.getFileName().endsWith(".pdf")) {
            Files.createDirectories(pdfDir);
            Path file = pdfDir.resolve(part.getFileName());
            try (var in = part.getInputStream()) {
                Files.write(file, in.readAllBytes());
            }
            pdfs.add(file);
        }
    }

    @Override
    public void close() {
        inbox.close();
        outbox.close();
    }
}
