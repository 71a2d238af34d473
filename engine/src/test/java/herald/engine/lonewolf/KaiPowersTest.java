package herald.engine.lonewolf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import herald.engine.OrderError;
import herald.engine.OrdersRuling;
import herald.engine.board.Facing;
import herald.engine.board.Square;
import herald.engine.lonewolf.events.HitRolled;
import herald.engine.lonewolf.events.MissileDeflected;
import herald.engine.lonewolf.events.PercentagesAdded;
import herald.engine.lonewolf.events.PieceFired;
import herald.engine.lonewolf.events.PieceRemoved;
import herald.engine.lonewolf.events.PieceRevealed;
import herald.engine.lonewolf.events.SkillRolled;
import herald.engine.lonewolf.events.WoundHealed;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** K3, K5, K7-K10, ET1, ET2 (L1649-1807, L1905-1929): the disciplines that are orders or rolls. Initiative dice 6, 3: Sommerlund is red. */
class KaiPowersTest {
    static final String LW = KaiDisciplinesTest.LW;

    static Square sq(String s) {
        return Square.parse(s).orElseThrow();
    }

    static Battle wounded(Battle b, String id, String location, String severity) {
        HitEffect effect = b.state.hitRules().hero().effects().get(location).get(severity);
        String sev = b.state.hitRules().hero().severity().stream().filter(r -> r.key().equals(severity)).findFirst().orElseThrow().name();
        String loc = b.state.hitRules().hero().location().stream().filter(r -> r.key().equals(location)).findFirst().orElseThrow().name();
        return new Battle(b.state.withPiece(b.piece(id).withWound(new Wound(1, sev, loc, effect))));
    }

    static List<String> errors(OrdersRuling r) {
        return ((OrdersRuling.Rejected) r).errors().stream().map(OrderError::message).toList();
    }

    // ---- K5 Healing

    private static Battle healers() {
        return Battle.of(Battle.open(5, 8), LW + "healing",
                "P1 sommerlund human sword plate - veteran D1 N class=hero name=Pelathar",
                "S1 sommerlund human sword plate - regular A1 N",
                "G1 giaks giak sword mail - regular A8 S");
    }

    @Test
    void k5_a_roll_of_51_or_more_turns_a_serious_leg_wound_into_a_wound_and_gives_back_2_mp() {
        Battle b = wounded(healers(), "P1", "legs", "serious");
        assertEquals(7, b.piece("P1").condition().mpLost());
        Battle.Turn t = b.turn(Map.of("sommerlund", "HEAL LW P1"), 6, 3, 51);
        WoundHealed h = t.all(WoundHealed.class).get(0);
        assertEquals("Wound", h.after().severity());
        assertEquals("Legs", h.after().location());
        Piece p1 = t.after().piece("P1");
        assertEquals(5, p1.condition().mpLost());
        assertEquals(1, t.after().piece("LW").powers().usedOf(Skill.HEALING));
        assertTrue(t.lines().contains("LW tries to heal P1 (healing, 51-100): rolled 51, it works"), t.lines().toString());
    }

    @Test
    void k5_a_slight_wound_is_cured_and_the_worst_wound_is_treated_first() {
        Battle b = wounded(wounded(healers(), "LW", "arms", "slight"), "LW", "body", "serious");
        Battle.Turn t = b.turn(Map.of("sommerlund", "HEAL LW"), 6, 3, 90);
        assertEquals("Serious wound", t.all(WoundHealed.class).get(0).before().severity());
        Battle.Turn arms = b.turn(Map.of("sommerlund", "HEAL LW ON ARMS"), 6, 3, 90);
        assertNull(arms.all(WoundHealed.class).get(0).after());
        assertEquals(1, arms.after().piece("LW").condition().wounds().size());
    }

