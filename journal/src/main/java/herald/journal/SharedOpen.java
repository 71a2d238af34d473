package herald.journal;

import java.nio.file.Path;
import java.sql.SQLException;
import java.util.function.Supplier;

/**
 * How an H2 journal folder is opened so that read commands work while `herald run` runs. A writer
 * (which holds the {@link WriterLock}) opens with AUTO_SERVER: H2 then serves the file to any other
 * process through a local server of its own, durability settings unchanged, and a read command joins
 * it. A read command with no writer about opens the file alone, as before, to keep no server going
 * for a moment's look; a writer that starts meanwhile waits for it to end, as a reader waits for one
 * reading alone. A reader never migrates the schema of a journal a writer has open.
 */
final class SharedOpen {
    interface Opener {
        Journal open(String url, boolean migrate);
    }

    private static final int H2_DATABASE_ALREADY_OPEN = 90020;
    /** How long to wait for a read command that has the file alone; reads take seconds, not minutes. */
    private static final long PATIENCE_MS = 30_000;
    private static final long PAUSE_MS = 100;

    static {
        // AUTO_SERVER's server listens on every interface unless told otherwise (it is guarded only by a key
        // in journal.lock.db); only processes on this machine need it. Read once, when H2 first loads.
        if (System.getProperty("h2.bindAddress") == null) {
            System.setProperty("h2.bindAddress", "127.0.0.1");
        }
    }

    private SharedOpen() {}

    static Journal writer(Path dir, Opener opener) {
        String url = JdbcUrls.shared(JdbcUrls.h2File(dir));
        return patiently(() -> opener.open(url, true));
    }

    static Journal reader(Path dir, Opener opener) {
        String alone = JdbcUrls.h2File(dir);
        try {
            return opener.open(alone, true);
        } catch (JournalException e) {
            if (!isBusy(e)) {
                throw e;
            }
        }
        String shared = JdbcUrls.shared(alone);
        return patiently(() -> opener.open(shared, false));
    }

    private static Journal patiently(Supplier<Journal> open) {
        long deadline = System.nanoTime() + PATIENCE_MS * 1_000_000;
        while (true) {
            try {
                return open.get();
            } catch (JournalException e) {
                if (!isBusy(e) || System.nanoTime() > deadline) {
                    throw e;
                }
            }
            try {
                Thread.sleep(PAUSE_MS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new JournalException("interrupted while waiting for the journal", e);
            }
        }
    }

    private static boolean isBusy(JournalException e) {
        return e.getCause() instanceof SQLException s && s.getErrorCode() == H2_DATABASE_ALREADY_OPEN;
    }
}
