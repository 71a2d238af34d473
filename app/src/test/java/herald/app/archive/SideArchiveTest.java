package herald.app.archive;

import herald.app.HeraldCli;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import herald.app.game.GameRecord;
import herald.app.game.Games;
import herald.engine.view.CounterView;
import herald.journal.Journal;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** While a battle runs, a player's archive shows only what that side may see; moving a game takes its seed. */
class SideArchiveTest {
    @TempDir
    Path dir;

    private Path home;
    private String id;
    private Set<String> hiddenFromSommerlund;

    @BeforeEach
    void aForestAmbushWithBothSidesOrdersForTurnOneIn() {
        home = dir.resolve("home");
        try (Journal journal = Journal.openH2(home)) {
            Battles battles = new Battles(journal);
            id = battles.create("lonewolf", "forestroad");
            battles.mailOrders(id);
            GameRecord game = new Games(journal).load(id);
            assertFalse(game.finished());
            Set<String> seen = game.ruleset().view(game.rules(), "sommerlund").board().counters().stream()
                    .map(CounterView::label).collect(Collectors.toSet());
            hiddenFromSommerlund = game.ruleset().view(game.rules(), null).board().counters().stream()
                    .map(CounterView::label).filter(l -> !seen.contains(l)).collect(Collectors.toSet());
            assertFalse(hiddenFromSommerlund.isEmpty(), "Giaks still lie hidden in the wood");
        }
    }

    @Test
    void a_sides_archive_of_a_running_game_holds_no_hidden_enemy_and_no_enemy_orders_yet_its_chain_links() throws Exception {
        Path side = dir.resolve("sommerlund.zip");
        Path full = dir.resolve("gm.zip");
        assertEquals(0, Cli.herald("export", id, side.toString(), "--side", "sommerlund", "--data", home.toString()).exit());
        assertEquals(0, Cli.herald("export", id, full.toString(), "--data", home.toString()).exit());

        Map<String, String> files = Cli.entries(side);
        assertFalse(files.containsKey("setup.json") || files.containsKey("scenario.json"),
                "the set-up holds every hidden deployment: " + files.keySet());
        List<JsonNode> lines = ArchiveTest.jsonLines(files.get("journal.jsonl"));
        List<JsonNode> all = ArchiveTest.jsonLines(Cli.entries(full).get("journal.jsonl"));
        assertEquals(all.size(), lines.size(), "a redacted event keeps its place");
        for (String piece : hiddenFromSommerlund) {
            String named = "\"" + piece + "\"";
            assertTrue(all.stream().anyMatch(l -> l.get("payload").asText().contains(named)), "the GM's archive names " + piece);
            assertTrue(lines.stream().noneMatch(l -> l.get("payload").asText().contains(named)),
                    "sommerlund's archive never names hidden " + piece);
        }
        for (int i = 0; i < lines.size(); i++) {
            JsonNode l = lines.get(i);
            assertEquals(all.get(i).get("hash"), l.get("hash"));
            if (all.get(i).get("type").asText().equals("OrdersAccepted")) {
                boolean theirs = all.get(i).get("payload").asText().contains("\"side\":\"giaks\"");
                assertEquals(theirs, l.get("redacted").asBoolean(), "the Giaks' orders stay theirs: " + l);
            }
        }
        assertTrue(lines.get(0).get("redacted").asBoolean(), "GameCreated holds every seat's key hash");
        HeraldCli.Run verified = Cli.herald("verify", side.toString());
        assertEquals(0, verified.exit(), verified.out());
        assertTrue(verified.out().contains("only their links were checked"), verified.out());

        HeraldCli.Run refused = Cli.herald("import", side.toString(), "--data", dir.resolve("away").toString());
        assertEquals(1, refused.exit());
        assertTrue(refused.err().startsWith("herald: " + side + " is the copy of side sommerlund, made while the game was running"), refused.err());
    }

    @Test
    void a_sides_archive_holds_neither_the_enemys_new_key_nor_what_the_enemy_asked_herald() throws Exception {
        String game;
        try (Journal journal = Journal.openH2(home)) {
            Battles battles = new Battles(journal);
            game = battles.create("lonewolf", "forestroad");
            for (String[] m : new String[][] {{"giaks", "STATUS"}, {"giaks", "NEWKEY"}, {"sommerlund", "ORDERS"}}) {
                var result = battles.mail(game, m[0], m[1]);
                assertTrue(result.disposition().startsWith("command"), m[1] + ": " + result);
            }
        }
        Path side = dir.resolve("sommerlund.zip");
        assertEquals(0, Cli.herald("export", game, side.toString(), "--side", "sommerlund", "--data", home.toString()).exit());
        Map<String, Boolean> redacted = new java.util.LinkedHashMap<>();
        for (JsonNode l : ArchiveTest.jsonLines(Cli.entries(side).get("journal.jsonl"))) {
            String type = l.get("type").asText();
            if (type.equals("KeyChanged") || type.equals("CommandAnswered")) {
                redacted.put(type + (l.get("redacted").asBoolean() ? " hidden" : " shown: " + l.get("payload").asText()),
                        true);
            }
        }
        assertEquals(Set.of("KeyChanged hidden", "CommandAnswered hidden", "CommandAnswered shown"),
                redacted.keySet().stream().map(k -> k.replaceFirst(": .*", "")).collect(Collectors.toSet()), redacted.toString());
    }

    @Test
    void a_running_game_moves_to_another_herald_only_with_its_secret_seed() {
        try (Journal journal = Journal.openH2(home)) {
            Battles battles = new Battles(journal);
            battles.clock.now = battles.clock.now.plus(java.time.Duration.ofHours(1));
            battles.umpire.resolveReady();
            assertFalse(new Games(journal).load(id).finished());
        }
        Path plain = dir.resolve("gm.zip");
        assertEquals(0, Cli.herald("export", id, plain.toString(), "--data", home.toString()).exit());
        HeraldCli.Run noSeed = Cli.herald("import", plain.toString(), "--data", dir.resolve("away").toString());
        assertEquals(1, noSeed.exit());
        assertTrue(noSeed.err().contains("--with-secret-seed"), noSeed.err());
        HeraldCli.Run checked = Cli.herald("verify", plain.toString());
        assertEquals(0, checked.exit(), checked.out());
        assertTrue(checked.out().contains("the commitment in GameCreated is intact"), checked.out());

        Path moving = dir.resolve("moving.zip");
        assertEquals(0, Cli.herald("export", id, moving.toString(), "--with-secret-seed", "--data", home.toString()).exit());
        HeraldCli.Run moved = Cli.herald("import", moving.toString(), "--data", dir.resolve("away").toString());
        assertEquals(0, moved.exit(), moved.err());
        HeraldCli.Run verified = Cli.herald("verify", id, "--data", dir.resolve("away").toString());
        assertEquals(0, verified.exit(), verified.out());
        assertTrue(verified.out().contains("(still secret)") && verified.out().contains("turn 1 (T1)"), verified.out());
        HeraldCli.Run leak = Cli.herald("export", id, dir.resolve("x.zip").toString(), "--side", "giaks", "--with-secret-seed",
                "--data", home.toString());
        assertEquals(1, leak.exit());
    }
}
