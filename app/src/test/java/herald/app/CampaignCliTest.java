package herald.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import herald.app.HeraldCli.Run;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A club organiser's campaign at the command line: a campaign file, its mistakes named with the file and the key, a
 * battle begun from it, and the campaign's table; no mail server needed (mail.mode=folder).
 */
class CampaignCliTest {
    @TempDir
    Path dir;

    @Test
    void a_campaign_file_makes_a_campaign_whose_battle_and_table_the_organiser_sees() throws Exception {
        Path data = dir.resolve("data");
        Path config = Files.writeString(dir.resolve("club.properties"), "data=" + data.toString().replace("\\", "/")
                + "\nmail.mode=folder\nherald.address=umpire@club.test\n");
        Path missing = Files.writeString(dir.resolve("bad.json"), "{\"ruleset\": \"lonewolf\", \"muster\": \"outpost\"}");
        Run bad = HeraldCli.run("new-campaign", "--config", config.toString(), "--file", missing.toString());
        assertEquals(1, bad.exit());
        assertTrue(bad.err().contains(missing + ": name: missing"), bad.err());
        Path unknownRule = Files.writeString(dir.resolve("rule.json"), """
                {"name": "border", "ruleset": "lonewolf", "muster": "outpost",
                 "players": {"kai": "anna@club.test", "darklords": "ben@club.test"}, "rules": {"xp": "1"}}""");
        Run rule = HeraldCli.run("new-campaign", "--config", config.toString(), "--file", unknownRule.toString());
        assertEquals(1, rule.exit());
        assertTrue(rule.err().contains("a lonewolf campaign has no house-rule option \"xp\""), rule.err());

        Path file = Files.writeString(dir.resolve("border.json"), """
                {"name": "border", "ruleset": "lonewolf", "muster": "outpost",
                 "players": {"kai": "anna@club.test", "darklords": "ben@club.test"},
                 "rules": {"recovery-target": "5"}, "learns": {"LW": ["healing", "hunting"]}}""");
        Run created = HeraldCli.run("new-campaign", "--config", config.toString(), "--file", file.toString());
        assertEquals(0, created.exit(), created.err());
        assertEquals("border", created.out().strip());
        Run again = HeraldCli.run("new-campaign", "--config", config.toString(), "--file", file.toString());
        assertTrue(again.err().contains("there is already a campaign border"), again.err());

        Run battle = HeraldCli.run("new-game", "--config", config.toString(), "--campaign", "BORDER", "--scenario",
                "outpost");
        assertEquals(0, battle.exit(), battle.err());
        String game = battle.out().strip();
        Run table = HeraldCli.run("campaign", "--config", config.toString(), "border");
        assertTrue(table.out().contains("Battle 1 (" + game + ", outpost): being fought"), table.out());
        assertTrue(table.out().contains("Roster of Lone Wolf and the Dwarves of Bor:")
                && table.out().contains("recovery-target = 5"), table.out());
        Run list = HeraldCli.run("campaign", "--config", config.toString());
        assertTrue(list.out().contains("border  lonewolf  1 battles"), list.out());
        Run games = HeraldCli.run("games", "--config", config.toString());
        assertTrue(games.out().contains(game) && !games.out().contains("CAMPAIGN-"), games.out());
        Run book = HeraldCli.run("campaign", "--config", config.toString(), "border", "--book",
                dir.resolve("border.pdf").toString());
        assertEquals(0, book.exit(), book.err());
        assertTrue(Pdfs.text(Files.readAllBytes(dir.resolve("border.pdf"))).contains("The campaign book"));
    }
}
