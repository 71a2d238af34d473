package herald.journal;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
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
import java.util.Arrays;
import java.util.Optional;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.zip.CRC32C;

/**
 * The journal's head kept beside it, in the data folder, as {@code journal.head}. Written only after a
 * commit has returned, so that it is never ahead of the journal: at worst behind it, which is no fault.
 * It is written in place, one page at offset 0 of a file of exactly that page (a single {@code pwrite},
 * which a kill cannot cut in two), and carries a checksum ({@code check=}) of what it says, so that a
 * reader that caught a write half done reads again, and a file damaged by a power cut is named rather
 * than believed. A file of any other size (one written by an older Herald, or a head too long for the
 * page) is replaced whole, a temporary file moved over it, as every write once was: that move made the
 * disk write the file at once and cost a commit 2 to 3 ms (bench/README.md). The page is forced to the
 * disk a second after it was written, by a thread of its own, and when the journal closes (see the
 * journal's README).
 */
public final class HeadFile {
    public static final String NAME = "journal.head";
    /** The size of the file written in place: one page of the page cache, so a write is never cut in two. */
    static final int PAGE = 4096;
    private static final String CHECK = "check=";
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
    /** Open on the file at {@link #file} while it is a page written by this process; else null. Guarded by this. */
    private FileChannel page;
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
        String problem = "it should hold position=, hash=, ... lines";
        for (int attempt = 1; attempt <= READ_ATTEMPTS; attempt++) {
            String text;
            try {
                text = Files.readString(file, StandardCharsets.UTF_8);
            } catch (IOException e) {
                throw new JournalException("cannot read the journal's head file " + file + ": " + e.getMessage(), e);
            }
            Optional<String> said = checked(text);
            if (said.isPresent()) {
                Optional<JournalHead> head = JournalHead.parse(said.get());
                if (head.isPresent()) {
                    return head;
                }
                break;
            }
            problem = "its " + CHECK + " line does not match the lines before it: damaged";
            pause(); // perhaps a write under way in another process: it takes microseconds
        }
        throw new JournalException(file + " is not a journal head file (" + problem + "); restore it from the"
                + " backup taken with the journal, or delete it to trust the journal as it is");
    }

    /** The text before the check line when it matches it; the whole text when it has none (an older Herald's). */
    private static Optional<String> checked(String text) {
        int line = text.indexOf("\n" + CHECK);
        if (line < 0) {
            return Optional.of(text);
        }
        String said = text.substring(0, line + 1);
        int end = text.indexOf('\n', line + 1);
        String check = text.substring(line + 1 + CHECK.length(), end < 0 ? text.length() : end).strip();
        return check.equals(checksum(said)) ? Optional.of(said) : Optional.empty();
    }

    /** {@code head} as the file holds it: its lines, the check line, and a comment of spaces to fill the page. */
    static byte[] bytes(JournalHead head) {
        String said = head.toText();
        byte[] text = (said + CHECK + checksum(said) + "\n").getBytes(StandardCharsets.UTF_8);
        if (text.length + 2 > PAGE) {
            return text; // too long for the page (a Message-ID of a thousand wide characters): written whole
        }
        byte[] page = new byte[PAGE];
        System.arraycopy(text, 0, page, 0, text.length);
        Arrays.fill(page, text.length, PAGE - 1, (byte) ' ');
        page[text.length] = '#';
        page[PAGE - 1] = '\n';
        return page;
    }

    private static String checksum(String said) {
        CRC32C crc = new CRC32C();
        crc.update(said.getBytes(StandardCharsets.UTF_8));
        return "crc32c:" + String.format("%08x", crc.getValue());
    }

    /** Replaces what the file says with {@code head}: in place when the file is a page, else whole. */
    synchronized void write(JournalHead head) {
        byte[] bytes = bytes(head);
        try {
            if (bytes.length == PAGE && (samePage() || openPage())) {
                inPlace(bytes);
                return;
            }
            closePage();
            whole(bytes);
        } catch (IOException e) {
            closePage();
            // The commit stands; a head left behind the journal is no fault, only a weaker proof.
            System.err.println("herald: could not update " + file + ": " + e.getMessage());
        }
    }

    /** Whether the page open here is still the file at {@link #file}: not moved aside, replaced or deleted since. */
    private boolean samePage() throws IOException {
        if (page == null) {
            return false;
        }
        BasicFileAttributes now = attributes();
        return now != null && pageKey.equals(now.fileKey());
    }

    /** Opens the file at {@link #file} to write it in place, if it is a page (any process's); false when not. */
    private boolean openPage() throws IOException {
        closePage();
        BasicFileAttributes now = attributes();
        if (now == null || now.size() != PAGE || now.fileKey() == null) {
            return false;
        }
        page = FileChannel.open(file, StandardOpenOption.WRITE);
        pageKey = now.fileKey(); // if another file took its place meanwhile, the next write sees it
        forcing = FORCER.scheduleWithFixedDelay(this::forceWritten, 1, 1, TimeUnit.SECONDS);
        return true;
    }

    private void inPlace(byte[] bytes) throws IOException {
        ByteBuffer buffer = ByteBuffer.wrap(bytes);
        while (buffer.hasRemaining()) {
            page.write(buffer, buffer.position());
        }
        unforced = true;
    }

    /** On the forcing thread: what was written in place since the last time goes to the disk. */
    private void forceWritten() {
        FileChannel written;
        synchronized (this) {
            if (page == null || !unforced) {
                return;
            }
            written = page;
            unforced = false;
        }
        try {
            written.force(false);
        } catch (IOException e) {
            synchronized (this) {
                unforced |= page == written; // closed meanwhile (close forces it), or a fault: try again
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
                page.force(false);
            }
        } catch (IOException e) {
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
        if (page != null) {
            try {
                page.close();
            } catch (IOException e) {
                // nothing was lost: every write reached the file before
            }
            page = null;
            pageKey = null;
        }
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
