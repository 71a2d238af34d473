package herald.app.site;

import herald.app.campaign.CampaignBook;
import herald.app.campaign.CampaignRecord;
import herald.app.game.GameRecord;
import herald.app.game.Games;
import herald.journal.Journal;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * A campaign as a web site: its table (battles, results, rosters) on the first page, and each battle's own site
 * in a folder beside it, linked. A battle still being fought is left out unless forced, as a game's umpire site is.
 */
public final class CampaignSite {
    private CampaignSite() {}

    /** Writes the campaign's site into {@code out}; answers the battles written. */
    public static List<String> write(Journal journal, CampaignRecord campaign, boolean force, Path out) {
        Games games = new Games(journal);
        List<String> written = new ArrayList<>();
        StringBuilder links = new StringBuilder();
        for (CampaignRecord.Battle b : campaign.battles()) {
            GameRecord game = games.load(b.gameId());
            String name = "Battle " + b.number() + ": " + b.scenario() + " (game " + b.gameId() + ")";
            if (!game.finished() && !force) {
                links.append("<li>").append(escape(name)).append(", still being fought: its site is written when it ends.</li>\n");
                continue;
            }
            Site.write(journal, b.gameId(), null, force, out.resolve("battles").resolve(b.gameId()));
            written.add(b.gameId());
            links.append("<li><a href=\"battles/").append(b.gameId()).append("/index.html\">").append(escape(name))
                    .append("</a></li>\n");
        }
        String title = "Campaign " + campaign.created().name();
        String page = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
                + "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<title>" + escape(title)
                + "</title>\n<link rel=\"stylesheet\" href=\"site.css\">\n</head>\n<body>\n<header><h1>" + escape(title)
                + "</h1></header>\n<main>\n<h2>Battles</h2>\n<ol class=\"battles\">\n" + links + "</ol>\n<h2>The campaign's table</h2>\n"
                + "<pre class=\"table\">" + escape(CampaignBook.text(campaign)) + "</pre>\n</main>\n</body>\n</html>\n";
        try {
            Files.createDirectories(out);
            Files.writeString(out.resolve("index.html"), page, StandardCharsets.UTF_8);
            try (var in = Site.class.getResourceAsStream("site.css")) {
                Files.write(out.resolve("site.css"), in.readAllBytes());
            }
        } catch (IOException e) {
            throw new UncheckedIOException("could not write the campaign's site into " + out + ": " + e.getMessage(), e);
        }
        return written;
    }

    static String escape(String text) {
        return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }
}
