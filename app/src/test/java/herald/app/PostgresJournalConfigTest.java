package herald.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import herald.app.HeraldCli.Run;
import herald.app.game.UserError;
import herald.journal.Journal;
import herald.journal.PostgresServer;
import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A club's journal on PostgreSQL: journal.url, journal.user, journal.password or HERALD_JOURNAL_PASSWORD. */
class PostgresJournalConfigTest {
    @TempDir
    Path dir;

    private final PostgresServer server = PostgresServer.shared();

    private Path config(String... lines) throws IOException {
        Path f = dir.resolve("herald.properties");
        Files.writeString(f, "data=" + dir.resolve("data").toString().replace("\\", "/") + "\n"
                + String.join("\n", lines) + "\n", StandardCharsets.UTF_8);
        return f;
    }

    @Test
    void herald_runs_on_the_database_the_configuration_names_and_keeps_the_head_file_in_the_data_folder()
            throws IOException {
        PostgresServer.Database db = server.newDatabase();
        Path f = config("journal.url=" + db.url(), "journal.user=" + db.user(), "journal.password=" + db.password());
        Run games = HeraldCli.run("games", "--config", f.toString());
        assertEquals(0, games.exit(), games.err());
        try (Journal journal = db.openJournal()) {
            assertEquals(List.of(), journal.gameIds(), "the schema is in the club's database");
        }
    }

    @Test
    void the_password_from_the_environment_comes_before_the_file() throws IOException {
        PostgresServer.Database db = server.newDatabase();
        Config c = Config.load(config("journal.url=" + db.url(), "journal.user=" + db.user(),
                "journal.password=stale"), n -> { });
        JournalSettings fromEnv = JournalSettings.of(c, Map.of(JournalSettings.PASSWORD_ENV, db.password()));
        try (Journal journal = fromEnv.openToWrite()) {
            assertEquals(List.of(), journal.gameIds());
        }
        UserError wrong = assertThrows(UserError.class, () -> JournalSettings.of(c, Map.of()).openToWrite());
        assertTrue(wrong.getMessage().startsWith("journal.user and the password: the journal's database server at "
                + db.url() + " refused user 'herald'"), wrong.getMessage());
        assertTrue(wrong.getMessage().endsWith("(the password used came from journal.password in " + c.source() + ")"),
                wrong.getMessage());
        assertFalse(wrong.getMessage().contains("stale"), "a password is never printed: " + wrong.getMessage());
        UserError none = assertThrows(UserError.class, () -> JournalSettings.of(c.with("journal.password", ""),
                Map.of(JournalSettings.PASSWORD_ENV, "")).openToRead());
        assertTrue(none.getMessage().contains("neither journal.password nor HERALD_JOURNAL_PASSWORD is set"),
                none.getMessage());
    }

    @Test
    void a_server_that_does_not_answer_is_one_line_naming_journal_url() throws IOException {
        int closed;
        try (ServerSocket s = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            closed = s.getLocalPort();
        }
        Path f = config("journal.url=jdbc:postgresql://127.0.0.1:" + closed + "/herald", "journal.user=herald",
                "journal.password=pw");
        Run games = HeraldCli.run("games", "--config", f.toString());
        assertEquals(1, games.exit());
        assertTrue(games.err().startsWith("herald: journal.url: no database server answered at jdbc:postgresql://127.0.0.1:"
                + closed + "/herald"), games.err());
        assertTrue(games.err().contains("check the host, port and database of journal.url"), games.err());
        assertEquals(1, games.err().strip().lines().count(), "one line, no stack trace: " + games.err());
    }

    @Test
    void a_database_not_created_yet_names_journal_url_and_the_readme() throws IOException {
        PostgresServer.Database db = server.newDatabase();
        Path f = config("journal.url=" + server.url("not_created"), "journal.user=" + db.user(),
                "journal.password=" + db.password());
        Run games = HeraldCli.run("games", "--config", f.toString());
        assertEquals(1, games.exit());
        assertTrue(games.err().startsWith("herald: journal.url: cannot open the journal's database "
                + server.url("not_created")), games.err());
        assertTrue(games.err().contains("create the database (README"), games.err());
    }
}
