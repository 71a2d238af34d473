package herald.engine.basicfantasy;

import static herald.engine.basicfantasy.Game.one;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import herald.engine.basicfantasy.events.CombatEnded;
import herald.engine.basicfantasy.events.ShotsFired;
import herald.engine.basicfantasy.events.UnitCharged;
import herald.engine.basicfantasy.events.UnitDestroyed;
import herald.engine.table.Point;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Phase 2, shooting (R3-R7), and the wound table every hit is tested on (R6, R12). */
class ShootingTest {
    /** Four archers (aim 3, longbow 24" S3) and, 20" up the table, ten swordsmen (armour 4, 1 wound each). */
    private static final String ARCHERS = "U2 a archers 4/4 24,10 N";
    private static final String SWORDS = "E1 b swordsmen 10/5 24,30 S";


    @Test
    void derived_003_D_1_with_aim_3_rolls_of_1_and_3_hit_and_4_and_6_miss() {
        Game g = Game.of(ARCHERS, SWORDS);
        assertEquals(List.of("SHOOT U2 AT E1  # 20.0\" of 24\""), g.accepted("shoot u2 e1"));
        // four shots 1 3 4 6: two hits; S3 v A4 needs 5+: 5 2 → one wound, one swordsman removed
        Game.Turn t = g.turn("SHOOT U2 AT E1", 1, 3, 4, 6, 5, 2);
        ShotsFired f = t.one(ShotsFired.class);
        assertEquals(List.of(1, 3, 4, 6), f.roll());
        assertEquals(3, f.need());
        assertEquals(2, f.hits());
        assertEquals(5, f.wound().need());
        assertEquals("U2 shoots at E1, 20.0\" (range 24): 2 hits of 4 (need ≤ 3: 1 3 4 6); wounds S3 v A4 need 5+: 5 2 → 1 wound,"
                + " 1 figure removed", f.describe());
        assertEquals(9, t.after().u("E1").figures());
        assertEquals(1, t.after().state.removedBy("a"));
        assertEquals(6, t.diceUsed());
    }

    @Test
    void derived_003_D_2_the_wound_table() {
        assertEquals(4, WoundTable.need(4, 4));
        assertEquals(5, WoundTable.need(2, 4));
        assertEquals(5, WoundTable.need(3, 4));
        assertEquals(WoundTable.AUTO_FAIL, WoundTable.need(1, 4));
        assertEquals(3, WoundTable.need(5, 4));
        assertEquals(3, WoundTable.need(6, 4));
        assertEquals(WoundTable.AUTO_PASS, WoundTable.need(7, 4));
        var auto = WoundTable.roll(3, 7, "A", 4, herald.engine.ScriptedDice.of());
        assertEquals(3, auto.wounds(), "an automatic pass rolls no die");
        assertEquals("wounds S7 v A4: automatic pass → 3 wounds", auto.describe());
        assertEquals("wounds S1 v A4: automatic fail → no wounds", WoundTable.roll(3, 1, "A", 4, herald.engine.ScriptedDice.of()).describe());
    }

    @Test
    void wounds_go_to_the_front_figure_until_it_falls_and_carry_over_R7() {
        Game g = Game.of("U1 a cavalry 5/5 24,10 N 1", "E1 b troll 1 24,40 S 4");
        // cavalry, 2 wounds a figure, 1 already on the front one: 4 more make 5: two figures fall, one wound on the third
        assertEquals(new WoundTable.Casualties(2, 1), WoundTable.allocate(g.u("U1"), 2, 4));
        assertEquals(new WoundTable.Casualties(1, 0), WoundTable.allocate(g.u("U1"), 2, 1), "one more wound finishes the front figure");
        assertEquals(new WoundTable.Casualties(0, 1), WoundTable.allocate(g.u("U1"), 2, 0));
        // the troll, 6 wounds with 4 taken: 3 more destroy it, and nothing is left over to carry
        assertEquals(new WoundTable.Casualties(1, 0), WoundTable.allocate(g.u("E1"), 6, 3));
        assertEquals(new WoundTable.Casualties(5, 0), WoundTable.allocate(g.u("U1"), 2, 40));
    }

