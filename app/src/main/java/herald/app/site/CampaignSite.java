package herald.app.site;

import com.samskivert.mustache.Template;
import herald.app.campaign.CampaignBook;
import herald.app.campaign.CampaignRecord;
import herald.app.game.Games;
import herald.journal.Journal;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A campaign as a web site: its table (battles, results, rosters) on the first page, and each battle's own site
 * in a folder beside it, linked. A battle still being fought is left out unless forced, as a game's umpire site is.
 */
public final class CampaignSite {
    private static final Template PAGE = Site.template("campaign.mustache");

    private CampaignSite() {}

    /** Writes the campaign's site into {@code out}; answers the battles written. */
    public static List<String> write(Journal journal, CampaignRecord campaign, boolean force, Path out) {
        Games games = new Games(journal);
        List<String> written = new ArrayList<>();
        List<Map<String, Object>> battles = new ArrayList<>();
        for (CampaignRecord.Battle b : campaign.battles()) {
            boolean ended = games.load(b.gameId()).finished();
            if (ended || force) {
                Site.write(journal, b.gameId(), null, force, out.resolve("battles").resolve(b.gameId()));
                written.add(b.gameId());
            }
            Map<String, Object> battle = new LinkedHashMap<>();
            battle.put("name", "Battle " + b.number() + ": " + b.scenario() + " (game " + b.gameId() + ")");
            battle.put("gameId", b.gameId());
            battle.put("written", ended || force);
            battles.add(battle);
        }
        Map<String, Object> page = new LinkedHashMap<>();
        page.put("title", "Campaign " + campaign.created().name());
        page.put("battles", battles);
        page.put("table", CampaignBook.text(campaign));
        try {
            Files.createDirectories(out);
            Files.writeString(out.resolve("index.html"), PAGE.execute(page), StandardCharsets.UTF_8);
            Site.copy("site.css", out);
        } catch (IOException e) {
            throw new UncheckedIOException("could not write the campaign's site into " + out + ": " + e.getMessage(), e);
        }
        return written;
    }
}
