package herald.app.campaign;

import herald.app.campaign.CampaignEvent.Player;
import herald.engine.view.ReportSection;
import herald.engine.view.SheetTable;
import herald.renderer.CampaignRenderer;
import java.util.ArrayList;
import java.util.List;

/**
 * The campaign as the organiser and the archive see it, every side at once: its table, then each battle with what
 * befell each side, then each roster as it stands. `herald campaign NAME` prints it; `--book` draws it.
 */
public final class CampaignBook {
    private CampaignBook() {}

    /** The campaign table as text. */
    public static String text(CampaignRecord c) {
        StringBuilder out = new StringBuilder();
        out.append("Campaign ").append(c.name()).append(" (").append(c.created().rulesetId()).append(", mustered from ")
                .append(c.created().muster()).append(")\n");
        for (Player p : c.created().players()) {
            long living = c.rosterOf(p.side()).stream().filter(r -> !r.dead()).count();
            out.append("  ").append(p.side()).append(" (").append(p.sideName()).append(") <").append(p.email())
                    .append(">: ").append(living).append(" of ").append(c.rosterOf(p.side()).size()).append(" pieces alive\n");
        }
        out.append("\nBattles:\n");
        CampaignSheets.table(c).forEach(l -> out.append("  ").append(l).append('\n'));
        for (Player p : c.created().players()) {
            SheetTable roster = CampaignSheets.roster(c, p.side());
            out.append('\n').append(roster.title()).append(":\n");
            for (List<String> row : roster.rows()) {
                out.append("  ").append(String.join(" | ", row.stream().map(x -> x.isBlank() ? "-" : x).toList())).append('\n');
            }
        }
        out.append("\nCampaign rules: ").append(String.join(", ", CampaignSheets.rules(c))).append('\n');
        return out.toString();
    }

    /** The campaign book: the table, every battle and what it did to each side, every roster. */
    public static byte[] pdf(CampaignRecord c) {
        List<CampaignRenderer.Chapter> chapters = new ArrayList<>();
        List<ReportSection> sides = c.created().players().stream().map(p -> new ReportSection(p.sideName(),
                List.of("Played by " + p.email() + "; " + c.rosterOf(p.side()).stream().filter(r -> !r.dead()).count()
                        + " of " + c.rosterOf(p.side()).size() + " pieces alive"))).toList();
        List<ReportSection> front = new ArrayList<>(sides);
        front.add(new ReportSection("Battles", CampaignSheets.table(c)));
        front.add(new ReportSection("Campaign rules", CampaignSheets.rules(c)));
        chapters.add(new CampaignRenderer.Chapter("The campaign", front, List.of()));
        for (CampaignRecord.Battle b : c.battles()) {
            List<ReportSection> each = new ArrayList<>();
            each.add(new ReportSection("Battle " + b.number() + " (" + b.gameId() + ", " + b.scenario() + ")",
                    List.of(CampaignSheets.result(c, b), "Deployed: " + String.join(", ", b.deployed()))));
            if (b.applied() != null) {
                for (Player p : c.created().players()) {
                    each.add(new ReportSection("What befell " + p.sideName(), CampaignSheets.changes(b.applied(), p.side())));
                }
            }
            chapters.add(new CampaignRenderer.Chapter("Battle " + b.number(), each, List.of()));
        }
        chapters.add(new CampaignRenderer.Chapter("The rosters", List.of(), c.created().players().stream()
                .map(p -> CampaignSheets.roster(c, p.side())).toList()));
        return new CampaignRenderer().render(new CampaignRenderer.Document("Campaign " + c.name(), "The campaign book, "
                + c.battles().size() + " battles", c.name(), "the campaign's archive", chapters));
    }
}
