package herald.mailer;

import java.util.List;
import java.util.Objects;

/**
 * Where Herald's mailbox is. Passwords and users may be null or empty for servers without login
 * (the embedded demo server); {@link #toString()} never shows a password, so a config can be logged.
 *
 * @param imapTls         implicit TLS (port 993 usually); false means a plain connection
 * @param imapFolder      the folder orders arrive in, usually {@code INBOX}
 * @param smtpSecurity    {@code none}, {@code starttls} (required, never silently skipped) or {@code tls}
 * @param address         Herald's own address, used as From; may carry a name: {@code Herald <herald@club.org>}
 * @param processedFolder where handled mail is moved, e.g. {@code Herald-Processed}; created if missing
 */
public record MailConfig(String imapHost, int imapPort, boolean imapTls, String imapUser, String imapPassword,
                         String imapFolder, String smtpHost, int smtpPort, String smtpSecurity, String smtpUser,
                         String smtpPassword, String address, String processedFolder) {

    private static final List<String> SECURITY = List.of("none", "starttls", "tls");

    public MailConfig {
        Objects.requireNonNull(address, "address");
        if (smtpSecurity == null || !SECURITY.contains(smtpSecurity)) {
            throw new IllegalArgumentException("smtpSecurity must be one of " + SECURITY + ", not " + smtpSecurity);
        }
        if (imapFolder != null && imapFolder.equals(processedFolder)) {
            // every fetched mail would be moved into the folder it is fetched from, for ever
            throw new IllegalArgumentException("processedFolder must differ from imapFolder (" + imapFolder + ")");
        }
    }

    String imapServer() {
        return imapHost + ":" + imapPort;
    }

    String smtpServer() {
        return smtpHost + ":" + smtpPort;
    }

    @Override
    public String toString() {
        return "MailConfig[imap=" + imapServer() + (imapTls ? " tls" : "") + " user=" + imapUser
                + " folder=" + imapFolder + " processed=" + processedFolder + ", smtp=" + smtpServer()
                + " " + smtpSecurity + " user=" + smtpUser + ", address=" + address + "]";
    }
}
