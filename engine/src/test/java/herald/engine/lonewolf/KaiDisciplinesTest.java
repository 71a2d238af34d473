package herald.engine.lonewolf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import herald.engine.OrdersRuling;
import herald.engine.ScenarioException;
import herald.engine.board.Square;
import herald.engine.lonewolf.events.Modifier;
import herald.engine.lonewolf.events.PieceAttacked;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** K1, K2, K4, K6 and K0 (L1607-1696): the disciplines that change numbers, and who may hold which. */
class KaiDisciplinesTest {
    static final String LW = "LW sommerlund human sword none - veteran C1 N class=kai-lord name=Lone_Wolf skills=";

    static Square sq(String s) {
        return Square.parse(s).orElseThrow();
    }

    /**
     * <pre>
     *   6 . . G . .   G1 Giak archer facing S
     *   ...
     *   1 . . L . .   LW on scrub (s) or open ground
     * </pre>
     */
    private static Battle archerAt(String ground, String skills) {
        List<String> rows = new java.util.ArrayList<>(Battle.open(5, 6));
        rows.set(5, ".." + ground + "..");
        return Battle.of(rows, LW + skills, "G1 giaks giak crossbow,dagger leather - regular C6 S");
    }

    @Test
    void given_a_camouflaged_kai_lord_in_scrub_when_a_giak_fires_at_him_then_camouflage_is_minus_2() {
        Battle b = archerAt("s", "camouflage");
        Fire.Shot shot = Fire.assess(b.state, b.piece("G1"), b.piece("LW")).value();
        assertTrue(shot.modifiers().contains(new Modifier("camouflage", -2)), shot.modifiers().toString());
    }

    @Test
    void given_a_kai_lord_with_camouflage_on_open_ground_then_he_is_not_camouflaged() {
        Battle b = archerAt(".", "camouflage");
        Fire.Shot shot = Fire.assess(b.state, b.piece("G1"), b.piece("LW")).value();
        assertTrue(shot.modifiers().stream().noneMatch(m -> m.name().equals("camouflage")), shot.modifiers().toString());
    }

    @Test
    void given_a_missile_weaponskill_then_the_firer_has_plus_10_named_weaponskill() {
        Battle b = Battle.of(Battle.open(5, 6), "LW sommerlund human longbow,sword none - veteran C1 N class=kai-lord name=Lone_Wolf"
                + " skills=weaponskill:longbow", "G1 giaks giak sword leather - regular C6 S");
        Fire.Shot shot = Fire.assess(b.state, b.piece("LW"), b.piece("G1")).value();
        assertTrue(shot.modifiers().contains(new Modifier("weaponskill", 10)), shot.modifiers().toString());
    }

    @Test
    void given_a_hero_with_sword_weaponskill_when_he_attacks_then_plus_15_shows_in_the_attack_event() {
        Battle b = Battle.of(Battle.open(5, 5), "P1 sommerlund human sword plate shield veteran C2 N class=hero name=Pelathar"
                + " skills=weaponskill:sword", "G1 giaks giak sword mail - regular C3 S");
        Battle.Turn t = b.turn(Map.of("sommerlund", "ATTACK P1 G1", "giaks", "HOLD G1"), 6, 3, 99);
        PieceAttacked a = t.all(PieceAttacked.class).get(0);
        assertTrue(a.modifiers().contains(new Modifier("weaponskill", 15)), a.modifiers().toString());
        assertTrue(t.lines().stream().anyMatch(l -> l.contains("+15 weaponskill")), t.lines().toString());
    }

    @Test
    void given_hunting_then_scrub_rocks_and_trees_cost_as_open_ground_on_foot() {
        Battle b = Battle.of(List.of(".....", "..t..", "..r..", "..s..", "....."), LW + "hunting",
                "G1 giaks giak sword mail - regular A5 S");
        var legs = Movement.trace(b.state, b.piece("LW"), List.of(new Movement.Instruction.Step(herald.engine.board.Compass.N),
                new Movement.Instruction.Step(herald.engine.board.Compass.N), new Movement.Instruction.Step(herald.engine.board.Compass.N)));
        assertEquals(List.of(1, 1, 1), legs.stream().map(Movement.Leg::cost).toList());
    }

    @Test
    void given_tracking_then_two_more_movement_points() {
        Battle b = Battle.of(Battle.open(5, 5), LW + "tracking", "G1 giaks giak sword mail - regular A5 S");
        assertEquals(9 + 2, Movement.allowance(b.state, b.piece("LW")));
    }

    private static String scenario(String... pieces) {
        return Battle.json(Battle.open(5, 6), List.of(pieces), 10, "{}");
    }