    @Test
    void k5_a_failed_roll_spends_a_use_and_three_uses_are_all() {
        Battle b = wounded(healers(), "P1", "legs", "serious");
        Battle.Turn t = b.turn(Map.of("sommerlund", "HEAL LW P1"), 6, 3, 50);
        assertTrue(t.all(WoundHealed.class).isEmpty());
        assertEquals(1, t.after().piece("LW").powers().usedOf(Skill.HEALING));
        Battle spent = new Battle(b.state.withPiece(b.piece("LW").withPowers(b.piece("LW").powers().withUse(Skill.HEALING)
                .withUse(Skill.HEALING).withUse(Skill.HEALING))));
        assertEquals(List.of("LW has used Healing 3 times: no uses left (K5)"), errors(spent.check("sommerlund", "HEAL LW P1")));
    }

    @Test
    void k5_healing_is_refused_for_rank_and_file_for_a_patient_not_adjacent_and_with_fire() {
        Battle b = wounded(healers(), "P1", "legs", "serious");
        assertEquals(List.of("S1 is rank-and-file: Healing works only on Kai Lords, heroes and monsters (K5)"),
                errors(b.check("sommerlund", "HEAL LW S1")));
        assertEquals(List.of("LW has no wounds to heal"), errors(b.check("sommerlund", "HEAL LW")));
        Battle far = new Battle(b.state.withPiece(b.piece("P1").withSquare(sq("E3"))));
        assertEquals(List.of("P1 is 2 squares away: the patient must be next to the healer (K5)"), errors(far.check("sommerlund", "HEAL LW P1")));
    }

    // ---- K7 Mindblast, K8 Mindshield, ET1, ET2

    /**
     * <pre>
     *   5 . . G . .   G1 a Giak 3 squares from LW (C5), or a hero
     *   2 . . L . .   LW at C2
     * </pre>
     */
    private static Battle blast(String giak) {
        return Battle.of(Battle.open(5, 8), "LW sommerlund human sword none - veteran C2 N class=kai-lord name=Lone_Wolf skills=mindblast", giak);
    }

    @Test
    void k7_a_mindblast_of_40_kills_a_giak_and_spends_a_use() {
        Battle b = blast("G1 giaks giak sword mail - regular C5 S");
        Battle.Turn t = b.turn(Map.of("sommerlund", "MINDBLAST LW AT G1"), 6, 3, 40);
        assertEquals("G1", t.all(PieceRemoved.class).get(0).piece());
        assertEquals(1, t.after().piece("LW").powers().usedOf(Skill.MINDBLAST));
        assertTrue(t.lines().contains("LW mind-blasts G1 (mindblast, 1-40): rolled 40, it strikes"), t.lines().toString());
        Battle.Turn miss = b.turn(Map.of("sommerlund", "MINDBLAST LW AT G1 PHASE 3"), 6, 3, 41);
        assertTrue(miss.all(PieceRemoved.class).isEmpty());
        assertEquals(3, miss.all(SkillRolled.class).get(0).phase());
    }

    @Test
    void k7_a_hero_hit_rolls_location_minus_20() {
        Battle b = blast("G1 giaks giak sword mail - veteran C5 S class=hero name=Gorgak");
        Battle.Turn t = b.turn(Map.of("sommerlund", "MINDBLAST LW AT G1"), 6, 3, 35, 50, 45);
        HitRolled h = t.all(HitRolled.class).get(0);
        assertEquals(50, h.severityRoll());
        assertEquals(25, h.locationRoll());
        assertEquals("Legs", h.location());
    }

    @Test
    void d3_a_monster_hit_rolls_location_minus_30_and_severity_plus_10_clamped() {
        Battle b = blast("D1 giaks doomwolf bite none - veteran C5 S class=monster");
        Battle.Turn t = b.turn(Map.of("sommerlund", "MINDBLAST LW AT D1"), 6, 3, 40, 85, 25, 50, 50, 50, 50);
        HitRolled h = t.all(HitRolled.class).get(0);
        assertEquals(95, h.severityRoll());
        assertEquals(1, h.locationRoll());
        assertTrue(h.cause().contains("severity 85 +10 = 95, location 25 −30 = 1"), h.cause());
    }

