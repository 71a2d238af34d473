package herald.bench;

import herald.journal.Journal;
import herald.journal.NewEvent;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * What the head file (journal.head, issue 13) costs a commit, measured so that a machine shared with
 * other work cannot hide it: blocks of one-event commits to a journal that keeps the file and to one
 * that does not, taken in turn, so both see the same load; the medians and minima of the blocks are
 * printed. {@code java -cp "bench/target/bench.jar:bench/target/lib/*" herald.bench.HeadFileCost [BLOCKS]}
 */
public final class HeadFileCost {
    private static final int BLOCK = 200;

    private HeadFileCost() {}

    public static void main(String[] args) throws Exception {
        int blocks = args.length > 0 ? Integer.parseInt(args[0]) : 40;
        Path kept = Files.createTempDirectory("herald-head");
        Path bare = Files.createTempDirectory("herald-nohead");
        List<Double> with = new ArrayList<>();
        List<Double> without = new ArrayList<>();
        List<NewEvent> event = List.of(new NewEvent("UnitMoved", 1, "{\"unit\":\"A1\",\"to\":\"C3\",\"steps\":[\"N\",\"NE\"]}"));
        try (Journal head = Journal.openH2(kept);
                Journal none = Journal.open("jdbc:h2:file:" + bare.resolve("journal"), "sa", "")) {
            long[] v = {0, 0};
            for (int b = 0; b < blocks + 2; b++) {
                long t0 = System.nanoTime();
                for (int i = 0; i < BLOCK; i++) {
                    long expected = v[0];
                    v[0] = head.transact(tx -> tx.append("LW-BENCH", expected, event));
                }
                long t1 = System.nanoTime();
                for (int i = 0; i < BLOCK; i++) {
                    long expected = v[1];
                    v[1] = none.transact(tx -> tx.append("LW-BENCH", expected, event));
                }
                long t2 = System.nanoTime();
                if (b >= 2) { // the first two blocks warm up
                    with.add((t1 - t0) / 1e3 / BLOCK);
                    without.add((t2 - t1) / 1e3 / BLOCK);
                }
            }
        } finally {
            LongBattle.deleteTree(kept);
            LongBattle.deleteTree(bare);
        }
        System.out.printf("one-event commit, %d blocks of %d in turn: with the head file median %.0f us (min %.0f),"
                + " without median %.0f us (min %.0f)%n", blocks, BLOCK, median(with), Collections.min(with),
                median(without), Collections.min(without));
    }

    private static double median(List<Double> values) {
        List<Double> sorted = new ArrayList<>(values);
        Collections.sort(sorted);
        return sorted.get(sorted.size() / 2);
    }
}
