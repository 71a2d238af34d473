package herald.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import herald.app.HeraldCli.Run;
import herald.app.game.UserError;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** herald.properties as a club writes it: in Notepad, with typos, read by cron from another folder. */
class ClubConfigTest {
    @TempDir
    Path dir;

    private Path file(String name, byte[] bytes) throws IOException {
        return Files.write(dir.resolve(name), bytes);
    }

    @Test
    void a_latin_1_file_is_read_as_latin_1_with_a_note_naming_the_file_and_the_line() throws IOException {
        Path f = file("herald.properties", "herald.address=umpire@club.test\nsmtp.user=René\n"
                .getBytes(StandardCharsets.ISO_8859_1));
        List<String> notes = new ArrayList<>();
        Config c = Config.load(f, notes::add);
        assertEquals("René", c.get("smtp.user"));
        assertEquals(1, notes.size(), notes.toString());
        assertTrue(notes.get(0).startsWith(f + " line 2 is not UTF-8: the file is read as Latin-1 (ISO-8859-1)"),
                notes.get(0));

        Path utf8 = file("utf8.properties", "smtp.user=René\n".getBytes(StandardCharsets.UTF_8));
        List<String> none = new ArrayList<>();
        assertEquals("René", Config.load(utf8, none::add).get("smtp.user"));
        assertEquals(List.of(), none, "UTF-8 is read without a word");
    }

    @Test
    void windows_curly_quotes_which_latin_1_cannot_read_are_refused_naming_the_line_and_the_encoding() throws IOException {
        byte[] bytes = "herald.address=umpire@club.test\n\n# the \u201cclub\u201d\n".getBytes(java.nio.charset.Charset
                .forName("windows-1252"));
        Path f = file("notepad.properties", bytes);
        UserError e = assertThrows(UserError.class, () -> Config.load(f, n -> { }));
        assertTrue(e.getMessage().startsWith(f + " line 3: byte 0x93 is neither UTF-8 nor Latin-1 (ISO-8859-1) text"),
                e.getMessage());
        assertTrue(e.getMessage().endsWith("save the file as UTF-8"), e.getMessage());
    }

    @Test
    void an_unknown_key_gets_the_key_it_most_likely_meant() throws IOException {
        Map<String, String> typos = Map.of("smtp.prot", "smtp.port", "imap.fodler", "imap.folder", "data.dir", "data",
                "limits.mail-byte", "limits.mail-bytes", "poll.second", "poll.seconds", "timezone", "time-zone");
        for (var typo : typos.entrySet()) {
            Path f = file("typo.properties", (typo.getKey() + "=1\n").getBytes(StandardCharsets.UTF_8));
            UserError e = assertThrows(UserError.class, () -> Config.load(f, n -> { }));
            assertEquals(f + ": unknown key '" + typo.getKey() + "'; did you mean '" + typo.getValue() + "'?",
                    e.getMessage());
        }
        Path far = file("far.properties", "colour=red\n".getBytes(StandardCharsets.UTF_8));
        UserError e = assertThrows(UserError.class, () -> Config.load(far, n -> { }));
        assertTrue(e.getMessage().contains("'colour'; known keys: data, deadline.grace-hours"), e.getMessage());
    }

    @Test
    void the_data_folder_comes_from_data_option_then_HERALD_DATA_then_the_config_then_the_default() throws IOException {
        Path f = file("c.properties", "data=/srv/club\n".getBytes(StandardCharsets.UTF_8));
        Config config = Config.load(f, n -> { });
        Map<String, String> env = Map.of("HERALD_DATA", "/var/herald");
        assertEquals(new DataFolder(Path.of("/x"), "from --data"), DataFolder.choose(Path.of("/x"), env, config));
        assertEquals(new DataFolder(Path.of("/var/herald"), "from the environment variable HERALD_DATA"),
                DataFolder.choose(null, env, config));
        assertEquals(new DataFolder(Path.of("/srv/club"), "from data= in " + f), DataFolder.choose(null, Map.of(), config));
        DataFolder fallback = DataFolder.choose(null, Map.of("HERALD_DATA", " "), Config.defaultsOnly());
        assertEquals(Path.of("herald-data"), fallback.path());
        assertTrue(fallback.why().startsWith("the default"), fallback.why());
    }

    @Test
    void a_missing_data_folder_is_named_with_what_chose_it_and_a_file_in_its_place_is_refused() throws IOException {
        Path missing = dir.resolve("nowhere");
        Path f = file("c.properties", ("data=" + missing.toString().replace("\\", "/") + "\n")
                .getBytes(StandardCharsets.UTF_8));
        Run r = HeraldCli.run("games", "--config", f.toString());
        assertEquals(1, r.exit());
        assertTrue(r.err().startsWith("herald: no data folder " + missing.toAbsolutePath() + " (from data= in "
                + f + ") yet"), r.err());

        Path notAFolder = file("journal.txt", new byte[] {1});
        Run file = HeraldCli.run("games", "--data", notAFolder.toString());
        assertEquals(1, file.exit());
        assertTrue(file.err().contains("the data folder " + notAFolder.toAbsolutePath() + " (from --data) is a file, "
                + "not a folder"), file.err());
    }

    @Test
    void HERALD_DATA_from_the_environment_is_the_folder_a_cron_job_gets() throws Exception {
        Path missing = dir.resolve("cron-data");
        String cp = System.getProperty("surefire.test.class.path", System.getProperty("java.class.path"));
        ProcessBuilder pb = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC", "-Xshare:auto", "-cp", cp, "herald.app.Main", "games")
                .directory(dir.toFile()).redirectErrorStream(true);
        pb.environment().put("HERALD_DATA", missing.toString());
        Process p = pb.start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertEquals(1, p.waitFor(), out);
        assertTrue(out.contains("no data folder " + missing + " (from the environment variable HERALD_DATA)"), out);
    }
}
