package herald.app;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A small SMTP server on loopback that answers RCPT TO (and the end of DATA) as a test scripts it per
 * recipient: "451 4.7.1 greylisted" once, then "250 OK"; "550 5.1.1 no such user" always. GreenMail
 * takes every recipient, so refusals need this. What it accepts is kept, raw, in {@link #delivered()}.
 */
final class ScriptedSmtp implements AutoCloseable {
    record Delivery(String recipient, String data) {
        String messageId() {
            for (String line : data.split("\r\n")) {
                if (line.regionMatches(true, 0, "Message-ID:", 0, 11)) {
                    return line.substring(11).strip();
                }
            }
            return null;
        }
    }

    private final ServerSocket listener;
    private final Map<String, Deque<String>> rcptReplies = new ConcurrentHashMap<>();
    private final Map<String, Deque<String>> dataReplies = new ConcurrentHashMap<>();
    private final List<Delivery> delivered = new CopyOnWriteArrayList<>();
    private final AtomicInteger rcptAttempts = new AtomicInteger();
    private volatile String mailFromReply = "250 2.0.0 OK";
    private volatile String authReply;

    ScriptedSmtp() throws IOException {
        listener = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
        Thread t = new Thread(this::accept, "scripted-smtp");
        t.setDaemon(true);
        t.start();
    }

    int port() {
        return listener.getLocalPort();
    }

    /** The replies to RCPT TO for {@code recipient}, in turn; the last one repeats. Unscripted: 250. */
    ScriptedSmtp onRcpt(String recipient, String... replies) {
        rcptReplies.put(recipient.toLowerCase(), new ArrayDeque<>(List.of(replies)));
        return this;
    }

    /** The replies to the end of DATA for a mail to {@code recipient}, in turn; the last one repeats. */
    ScriptedSmtp onData(String recipient, String... replies) {
        dataReplies.put(recipient.toLowerCase(), new ArrayDeque<>(List.of(replies)));
        return this;
    }

    /** The reply to every MAIL FROM, e.g. "530 5.7.0 Must issue a STARTTLS command first". */
    ScriptedSmtp onMailFrom(String reply) {
        mailFromReply = reply;
        return this;
    }

    /** Offers AUTH PLAIN and answers every login with {@code reply} ("235 2.7.0 OK", "535 5.7.8 ... failed"). */
    ScriptedSmtp onAuth(String reply) {
        authReply = reply;
        return this;
    }

    List<Delivery> delivered() {
        return List.copyOf(delivered);
    }

    /** How many RCPT TO commands it has been sent: one per attempt to send a one-recipient mail. */
    int rcptAttempts() {
        return rcptAttempts.get();
    }

    private static String next(Map<String, Deque<String>> script, String recipient) {
        Deque<String> replies = script.get(recipient);
        if (replies == null || replies.isEmpty()) {
            return "250 2.0.0 OK";
        }
        return replies.size() > 1 ? replies.poll() : replies.peek();
    }

    private void accept() {
        while (!listener.isClosed()) {
            try {
                Socket s = listener.accept();
                Thread t = new Thread(() -> serve(s), "scripted-smtp-session");
                t.setDaemon(true);
                t.start();
            } catch (IOException e) {
                return;
            }
        }
    }

    private void serve(Socket socket) {
        try (socket; BufferedReader in = new BufferedReader(new InputStreamReader(socket.getInputStream(),
                StandardCharsets.ISO_8859_1)); OutputStream out = socket.getOutputStream()) {
            reply(out, "220 scripted.test ESMTP");
            String recipient = null;
            for (String line = in.readLine(); line != null; line = in.readLine()) {
                String verb = line.length() < 4 ? line.toUpperCase() : line.substring(0, 4).toUpperCase();
                switch (verb) {
                    case "EHLO" -> reply(out, "250-scripted.test\r\n" + (authReply == null ? "" : "250-AUTH PLAIN\r\n")
                            + "250 8BITMIME");
                    case "HELO", "NOOP" -> reply(out, "250 2.0.0 OK");
                    case "MAIL" -> reply(out, mailFromReply);
                    case "AUTH" -> reply(out, authReply == null ? "502 5.5.2 not implemented" : authReply);
                    case "RSET" -> {
                        recipient = null;
                        reply(out, "250 2.0.0 OK");
                    }
                    case "RCPT" -> {
                        rcptAttempts.incrementAndGet();
                        String to = line.substring(line.indexOf('<') + 1, line.lastIndexOf('>')).toLowerCase();
                        String answer = next(rcptReplies, to);
                        recipient = answer.startsWith("2") ? to : null;
                        reply(out, answer);
                    }
                    case "DATA" -> {
                        reply(out, "354 go ahead");
                        StringBuilder data = new StringBuilder();
                        for (String d = in.readLine(); d != null && !d.equals("."); d = in.readLine()) {
                            data.append(d.startsWith("..") ? d.substring(1) : d).append("\r\n");
                        }
                        String answer = next(dataReplies, recipient == null ? "" : recipient);
                        if (answer.startsWith("2")) {
                            delivered.add(new Delivery(recipient, data.toString()));
                        }
                        reply(out, answer);
                    }
                    case "QUIT" -> {
                        reply(out, "221 bye");
                        return;
                    }
                    default -> reply(out, "502 5.5.2 not implemented");
                }
            }
        } catch (IOException e) {
            // the client went away
        }
    }

    private static void reply(OutputStream out, String text) throws IOException {
        out.write((text + "\r\n").getBytes(StandardCharsets.ISO_8859_1));
        out.flush();
    }

    @Override
    public void close() throws IOException {
        listener.close();
    }
}
