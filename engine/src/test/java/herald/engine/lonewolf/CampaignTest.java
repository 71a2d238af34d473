package herald.engine.lonewolf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import herald.engine.ScenarioException;
import herald.engine.ScriptedDice;
import herald.engine.campaign.CampaignRules;
import herald.engine.campaign.CampaignRules.Aftermath;
import herald.engine.campaign.CampaignRules.Change;
import herald.engine.campaign.CampaignRules.Roll;
import herald.engine.campaign.Recruit;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * A Lone Wolf campaign's roster: mustered from a scenario, deployed into the next, and the battle's end folded back
 * in by the campaign rules (campaign.json): who fell, who fled, the wounds carried and healed, the disciplines learned.
 */
class CampaignTest {
    private static final CampaignRules CAMPAIGN = new LoneWolf().campaign().orElseThrow();
    private static final String[] MUSTER = {
        "LW sommerlund human sword leather - veteran B2 N class=kai-lord name=Lone_Wolf skills=camouflage",
        "P1 sommerlund human sword plate shield veteran C2 N class=hero name=Prince_Pelathar alignment=good",
        "S1 sommerlund human spear leather shield regular D2 N",
        "G1 giaks giak spear none - regular B5 S",
        "G2 giaks giak spear none - regular C5 S"};

    private static String muster() {
        return Heroes.json(Battle.open(6, 6), MUSTER);
    }

    private static List<Recruit> roster() throws ScenarioException {
        return CAMPAIGN.muster(muster(), "muster.json", Map.of("LW", List.of("healing", "hunting")));
    }

    @Test
    void theMusterKeepsEachPieceWithoutItsPlaceAndChecksWhatEachWouldLearn() throws ScenarioException {
        List<Recruit> roster = roster();
        assertEquals(List.of("LW", "P1", "S1", "G1", "G2"), roster.stream().map(Recruit::id).toList());
        Recruit lw = roster.get(0);
        assertEquals("Lone Wolf", lw.name());
        assertEquals(List.of("healing", "hunting"), lw.learns());
        assertFalse(lw.spec().contains("square"), lw.spec());
        assertFalse(lw.spec().contains("facing"), lw.spec());

        ScenarioException heroic = assertThrows(ScenarioException.class, () -> CAMPAIGN.muster(muster(), "muster.json",
                Map.of("LW", List.of("strength"))));
        assertTrue(heroic.getMessage().contains("LW is a Kai Lord: he takes only Kai Disciplines"), heroic.getMessage());
        ScenarioException noCard = assertThrows(ScenarioException.class, () -> CAMPAIGN.muster(muster(), "muster.json",
                Map.of("S1", List.of("healing"))));
        assertTrue(noCard.getMessage().contains("S1 has no hero card"), noCard.getMessage());
        ScenarioException nobody = assertThrows(ScenarioException.class, () -> CAMPAIGN.muster(muster(), "muster.json",
                Map.of("XX", List.of("healing"))));
        assertEquals("muster.json: learns: there is no piece \"XX\" to learn anything", nobody.getMessage());
    }

