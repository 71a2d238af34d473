package herald.journal;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.Optional;

/**
 * The journal's head kept beside it, in the data folder, as {@code journal.head}. Written only after a
 * commit has returned, whole (a temporary file moved over it), so a kill at any moment leaves the file
 * as it was or as it should be: at worst behind the journal, which is no fault, never ahead of it.
 */
public final class HeadFile {
    public static final String NAME = "journal.head";
    private static final DateTimeFormatter STAMP = DateTimeFormatter.ofPattern("yyyyMMdd'T'HHmmss'Z'")
            .withZone(ZoneOffset.UTC);

    private final Path file;

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
        String text;
        try {
            text = Files.readString(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new JournalException("cannot read the journal's head file " + file + ": " + e.getMessage(), e);
        }
        return Optional.of(JournalHead.parse(text).orElseThrow(() -> new JournalException(file
                + " is not a journal head file (it should hold position=, hash=, ... lines); restore it from the"
                + " backup taken with the journal, or delete it to trust the journal as it is")));
    }

    /** Replaces the file with {@code head}, in one move. */
    void write(JournalHead head) {
        Path temp = null;
        try {
            temp = Files.createTempFile(file.getParent(), NAME + ".", ".tmp");
            Files.writeString(temp, head.toText(), StandardCharsets.UTF_8);
            try {
                Files.move(temp, file, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(temp, file, StandardCopyOption.REPLACE_EXISTING);
            }
        } catch (IOException e) {
            deleteQuietly(temp);
            // The commit stands; a head left behind the journal is no fault, only a weaker proof.
            System.err.println("herald: could not update " + file + ": " + e.getMessage());
        }
    }

    /** Moves the file aside as {@code journal.head.replaced-STAMP}, keeping the old proof; returns where to. */
    Path setAside(Instant now) {
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
