package herald.mailer;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.security.KeyStore;
import java.security.cert.Certificate;
import java.security.cert.CertificateException;
import java.security.cert.CertificateFactory;
import java.security.cert.X509Certificate;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * Certificates a club trusts besides the public authorities Java knows: its mail server's own
 * (self-signed) certificate as PEM, or a trust store (PKCS12 or JKS) holding it or the club's private
 * authority. Both apply to IMAP and SMTP alike.
 *
 * @param certificate   a PEM file with one or more certificates, or null
 * @param store         a PKCS12/JKS trust store, or null
 * @param storePassword the trust store's password; empty or null for none
 */
public record MailTrust(Path certificate, Path store, String storePassword) {
    /** Only the authorities Java trusts by default. */
    public static final MailTrust DEFAULT = new MailTrust(null, null, null);

    /**
     * The certificates named, read now. An unreadable file or one holding no certificate throws
     * {@link IllegalArgumentException} saying which file and what is wrong with it.
     */
    public List<X509Certificate> certificates() {
        List<X509Certificate> all = new ArrayList<>();
        if (certificate != null) {
            all.addAll(pem(certificate));
        }
        if (store != null) {
            all.addAll(store(store, storePassword));
        }
        return Collections.unmodifiableList(all);
    }

    public boolean isDefault() {
        return certificate == null && store == null;
    }

    private static List<X509Certificate> pem(Path file) {
        try (InputStream in = Files.newInputStream(file)) {
            List<X509Certificate> certs = new ArrayList<>();
            for (Certificate c : CertificateFactory.getInstance("X.509").generateCertificates(in)) {
                certs.add((X509Certificate) c);
            }
            if (certs.isEmpty()) {
                throw new IllegalArgumentException(file + " holds no certificate (a PEM file starts"
                        + " -----BEGIN CERTIFICATE-----)");
            }
            return certs;
        } catch (IOException e) {
            throw new IllegalArgumentException("cannot read " + file + ": " + Sessions.rootMessage(e), e);
        } catch (CertificateException e) {
            throw new IllegalArgumentException(file + " is not a PEM certificate: " + Sessions.rootMessage(e), e);
        }
    }

    private static List<X509Certificate> store(Path file, String password) {
        if (!Files.isRegularFile(file)) {
            throw new IllegalArgumentException("cannot read " + file + ": no such file");
        }
        try {
            KeyStore ks = KeyStore.getInstance(file.toFile(), password == null ? new char[0] : password.toCharArray());
            List<X509Certificate> certs = new ArrayList<>();
            for (String alias : Collections.list(ks.aliases())) {
                if (ks.getCertificate(alias) instanceof X509Certificate x) {
                    certs.add(x);
                }
            }
            if (certs.isEmpty()) {
                throw new IllegalArgumentException(file + " holds no certificate");
            }
            return certs;
        } catch (IOException | GeneralSecurityException e) {
            throw new IllegalArgumentException(file + " is not a trust store this password opens (PKCS12 or JKS): "
                    + Sessions.rootMessage(e), e);
        }
    }
}
