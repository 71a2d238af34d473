package herald.mailer;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;

/** A TCP relay to a local server that can cut every open connection, as a flaky network or an idle timeout does. */
final class DroppingProxy implements AutoCloseable {

    private final ServerSocket listener;
    private final int target;
    private final List<Socket> open = new CopyOnWriteArrayList<>();
    private final AtomicInteger accepted = new AtomicInteger();
    private final AtomicInteger cuts = new AtomicInteger();
    private volatile long cutAfter = Long.MAX_VALUE;

    DroppingProxy(int targetPort) throws IOException {
        this.target = targetPort;
        this.listener = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
        Thread acceptor = new Thread(this::accept, "proxy-accept");
        acceptor.setDaemon(true);
        acceptor.start();
    }

    /** How many connections clients have opened through the proxy so far. */
    int accepted() {
        return accepted.get();
    }

    int port() {
        return listener.getLocalPort();
    }

    /**
     * From now on each new connection is cut once the server has sent {@code bytes} through it, in the
     * middle of whatever it was sending: a link that fails under every large transfer.
     */
    void cutEachConnectionAfter(long bytes) {
        cutAfter = bytes;
    }

    /** How many connections were cut by {@link #cutEachConnectionAfter}. */
    int cuts() {
        return cuts.get();
    }

    /** Closes every connection now open; new ones are accepted as before. */
    void dropAll() {
        for (Socket socket : open) {
            closeQuietly(socket);
        }
        open.clear();
    }

    private void accept() {
        while (!listener.isClosed()) {
            try {
                Socket client = listener.accept();
                accepted.incrementAndGet();
                Socket server = new Socket(InetAddress.getLoopbackAddress(), target);
                open.add(client);
                open.add(server);
                pump(client, server, Long.MAX_VALUE);
                pump(server, client, cutAfter);
            } catch (IOException e) {
                return;  // listener closed
            }
        }
    }

    private void pump(Socket from, Socket to, long limit) {
        Thread thread = new Thread(() -> {
            try (InputStream in = from.getInputStream(); OutputStream out = to.getOutputStream()) {
                byte[] buffer = new byte[8192];
                long left = limit;
                for (int n = in.read(buffer); n >= 0; n = in.read(buffer)) {
                    if (n >= left) {
                        out.write(buffer, 0, (int) left);
                        out.flush();
                        cuts.incrementAndGet();
                        return;  // finally closes both sides mid-reply
                    }
                    out.write(buffer, 0, n);
                    out.flush();
                    left -= n;
                }
            } catch (IOException e) {
                // one side went away
            } finally {
                closeQuietly(from);
                closeQuietly(to);
            }
        }, "proxy-pump");
        thread.setDaemon(true);
        thread.start();
    }

    private static void closeQuietly(Socket socket) {
        try {
            socket.close();
        } catch (IOException e) {
            // already closed
        }
    }

    @Override
    public void close() throws IOException {
        listener.close();
        dropAll();
    }
}
