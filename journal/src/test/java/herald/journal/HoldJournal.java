package herald.journal;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;

/**
 * Run in a second JVM by {@link OpenTest}: opens the journal, commits {@code count} events, says
 * "ready" and holds the journal open until killed, as a running herald process would. Each line it
 * reads makes it commit {@code count} more events and say "committed".
 */
public final class HoldJournal {
    private HoldJournal() {
    }

    public static void main(String[] args) throws Exception {
        Journal journal = Journal.openH2(Path.of(args[0]));
        int count = Integer.parseInt(args[1]);
        commit(journal, count);
        System.out.println("ready");
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        while (in.readLine() != null) {
            commit(journal, count);
            System.out.println("committed");
        }
        Thread.sleep(Long.MAX_VALUE);
    }

    private static void commit(Journal journal, int count) {
        for (int i = 0; i < count; i++) {
            long expected = journal.version("LW-HOLD");
            journal.transact(tx -> tx.append("LW-HOLD", expected, List.of(new NewEvent("Tick", 1, "{\"n\":" + expected + "}"))));
        }
    }
}
