package herald.app.archive;

import herald.app.HeraldCli;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Whatever file a stranger hands over, import and verify answer with one line saying what is wrong with it. */
class ArchiveErrorsTest {
    @TempDir
    Path dir;

    private Path fixture() throws Exception {
        Path zip = dir.resolve("patrol-v1.zip");
        try (var in = ArchiveErrorsTest.class.getResourceAsStream("/archive/patrol-v1.zip")) {
            Files.copy(in, zip);
        }
        return zip;
    }

    private void oneLine(String expected, String... args) {
        HeraldCli.Run r = Cli.herald(args);
        assertEquals(1, r.exit(), r.out() + r.err());
        assertEquals(1, r.err().strip().lines().count(), r.err());
        assertTrue(r.err().startsWith("herald: ") && r.err().contains(expected), r.err());
    }

    @Test
    void a_missing_file_a_file_that_is_no_zip_and_a_zip_that_is_no_archive() throws Exception {
        Path data = dir.resolve("data");
        oneLine("no archive file " + dir.resolve("nothing.zip"), "import", dir.resolve("nothing.zip").toString(),
                "--data", data.toString());
        oneLine("no archive file", "verify", dir.resolve("nothing.zip").toString());
        Path text = Files.writeString(dir.resolve("orders.zip"), "MOVE S1 N\n");
        oneLine(text + " is not a Herald archive: it is not a readable zip file", "verify", text.toString());
        oneLine("not a readable zip file", "import", text.toString(), "--data", data.toString());
        Path photos = dir.resolve("photos.zip");
        try (OutputStream out = Files.newOutputStream(photos); ZipOutputStream zip = new ZipOutputStream(out)) {
            zip.putNextEntry(new ZipEntry("table.jpg"));
            zip.write(new byte[] {1, 2, 3});
            zip.closeEntry();
        }
        oneLine(photos + " is not a Herald archive: it has no manifest.json", "import", photos.toString(),
                "--data", data.toString());
    }

    @Test
    void a_broken_line_a_newer_format_and_a_cut_off_journal_are_named() throws Exception {
        Path zip = fixture();
        Path broken = Cli.edited(zip, dir.resolve("broken.zip"), "journal.jsonl", t -> t.replaceFirst("\\{", "["));
        oneLine("journal.jsonl line 1 (after nothing) cannot be read", "verify", broken.toString());
        Path newer = Cli.edited(zip, dir.resolve("newer.zip"), "manifest.json",
                t -> t.replace("\"formatVersion\" : 1", "\"formatVersion\" : 9"));
        oneLine("is archive format 9, written by a newer Herald", "import", newer.toString(),
                "--data", dir.resolve("data").toString());
        Path cut = Cli.edited(zip, dir.resolve("cut.zip"), "journal.jsonl",
                t -> t.substring(0, t.stripTrailing().lastIndexOf('\n') + 1));
        HeraldCli.Run r = Cli.herald("verify", cut.toString());
        assertEquals(3, r.exit(), r.out());
        assertTrue(r.out().contains("events were added or cut off"), r.out());
        oneLine("events were added or cut off", "import", cut.toString(), "--data", dir.resolve("data").toString());
    }

    @Test
    void a_side_is_named_by_id_or_colour_and_a_finished_games_side_copy_holds_everything() throws Exception {
        Path data = dir.resolve("data");
        assertEquals(0, Cli.herald("import", fixture().toString(), "--data", data.toString()).exit());
        String id = ArchiveReader.read(dir.resolve("patrol-v1.zip")).manifest().game();
        oneLine("no side 'purple' in " + id + "; its sides are sommerlund, giaks (or red and blue, aliases for the first and second)",
                "export", id, dir.resolve("p.zip").toString(), "--side", "purple", "--data", data.toString());
        HeraldCli.Run blue = Cli.herald("export", id, dir.resolve("blue.zip").toString(), "--side", "blue", "--data", data.toString());
        assertEquals(0, blue.exit(), blue.err());
        assertTrue(blue.out().contains("everything, game over"), blue.out());
        assertEquals(ArchiveReader.read(dir.resolve("patrol-v1.zip")).lines(), ArchiveReader.read(dir.resolve("blue.zip")).lines());
        HeraldCli.Run help = Cli.herald("--help");
        assertTrue(help.out().contains("export") && help.out().contains("import"), help.out());
    }
}