    @Test
    void k0_a_kai_lord_takes_only_kai_disciplines() {
        ScenarioException e = assertThrows(ScenarioException.class, () -> Battle.RULES.setUp(
                scenario(LW + "rally", "G1 giaks giak sword mail - regular A5 S"), "t.json"));
        assertTrue(e.getMessage().contains("he takes only Kai Disciplines and weaponskills, not Rally"), e.getMessage());
    }

    @Test
    void k0_no_one_but_a_kai_lord_takes_a_kai_discipline() {
        ScenarioException e = assertThrows(ScenarioException.class, () -> Battle.RULES.setUp(
                scenario("P1 sommerlund human sword plate - veteran C1 N class=hero name=Pelathar skills=camouflage",
                        "G1 giaks giak sword mail - regular A5 S"), "t.json"));
        assertTrue(e.getMessage().contains("cannot take Camouflage: it is a Kai Discipline, for Kai Lords only (K0)"), e.getMessage());
    }

    @Test
    void et0_only_a_vordak_or_helghast_takes_mind_blast() {
        ScenarioException e = assertThrows(ScenarioException.class, () -> Battle.RULES.setUp(
                scenario("P1 sommerlund human sword plate - veteran C1 N class=hero name=Pelathar", "G1 giaks giak sword mail - veteran"
                        + " A5 S class=hero name=Gorgak alignment=evil skills=mind-blast"), "t.json"));
        assertTrue(e.getMessage().contains("cannot take Mind Blast: only vordak and helghast heroes may (ET0"), e.getMessage());
    }

    @Test
    void k0_a_missile_weaponskill_arms_the_kai_lord_with_it_and_a_sword() {
        Battle b = Battle.of(Battle.open(5, 6), "LW sommerlund human dagger none - veteran C1 N class=kai-lord name=Lone_Wolf"
                + " skills=weaponskill:crossbow", "G1 giaks giak sword mail - regular A5 S");
        assertEquals(List.of("crossbow", "dagger"), b.piece("LW").weapons());
        Battle c = Battle.of(Battle.open(5, 6), LW + "weaponskill:mace", "G1 giaks giak sword mail - regular A5 S");
        assertEquals(List.of("mace"), c.piece("LW").weapons());
        assertEquals("mace", c.piece("LW").hand());
    }

    @Test
    void lw_ex_21_with_the_roll_option_a_1d10_of_2_keeps_the_first_two_disciplines() throws ScenarioException {
        Battle b = new Battle(Battle.fold(Battle.RULES.initial(), Battle.RULES.setUp(
                scenario(LW + "camouflage,healing,tracking,hunting,sixth-sense", "G1 giaks giak sword mail - regular A5 S"),
                "t.json", Map.of("kai-disciplines", "roll"))));
        Battle.Turn t = b.turn(Map.of("sommerlund", "HOLD LW"), 2, 6, 3, 50);
        Piece lw = t.after().piece("LW");
        assertEquals(List.of("camouflage", "healing"), Disciplines.held(lw));
        assertTrue(lw.has(Skill.HEALING));
        assertFalse(lw.has(Skill.TRACKING));
        assertTrue(t.lines().get(1).contains("rolls 1D10 for his Kai Disciplines: 2; he keeps camouflage, healing"), t.lines().toString());
        Battle.Turn four = b.turn(Map.of("sommerlund", "HOLD LW"), 4, 6, 3, 50);
        assertEquals(4, Disciplines.held(four.after().piece("LW")).size());
    }

    @Test
    void the_record_sheet_shows_uses_left_and_standing_orders() {
        Battle b = Battle.of(Battle.open(5, 6), LW + "healing,mindshield", "G1 giaks giak sword mail - regular A5 S");
        Battle.Turn t = b.turn(Map.of("sommerlund", "STANDING LW MINDSHIELD OFF\nHOLD LW"), 6, 3);
        var view = Battle.RULES.view(t.after().state, "sommerlund");
        List<String> row = view.sheets().stream().filter(x -> x.title().startsWith("Skills: ")).findFirst().orElseThrow().rows().get(0);
        assertEquals(List.of("LW", "Lone Wolf (LW)", "Healing, Mindshield", "Healing 3 of 3", "MINDSHIELD OFF; HEAL WORST"), row.subList(0, 5));
        OrdersRuling r = b.check("sommerlund", "STANDING LW MINDSHIELD MAYBE\nSTANDING LW DEFLECT EMPTY\nSTANDING LW PARRY ON");
        List<String> errors = ((OrdersRuling.Rejected) r).errors().stream().map(herald.engine.OrderError::message).toList();
        assertEquals(List.of("MINDSHIELD is ON or OFF, not MAYBE",
                "LW has no mind-over-matter: the standing order DEFLECT is for a piece that has",
                "PARRY is WOUNDED or ALWAYS or NEVER, not ON"), errors);
    }
}
