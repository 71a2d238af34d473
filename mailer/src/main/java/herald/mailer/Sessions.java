package herald.mailer;

import jakarta.mail.AuthenticationFailedException;
import jakarta.mail.MessagingException;
import jakarta.mail.Session;
import jakarta.mail.internet.AddressException;
import jakarta.mail.internet.InternetAddress;
import java.net.UnknownHostException;
import java.util.Properties;

/** Jakarta Mail sessions and the one-line error messages Herald shows for their failures. */
final class Sessions {

    static final String TIMEOUT_MS = "20000";

    private Sessions() {}

    /** Properties for reading mail we did not write: be lenient, players' mailers are not. */
    static Properties lenient() {
        Properties p = new Properties();
        p.put("mail.mime.address.strict", "false");
        p.put("mail.mime.decodetext.strict", "false");
        p.put("mail.mime.parameters.strict", "false");
        p.put("mail.mime.base64.ignoreerrors", "true");
        p.put("mail.mime.allowutf8", "true");          // raw UTF-8 in headers, as many mailers now send
        p.put("mail.mime.multipart.ignoremissingendboundary", "true");
        return p;
    }

    static Session parsing() {
        return Session.getInstance(lenient());
    }

    static Session imap(MailConfig c) {
        Properties p = lenient();
        p.put("mail.store.protocol", "imap");
        p.put("mail.imap.host", c.imapHost());
        p.put("mail.imap.port", Integer.toString(c.imapPort()));
        p.put("mail.imap.connectiontimeout", TIMEOUT_MS);
        p.put("mail.imap.timeout", TIMEOUT_MS);
        p.put("mail.imap.peek", "true");  // unhandled mail stays unread for a human looking at the box
        if (c.imapTls()) {
            p.put("mail.imap.ssl.enable", "true");
            trusting(p, "mail.imap", c);
        } else {
            p.put("mail.imap.socketFactory", NoDelaySockets.INSTANCE);
        }
        return Session.getInstance(p);
    }

    static Session smtp(MailConfig c) {
        Properties p = new Properties();
        p.put("mail.transport.protocol", "smtp");
        p.put("mail.smtp.host", c.smtpHost());
        p.put("mail.smtp.port", Integer.toString(c.smtpPort()));
        p.put("mail.smtp.connectiontimeout", TIMEOUT_MS);
        p.put("mail.smtp.timeout", TIMEOUT_MS);
        p.put("mail.smtp.writetimeout", TIMEOUT_MS);
        p.put("mail.smtp.auth", Boolean.toString(present(c.smtpUser())));
        switch (c.smtpSecurity()) {
            case "starttls" -> {
                p.put("mail.smtp.starttls.enable", "true");
                p.put("mail.smtp.starttls.required", "true");  // never send a password in clear by accident
                trusting(p, "mail.smtp", c);
            }
            case "tls" -> {
                p.put("mail.smtp.ssl.enable", "true");
                trusting(p, "mail.smtp", c);
            }
            default -> { }
        }
        if (!c.smtpSecurity().equals("tls")) {
            p.put("mail.smtp.socketFactory", NoDelaySockets.INSTANCE);  // STARTTLS upgrades this same socket
        }
        String bare = bareAddress(c.address());
        p.put("mail.smtp.from", bare);
        p.put("mail.from", bare);  // generated Message-IDs use it instead of a host name lookup
        return Session.getInstance(p);
    }

    /**
     * TLS through {@link TrustingSockets}: Java's authorities plus the club's own certificates, the host
     * name checked in the handshake itself (so Jakarta Mail's own later check is off, not lost), and a
     * refused certificate named in the error.
     */
    private static void trusting(Properties p, String prefix, MailConfig c) {
        p.put(prefix + ".ssl.socketFactory", TrustingSockets.of(c.trust()));
        p.put(prefix + ".ssl.checkserveridentity", "false");
        p.put(prefix + ".socketFactory.fallback", "false");  // else a refused certificate is tried again with Java's own trust
    }

    static boolean present(String s) {
        return s != null && !s.isEmpty();
    }

    static String bareAddress(String address) {
        try {
            return new InternetAddress(address, true).getAddress();
        } catch (AddressException e) {
            throw new IllegalArgumentException("not a mail address: " + address, e);
        }
    }

    /** "cannot reach IMAP server host:993: Connection refused", and the like. */
    static MailException failure(String doing, String protocol, String server, Exception e) {
        String reason = rootMessage(e);
        UntrustedCertificate untrusted = untrusted(e);
        if (untrusted != null) {
            return MailException.setup(untrusted.line(server), e);
        }
        String lower = reason.toLowerCase(java.util.Locale.ROOT);
        if (lower.contains("starttls is required")) {
            return MailException.setup(protocol + " server " + server + " does not offer STARTTLS (" + reason
                    + "); set smtp.security=tls if this is its TLS port (usually 465)", e);
        }
        if (lower.contains("unrecognized ssl message") || lower.contains("plaintext connection")) {
            return MailException.setup(protocol + " server " + server + " does not speak TLS at once on this port ("
                    + reason + "); " + (protocol.equals("IMAP") ? "set imap.tls=false, or the IMAPS port (usually 993)"
                    : "set smtp.security=starttls (port 587) or none, or the TLS port (usually 465)"), e);
        }
        if (protocol.equals("IMAP") && (lower.contains("plaintext") || lower.contains("starttls"))) {
            // Dovecot's "Plaintext authentication disallowed on non-secure (SSL/TLS) connections"
            return MailException.setup("IMAP server " + server + " will not take a login over a plain connection ("
                    + reason + "); set imap.tls=true and imap.port to its IMAPS port (usually 993)", e);
        }
        if (e instanceof AuthenticationFailedException) {
            return MailException.setup(protocol + " server " + server + " refused the login: " + reason
                    + "; check " + protocol.toLowerCase(java.util.Locale.ROOT) + ".user and "
                    + protocol.toLowerCase(java.util.Locale.ROOT) + ".password", e);
        }
        return new MailException(doing + " " + protocol + " server " + server + ": " + reason, e);
    }

    /** The certificate refusal somewhere among the causes, or null. */
    static UntrustedCertificate untrusted(Throwable e) {
        java.util.Set<Throwable> seen = java.util.Collections.newSetFromMap(new java.util.IdentityHashMap<>());
        for (Throwable t = e; t != null && seen.add(t); ) {
            if (t instanceof UntrustedCertificate u) {
                return u;
            }
            t = t instanceof MessagingException m && m.getNextException() != null ? m.getNextException() : t.getCause();
        }
        return null;
    }

    static String rootMessage(Throwable e) {
        Throwable root = e;
        while (true) {
            Throwable next = root instanceof MessagingException m && m.getNextException() != null
                    ? m.getNextException() : root.getCause();
            if (next == null || next == root) {
                break;
            }
            root = next;
        }
        String message = root.getMessage();
        if (root instanceof UnknownHostException) {
            return "unknown host " + message;
        }
        if (message == null || message.isBlank()) {
            return root.getClass().getSimpleName();
        }
        return message.strip().replaceAll("\\s+", " ");
    }
}
