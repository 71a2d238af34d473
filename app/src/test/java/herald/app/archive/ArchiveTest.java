package herald.app.archive;

import herald.app.HeraldCli;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import herald.app.game.GameEvent;
import herald.app.game.Games;
import herald.journal.Journal;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A finished battle leaves one Herald as a file, arrives in another, and is checked by both. */
class ArchiveTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path dir;

    @Test
    void a_finished_battle_is_exported_imported_elsewhere_verified_and_a_flipped_byte_is_caught() throws Exception {
        // given a seeded patrol battle played to its end at one club
        Path home = dir.resolve("home");
        String id;
        try (Journal journal = Journal.openH2(home)) {
            id = new Battles(journal).play("lonewolf", "patrol", 0);
            assertTrue(new Games(journal).load(id).finished(), "the battle was played to its end");
        }
        Path zip = dir.resolve(id + ".zip");
        HeraldCli.Run export = Cli.herald("export", id, zip.toString(), "--data", home.toString());
        assertEquals(0, export.exit(), export.err());
        assertTrue(export.out().contains("game over") && export.out().contains("revealed"), export.out());

        // then the file holds the journal with hashes, the set-up used, the seed and a README for strangers
        Map<String, String> files = Cli.entries(zip);
        assertTrue(files.keySet().containsAll(List.of("manifest.json", "journal.jsonl", "setup.json", "scenario.json",
                "README.txt")), files.keySet().toString());
        JsonNode manifest = JSON.readTree(files.get("manifest.json"));
        assertEquals("lonewolf", manifest.get("rulesetId").asText());
        assertEquals(64, manifest.get("seedHex").asText().length(), "the revealed seed");
        assertTrue(files.get("setup.json").contains("GameSetUp") && files.get("setup.json").contains("playSheets"));
        assertTrue(files.get("README.txt").contains("HMAC-SHA256"));
        List<JsonNode> lines = jsonLines(files.get("journal.jsonl"));
        assertEquals(manifest.get("events").asLong(), lines.size());
        StrangerTest.checkChain(files); // the README's recipe, with the ruleset line in every hash
        for (JsonNode l : lines) {
            assertEquals("0.1", l.get("rulesetVersion").asText(), "every event records its ruleset version: " + l);
            if (l.get("type").asText().equals("WindowResolved")) {
                assertEquals(2, l.get("schemaVersion").asInt());
                assertTrue(l.get("payload").asText().contains("\"diceStream\""), l.toString());
            }
        }

        // when another club imports it into an empty data folder
        Path away = dir.resolve("away");
        HeraldCli.Run imported = Cli.herald("import", zip.toString(), "--data", away.toString());
        assertEquals(0, imported.exit(), imported.err());
        assertTrue(imported.out().contains("imported " + id), imported.out());

        // then verify passes there, on the game and on the file, with a verdict per turn
        HeraldCli.Run there = Cli.herald("verify", id, "--data", away.toString());
        assertEquals(0, there.exit(), there.out() + there.err());
        long turns = lines.stream().filter(l -> l.get("type").asText().equals("WindowResolved")).count();
        assertEquals(turns, there.out().lines().filter(l -> l.matches("turn \\d+ \\(T\\d+\\): \\d+ events re-adjudicated identically, \\d+ dice")).count(),
                there.out());
        assertTrue(there.out().contains("matches the commitment in GameCreated (revealed)"), there.out());
        HeraldCli.Run file = Cli.herald("verify", zip.toString());
        assertEquals(0, file.exit(), file.out() + file.err());
        assertTrue(file.out().strip().endsWith("verified"), file.out());
        try (Journal a = Journal.openH2(home); Journal b = Journal.openH2(away)) {
            assertEquals(a.read(id).stream().map(e -> e.hash()).toList(), b.read(id).stream().map(e -> e.hash()).toList());
        }
        HeraldCli.Run again = Cli.herald("import", zip.toString(), "--data", away.toString());
        assertEquals(1, again.exit());
        assertEquals("herald: a game " + id + " is already in this journal; nothing was imported", again.err().strip());

        // when one byte of one die in journal.jsonl is changed inside the zip
        JsonNode fired = lines.stream().filter(l -> l.get("type").asText().equals("PieceFired")).findFirst().orElseThrow();
        Matcher roll = Pattern.compile("\\\\\"roll\\\\\":(\\d)").matcher(files.get("journal.jsonl"));
        String needle = "\"version\":" + fired.get("version").asLong() + ",";
        int at = files.get("journal.jsonl").indexOf(needle);
        assertTrue(roll.find(at), "the shot has a roll");
        int digit = roll.start(1);
        Path forged = Cli.edited(zip, dir.resolve("forged.zip"), "journal.jsonl", text -> text.substring(0, digit)
                + (text.charAt(digit) == '9' ? '8' : (char) (text.charAt(digit) + 1)) + text.substring(digit + 1));

        // then verify fails naming that event, and import refuses it
        HeraldCli.Run caught = Cli.herald("verify", forged.toString());
        assertEquals(3, caught.exit(), caught.out());
        assertTrue(caught.out().contains("hash chain: BROKEN: game " + id + " version " + fired.get("version").asLong()
                + " (PieceFired) does not match its hash"), caught.out());
        assertTrue(caught.out().strip().endsWith("NOT verified"), caught.out());
        HeraldCli.Run refused = Cli.herald("import", forged.toString(), "--data", dir.resolve("third").toString());
        assertEquals(1, refused.exit());
        assertTrue(refused.err().contains("fails its check, so nothing was imported")
                && refused.err().contains("(PieceFired)"), refused.err());
        assertEquals(1, refused.err().strip().lines().count(), refused.err());
    }

    @Test
    void the_archive_written_by_the_first_event_version_still_imports_and_verifies() throws Exception {
        // given an archive an older Herald wrote: no ruleset version per event, WindowResolved at schema version 1
        Path zip = dir.resolve("patrol-v1.zip");
        try (var in = ArchiveTest.class.getResourceAsStream("/archive/patrol-v1.zip")) {
            Files.copy(in, zip);
        }
        List<JsonNode> lines = jsonLines(Cli.entries(zip).get("journal.jsonl"));
        assertTrue(lines.stream().allMatch(l -> l.get("rulesetVersion").isNull() && l.get("schemaVersion").asInt() == 1));

        HeraldCli.Run file = Cli.herald("verify", zip.toString());
        assertEquals(0, file.exit(), file.out() + file.err());

        Path data = dir.resolve("data");
        assertEquals(0, Cli.herald("import", zip.toString(), "--data", data.toString()).exit());
        String id = lines.get(0).get("game").asText();
        HeraldCli.Run verified = Cli.herald("verify", id, "--data", data.toString());
        assertEquals(0, verified.exit(), verified.out());
        try (Journal journal = Journal.openH2(data)) {
            // then its old WindowResolved events are read upcast: they drew from the stream named by their window
            List<GameEvent.WindowResolved> windows = new Games(journal).history(id).stream().map(Games.Step::event)
                    .filter(e -> e instanceof GameEvent.WindowResolved).map(e -> (GameEvent.WindowResolved) e).toList();
            assertFalse(windows.isEmpty());
            windows.forEach(w -> assertEquals(w.window(), w.diceStream()));
            assertEquals(1, journal.read(id).stream().filter(e -> e.type().equals("WindowResolved"))
                    .mapToInt(e -> e.schemaVersion()).max().orElseThrow(), "payloads are upcast on read, never rewritten");
        }
        // and an export of the imported game is the same journal again, hash for hash
        Path out = dir.resolve("again.zip");
        assertEquals(0, Cli.herald("export", id, out.toString(), "--data", data.toString()).exit());
        assertEquals(Cli.entries(zip).get("journal.jsonl"), Cli.entries(out).get("journal.jsonl"));
        assertNotEquals(null, Cli.entries(out).get("README.txt"));
    }

    static List<JsonNode> jsonLines(String text) throws Exception {
        List<JsonNode> lines = new java.util.ArrayList<>();
        for (String l : text.strip().split("\n")) {
            lines.add(JSON.readTree(l));
        }
        return lines;
    }
}
