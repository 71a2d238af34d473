package herald.mailer;

import jakarta.mail.MessagingException;
import jakarta.mail.Session;
import jakarta.mail.internet.MimeMessage;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Objects;
import java.util.Properties;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * Writes each mail as {@code NNNN-recipient.eml}, for offline play, numbering on from the highest
 * number already in the folder. A file appears complete or not at all: it is written under a
 * dot-name and renamed, so a {@link FolderInbox} reading the same folder never sees half a mail.
 */
public final class FolderOutbox implements Outbox {

    /** The From of mail written without a configured address. */
    public static final String DEFAULT_FROM = "Herald <herald@herald.invalid>";

    private static final Pattern NUMBERED = Pattern.compile("^(\\d+)-.*\\.eml$");

    private final Path dir;
    private final String from;
    private final Session session;
    private int next;

    public FolderOutbox(Path dir) {
        this(dir, DEFAULT_FROM);
    }

    public FolderOutbox(Path dir, String fromAddress) {
        this.dir = Objects.requireNonNull(dir, "dir");
        this.from = Objects.requireNonNull(fromAddress, "fromAddress");
        Properties properties = new Properties();
        properties.put("mail.from", Sessions.bareAddress(fromAddress));
        this.session = Session.getInstance(properties);
        try {
            Files.createDirectories(dir);
        } catch (IOException e) {
            throw new MailException("cannot create mail folder " + dir + ": " + Sessions.rootMessage(e), e);
        }
        this.next = highestNumber() + 1;
    }

    @Override
    public synchronized void send(OutgoingMail mail) {
        MimeMessage message = Outbound.build(session, from, mail);
        String recipient = Sessions.bareAddress(mail.to()).toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9@._+-]", "_");
        Path temp = null;
        try {
            temp = Files.createTempFile(dir, ".outgoing-", ".tmp");
            try (OutputStream out = Files.newOutputStream(temp)) {
                message.writeTo(out);
            }
            while (true) {
                Path target = dir.resolve(String.format("%04d-%s.eml", next++, recipient));
                try {
                    Files.move(temp, target);  // without REPLACE_EXISTING: fails if the name is taken
                    temp = null;
                    return;
                } catch (FileAlreadyExistsException e) {
                    // another writer took this number: take the next
                }
            }
        } catch (IOException | MessagingException e) {
            throw new MailException("cannot write mail to " + mail.to() + " into " + dir + ": "
                    + Sessions.rootMessage(e), e);
        } finally {
            deleteQuietly(temp);
        }
    }

    private static void deleteQuietly(Path temp) {
        if (temp != null) {
            try {
                Files.deleteIfExists(temp);
            } catch (IOException e) {
                // a stray dot-file is skipped by FolderInbox and harmless
            }
        }
    }

    private int highestNumber() {
        try (Stream<Path> listing = Files.list(dir)) {
            return listing.map(p -> NUMBERED.matcher(p.getFileName().toString()))
                    .filter(Matcher::matches)
                    .mapToInt(m -> Integer.parseInt(m.group(1)))
                    .max().orElse(0);
        } catch (IOException | NumberFormatException e) {
            throw new MailException("cannot list mail folder " + dir + ": " + Sessions.rootMessage(e), e);
        }
    }

    @Override
    public void close() {
        // nothing is held open
    }
}