    @Test
    void k7_range_to_a_rider_is_to_his_nearer_square() {
        // W1 rides north with his front on C7 and his rear on C6, 4 squares from LW on C2: in reach though the front is 5 away
        Battle b = blast("W1 giaks wolfrider sword mail - regular C7 N mounted=true");
        assertTrue(b.check("sommerlund", "MINDBLAST LW AT W1").accepted());
    }

    @Test
    void k7_refused_when_wounded_out_of_range_or_with_fire() {
        Battle b = blast("G1 giaks giak sword mail - regular C7 S");
        assertEquals(List.of("G1 is 5 squares away: a mind blast reaches 4"), errors(b.check("sommerlund", "MINDBLAST LW AT G1")));
        Battle w = wounded(blast("G1 giaks giak sword mail - regular C5 S"), "LW", "body", "slight");
        assertEquals(List.of("LW is wounded: only an unwounded character may use Mindblast (K7)"),
                errors(w.check("sommerlund", "MINDBLAST LW AT G1")));
    }

    /** A Vordak hero with Mind Blast against Lone Wolf with Mindshield, 3 squares apart. */
    private static Battle vordak() {
        return Battle.of(Battle.open(5, 8), LW.replace("C1", "C2") + "mindshield",
                "V1 giaks vordak mace mail - veteran C5 S class=hero name=Vordak alignment=evil skills=mind-blast,mind-shield");
    }

    @Test
    void et2_a_kai_lord_wards_off_an_evil_mind_blast_on_60() {
        Battle.Turn t = vordak().turn(Map.of("sommerlund", "HOLD LW", "giaks", "MINDBLAST V1 AT LW"), 6, 3, 30, 60);
        List<SkillRolled> rolls = t.all(SkillRolled.class);
        assertEquals("mind-blast", rolls.get(0).skill());
        assertEquals("parried", rolls.get(1).result());
        assertEquals("1-60", rolls.get(1).need());
        assertTrue(t.all(HitRolled.class).isEmpty());
    }

    @Test
    void et1_with_option_50_the_kai_lord_fails_on_60_and_the_evil_blast_takes_location_minus_25() {
        Battle b = vordak().withOptions(Map.of("kai-mindshield", "50"));
        Battle.Turn t = b.turn(Map.of("sommerlund", "HOLD LW", "giaks", "MINDBLAST V1 AT LW"), 6, 3, 30, 60, 10, 50);
        assertEquals("not parried", t.all(SkillRolled.class).get(1).result());
        assertEquals(25, t.all(HitRolled.class).get(0).locationRoll());
        Battle kai = vordak().withOptions(Map.of("kai-mindshield", "50", "mindblast-location", "kai"));
        Battle.Turn k = kai.turn(Map.of("sommerlund", "HOLD LW", "giaks", "MINDBLAST V1 AT LW"), 6, 3, 30, 60, 10, 50);
        assertEquals(30, k.all(HitRolled.class).get(0).locationRoll());
    }

    @Test
    void k8_standing_order_mindshield_off_means_no_shield_roll() {
        Battle.Turn t = vordak().turn(Map.of("sommerlund", "STANDING LW MINDSHIELD OFF\nHOLD LW", "giaks", "MINDBLAST V1 AT LW"),
                6, 3, 30, 10, 50);
        assertEquals(1, t.all(SkillRolled.class).size());
        assertEquals(1, t.all(HitRolled.class).size());
        assertEquals("OFF", t.after().piece("LW").powers().standing().get("MINDSHIELD"));
        String mine = t.after().state.report("sommerlund").toString();
        String theirs = t.after().state.report("giaks").toString();
        assertTrue(mine.contains("Standing order: LW MINDSHIELD OFF"), mine);
        assertFalse(theirs.contains("Standing order"), theirs);
    }

    // ---- K9 Animal Kinship

