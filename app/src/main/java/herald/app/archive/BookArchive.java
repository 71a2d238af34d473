package herald.app.archive;

import herald.app.game.UserError;
import herald.journal.Journal;
import herald.renderer.ArchivalPdf;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.Arrays;
import java.util.List;

/**
 * The game's archive that a battle book carries inside it: the very zip `herald export` writes (a side's
 * book the side's archive, the umpire's the full one without a running game's secret seed), and finding
 * it again in a PDF someone hands over, so that `herald verify BOOK.pdf` checks it as it checks a zip.
 */
public final class BookArchive {
    static final String MIME = "application/zip";
    private static final byte[] PDF_MAGIC = "%PDF-".getBytes(StandardCharsets.US_ASCII);

    private BookArchive() {}

    /** The archive of {@code gameId} as {@code side} (null: the umpire) may have it, ready to attach. */
    public static ArchivalPdf.Attachment of(Journal journal, String gameId, String side, Clock clock) {
        Path temp = null;
        try {
            temp = Files.createTempDirectory("herald-book");
            String name = gameId + (side == null ? "" : "-" + side) + ".zip";
            Path zip = temp.resolve(name);
            Manifest m = new ArchiveWriter(journal, clock).export(gameId, side, false, zip);
            String scope = m.full() ? "everything" : "as side " + m.scope() + " sees it";
            return new ArchivalPdf.Attachment(name, MIME, "The Herald archive of " + gameId + " (" + scope
                    + "): the journal with its hash chain; `herald verify` this PDF, or read the README inside",
                    Files.readAllBytes(zip), m.exportedAt());
        } catch (IOException e) {
            throw new UserError("cannot write the archive to put in the battle book: " + e.getMessage(), e);
        } finally {
            Archives.deleteTree(temp);
        }
    }

    /** Whether {@code file} is a PDF: it starts with %PDF-, whatever its name. */
    public static boolean isPdf(Path file) {
        if (!Files.isRegularFile(file)) {
            return false;
        }
        try (InputStream in = Files.newInputStream(file)) {
            return Arrays.equals(in.readNBytes(PDF_MAGIC.length), PDF_MAGIC);
        } catch (IOException e) {
            return false; // then it is read as an archive, which says what is wrong with it
        }
    }

    /**
     * Writes the archive inside {@code book} into {@code dir} and returns its path; a PDF without one
     * (a turn PDF, a book older than this) is one clear error saying what to do instead.
     */
    public static Path extract(Path book, Path dir) {
        List<ArchivalPdf.Attachment> zips;
        try {
            zips = ArchivalPdf.attachments(Files.readAllBytes(book)).stream()
                    .filter(a -> MIME.equals(a.mimeType())).toList();
        } catch (IOException e) {
            throw new UserError(book + " starts like a PDF but cannot be read as one: " + e.getMessage(), e);
        }
        if (zips.isEmpty()) {
            throw new UserError(book + " is a PDF with no Herald archive inside it: only a battle book made by"
                    + " `herald book` carries one (a turn PDF, or a book made before Herald put the archive in, does"
                    + " not). Verify the game itself (`herald verify GAME`), an archive from `herald export GAME FILE`,"
                    + " or a new book from `herald book GAME --out FILE`");
        }
        if (zips.size() > 1) {
            throw new UserError(book + " holds " + zips.size() + " zip files, not one Herald archive: "
                    + zips.stream().map(ArchivalPdf.Attachment::name).toList());
        }
        // The name comes from whoever made the PDF: only a plain file name goes on this disk.
        String name = String.valueOf(zips.get(0).name()).replaceAll("[^A-Za-z0-9._-]", "_");
        Path zip = dir.resolve(name.startsWith(".") || !name.endsWith(".zip") ? "archive.zip" : name);
        try {
            Files.write(zip, zips.get(0).bytes());
        } catch (IOException e) {
            throw new UserError("cannot write the archive inside " + book + " to " + zip + ": " + e.getMessage(), e);
        }
        return zip;
    }
}
