package herald.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import herald.app.campaign.CampaignEvent.BattleApplied;
import herald.app.campaign.CampaignRecord;
import herald.app.campaign.Campaigns;
import herald.app.game.Rulesets;
import herald.app.game.ScenarioSource;
import herald.app.loop.Umpire;
import herald.engine.Ruleset;
import herald.mailer.InboundMail;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A dark-age campaign's fight that ends by a command, not by the rules: the Saxons' player RESIGNs; the next pass
 * finds the ended fight, applies it to the warbands (every figure came through, the Hero keeps his Hero Points),
 * and mails each player its own side's sheet.
 */
class DarkAgeCampaignTest {
    static final String VIKINGS = "vikings@club.test";
    static final String SAXONS = "saxons@club.test";

    @TempDir
    Path dir;

    @Test
    void a_fight_ended_by_a_resignation_is_applied_and_each_side_mailed_its_sheet() throws Exception {
        try (MailWorld w = new MailWorld(dir.resolve("data"), new HandClock(), () -> new byte[32])) {
            w.addPlayer(VIKINGS);
            w.addPlayer(SAXONS);
            Ruleset darkage = Rulesets.byId("darkage");
            Campaigns campaigns = w.umpire.campaigns();
            Map<String, String> players = new LinkedHashMap<>();
            players.put("vikings", VIKINGS);
            players.put("saxons", SAXONS);
            CampaignRecord c = campaigns.create(new Campaigns.NewCampaign("wessex", darkage, "raid", players, Map.of(),
                    Map.of()));
            ScenarioSource deployed = campaigns.deploy(c, "raid", false);
            String game = w.umpire.createGame(new Umpire.NewGame(darkage, "raid", players, null, null), deployed,
                    c.name(), campaigns.begun(c, deployed)).gameId();
            w.loop.once();
            String key = CommandTable.key(w.read(SAXONS).get(0).text());
            w.read(VIKINGS);

            w.send(SAXONS, "[" + game + "] we yield", "KEY " + key + "\nRESIGN");
            w.loop.once(); // the resignation, its answer and the game's end
            w.loop.once(); // the pass that finds the ended fight and applies it
            BattleApplied applied = campaigns.load("wessex").battle(game).orElseThrow().applied();
            assertEquals("vikings", applied.winner());
            assertTrue(applied.changes().stream().allMatch(ch -> ch.what().startsWith("came through the fight")
                    || ch.what().startsWith("holds ")), applied.changes().toString());

            InboundMail vikingsSheet = null;
            for (String who : List.of(VIKINGS, SAXONS)) {
                List<InboundMail> mails = w.read(who);
                InboundMail sheet = mails.stream().filter(m -> m.subject().startsWith("Campaign wessex")).findFirst()
                        .orElseThrow(() -> new AssertionError(who + " has no campaign sheet: "
                                + mails.stream().map(InboundMail::subject).toList()));
                String mine = who.equals(VIKINGS) ? "Ragnar" : "Wulfstan";
                String theirs = who.equals(VIKINGS) ? "Wulfstan" : "Ragnar";
                // the other side's figures are named nowhere but in the result the fight itself told ("Ragnar's crew win")
                assertTrue(sheet.text().contains(mine + " — ") && sheet.text().contains(mine + ": came through"), sheet.text());
                assertFalse(sheet.text().contains(theirs + " — ") || sheet.text().contains(theirs + ": "), sheet.text());
                vikingsSheet = who.equals(VIKINGS) ? sheet : vikingsSheet;
                assertTrue(sheet.text().contains("reply to this mail with one line naming them"), sheet.text());
                String pdf = Pdfs.text(MailWorld.pdfs(sheet).get(0));
                assertTrue(pdf.contains(mine + ": came through"), pdf);
                assertFalse(pdf.contains(theirs + ": ") || pdf.contains(theirs + " viking-") || pdf.contains(theirs + " saxon-"),
                        pdf);
            }

            // Who fights the next fight, chosen by mail in the one just over: the Vikings answer their sheet (its reply
            // address vouches for them, no KEY) with Ragnar and Ulf alone.
            w.reply(VIKINGS, vikingsSheet, "FIELD Ragnar ulf\n\nThe rest stay with the ships.");
            w.loop.once();
            InboundMail chosen = w.read(VIKINGS).get(0);
            assertTrue(chosen.text().contains("Ragnar, Ulf") && chosen.text().contains("Staying behind: Ketil"),
                    chosen.text());
            w.send(SAXONS, "[" + game + "] and us", "KEY " + key + "\nFIELD Ragnar");
            w.loop.once();
            String refused = w.read(SAXONS).get(0).text();
            assertTrue(refused.contains("Ragnar is not in your side's roster (its living pieces: Wulfstan, Eda, Osric)"),
                    refused);
            CampaignRecord now = campaigns.load("wessex");
            assertEquals(Map.of("vikings", List.of("Ragnar", "Ulf")), campaigns.fielded(now));
            String next = campaigns.deploy(now, "raid", false).json();
            assertFalse(next.contains("\"Ketil\""), "left behind: " + next);
            assertTrue(next.contains("\"Ulf\"") && next.contains("\"Eda\""), next);
        }
    }
}