    @Test
    void k9_on_40_the_kai_lord_moves_the_wolf_one_square_and_turns_it_in_his_movement_phase() {
        Battle b = Battle.of(Battle.open(6, 8), LW + "animal-kinship", "W1 giaks wolfrider spear leather - regular C4 S mounted=true",
                "G1 giaks giak sword mail - regular F8 S");
        Battle.Turn t = b.turn(Map.of("sommerlund", "KINSHIP LW AT W1 E FACE N"), 6, 3, 40);
        Piece w = t.after().piece("W1");
        assertEquals(sq("D4"), w.square());
        assertEquals(Facing.N, w.facing());
        Battle.Turn fail = b.turn(Map.of("sommerlund", "KINSHIP LW AT W1 E FACE N"), 6, 3, 41);
        assertEquals(sq("C4"), fail.after().piece("W1").square());
        assertEquals(List.of("G1 is not mounted: Animal Kinship moves animals (cavalry mounts, wolves), not men or monsters (K9)"),
                errors(b.check("sommerlund", "KINSHIP LW AT G1 N")));
    }

    // ---- K10 Mind over Matter

    /**
     * <pre>
     *   6 . . X . .   X Giak crossbowman
     *   3 . . G . .   G2 a Giak next to Lone Wolf
     *   2 . . L . .   LW
     * </pre>
     */
    @Test
    void k10_on_30_the_bolt_lands_on_the_adjacent_giak_which_is_hit_without_a_roll() {
        Battle b = Battle.of(Battle.open(5, 8), LW.replace("C1", "B2") + "mind-over-matter",
                "X1 giaks giak crossbow,dagger leather - regular B7 S", "G2 giaks giak sword mail - regular C3 S");
        Battle.Turn t = b.turn(Map.of("sommerlund", "HOLD LW", "giaks", "FIRE X1 AT LW\nHOLD G2"), 6, 3, 30);
        MissileDeflected d = t.all(MissileDeflected.class).get(0);
        assertEquals(sq("C3"), d.landing());
        assertEquals("G2", d.struck());
        assertTrue(t.all(PieceFired.class).isEmpty());
        assertFalse(t.after().piece("G2").alive());
        Battle.Turn kept = b.turn(Map.of("sommerlund", "HOLD LW", "giaks", "FIRE X1 AT LW\nHOLD G2"), 6, 3, 31, 99);
        assertEquals(1, kept.all(PieceFired.class).size());
    }

    @Test
    void k10_each_missile_of_a_volley_is_turned_aside_on_its_own_and_a_deflected_one_adds_nothing() {
        Battle b = Battle.of(Battle.open(5, 8), LW.replace("C1", "B2") + "mind-over-matter",
                "X1 giaks giak crossbow,dagger leather - regular B7 S unit=xb", "X2 giaks giak crossbow,dagger leather - regular C7 S unit=xb");
        Battle.Turn t = b.turn(Map.of("sommerlund", "HOLD LW", "giaks", "FIRE X1 X2 AT LW"), 6, 3, 30, 31, 99);
        assertEquals(List.of("X1"), t.all(MissileDeflected.class).stream().map(MissileDeflected::firer).toList());
        PercentagesAdded volley = t.all(PercentagesAdded.class).get(0);
        assertEquals(List.of("X2"), volley.parts().stream().map(PercentagesAdded.Part::piece).toList());
        assertTrue(t.after().piece("X1").fired());
    }

    // ---- K3 Sixth Sense

    @Test
    void k3_41_to_60_rolls_again_and_61_reveals_every_hidden_giak() {
        Battle b = Battle.of(List.of(".....", "t....", ".....", ".....", ".....", ".....", ".....", "....."),
                LW + "sixth-sense", "G1 giaks giak sword mail - regular A7 S hidden=true");
        Battle.Turn t = b.turn(Map.of("sommerlund", "HOLD LW"), 6, 3, 50, 61);
        assertEquals(2, t.all(SkillRolled.class).size());
        PieceRevealed r = t.all(PieceRevealed.class).get(0);
        assertEquals("G1", r.piece());
        Battle.Turn off = b.turn(Map.of("sommerlund", "STANDING LW SIXTHSENSE OFF\nHOLD LW"), 6, 3);
        assertTrue(off.all(SkillRolled.class).isEmpty());
    }
}
