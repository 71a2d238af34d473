package herald.engine.basicfantasy;

import static herald.engine.basicfantasy.Game.one;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import herald.engine.basicfantasy.events.MagicTested;
import herald.engine.basicfantasy.events.SpellAimed;
import herald.engine.basicfantasy.events.SpellHit;
import herald.engine.basicfantasy.events.UnitEnhanced;
import herald.engine.basicfantasy.events.UnitHealed;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Phase 2, magic (R8, R9). W1, a wizard (morale 4, aim 2, armour 2, 3 wounds, a 1" round base), stands at 24,4: the
 * rim of its base is at y 4.5.
 */
class MagicTest {
    private static final String WIZARD = "W1 a wizard 1 24,4 N";


    @Test
    void derived_003_D_3_a_failed_magic_test_turns_assailing_of_the_mind_on_the_caster() {
        Game g = Game.of(WIZARD, "E1 b swordsmen 10/5 24,20 S");
        // morale 4, rolled 5: failed; the S5 shot strikes W1 (armour 2): 3 above, an automatic wound
        Game.Turn t = g.turn("CAST W1 ASSAIL E1", 5);
        MagicTested m = t.one(MagicTested.class);
        assertEquals(5, m.roll());
        assertEquals(4, m.need());
        assertFalse(m.passed());
        SpellHit hit = t.one(SpellHit.class);
        assertEquals("W1", hit.target());
        assertEquals("backfire", hit.role());
        assertEquals(5, hit.wound().strength());
        assertEquals(List.of(
                        "W1 casts Assailing of the Mind on E1, 15.5\" (range 24): Magic Test need ≤ 4: 5 → fails: the spell strikes W1 instead",
                        "Assailing of the Mind turns on W1: one S5 hit; wounds S5 v A2: automatic pass → 1 wound, now 1 wound on the front figure"),
                t.lines().subList(3, 5));
        assertEquals(1, t.after().u("W1").frontWounds());
        assertEquals(1, t.diceUsed(), "an automatic wound rolls no die");
        assertEquals(10, t.after().u("E1").figures());
    }

    @Test
    void a_passed_assailing_of_the_mind_strikes_the_enemy_with_one_strength_5_hit() {
        Game.Turn t = Game.of(WIZARD, "E1 b swordsmen 10/5 24,20 S").turn("CAST W1 ASSAIL E1", 4, 3);
        SpellHit hit = t.one(SpellHit.class);
        assertEquals("Assailing of the Mind strikes E1: one S5 hit; wounds S5 v A4 need 3+: 3 → 1 wound, 1 figure removed",
                hit.describe());
        assertEquals(9, t.after().u("E1").figures());
    }

    /**
     * E1's swordsmen face down the table with their front edge at y 22.5 (bases to y 24.5), so the wizard's rim is
     * 18.0" from them. E2 stands exactly 6.0" behind E1, E3 6.1" to its side, and the Elves' own U1 5.5" in front.
     */
    private static Game blastField(Map<String, String> options, String e1At) {
        return Game.of(options, List.of(), WIZARD, "U1 a spearmen 10/5 24,17 N", "E1 b swordsmen 10/5 " + e1At + " S",
                "E2 b spearmen 10/5 24,30.5 S", "E3 b spearmen 10/5 35.1,22.5 S");
    }

    @Test
    void derived_003_D_5_blast_reaches_18_inches_and_strikes_every_unit_within_6_inches_of_its_target_friend_or_foe() {
        assertEquals(List.of("CAST W1 BLAST E1  # 18.0\" of 18\""), blastField(Map.of(), "24,22.5").accepted("CAST W1 BLAST E1"));
        assertEquals("E1 is 18.5\" from W1: beyond Blast of the Heavens' range of 18\"",
                one(blastField(Map.of(), "24,23"), "CAST W1 BLAST E1"));
        // test 2 passes; E1 S4 v A4 4+: 4; then in table order U1 (5.5", S4 v A3 3+: 1) and E2 (6.0": 6); E3 at 6.1" is spared
        Game.Turn t = blastField(Map.of(), "24,22.5").turn("CAST W1 BLAST E1", 2, 4, 1, 6);
        List<SpellHit> hits = t.all(SpellHit.class);
        assertEquals(List.of("E1", "U1", "E2"), hits.stream().map(SpellHit::target).toList());
        assertEquals(List.of("target", "blast", "blast"), hits.stream().map(SpellHit::role).toList());
        assertEquals(6.0, hits.get(2).inches());
        assertEquals("Blast of the Heavens strikes E2, 6.0\" from its target: one S4 hit; wounds S4 v A3 need 3+: 6 → 1 wound, 1 figure"
                + " removed", hits.get(2).describe());
        assertEquals(List.of(9, 10, 9, 10), List.of(t.after().u("E1").figures(), t.after().u("U1").figures(),
                t.after().u("E2").figures(), t.after().u("E3").figures()));
        assertEquals(2, t.after().state.removedBy("a"));
    }

    @Test
    void blast_house_options_spare_the_target_or_make_the_caster_aim() {
        Game.Turn spared = blastField(Map.of("blast-target", "spared"), "24,22.5").turn("CAST W1 BLAST E1", 2, 1, 6);
        assertEquals(List.of("U1", "E2"), spared.all(SpellHit.class).stream().map(SpellHit::target).toList());
        Game.Turn missed = blastField(Map.of("blast-roll", "aim"), "24,22.5").turn("CAST W1 BLAST E1", 2, 3);
        assertEquals("W1 aims Blast of the Heavens at E1: need ≤ 2: 3 → misses; nothing is struck",
                missed.one(SpellAimed.class).describe());
        assertTrue(missed.all(SpellHit.class).isEmpty());
        Game.Turn failed = blastField(Map.of(), "24,22.5").turn("CAST W1 BLAST E1", 6, 2);
        SpellHit back = failed.one(SpellHit.class);
        assertEquals("W1", back.target());
        assertEquals("wounds S4 v A2 need 3+: 2 → no wounds", back.wound().describe());
    }

    @Test
    void heal_mends_up_to_2_wounds_on_the_front_figure_of_a_friendly_unit_of_several_wounds() {
        Game g = Game.of(WIZARD, "U1 a cavalry 5/5 30,10 N 1", "U2 a spearmen 10/5 10,10 N", "E1 b troll 1 24,40 S 3");
        Game.Turn self = Game.of("W1 a wizard 1 24,4 N 2", "E1 b troll 1 24,40 S").turn("CAST W1 HEAL W1", 3);
        assertEquals(new UnitHealed("W1", "W1", 2, 0), self.one(UnitHealed.class));
        assertEquals(List.of("CAST W1 HEAL U1  # 4.8\" of 12\""), g.accepted("CAST W1 HEAL U1"));
        assertEquals("Heal: U1 recovers 1 wound; its front figure has no wounds left",
                g.turn("CAST W1 HEAL U1", 1).one(UnitHealed.class).describe());
        assertEquals("U2's figures have 1 wound each: Heal mends only a unit of several wounds", one(g, "CAST W1 HEAL U2"));
        assertEquals("W1 has no wounds to heal", one(g, "CAST W1 HEAL W1"));
        assertEquals("Heal is cast on a friendly unit: E1 is an enemy", one(g, "CAST W1 HEAL E1"));
        Game.Turn failed = g.turn("CAST W1 HEAL U1", 5);
        assertTrue(failed.all(UnitHealed.class).isEmpty() && failed.all(SpellHit.class).isEmpty(), "a failed Heal does nothing");
        assertTrue(failed.lines().contains("W1 casts Heal on U1, 4.8\" (range 12): Magic Test need ≤ 4: 5 → fails: no effect"));
    }

    @Test
    void melee_monster_lifts_a_friendly_unit_until_the_end_of_the_player_turn() {
        Game g = Game.of(WIZARD, "U1 a spearmen 10/5 24,10 N", "E1 b troll 1 24,40 S");
        Game.Turn t = g.turn("CAST W1 MELEE-MONSTER U1", 4);
        assertEquals(new UnitEnhanced("W1", "U1", 1), t.one(UnitEnhanced.class));
        assertFalse(t.after().u("U1").enhanced(), "the lift ends with the player turn");
        assertEquals("U1 is already lifted by Melee monster this player turn",
                one(Game.of(WIZARD, "W2 a wizard 1 30,4 N", "U1 a spearmen 10/5 24,10 N", "E1 b troll 1 24,40 S"),
                        "CAST W1 MONSTER U1\nCAST W2 MONSTER U1"));
        Profile lifted = g.state.profile(g.u("U1").withEnhanced(true));
        assertEquals(List.of(6, 4, 4, 4), List.of(lifted.speed(), lifted.combatSkill(), lifted.strength(), lifted.resilience()));
    }

    @Test
    void a_caster_casts_only_what_it_knows_once_a_turn_within_range_and_never_also_shoots() {
        Game g = Game.of(WIZARD, "U2 a archers 8/4 10,10 N", "E1 b troll 1 24,40 S");
        assertEquals("U2 does not know Heal: archers cast no spells", one(g, "CAST U2 HEAL W1"));
        assertEquals("W1 already casts on line 1: a unit shoots or casts once a player turn, never both",
                one(g, "CAST W1 MONSTER W1\nCAST W1 MONSTER U2"));
        assertEquals("E1 is 34.5\" from W1: beyond Assailing of the Mind's range of 24\"", one(g, "CAST W1 ASSAIL E1"));
        assertEquals("Assailing of the Mind is cast on an enemy unit: U2 is on your own side", one(g, "CAST W1 ASSAIL U2"));
        assertEquals("E1 is 28.5\" from W1: beyond Assailing of the Mind's range of 24\"", one(g, "MOVE W1 TO 24,10\nCAST W1 ASSAIL E1"),
                "measured from where the caster will stand after its move");
    }

    @Test
    void house_option_spell_sight_asks_a_clear_line_for_a_spell() {
        List<String> wood = List.of("wood 4,10 44,10 44,14 4,14");
        Game g = Game.of(Map.of("spell-sight", "yes"), wood, WIZARD, "E1 b swordsmen 10/5 24,20 S");
        assertEquals("W1 has no line of sight to E1: blocked by Wood 1 (wood) (house option spell-sight=yes)",
                one(g, "CAST W1 ASSAIL E1"));
        assertTrue(Game.of(wood, WIZARD, "E1 b swordsmen 10/5 24,20 S").check("CAST W1 ASSAIL E1").accepted(),
                "by default a spell needs no sight");
    }
}