    /** The report gives the wounds the front figure carries after the shots, old ones included, as "now". */
    @Test
    void the_report_says_how_many_wounds_a_wounded_front_figure_carries_now() {
        Game g = Game.of(ARCHERS, "E1 b troll 1 24,30 S 1");
        // three hits of four; S3 v A3 needs 4+: 4 5 6, three wounds on a troll that had one
        ShotsFired f = g.turn("SHOOT U2 AT E1", 1, 1, 1, 4, 4, 5, 6).one(ShotsFired.class);
        assertTrue(f.describe().endsWith("wounds S3 v A3 need 4+: 4 5 6 → 3 wounds, now 4 wounds on the front figure"),
                f.describe());
    }

    @Test
    void a_unit_shot_to_its_last_figure_is_destroyed() {
        Game g = Game.of(ARCHERS, "E1 b troll 1 24,30 S 5");
        // S3 v A3 needs 4+: the troll's last wound
        Game.Turn t = g.turn("SHOOT U2 AT E1", 1, 6, 6, 6, 4);
        assertEquals("E1 is destroyed (shot by U2)", t.one(UnitDestroyed.class).describe());
        assertFalse(t.after().u("E1").alive());
        assertEquals("a", t.after().state.outcome().winner(), "the Orcs have no units left");
    }

    @Test
    void house_option_front_rank_shoots_only_the_front_ranks_figures() {
        Game g = Game.of(Map.of("shots", "front-rank"), List.of(), "U2 a archers 8/4 24,10 N", SWORDS);
        assertEquals(4, g.turn("SHOOT U2 AT E1", 6, 6, 6, 6).one(ShotsFired.class).roll().size());
        assertEquals(8, Game.of("U2 a archers 8/4 24,10 N", SWORDS).turn("SHOOT U2 AT E1", 6, 6, 6, 6, 6, 6, 6, 6)
                .one(ShotsFired.class).roll().size());
    }

    @Test
    void the_target_must_be_within_the_weapons_range_base_to_base() {
        assertEquals("E1 is 24.1\" from U2: beyond its longbow's range of 24\"", one(Game.of(ARCHERS, "E1 b swordsmen 10/5 24,34.1 S"),
                "SHOOT U2 AT E1"));
        assertTrue(Game.of(ARCHERS, "E1 b swordsmen 10/5 24,34 S").check("SHOOT U2 AT E1").accepted(), "24.0\" is within 24\"");
        Game moved = Game.of(ARCHERS, "E1 b swordsmen 10/5 24,38 S");
        assertTrue(moved.check("MOVE U2 TO 24,14\nSHOOT U2 AT E1").accepted(), "range is measured from where it will stand");
        assertEquals("U2 moves this player turn: it cannot also shoot (house option move-then-shoot=no)",
                one(Game.of(Map.of("move-then-shoot", "no"), List.of(), ARCHERS, SWORDS), "MOVE U2 TO 24,12\nSHOOT U2 AT E1"));
    }

    @Test
    void a_wood_between_blocks_sight_but_not_the_wood_the_shooter_stands_in() {
        Game g = Game.of(List.of("wood 4,14 44,14 44,18 4,18"), ARCHERS, SWORDS);
        assertEquals("U2 has no line of sight to E1: blocked by Wood 1 (wood)", one(g, "SHOOT U2 AT E1"));
        Game inWood = Game.of(List.of("wood 4,8 44,8 44,18 4,18"), ARCHERS, SWORDS);
        assertTrue(inWood.check("SHOOT U2 AT E1").accepted(), inWood.check("SHOOT U2 AT E1").toString());
        assertTrue(Game.of(Map.of("sight", "none"), List.of("wood 4,14 44,14 44,18 4,18"), ARCHERS, SWORDS)
                .check("SHOOT U2 AT E1").accepted(), "house option sight=none");
    }

