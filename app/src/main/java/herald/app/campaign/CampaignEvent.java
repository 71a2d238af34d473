package herald.app.campaign;

import herald.engine.campaign.CampaignRules.Change;
import herald.engine.campaign.Recruit;
import java.time.Instant;
import java.util.List;
import java.util.Map;

/**
 * What happens to a campaign, in its own journal stream ({@link Campaigns#streamOf}), hash-chained as a game's:
 * it is created with its rosters, battles begin, and each battle's end is applied to the rosters.
 */
public sealed interface CampaignEvent {

    CampaignRecord applyTo(CampaignRecord campaign);

    /**
     * The first event of a campaign.
     *
     * @param muster the scenario whose pieces the rosters were mustered from, as `--scenario` named it
     * @param rules every campaign rule's value, the club's or the ruleset's default
     */
    record CampaignCreated(String name, String rulesetId, String rulesetVersion, String muster, List<Player> players,
            List<Recruit> roster, Map<String, String> rules, Instant createdAt) implements CampaignEvent {
        public CampaignCreated {
            players = List.copyOf(players);
            roster = List.copyOf(roster);
            rules = Map.copyOf(rules);
        }

        @Override
        public CampaignRecord applyTo(CampaignRecord campaign) {
            return CampaignRecord.created(this);
        }
    }

    /** A side's player, mailed the side's campaign sheet after every battle. */
    record Player(String side, String sideName, String email) {}

    /** A battle of the campaign began: game {@code gameId}, with the recruits {@code deployed} (piece ids). */
    record BattleBegun(String gameId, int number, String scenario, List<String> deployed, Instant at)
            implements CampaignEvent {
        public BattleBegun {
            deployed = List.copyOf(deployed);
        }

        @Override
        public CampaignRecord applyTo(CampaignRecord campaign) {
            return campaign.withBattle(new CampaignRecord.Battle(gameId, number, scenario, deployed, null));
        }
    }

    /**
     * A battle's end applied to the rosters by the campaign rules: the roster after it, every change and why, and
     * which dice the rolls between battles came from (the battle's seed under the stream "campaign", or the
     * battle's script after its last die) and how many.
     *
     * @param winner the winning side, or null for a draw or a result that names none
     */
    record BattleApplied(String gameId, String winner, String result, List<Recruit> roster, List<Change> changes,
            String dice, int diceFrom, int diceUsed, Instant at) implements CampaignEvent {
        public BattleApplied {
            roster = List.copyOf(roster);
            changes = List.copyOf(changes);
        }

        @Override
        public CampaignRecord applyTo(CampaignRecord campaign) {
            return campaign.withApplied(this);
        }
    }
}
