package herald.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import herald.app.HeraldCli.Run;
import herald.app.game.Rulesets;
import herald.app.loop.Umpire;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** `herald run` over IMAP refuses a journal that lacks mail it already moved to imap.processed-folder. */
class ProcessedImapTest {
    @TempDir
    Path dir;

    @Test
    void run_refuses_a_journal_restored_from_before_mail_it_had_already_processed() throws Exception {
        try (MailWorld w = new MailWorld(dir.resolve("data"))) {
            w.addPlayer("red@club.test");
            w.addPlayer("blue@club.test");
            Map<String, String> players = new LinkedHashMap<>();
            players.put("red", "red@club.test");
            players.put("blue", "blue@club.test");
            String id = w.umpire.createGame(new Umpire.NewGame(Rulesets.byId("lonewolf"), "patrol", players, null, null))
                    .gameId();
            w.loop.once();
            w.closeHerald();
            // A backup of the data folder, journal and head file alike, taken now.
            Path db = w.data.resolve("journal.mv.db");
            Path head = w.data.resolve("journal.head");
            Path olderDb = Files.copy(db, dir.resolve("older.mv.db"));
            Path olderHead = Files.copy(head, dir.resolve("older.head"));
            w.open();
            String stray = w.send("stranger@elsewhere.test", "[" + id + "] hello", "what is this game?");
            w.loop.once();
            assertTrue(w.journal.seen(stray), "journalled, then moved to the processed folder");
            w.closeHerald();
            Files.copy(olderDb, db, StandardCopyOption.REPLACE_EXISTING);
            Files.copy(olderHead, head, StandardCopyOption.REPLACE_EXISTING);

            Path config = dir.resolve("herald.properties");
            StringBuilder props = new StringBuilder();
            w.config().values().forEach((k, v) -> props.append(k).append('=').append(v.replace("\\", "\\\\")).append('\n'));
            Files.writeString(config, props.toString(), StandardCharsets.UTF_8);
            Run games = HeraldCli.run("games", "--config", config.toString());
            assertEquals(0, games.exit(), "the journal agrees with its own head file: " + games.err());
            Run run = HeraldCli.run("run", "--once", "--config", config.toString());
            assertEquals(1, run.exit(), run.out());
            assertTrue(run.err().contains("the journal is behind the mail already processed: " + stray)
                    && run.err().contains("the IMAP folder Herald-Processed"), run.err());
        }
    }
}
