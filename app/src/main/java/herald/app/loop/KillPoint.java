package herald.app.loop;

import java.util.HashMap;
import java.util.Map;

/**
 * Where the crash tests stop `herald run` to kill it with SIGKILL. Started with
 * {@code -Dherald.kill-at=POINT:N}, the process prints {@code herald: kill point POINT #N} on the N-th
 * arrival at POINT and then waits, holding whatever it holds (an open transaction, a half-written
 * outbox state), for the test to kill it. Without the property every point is a no-op. The points:
 * <ul>
 * <li>{@code fetched}: mail fetched, none ingested yet;</li>
 * <li>{@code ingest-commit}: inside the transaction that journals one incoming mail, before it commits;</li>
 * <li>{@code ingested}: one mail journalled, not yet moved out of the inbox;</li>
 * <li>{@code render}: a turn-result PDF is being drawn (before the resolution is committed);</li>
 * <li>{@code resolve-commit}: inside the transaction that records a resolved window, before it commits;</li>
 * <li>{@code send}: a mail is marked "sending", the SMTP exchange not begun;</li>
 * <li>{@code sent}: the SMTP server accepted a mail, Herald has not recorded it as sent.</li>
 * </ul>
 */
public final class KillPoint {
    static final String PROPERTY = "herald.kill-at";
    private static final String SPEC = System.getProperty(PROPERTY, "");
    private static final Map<String, Integer> ARRIVALS = new HashMap<>();

    private KillPoint() {}

    static boolean armed() {
        return !SPEC.isEmpty();
    }

    /** Counts an arrival at {@code point}; on the arrival the property names, announces it and never returns. */
    public static void reached(String point) {
        if (SPEC.isEmpty()) {
            return;
        }
        int n;
        synchronized (ARRIVALS) {
            n = ARRIVALS.merge(point, 1, Integer::sum);
        }
        if (!SPEC.equals(point + ":" + n)) {
            return;
        }
        System.out.println("herald: kill point " + point + " #" + n);
        System.out.flush();
        while (true) {  // the test kills us here; nothing after this point may run
            try {
                Thread.sleep(60_000);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                Runtime.getRuntime().halt(137);
            }
        }
    }
}
