package herald.engine.skirmish;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import herald.engine.ScenarioException;
import herald.engine.ScriptedDice;
import herald.engine.campaign.CampaignRules;
import herald.engine.campaign.CampaignRules.Aftermath;
import herald.engine.campaign.CampaignRules.Roll;
import herald.engine.campaign.Recruit;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The skirmish's campaign roster (campaign.json, all Herald's): the dead struck off, the wounded rolling to recover. */
class CampaignTest {
    private static final CampaignRules CAMPAIGN = new Skirmish().campaign().orElseThrow();
    private static final String MUSTER = Fight.json(Fight.flat(8, 8), List.of("K1 a %s 0101 mounted", "S1 a %s 0201",
            "V1 b %s 0707", "V2 b %s 0807"), 10);

    private static String muster() {
        return MUSTER.replaceFirst("%s", "knight").replaceFirst("%s", "sergeant").replaceFirst("%s", "peasant")
                .replaceFirst("%s", "peasant");
    }

    private static SkirmishState state(String json) throws ScenarioException {
        return Fight.fold(Fight.RULES.initial(), Fight.RULES.setUp(json, "test.json"));
    }

    @Test
    void theDeadAreStruckOffAndTheWoundedRollToRecoverOrFightTheNextWounded() throws ScenarioException {
        List<Recruit> roster = CAMPAIGN.muster(muster(), "muster.json", Map.of());
        assertFalse(roster.get(0).spec().contains("hex"), roster.get(0).spec());
        SkirmishState s = state(muster());
        SkirmishState end = s.withCharacter(s.character("K1").orElseThrow().withWounded())
                .withCharacter(s.character("S1").orElseThrow().withWounded())
                .withCharacter(s.character("V1").orElseThrow().withDied(3));
        // K1 rolls 4 (4 or more heals), S1 rolls 2
        Aftermath after = CAMPAIGN.afterBattle(end, roster, CAMPAIGN.rules(Map.of()), ScriptedDice.of(4, 2));
        assertEquals(List.of("K1: came through the fight wounded; whole again for the next",
                "S1: came through the fight wounded; still wounded in the next",
                "V1: killed in turn 3",
                "V2: came through the fight unwounded"), after.changes().stream().map(c -> c.piece() + ": " + c.what()).toList());
        assertEquals(new Roll(2, 6, 4), after.changes().get(1).roll());
        assertTrue(after.roster().get(2).dead());

        // the next fight: S1 starts it wounded, K1 whole and mounted again; V1 is refused, or left off
        String next = Fight.json(Fight.flat(8, 8), List.of("K1 a knight 0303", "S1 a sergeant 0304", "V2 b peasant 0606"), 10);
        SkirmishState second = state(CAMPAIGN.deploy(next, "second.json", after.roster(), false));
        assertTrue(second.character("S1").orElseThrow().wounded());
        assertFalse(second.character("K1").orElseThrow().wounded());
        assertTrue(second.character("K1").orElseThrow().mounted(), "his horse is the roster's, not the scenario line's");
        Aftermath carried = CAMPAIGN.afterBattle(end, roster, CAMPAIGN.rules(Map.of("wounded", "carry")), ScriptedDice.of());
        assertTrue(carried.roster().get(0).spec().contains("\"wounded\":true"));
    }
}
