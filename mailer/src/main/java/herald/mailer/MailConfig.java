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
 * @param trust           the certificates trusted besides Java's authorities, for IMAP and SMTP alike
 */
public record MailConfig(String imapHost, int imapPort, boolean imapTls, String imapUser, String imapPassword,
                         String imapFolder, String smtpHost, int smtpPort, String smtpSecurity, String smtpUser,
                         String smtpPassword, String address, String processedFolder, MailTrust trust) {

    private static final List<String> SECURITY = List.of("none", "starttls", "tls");

    public MailConfig(String imapHost, int imapPort, boolean imapTls, String imapUser, String imapPassword,
            String imapFolder, String smtpHost, int smtpPort, String smtpSecurity, String smtpUser,
            String smtpPassword, String address, String processedFolder) {
        this(imapHost, imapPort, imapTls, imapUser, imapPassword, imapFolder, smtpHost, smtpPort, smtpSecurity,
                smtpUser, smtpPassword, address, processedFolder, MailTrust.DEFAULT);
    }

    public MailConfig {
        Objects.requireNonNull(address, "address");
        trust = trust == null ? MailTrust.DEFAULT : trust;
        if (smtpSecurity == null || !SECURITY.contains(smtpSecurity)) {
            throw new IllegalArgumentException("smtpSecurity must be one of " + SECURITY + ", not " + smtpSecurity);
        }
        if (imapFolder != null && imapFolder.equals(processedFolder)) {
            // every fetched mail would be moved into the folder it is fetched from, for ever
            throw new IllegalArgumentException("processedFolder must differ from imapFolder (" + imapFolder + ")");
        }
    }

    public String imapServer() {
        return imapHost + ":" + imapPort;
    }

    public String smtpServer() {
        return smtpHost + ":" + smtpPort;
    }

    @Override
    public String toString() {
        return "MailConfig[imap=" + imapServer() + (imapTls ? " tls" : "") + " user=" + imapUser
                + " folder=" + imapFolder + " processed=" + processedFolder + ", smtp=" + smtpServer()
                + " " + smtpSecurity + " user=" + smtpUser + ", address=" + address + "]";
    }
}