    @Test
    void a_unit_between_blocks_sight() {
        Game g = Game.of(ARCHERS, "U3 a spearmen 20/10 24,20 N", SWORDS);
        assertEquals("U2 has no line of sight to E1: blocked by U3 in the way", one(g, "SHOOT U2 AT E1"));
        Game beside = Game.of(ARCHERS, "U3 a spearmen 10/5 40,20 N", SWORDS);
        assertTrue(beside.check("SHOOT U2 AT E1").accepted());
    }

    @Test
    void only_a_unit_with_a_ranged_weapon_shoots_and_never_into_or_out_of_close_combat() {
        Game g = Game.of(ARCHERS, "U1 a spearmen 10/5 34,10 N", SWORDS, "E2 b spearmen 10/5 34,11 S");
        assertEquals("U1 (spearmen) has no ranged weapon", one(g, "SHOOT U1 AT E1"));
        assertEquals("U1 is on your own side: shoot at an enemy", one(g, "SHOOT U2 AT U1"));
        Game locked = new Game(new UnitCharged("U1", "E2", List.of(Point.of(34, 10), Point.of(34, 10)), 0, 1, 5, List.of(), 0)
                .applyTo(g.state));
        assertEquals("E2 is locked in close combat with U1: a unit in combat is not shot at (house option shoot-into-combat=no)",
                one(locked, "SHOOT U2 AT E2"));
        Game yes = Game.of(Map.of("shoot-into-combat", "yes"), List.of(), ARCHERS, "U1 a spearmen 10/5 34,10 N", SWORDS,
                "E2 b spearmen 10/5 34,11 S");
        Game lockedYes = new Game(new UnitCharged("U1", "E2", List.of(Point.of(34, 10), Point.of(34, 10)), 0, 1, 5, List.of(), 0)
                .applyTo(yes.state));
        assertTrue(lockedYes.check("SHOOT U2 AT E2").accepted(), lockedYes.check("SHOOT U2 AT E2").toString());
        Game shooterLocked = Game.of(ARCHERS, "E2 b spearmen 10/5 24,11 S", SWORDS);
        shooterLocked = new Game(new UnitCharged("U2", "E2", List.of(Point.of(24, 10), Point.of(24, 10)), 0, 1, 5, List.of(), 0)
                .applyTo(shooterLocked.state));
        assertEquals("U2 is locked in close combat with E2: it cannot shoot", one(shooterLocked, "SHOOT U2 AT E1"));
    }

    @Test
    void a_shot_whose_target_is_destroyed_earlier_in_the_turn_is_held_and_a_combat_with_it_ends() {
        Game g = Game.of(Map.of("shoot-into-combat", "yes"), List.of(), ARCHERS, "U3 a archers 4/4 14,10 N",
                "E1 b troll 1 24,30 S 5", "U1 a spearmen 10/5 24,34 N");
        Game locked = new Game(new UnitCharged("U1", "E1", List.of(Point.of(24, 34), Point.of(24, 34)), 0, 1, 5, List.of(), 0)
                .applyTo(g.state));
        Game.Turn t = locked.turn("SHOOT U2 AT E1\nSHOOT U3 AT E1", 1, 6, 6, 6, 4);
        assertEquals(1, t.all(ShotsFired.class).size());
        assertEquals(List.of("E1 is destroyed (shot by U2)", "The combat between U1 and E1 is over; U1 is free",
                        "U3 does not carry out \"SHOOT U3 AT E1\": E1 has been destroyed"),
                t.after().state.report().stream().flatMap(r -> r.lines().stream())
                        .filter(l -> l.contains("destroyed") || l.contains("combat between")).toList());
        assertEquals(1, t.all(CombatEnded.class).size());
        assertFalse(t.after().u("U1").locked());
    }
}
