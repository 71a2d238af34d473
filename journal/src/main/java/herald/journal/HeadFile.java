package herald.journal;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.MappedByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.Optional;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;

/**
 * The journal's head kept beside it, in the data folder, as {@code journal.head}. Written only after a
 * commit has returned, so that it is never ahead of the journal: at worst behind it, which is no fault.
 * It is one page of two slots ({@link HeadPage}), mapped into memory and written in place: a commit copies
 * the head into the slot holding the older copy, which asks nothing of the kernel, where a {@code pwrite}
 * and its file-system bookkeeping cost a PostgreSQL commit a fifth of its time (bench/README.md). A file
 * of any other size (one written by an older Herald, or a head too long for a slot) is replaced whole, a
 * temporary file moved over it, as every write once was: that move made the disk write the file at once
 * and cost a commit 2 to 3 ms. The page is forced to the disk a second after it was written, by a thread
 * of its own, and when the journal closes (see the journal's README).
 */
public final class HeadFile {
    public static final String NAME = "journal.head";
    /** The size of the file written in place. */
    static final int PAGE = HeadPage.PAGE;
    /**
     * One daemon thread forces every head file of the process to the disk, a second after it was written:
     * an fdatasync waits for the disk, tens of milliseconds on a busy one, and no commit should wait for it.
     */
    private static final ScheduledExecutorService FORCER = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread t = new Thread(r, "herald-head-file");
        t.setDaemon(true);
        return t;
    });
    private static final int READ_ATTEMPTS = 5;
    private static final DateTimeFormatter STAMP = DateTimeFormatter.ofPattern("yyyyMMdd'T'HHmmss'Z'")
            .withZone(ZoneOffset.UTC);

    private final Path file;
    /** The page of the file at {@link #file} while it is a page this process has mapped; else null. Guarded by this. */
    private MappedByteBuffer page;
    private FileChannel channel;
    private Object pageKey;
    private ScheduledFuture<?> forcing;
    private boolean unforced;

    public HeadFile(Path dataDir) {
        this.file = dataDir.toAbsolutePath().normalize().resolve(NAME);
    }

    public Path path() {
        return file;
    }

    /** The head the file holds; empty when there is no file yet. */
    public Optional<JournalHead> read() {
        if (!Files.exists(file)) {
            return Optional.empty();
        }
        String problem = HeadPage.checkProblem();
        for (int attempt = 1; attempt <= READ_ATTEMPTS; attempt++) {
            byte[] bytes;
            try {
                bytes = Files.readAllBytes(file);
            } catch (IOException e) {
                throw new JournalException("cannot read the journal's head file " + file + ": " + e.getMessage(), e);
            }
            HeadPage.Said said = HeadPage.read(bytes);
            if (said instanceof HeadPage.Said.Head h) {
                return Optional.of(h.head());
            }
            if (said instanceof HeadPage.Said.NotAHead n) {
                problem = n.problem();
                break;
            }
            pause(); // perhaps an older Herald's write under way in another process: it takes microseconds
        }
        throw new JournalException(file + " is not a journal head file (" + problem + "); restore it from the"
                + " backup taken with the journal, or delete it to trust the journal as it is");
    }

    /** Replaces what the file says with {@code head}: in the older slot of the page, else the file whole. */
    synchronized void write(JournalHead head) {
        try {
            if (samePage() || openPage()) {
                long first = HeadPage.serialAt(page, 0);
                long second = HeadPage.serialAt(page, HeadPage.SLOT);
                byte[] slot = HeadPage.slot(head, Math.max(first, second) + 1);
                if (slot != null) {
                    page.put(first <= second ? 0 : HeadPage.SLOT, slot, 0, slot.length);
                    unforced = true;
                    return;
                }
            }
            closePage();
            byte[] fresh = HeadPage.fresh(head);
            whole(fresh != null ? fresh : HeadPage.single(head));
        } catch (IOException | UncheckedIOException e) {
            closePage();
            // The commit stands; a head left behind the journal is no fault, only a weaker proof.
            System.err.println("herald: could not update " + file + ": " + e.getMessage());
        }
    }

    /** Whether the page mapped here is still the file at {@link #file}: not moved aside, replaced or deleted since. */
    private boolean samePage() throws IOException {
        if (page == null) {
            return false;
        }
        BasicFileAttributes now = attributes();
        return now != null && pageKey.equals(now.fileKey());
    }

    /** Maps the file at {@link #file} to write it in place, if it is a page (any process's); false when not. */
    private boolean openPage() throws IOException {
        closePage();
        BasicFileAttributes now = attributes();
        if (now == null || now.size() != PAGE || now.fileKey() == null) {
            return false;
        }
        channel = FileChannel.open(file, StandardOpenOption.READ, StandardOpenOption.WRITE);
        page = channel.map(FileChannel.MapMode.READ_WRITE, 0, PAGE);
        pageKey = now.fileKey(); // if another file took its place meanwhile, the next write sees it
        forcing = FORCER.scheduleWithFixedDelay(this::forceWritten, 1, 1, TimeUnit.SECONDS);
        return true;
    }

    /** On the forcing thread: what was written in place since the last time goes to the disk. */
    private void forceWritten() {
        MappedByteBuffer written;
        synchronized (this) {
            if (page == null || !unforced) {
                return;
            }
            written = page;
            unforced = false;
        }
        try {
            written.force();
        } catch (UncheckedIOException e) {
            synchronized (this) {
                unforced |= page == written; // let go meanwhile (close forces it), or a fault: try again
            }
        }
    }

    private BasicFileAttributes attributes() throws IOException {
        try {
            return Files.readAttributes(file, BasicFileAttributes.class);
        } catch (NoSuchFileException e) {
            return null; // deleted: written whole again
        }
    }

    private void whole(byte[] bytes) throws IOException {
        Path temp = null;
        try {
            temp = Files.createTempFile(file.getParent(), NAME + ".", ".tmp");
            Files.write(temp, bytes);
            try {
                Files.move(temp, file, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(temp, file, StandardCopyOption.REPLACE_EXISTING);
            }
        } catch (IOException e) {
            deleteQuietly(temp);
            throw e;
        }
    }

    /** Forces what was written in place to the disk and lets the file go: when the journal closes. */
    synchronized void close() {
        try {
            if (page != null) {
                page.force();
            }
        } catch (UncheckedIOException e) {
            System.err.println("herald: could not write " + file + " to the disk: " + e.getMessage());
        } finally {
            closePage();
        }
    }

    private void closePage() {
        if (forcing != null) {
            forcing.cancel(false);
            forcing = null;
        }
        if (channel != null) {
            try {
                channel.close(); // the mapping itself goes with the buffer; nothing writes to it again
            } catch (IOException e) {
                // nothing was lost: every write reached the file before
            }
        }
        channel = null;
        page = null;
        pageKey = null;
    }

    private static void pause() {
        try {
            Thread.sleep(1);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** Moves the file aside as {@code journal.head.replaced-STAMP}, keeping the old proof; returns where to. */
    synchronized Path setAside(Instant now) {
        close(); // what this process writes next goes to a new file, never into the proof set aside
        Path aside = file.resolveSibling(NAME + ".replaced-" + STAMP.format(now));
        try {
            Files.move(file, aside, StandardCopyOption.REPLACE_EXISTING);
            return aside;
        } catch (IOException e) {
            throw new JournalException("cannot move " + file + " aside: " + e.getMessage(), e);
        }
    }

    private static void deleteQuietly(Path p) {
        if (p != null) {
            try {
                Files.deleteIfExists(p);
            } catch (IOException e) {
                // a stray temporary file beside the journal: harmless
            }
        }
    }
}
