package herald.journal;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.HashMap;
import java.util.Map;

/**
 * One process writes a journal folder at a time. H2's own file lock cannot say so once the journal is
 * opened with AUTO_SERVER (any process may then connect, so that read commands work beside `herald run`),
 * so writers hold an OS lock on {@code journal.writer.lock} for as long as their journal is open.
 * Within one JVM the lock is shared and counted: it is one process.
 */
final class WriterLock implements AutoCloseable {
    static final String FILE = "journal.writer.lock";
    private static final Map<Path, Held> HELD = new HashMap<>(); // guarded by itself

    private record Held(FileChannel channel, FileLock lock, int count) {}

    private final Path dir;
    private boolean released;

    private WriterLock(Path dir) {
        this.dir = dir;
    }

    /** Takes the folder's writer lock, or says that another process writes it. */
    static WriterLock acquire(Path dir) {
        synchronized (HELD) {
            Held held = HELD.get(dir);
            if (held == null) {
                FileChannel channel = null;
                try {
                    channel = FileChannel.open(dir.resolve(FILE), StandardOpenOption.CREATE, StandardOpenOption.WRITE);
                    FileLock lock = channel.tryLock();
                    if (lock == null) {
                        channel.close();
                        throw new JournalException("another herald process is writing to " + dir + " (`herald run`?);"
                                + " stop it first: one process writes a journal at a time (read commands such as"
                                + " `herald games` may run beside it)");
                    }
                    held = new Held(channel, lock, 0);
                } catch (IOException e) {
                    closeQuietly(channel);
                    throw new JournalException("cannot lock " + dir.resolve(FILE) + ": " + e.getMessage(), e);
                }
            }
            HELD.put(dir, new Held(held.channel(), held.lock(), held.count() + 1));
            return new WriterLock(dir);
        }
    }

    @Override
    public void close() {
        synchronized (HELD) {
            if (released) {
                return;
            }
            released = true;
            Held held = HELD.get(dir);
            if (held.count() > 1) {
                HELD.put(dir, new Held(held.channel(), held.lock(), held.count() - 1));
                return;
            }
            HELD.remove(dir);
            closeQuietly(held.channel());  // closing the channel releases the lock
        }
    }

    private static void closeQuietly(FileChannel channel) {
        if (channel != null) {
            try {
                channel.close();
            } catch (IOException e) {
                // the lock goes with the process anyway
            }
        }
    }
}