    @Test
    void aBattleTakesEachPieceFromTheRosterAndItsPlaceFromTheScenario() throws ScenarioException {
        List<Recruit> roster = roster();
        roster.set(0, BetweenBattles.withWounds(roster.get(0), List.of(new Wound(3, "Serious wound", "Legs", null))));
        // The second battle's scenario places LW and G1 anew and says nothing else that is true of them.
        String next = Heroes.json(Battle.open(6, 6),
                "LW sommerlund giak spear none - regular E1 E",
                "G1 giaks giak spear none - regular E5 W");
        String deployed = CAMPAIGN.deploy(next, "ford.json", roster, false);
        Battle battle = Battle.fromJson(deployed);
        Piece lw = battle.state.pieceOrThrow("LW");
        assertEquals(PieceClass.KAI_LORD, lw.kind());
        assertEquals("E1", lw.square().toString());
        assertEquals(List.of("Serious wound"), lw.condition().wounds().stream().map(Wound::severity).toList());
        assertEquals(7, lw.condition().mpLost(), "a serious leg wound carried in: -7 MP");

        String stranger = Heroes.json(Battle.open(6, 6), "LW sommerlund human sword none - regular E1 E",
                "G9 giaks giak spear none - regular E5 W");
        ScenarioException notIn = assertThrows(ScenarioException.class, () -> CAMPAIGN.deploy(stranger, "ford.json", roster, false));
        assertEquals("ford.json: pieces[1]: G9 is not in the roster of giaks (its roster: G1, G2)", notIn.getMessage());
        roster.set(3, roster.get(3).afterBattle("fell in turn 2: killed by arrows"));
        ScenarioException dead = assertThrows(ScenarioException.class, () -> CAMPAIGN.deploy(next, "ford.json", roster, false));
        assertEquals("ford.json: pieces[1]: G1 (G1) is dead: fell in turn 2: killed by arrows", dead.getMessage());
        String both = Heroes.json(Battle.open(6, 6), "LW sommerlund giak spear none - regular E1 E",
                "G1 giaks giak spear none - regular E5 W", "G2 giaks giak spear none - regular F5 W");
        String without = CAMPAIGN.deploy(both, "ford.json", roster, true);
        assertFalse(without.contains("\"G1\""), "the fallen left off the table: " + without);
        assertTrue(without.contains("\"G2\""));
        // the giaks' player chose G2 alone to fight: G1 stays behind; a chosen piece the scenario does not place is named
        String three = Heroes.json(Battle.open(6, 6), "LW sommerlund giak spear none - regular E1 E",
                "S1 sommerlund human spear none - regular D1 E", "G2 giaks giak spear none - regular F5 W");
        String fielded = CAMPAIGN.deploy(three, "ford.json", roster, true, Map.of("sommerlund", List.of("LW")));
        assertTrue(fielded.contains("\"G2\"") && fielded.contains("\"LW\""), fielded);
        assertFalse(fielded.contains("\"S1\""), "S1 was not chosen: he stays behind: " + fielded);
        ScenarioException unplaced = assertThrows(ScenarioException.class, () -> CAMPAIGN.deploy(next, "ford.json", roster,
                true, Map.of("sommerlund", List.of("LW", "P1"))));
        assertEquals("ford.json: pieces: the player of sommerlund chose P1 to fight (FIELD), and this scenario does not"
                + " place P1", unplaced.getMessage());
        roster.set(4, roster.get(4).afterBattle("fell in turn 3: shot"));
        ScenarioException none = assertThrows(ScenarioException.class, () -> CAMPAIGN.deploy(both, "ford.json", roster, true));
        assertEquals("ford.json: side giaks has no piece on the table: every piece of its roster is dead", none.getMessage());
    }

