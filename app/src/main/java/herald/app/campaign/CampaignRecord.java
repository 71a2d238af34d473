package herald.app.campaign;

import herald.app.campaign.CampaignEvent.BattleApplied;
import herald.app.campaign.CampaignEvent.CampaignCreated;
import herald.engine.campaign.Recruit;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A campaign as its stream folds: who plays, the rosters as they stand now, and its battles in order.
 *
 * @param version the campaign stream's version this record was folded to
 */
public record CampaignRecord(CampaignCreated created, List<Recruit> roster, List<Battle> battles, long version) {

    public CampaignRecord {
        roster = List.copyOf(roster);
        battles = List.copyOf(battles);
    }

    /** One battle: its game, and its end as applied to the rosters (null until then). */
    public record Battle(String gameId, int number, String scenario, List<String> deployed, BattleApplied applied) {
        public Battle {
            deployed = List.copyOf(deployed);
        }
    }

    static CampaignRecord created(CampaignCreated created) {
        return new CampaignRecord(created, created.roster(), List.of(), 0);
    }

    public String name() {
        return created.name();
    }

    CampaignRecord withBattle(Battle battle) {
        List<Battle> all = new ArrayList<>(battles);
        all.add(battle);
        return new CampaignRecord(created, roster, all, version);
    }

    CampaignRecord withApplied(BattleApplied applied) {
        List<Battle> all = new ArrayList<>();
        for (Battle b : battles) {
            all.add(b.gameId().equals(applied.gameId())
                    ? new Battle(b.gameId(), b.number(), b.scenario(), b.deployed(), applied) : b);
        }
        return new CampaignRecord(created, applied.roster(), all, version);
    }

    CampaignRecord withVersion(long to) {
        return new CampaignRecord(created, roster, battles, to);
    }

    public Optional<Battle> battle(String gameId) {
        return battles.stream().filter(b -> b.gameId().equals(gameId)).findFirst();
    }

    /** The side's recruits, in roster order. */
    public List<Recruit> rosterOf(String side) {
        return roster.stream().filter(r -> r.side().equals(side)).toList();
    }

    public Optional<CampaignEvent.Player> player(String side) {
        return created.players().stream().filter(p -> p.side().equals(side)).findFirst();
    }
}
