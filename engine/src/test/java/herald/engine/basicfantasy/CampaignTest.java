package herald.engine.basicfantasy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import herald.engine.ScenarioException;
import herald.engine.ScriptedDice;
import herald.engine.campaign.CampaignRules;
import herald.engine.campaign.CampaignRules.Aftermath;
import herald.engine.campaign.Recruit;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The basic fantasy rules' campaign roster (campaign.json, all Herald's): a unit's lost figures rolling to return. */
class CampaignTest {
    private static final CampaignRules CAMPAIGN = new BasicFantasy().campaign().orElseThrow();
    private static final String MUSTER = Game.json(List.of(), List.of("U1 a spearmen 10/5 20,10 N",
            "U2 a archers 8/4 30,10 N", "O1 b spearmen 10/5 20,40 S", "O2 b archers 8/4 30,40 S"), 8);

    private static BasicFantasyState state(String json) throws ScenarioException {
        return Game.fold(Game.RULES.initial(), Game.RULES.setUp(json, "test.json", Map.of()));
    }

    @Test
    void aUnitsLostFiguresRollToReturnAndItsNextBattleHasWhatCameBack() throws ScenarioException {
        List<Recruit> roster = CAMPAIGN.muster(MUSTER, "muster.json", Map.of());
        BasicFantasyState s = state(MUSTER);
        BasicFantasyState end = s.withUnit(s.unit("U1").orElseThrow().withCasualties(3, 0))
                .withUnit(s.unit("U2").orElseThrow().withCasualties(6, 0))
                .withUnit(s.unit("O1").orElseThrow().withCasualties(10, 0).withDestroyed(4));
        // U1 lost 3 and rolls 4, 1, 6 (4 or more returns): 2 come back; U2 lost 6 and none of its rolls is 4 or more
        Aftermath after = CAMPAIGN.afterBattle(end, roster, CAMPAIGN.rules(Map.of()),
                ScriptedDice.of(4, 1, 6, 1, 2, 3, 3, 2, 1));
        assertEquals(List.of("U1: lost figure 1 of 3 returns", "U1: lost figure 2 of 3 is gone",
                "U1: lost figure 3 of 3 returns", "U1: came through with 7 of 10 figures; 9 for the next battle"),
                after.changes().stream().filter(c -> c.piece().equals("U1")).map(c -> c.piece() + ": " + c.what()).toList());
        assertTrue(after.changes().stream().anyMatch(c -> (c.piece() + ": " + c.what())
                .equals("U2: came through with 2 of 8 figures; 2 for the next battle")));
        assertTrue(after.changes().stream().anyMatch(c -> (c.piece() + ": " + c.what()).equals("O1: destroyed in turn 4")));
        assertTrue(after.roster().get(2).dead());

        // the next battle: U1 with its 9, U2 with its 2 in as many files; O1 left off the table
        String next = Game.json(List.of(), List.of("U1 a spearmen 10/5 20,20 N", "U2 a archers 8/4 30,20 N",
                "O1 b spearmen 10/5 20,30 S", "O2 b archers 8/4 30,30 S"), 8);
        String deployed = CAMPAIGN.deploy(next, "next.json", after.roster(), true);
        assertFalse(deployed.contains("mustered"), deployed);
        BasicFantasyState second = state(deployed);
        assertEquals(9, second.unit("U1").orElseThrow().figures());
        assertEquals(2, second.unit("U2").orElseThrow().figures());
        assertEquals(2, second.unit("U2").orElseThrow().files());
        assertTrue(second.unit("O1").isEmpty());

        Aftermath restored = CAMPAIGN.afterBattle(end, roster, CAMPAIGN.rules(Map.of("casualties", "restored",
                "destroyed", "roll")), ScriptedDice.of());
        assertTrue(restored.roster().stream().noneMatch(Recruit::dead), "made up to strength, the destroyed too");
        assertTrue(restored.roster().get(2).spec().contains("\"figures\":10"), restored.roster().get(2).spec());
    }
}