    @Test
    void afterTheBattleTheDeadAreStruckOffTheWoundedRollAndTheSurvivorsLearn() throws ScenarioException {
        List<Recruit> roster = roster();
        Battle battle = Battle.fromJson(muster());
        LoneWolfState s = battle.state;
        HitChart hero = s.hitRules().hero();
        Wound serious = new Wound(2, "Serious wound", "Legs", hero.effects().get("legs").get("serious"));
        Wound slight = new Wound(3, "Slight wound", "Arms", hero.effects().get("arms").get("slight"));
        LoneWolfState end = s.withPiece(s.pieceOrThrow("LW").withCondition(Condition.FIT.plus(serious).plus(slight)))
                .withPiece(s.pieceOrThrow("G1").withRemoved(2, "killed by LW"))
                .withPiece(s.pieceOrThrow("G2").withRemoved(3, "routed" + Flight.OFF_THE_BOARD));
        Map<String, String> rules = CAMPAIGN.rules(Map.of());
        // LW rolls 4 for recovery (4 or more on 1D6: his serious leg wound mends to a wound) and learns healing, the
        // first on his list; Pelathar, good, rolls 3 on 1D8 for the third of the eight Heroic Abilities he may take
        // (the skill book's order: aura-of-goodness, immunity-to-poison, lightning-attack, ...).
        ScriptedDice dice = ScriptedDice.of(4, 3);
        Aftermath after = CAMPAIGN.afterBattle(end, roster, rules, dice);
        assertEquals(2, dice.used());

        Recruit lw = after.roster().get(0);
        assertEquals(1, lw.battles());
        assertEquals(1, lw.survived());
        assertEquals(List.of("hunting"), lw.learns());
        assertTrue(lw.spec().contains("\"skills\":[\"camouflage\",\"healing\"]"), lw.spec());
        assertTrue(lw.spec().contains("{\"severity\":\"Wound\",\"location\":\"Legs\"}"), lw.spec());
        assertTrue(lw.spec().contains("{\"severity\":\"Slight wound\",\"location\":\"Arms\"}"), lw.spec());
        assertTrue(after.roster().get(3).dead());
        assertEquals("fell in turn 2: killed by LW", after.roster().get(3).fate());
        assertFalse(after.roster().get(4).dead(), "G2 routed off the board: he returns (campaign rule fled)");
        assertTrue(after.roster().get(1).spec().contains("\"skills\":[\"lightning-attack\"]"),
                "Pelathar's 3 on 1D8: " + after.roster().get(1).spec());

        List<String> lines = after.changes().stream().map(c -> c.piece() + ": " + c.what()).toList();
        assertEquals(List.of(
                "LW: fought and came through with 2 new wounds; carries a serious wound to the legs, a slight wound to the arms",
                "LW: rolls for recovery: his serious wound to the legs mends to a wound",
                "LW: survived, and learns Healing for the next battle (the next on his list; K5)",
                "P1: fought and came through unhurt",
                "P1: survived, and learns Lightning Attack for the next battle (none left on his list: drawn from the 8 he may take; HA5)",
                "S1: fought and came through unhurt",
                "G1: fell in turn 2: killed by LW",
                "G2: left the field in turn 3 (routed off the board) and returns to his side for the next battle"), lines);
        assertEquals(new Roll(4, 6, 4), after.changes().get(1).roll());
        assertEquals(new Roll(3, 8, 0), after.changes().get(4).roll());

        // The next battle takes what they carry: the mended wound, the learned discipline.
        Battle second = Battle.fromJson(CAMPAIGN.deploy(muster().replace("\"G1\"", "\"G2\"")
                .replaceFirst("\\{\"id\": \"G2\"[^}]*},?", ""), "second.json", after.roster(), false));
        Piece lw2 = second.state.pieceOrThrow("LW");
        assertTrue(lw2.has(Skill.HEALING));
        assertEquals(List.of("Wound", "Slight wound"), lw2.condition().wounds().stream().map(Wound::severity).toList());
    }

    @Test
    void aFailedRecoveryRollLeavesTheWoundAndTheOtherRulesChangeWhatFollows() throws ScenarioException {
        List<Recruit> roster = roster();
        LoneWolfState s = Battle.fromJson(muster()).state;
        Wound serious = new Wound(2, "Serious wound", "Legs", s.hitRules().hero().effects().get("legs").get("serious"));
        LoneWolfState end = s.withPiece(s.pieceOrThrow("LW").withCondition(Condition.FIT.plus(serious)))
                .withPiece(s.pieceOrThrow("G1").withRemoved(2, "killed by LW"))
                .withPiece(s.pieceOrThrow("G2").withRemoved(3, "routed" + Flight.OFF_THE_BOARD));
        Map<String, String> rules = CAMPAIGN.rules(Map.of("recovery-target", "5", "learning", "none",
                "rank-and-file", "replaced", "fled", "lost"));
        Aftermath after = CAMPAIGN.afterBattle(end, roster, rules, ScriptedDice.of(4));
        List<Change> changes = after.changes();
        assertEquals("rolls for recovery: his serious wound to the legs does not mend", changes.get(1).what());
        assertEquals(new Roll(4, 6, 5), changes.get(1).roll());
        assertFalse(after.roster().get(3).dead(), "G1 fell and was replaced");
        assertEquals(0, after.roster().get(3).survived());
        assertTrue(after.roster().get(4).dead(), "G2 fled and was lost");
        assertTrue(after.roster().get(0).spec().contains("\"skills\":[\"camouflage\"]"), "learning none");

        ScenarioException target = assertThrows(ScenarioException.class,
                () -> CAMPAIGN.rules(Map.of("recovery-target", "7")));
        assertEquals("campaign rule recovery-target: \"7\" is not a score of the recovery die (1 to 6)", target.getMessage());
        ScenarioException unknown = assertThrows(ScenarioException.class, () -> CAMPAIGN.rules(Map.of("xp", "1")));
        assertTrue(unknown.getMessage().startsWith("a lonewolf campaign has no house-rule option \"xp\""), unknown.getMessage());
    }
}
