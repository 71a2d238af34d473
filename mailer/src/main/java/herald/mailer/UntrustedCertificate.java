package herald.mailer;

import java.security.cert.CertificateException;
import java.security.cert.X509Certificate;

/** The server's certificate is not one Herald trusts; carries what a club needs to fix that. */
final class UntrustedCertificate extends CertificateException {
    private static final long serialVersionUID = 1L;

    private final String subject;
    private final String why;

    UntrustedCertificate(X509Certificate leaf, Throwable cause) {
        // the cause is kept out of the chain: Java's TLS reports the innermost cause, losing this one
        super("certificate not trusted: " + leaf.getSubjectX500Principal().getName());
        this.subject = leaf.getSubjectX500Principal().getName();
        this.why = why(leaf, cause);
    }

    private static String why(X509Certificate leaf, Throwable cause) {
        String message = cause == null || cause.getMessage() == null ? "" : cause.getMessage();
        if (message.contains("subject alternative") || message.contains("No name matching")) {
            return "which is not made out to that host name";
        }
        if (leaf.getSubjectX500Principal().equals(leaf.getIssuerX500Principal())) {
            return "which is self-signed (no authority Herald trusts vouches for it)";
        }
        if (message.contains("expired") || message.contains("NotAfter")) {
            return "which has expired";
        }
        return "which was signed by " + leaf.getIssuerX500Principal().getName() + ", an authority Herald does not trust";
    }

    /** The one line for the log or the shell. */
    String line(String server) {
        return "certificate not trusted: " + server + " presented " + subject + ", " + why
                + "; set `mail.trust-certificate=FILE` (that certificate as PEM, e.g. saved from"
                + " `openssl s_client -connect " + server + " -showcerts`) or `mail.trust-store=FILE`"
                + " (a PKCS12/JKS trust store) in the configuration";
    }
}
