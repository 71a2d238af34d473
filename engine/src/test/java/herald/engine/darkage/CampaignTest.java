package herald.engine.darkage;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
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

/**
 * A dark-age warband's campaign roster (campaign.json): Hero Points kept without a maximum (H1), a figure taken out of
 * the game rolling its Fate once more, special ammunition spent, and a fight's scenario placing the roster's figures.
 */
class CampaignTest {
    private static final CampaignRules CAMPAIGN = new DarkAge().campaign().orElseThrow();

    private static String muster() {
        return Game.table().figures("Ragnar vikings viking-hero 10,6", "Ulf vikings viking-bowman 14,4 ammo=fire-arrow:2",
                "Wulfstan saxons saxon-thegn 12,30", "Eda saxons saxon-fyrdman 9,30").json();
    }

    private static DarkAgeState state(String json) throws ScenarioException {
        return Game.fold(Game.RULES.initial(), Game.RULES.setUp(json, "test.json", Map.of()));
    }

    @Test
    void aFightPlacesTheRostersFiguresWhereItsScenarioSays() throws ScenarioException {
        List<Recruit> roster = CAMPAIGN.muster(muster(), "muster.json", Map.of());
        assertEquals(List.of("Ragnar", "Ulf", "Wulfstan", "Eda"), roster.stream().map(Recruit::id).toList());
        assertFalse(roster.get(0).spec().contains("\"at\""), roster.get(0).spec());
        roster.set(0, roster.get(0).withSpec(roster.get(0).spec().replace("}", ",\"heroPoints\":12}")));
        String next = Game.table().figures("Ragnar vikings viking-hero 20,20", "Eda saxons saxon-fyrdman 22,22").json();
        DarkAgeState fight = state(CAMPAIGN.deploy(next, "ford.json", roster, false));
        assertEquals(12, fight.figures().get("Ragnar").heroPoints(), "twelve Hero Points: H1 has no maximum");
        assertEquals("20.0,20.0", fight.figures().get("Ragnar").at().x() + "," + fight.figures().get("Ragnar").at().y());

        ScenarioException learns = assertThrows(ScenarioException.class, () -> CAMPAIGN.muster(muster(), "muster.json",
                Map.of("Ragnar", List.of("healing"))));
        assertTrue(learns.getMessage().contains("learn nothing between battles"), learns.getMessage());
    }

    @Test
    void afterTheFightAFigureTakenOutRollsItsFateAndAHeroKeepsHisPoints() throws ScenarioException {
        List<Recruit> roster = CAMPAIGN.muster(muster(), "muster.json", Map.of());
        DarkAgeState s = state(muster());
        DarkAgeState end = s.withFigure(s.figures().get("Ragnar").withHeroPoints(4, null))
                .withFigure(s.figures().get("Ulf").withAmmoUsed("fire-arrow"))
                .withFigure(s.figures().get("Wulfstan").withCondition(Figure.Condition.OUT, 3))
                .withFigure(s.figures().get("Eda").withCondition(Figure.Condition.OUT, 4));
        // Wulfstan (Fate 4) rolls 4: equal, he comes back; Eda (Fate 6) rolls 5: less, she is dead.
        Aftermath after = CAMPAIGN.afterBattle(end, roster, CAMPAIGN.rules(Map.of()), ScriptedDice.of(4, 5));
        List<String> lines = after.changes().stream().map(c -> c.piece() + ": " + c.what()).toList();
        assertEquals(List.of(
                "Ragnar: came through the fight",
                "Ragnar: holds 4 Hero Points for the next fight (had 1; H1)",
                "Ulf: came through the fight",
                "Ulf: has fire-arrow 1 left",
                "Wulfstan: taken out of the game in turn 3; the Fate roll after the fight holds: back for the next fight",
                "Eda: taken out of the game in turn 4; the Fate roll after the fight fails: dead"), lines);
        assertEquals(new Roll(4, 10, 4), after.changes().get(4).roll());
        assertTrue(after.roster().get(0).spec().contains("\"heroPoints\":4"), after.roster().get(0).spec());
        assertTrue(after.roster().get(1).spec().contains("\"fire-arrow\":1"), after.roster().get(1).spec());
        assertFalse(after.roster().get(2).dead());
        assertTrue(after.roster().get(3).dead());

        Aftermath kept = CAMPAIGN.afterBattle(end, roster, CAMPAIGN.rules(Map.of("hero-points", "reset",
                "out-of-the-game", "back", "ammunition", "refilled")), ScriptedDice.of());
        assertTrue(kept.roster().stream().noneMatch(Recruit::dead));
        assertFalse(kept.roster().get(0).spec().contains("heroPoints"), kept.roster().get(0).spec());
        assertTrue(kept.roster().get(1).spec().contains("\"fire-arrow\":2"), kept.roster().get(1).spec());
    }
}
