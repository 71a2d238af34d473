package herald.mailer;

import java.io.IOException;
import java.net.InetAddress;
import java.net.Socket;
import java.security.GeneralSecurityException;
import java.security.KeyStore;
import java.security.cert.CertificateException;
import java.security.cert.X509Certificate;
import java.util.List;
import javax.net.ssl.SSLContext;
import javax.net.ssl.SSLEngine;
import javax.net.ssl.SSLParameters;
import javax.net.ssl.SSLSocket;
import javax.net.ssl.SSLSocketFactory;
import javax.net.ssl.TrustManager;
import javax.net.ssl.TrustManagerFactory;
import javax.net.ssl.X509ExtendedTrustManager;
import javax.net.ssl.X509TrustManager;

/**
 * TLS sockets that trust Java's authorities plus a club's own ({@link MailTrust}), check the host
 * name during the handshake, and say which certificate was refused and why ({@link UntrustedCertificate})
 * instead of "unable to find valid certification path".
 * A certificate given exactly (the server's own self-signed one) is trusted as it stands, whatever name
 * it is made out to: naming that certificate is naming the server.
 */
final class TrustingSockets extends SSLSocketFactory {
    private final SSLSocketFactory delegate;

    private TrustingSockets(SSLSocketFactory delegate) {
        this.delegate = delegate;
    }

    static TrustingSockets of(MailTrust trust) {
        try {
            List<X509Certificate> own = trust.certificates();
            KeyStore anchors = KeyStore.getInstance(KeyStore.getDefaultType());
            anchors.load(null, null);
            int n = 0;
            for (X509Certificate c : javaDefaults().getAcceptedIssuers()) {
                anchors.setCertificateEntry("java-" + n++, c);
            }
            for (X509Certificate c : own) {
                anchors.setCertificateEntry("club-" + n++, c);
            }
            TrustManagerFactory tmf = TrustManagerFactory.getInstance(TrustManagerFactory.getDefaultAlgorithm());
            tmf.init(anchors);
            X509ExtendedTrustManager pkix = extended(tmf.getTrustManagers());
            SSLContext context = SSLContext.getInstance("TLS");
            context.init(null, new TrustManager[] {new Checking(pkix, own)}, null);
            return new TrustingSockets(context.getSocketFactory());
        } catch (GeneralSecurityException | IOException e) {
            throw new IllegalStateException("cannot set up TLS: " + e.getMessage(), e);
        }
    }

    private static X509TrustManager javaDefaults() throws GeneralSecurityException {
        TrustManagerFactory tmf = TrustManagerFactory.getInstance(TrustManagerFactory.getDefaultAlgorithm());
        tmf.init((KeyStore) null);
        return extended(tmf.getTrustManagers());
    }

    private static X509ExtendedTrustManager extended(TrustManager[] managers) {
        for (TrustManager m : managers) {
            if (m instanceof X509ExtendedTrustManager x) {
                return x;
            }
        }
        throw new IllegalStateException("this Java has no X.509 trust manager");
    }

    /** Accepts an exactly pinned certificate; otherwise PKIX with the host name, failing with the reason. */
    private static final class Checking extends X509ExtendedTrustManager {
        private final X509ExtendedTrustManager pkix;
        private final List<X509Certificate> pinned;

        Checking(X509ExtendedTrustManager pkix, List<X509Certificate> pinned) {
            this.pkix = pkix;
            this.pinned = pinned;
        }

        @Override
        public void checkServerTrusted(X509Certificate[] chain, String authType, Socket socket)
                throws CertificateException {
            if (chain.length > 0 && pinned.contains(chain[0])) {
                return;
            }
            try {
                pkix.checkServerTrusted(chain, authType, socket);
            } catch (CertificateException e) {
                throw chain.length == 0 ? e : new UntrustedCertificate(chain[0], e);
            }
        }

        @Override
        public void checkServerTrusted(X509Certificate[] chain, String authType, SSLEngine engine)
                throws CertificateException {
            if (chain.length > 0 && pinned.contains(chain[0])) {
                return;
            }
            try {
                pkix.checkServerTrusted(chain, authType, engine);
            } catch (CertificateException e) {
                throw chain.length == 0 ? e : new UntrustedCertificate(chain[0], e);
            }
        }

        @Override
        public void checkServerTrusted(X509Certificate[] chain, String authType) throws CertificateException {
            checkServerTrusted(chain, authType, (Socket) null);
        }

        @Override
        public void checkClientTrusted(X509Certificate[] chain, String authType, Socket socket)
                throws CertificateException {
            throw new CertificateException("Herald is a client only");
        }

        @Override
        public void checkClientTrusted(X509Certificate[] chain, String authType, SSLEngine engine)
                throws CertificateException {
            throw new CertificateException("Herald is a client only");
        }

        @Override
        public void checkClientTrusted(X509Certificate[] chain, String authType) throws CertificateException {
            throw new CertificateException("Herald is a client only");
        }

        @Override
        public X509Certificate[] getAcceptedIssuers() {
            return pkix.getAcceptedIssuers();
        }
    }

    /** Every socket checks the server's name in the handshake, as HTTPS does. */
    private static Socket named(Socket s) {
        if (s instanceof SSLSocket ssl) {
            SSLParameters p = ssl.getSSLParameters();
            p.setEndpointIdentificationAlgorithm("HTTPS");
            ssl.setSSLParameters(p);
        }
        return s;
    }

    @Override
    public String[] getDefaultCipherSuites() {
        return delegate.getDefaultCipherSuites();
    }

    @Override
    public String[] getSupportedCipherSuites() {
        return delegate.getSupportedCipherSuites();
    }

    @Override
    public Socket createSocket() throws IOException {
        return named(delegate.createSocket());
    }

    @Override
    public Socket createSocket(Socket s, String host, int port, boolean autoClose) throws IOException {
        return named(delegate.createSocket(s, host, port, autoClose));
    }

    @Override
    public Socket createSocket(String host, int port) throws IOException {
        return named(delegate.createSocket(host, port));
    }

    @Override
    public Socket createSocket(String host, int port, InetAddress localHost, int localPort) throws IOException {
        return named(delegate.createSocket(host, port, localHost, localPort));
    }

    @Override
    public Socket createSocket(InetAddress host, int port) throws IOException {
        return named(delegate.createSocket(host, port));
    }

    @Override
    public Socket createSocket(InetAddress address, int port, InetAddress localAddress, int localPort)
            throws IOException {
        return named(delegate.createSocket(address, port, localAddress, localPort));
    }
}
