package herald.app.campaign;

import herald.app.campaign.CampaignEvent.BattleApplied;
import herald.app.campaign.CampaignEvent.Player;
import herald.app.game.GameRecord;
import herald.engine.campaign.CampaignRules.Change;
import herald.engine.view.ReportSection;
import herald.engine.view.SheetTable;
import herald.journal.Attachment;
import herald.journal.OutboxMail;
import herald.renderer.CampaignRenderer;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * What each player is told after a battle of a campaign: their own side's sheet (what befell each of its pieces
 * and why, with every roll and its target, and the roster as it now stands) and the campaign's table of battles.
 * Nothing of another side's roster: what the battle showed of it, the battle's own mails told.
 */
final class CampaignSheets {
    private CampaignSheets() {}

    /** A mail with its PDF for each player, after battle {@code number}. */
    static List<OutboxMail> mails(CampaignRecord c, int number, GameRecord game) {
        List<OutboxMail> out = new ArrayList<>();
        for (Player p : c.created().players()) {
            byte[] pdf = new CampaignRenderer().render(sheet(c, p.side(), number));
            String file = c.name().toLowerCase(Locale.ROOT) + "-" + p.side() + "-after-battle-" + number + ".pdf";
            out.add(new OutboxMail(Campaigns.streamOf(c.name()), p.email(), "Campaign " + c.name() + ": "
                    + p.sideName() + " after battle " + number + " (" + game.id() + ")", text(c, p.side(), number), null,
                    List.of(new Attachment(file, "application/pdf", pdf, null))));
        }
        return out;
    }

    /** A side's campaign sheet after battle {@code number}. */
    static CampaignRenderer.Document sheet(CampaignRecord c, String side, int number) {
        Player player = c.player(side).orElseThrow();
        CampaignRecord.Battle battle = c.battles().get(number - 1);
        List<ReportSection> after = List.of(new ReportSection("Battle " + number + ": " + result(c, battle),
                changes(battle.applied(), side)));
        return new CampaignRenderer.Document("Campaign " + c.name() + ": " + player.sideName(), "Campaign sheet after battle "
                + number + " (" + battle.gameId() + ")", c.name(), player.sideName(), List.of(
                        new CampaignRenderer.Chapter("After battle " + number, after, List.of(roster(c, side))),
                        new CampaignRenderer.Chapter("The campaign", List.of(new ReportSection("Battles", table(c)),
                                new ReportSection("Campaign rules", rules(c))), List.of())));
    }

    /** The side's roster as it stands, as its ruleset tabulates it. */
    static SheetTable roster(CampaignRecord c, String side) {
        String name = c.player(side).map(Player::sideName).orElse(side);
        return Campaigns.rulesOf(herald.app.game.Rulesets.byId(c.created().rulesetId())).sheet("Roster of " + name,
                c.rosterOf(side));
    }

    /** What befell {@code side}'s pieces, a line each, every roll with its die and target. */
    static List<String> changes(BattleApplied applied, String side) {
        List<String> lines = new ArrayList<>();
        for (Change ch : applied.changes()) {
            if (ch.side().equals(side)) {
                String roll = ch.roll() == null ? "" : "  [rolled " + ch.roll().score() + " on 1D" + ch.roll().faces()
                        + (ch.roll().target() > 0 ? ", " + ch.roll().target() + " or more needed" : "") + "]";
                lines.add(ch.piece() + ": " + ch.what() + roll);
            }
        }
        return lines.isEmpty() ? List.of("Nothing changed for your side.") : lines;
    }

    /** The campaign's battles, a line each: the number, the game, the scenario and how it ended. */
    static List<String> table(CampaignRecord c) {
        List<String> lines = new ArrayList<>();
        for (CampaignRecord.Battle b : c.battles()) {
            lines.add("Battle " + b.number() + " (" + b.gameId() + ", " + b.scenario() + "): " + result(c, b));
        }
        return lines.isEmpty() ? List.of("No battle yet.") : lines;
    }

    static String result(CampaignRecord c, CampaignRecord.Battle b) {
        BattleApplied a = b.applied();
        if (a == null) {
            return "being fought";
        }
        if (a.result() != null && !a.result().isBlank()) { // the ruleset's own words, which name the winner
            return Character.toUpperCase(a.result().charAt(0)) + a.result().substring(1);
        }
        return a.winner() == null ? "no winner" : c.player(a.winner()).map(Player::sideName).orElse(a.winner()) + " won";
    }

    static List<String> rules(CampaignRecord c) {
        return new java.util.TreeMap<>(c.created().rules()).entrySet().stream()
                .map(e -> e.getKey() + " = " + e.getValue()).toList();
    }

    /** The mail's text: the same as the sheet's first chapter, for a reader who does not open the PDF. */
    static String text(CampaignRecord c, String side, int number) {
        CampaignRecord.Battle battle = c.battles().get(number - 1);
        StringBuilder out = new StringBuilder();
        out.append("Campaign ").append(c.name()).append(", battle ").append(number).append(" (").append(battle.gameId())
                .append("): ").append(result(c, battle)).append("\n\nWhat befell your side:\n");
        changes(battle.applied(), side).forEach(l -> out.append("  ").append(l).append('\n'));
        out.append("\nYour roster now:\n");
        SheetTable roster = roster(c, side);
        for (List<String> row : roster.rows()) {
            List<String> cells = new ArrayList<>();
            for (int i = 1; i < row.size(); i++) {
                if (!row.get(i).isBlank()) {
                    cells.add(roster.columns().get(i).toLowerCase(Locale.ROOT) + ": " + row.get(i));
                }
            }
            out.append("  ").append(row.get(0)).append(" — ").append(String.join("; ", cells)).append('\n');
        }
        out.append("\nThe campaign so far:\n");
        table(c).forEach(l -> out.append("  ").append(l).append('\n'));
        out.append("\nYour side's sheet is attached as a PDF. To choose who of your side fights the next battle,")
                .append(" reply to this mail with one line naming them, e.g.\n\n    FIELD ")
                .append(String.join(" ", c.rosterOf(side).stream().filter(r -> !r.dead()).map(r -> r.id()).limit(3)
                        .toList())).append("\n\nWithout it, the next battle's scenario says who fights.\n");
        return out.toString();
    }
}
