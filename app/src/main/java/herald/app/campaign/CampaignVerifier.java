package herald.app.campaign;

import herald.app.archive.Verifier;
import herald.app.campaign.CampaignEvent.BattleApplied;
import herald.app.game.GameRecord;
import herald.app.game.Games;
import herald.journal.ChainCheck;
import herald.journal.Journal;
import herald.journal.StoredEvent;
import java.io.PrintWriter;
import java.time.Clock;
import java.util.Objects;

/**
 * `herald verify --campaign NAME`: the campaign's own hash chain; every battle verified as a game is (its chain, its
 * dice, every turn re-adjudicated); and every battle's end applied to the rosters again, from the roster before it,
 * with the dice the battle's own journal shows (its revealed seed, or its script), to the same roster and story.
 */
public final class CampaignVerifier {
    private final PrintWriter out;

    public CampaignVerifier(PrintWriter out) {
        this.out = out;
    }

    public boolean verify(Journal journal, String name) {
        String stream = Campaigns.streamOf(name);
        ChainCheck chain = journal.verify(stream);
        if (!chain.intact()) {
            out.println("campaign " + name + ": hash chain BROKEN: " + chain.problem());
            return false;
        }
        out.println("campaign " + name + ": hash chain intact over " + chain.checkedEvents() + " events");
        Games games = new Games(journal);
        Campaigns campaigns = new Campaigns(journal, games, Clock.systemUTC());
        boolean ok = true;
        CampaignRecord c = null;
        for (StoredEvent stored : journal.read(stream)) {
            CampaignEvent event = CampaignCodec.decode(stored);
            if (event instanceof CampaignEvent.BattleBegun begun) {
                ok &= battle(journal, games, c.name(), begun);
            } else if (event instanceof BattleApplied applied) {
                ok &= applied(campaigns, games, c, applied);
            }
            c = event.applyTo(c).withVersion(stored.version());
        }
        return ok;
    }

    private boolean battle(Journal journal, Games games, String campaign, CampaignEvent.BattleBegun begun) {
        out.println("battle " + begun.number() + " (" + begun.gameId() + "):");
        GameRecord game = games.load(begun.gameId());
        if (!campaign.equals(game.created().campaign())) {
            out.println("  game " + begun.gameId() + " says it is a battle of " + game.created().campaign() + ", not " + campaign);
            return false;
        }
        return new Verifier(out).verify(journal, begun.gameId());
    }

    private boolean applied(Campaigns campaigns, Games games, CampaignRecord before, BattleApplied applied) {
        GameRecord game = games.load(applied.gameId());
        BattleApplied again;
        try {
            again = campaigns.apply(before, game, BattleDice.replayed(game, applied));
        } catch (RuntimeException e) {
            out.println("battle " + applied.gameId() + " applied to the rosters: cannot apply it again: " + e.getMessage());
            return false;
        }
        boolean same = Objects.equals(again.roster(), applied.roster()) && Objects.equals(again.changes(), applied.changes())
                && again.diceUsed() == applied.diceUsed() && Objects.equals(again.winner(), applied.winner());
        out.println("battle " + applied.gameId() + " applied to the rosters: " + applied.changes().size() + " changes, "
                + applied.diceUsed() + " dice from " + (BattleDice.SCRIPT.equals(applied.dice()) ? "its script"
                        : "its revealed seed") + (same ? ": applied again identically" : ": DIFFERS when applied again"));
        if (same) {
            out.println("  under this Herald's rules, re-adjudicated from its orders and dice: the rosters would be "
                    + underTodaysRules(campaigns, games, before, applied));
        }
        if (!same) {
            for (int i = 0; i < Math.max(again.changes().size(), applied.changes().size()); i++) {
                Object was = i < applied.changes().size() ? applied.changes().get(i) : null;
                Object now = i < again.changes().size() ? again.changes().get(i) : null;
                if (!Objects.equals(was, now)) {
                    out.println("  first difference, change " + (i + 1) + ": journalled " + was + "; again " + now);
                    break;
                }
            }
        }
        return same;
    }

    /**
     * Whether the battle, fought again under this Herald's rules from its orders and dice, would leave the rosters as
     * they are: "the same", or the first thing that would change. A rule changed since the battle shows here.
     */
    private String underTodaysRules(Campaigns campaigns, Games games, CampaignRecord before, BattleApplied applied) {
        GameRecord journalled = games.load(applied.gameId());
        GameRecord end;
        try {
            byte[] seed = journalled.seedHex() == null ? null : java.util.HexFormat.of().parseHex(journalled.seedHex());
            end = Readjudication.end(games.history(applied.gameId()), seed);
        } catch (RuntimeException e) {
            return "unknown: the battle cannot be fought again here (" + e.getMessage() + ")";
        }
        if (!end.finished()) {
            return "changed: fought again, the battle does not end where it did";
        }
        BattleApplied again = campaigns.apply(before, end, BattleDice.replayed(journalled, applied));
        for (int i = 0; i < Math.max(again.changes().size(), applied.changes().size()); i++) {
            Object was = i < applied.changes().size() ? applied.changes().get(i).what() : null;
            Object now = i < again.changes().size() ? again.changes().get(i).what() : null;
            if (!Objects.equals(was, now)) {
                return "changed, first at change " + (i + 1) + ": journalled \"" + was + "\", now \"" + now + "\"";
            }
        }
        return Objects.equals(again.roster(), applied.roster()) ? "the same" : "changed (the same story, other rosters)";
    }
}
