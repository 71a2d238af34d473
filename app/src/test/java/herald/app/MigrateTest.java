package herald.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import herald.app.HeraldCli.Run;
import herald.app.game.GameEvent;
import herald.app.game.GameRecord;
import herald.app.game.Rulesets;
import herald.app.loop.Umpire;
import herald.engine.Ruleset;
import herald.journal.Journal;
import herald.journal.PostgresServer;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A club that began on the H2 default moves to PostgreSQL with `herald migrate --to` and plays on. */
class MigrateTest {
    @TempDir
    Path dir;

    @Test
    void a_game_played_on_h2_moves_whole_to_postgresql_verifies_there_and_the_move_is_not_done_twice()
            throws IOException {
        PostgresServer.Database db = PostgresServer.shared().newDatabase();
        Path data = dir.resolve("data");
        String id;
        try (MailWorld w = new MailWorld(data)) {
            w.addPlayer("red@club.test");
            w.addPlayer("blue@club.test");
            Ruleset lw = Rulesets.byId("lonewolf");
            Map<String, String> players = new LinkedHashMap<>();
            players.put("red", "red@club.test");
            players.put("blue", "blue@club.test");
            Umpire.Created created = w.umpire.createGame(new Umpire.NewGame(lw, "patrol", players, null, null));
            id = created.gameId();
            GameRecord g = w.umpire.games().load(id);
            for (GameEvent.Seat seat : g.created().seats()) {
                w.send(seat.email(), "[" + id + "] orders", "KEY " + created.keys().get(seat.side()) + "\n"
                        + lw.simulatedOrders(g.rules(), seat.side()));
            }
            w.loop.once();
            assertTrue(w.journal.version(id) > 2, "a turn was played");
        }
        Path h2Config = dir.resolve("h2.properties");
        Files.writeString(h2Config, "data=" + data.toString().replace("\\", "/") + "\njournal.user=" + db.user()
                + "\njournal.password=" + db.password() + "\n", StandardCharsets.UTF_8);

        Run moved = HeraldCli.run("migrate", "--config", h2Config.toString(), "--to", db.url());
        assertEquals(0, moved.exit(), moved.err());
        assertTrue(moved.out().startsWith("moved 1 games ("), moved.out());
        assertTrue(moved.out().contains("every game's chain checked there"), moved.out());

        Path pgConfig = dir.resolve("pg.properties");
        Files.writeString(pgConfig, Files.readString(h2Config) + "journal.url=" + db.url() + "\n", StandardCharsets.UTF_8);
        Run verify = HeraldCli.run("verify", id, "--config", pgConfig.toString());
        assertEquals(0, verify.exit(), verify.out() + verify.err());
        Run games = HeraldCli.run("games", "--config", pgConfig.toString());
        assertEquals(0, games.exit(), "the head file kept in the data folder is true of the moved journal: " + games.err());
        assertTrue(games.out().contains(id), games.out());
        try (Journal h2 = Journal.openH2(data); Journal pg = db.openJournal()) {
            assertEquals(h2.read(id), pg.read(id));
            assertEquals(h2.inbound(null), pg.inbound(null));
            assertEquals(h2.sentMail(null), pg.sentMail(null));
        }

        Run refused = HeraldCli.run("migrate", "--config", h2Config.toString(), "--to", db.url(), "--to-user", "nobody");
        assertEquals(1, refused.exit());
        assertTrue(refused.err().startsWith("herald: --to-user and the password: "), refused.err());

        Run again = HeraldCli.run("migrate", "--config", h2Config.toString(), "--to", db.url());
        assertEquals(1, again.exit());
        assertTrue(again.err().contains("already holds games (" + id + ")"), again.err());
    }
}
