package herald.engine.basicfantasy;

import static herald.engine.basicfantasy.Game.one;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import herald.engine.basicfantasy.events.CombatEnded;
import herald.engine.basicfantasy.events.CombatStruck;
import herald.engine.basicfantasy.events.OrderHeld;
import herald.engine.basicfantasy.events.UnitCharged;
import herald.engine.basicfantasy.events.UnitDestroyed;
import herald.engine.table.Point;
import herald.engine.view.Trace;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Phase 3 (R10-R15). U1's spearmen (speed 5, combat skill 3, strength 3, resilience 3) face up the table with their
 * front edge at 24,10; E1's swordsmen (combat skill 4, resilience 3) face down it with their front edge 4" away at y 14.
 */
class CombatTest {
    private static final String U1 = "U1 a spearmen 10/5 24,10 N";
    private static final String E1 = "E1 b swordsmen 10/5 24,14 S";
    private static final String FAR = "E9 b archers 4/4 4,44 S";


    @Test
    void a_charge_from_off_a_corner_closes_square_on_to_the_flank_it_comes_at() {
        // E1 faces down the table: front edge y 14 from x 21.5 to 26.5, its body up to y 16. U1 stands off its left,
        // 2" below its front edge and 5.5" left of it: more beside it than below, so U1 meets its left flank.
        Game g = Game.of("U1 a spearmen 4/4 16,12 N", "E1 b swordsmen 5/5 24,14 S", FAR);
        Game.Turn t = g.turn("CHARGE U1 E1", java.util.Collections.nCopies(20, 6).toArray(Integer[]::new));
        UnitCharged c = t.one(UnitCharged.class);
        assertEquals(90, c.facing(), "square on to the flank, not askew at the corner");
        Point end = c.path().get(c.path().size() - 1);
        assertEquals(21.5, end.x(), 1e-9, "its front edge against E1's left side");
        assertEquals(14, end.y(), 1e-9, "at the point of that side nearest where it started: the front corner");
    }

    @Test
    void a_charge_brings_the_charger_flush_into_contact_and_it_strikes_first_then_the_survivors_strike_back() {
        Game g = Game.of(U1, E1, FAR);
        assertEquals(List.of("CHARGE U1 E1  # 4.0\" of 5\""), g.accepted("charge u1 at e1"));
        // U1: 10 attacks, 4 hits (≤ 3), S3 v R3 4+: 4 5 1 2 → 2 wounds; E1's 8 survivors: 2 hits (≤ 4), 6 6 → 2 wounds
        Game.Turn t = g.turn("CHARGE U1 E1", 1, 2, 3, 3, 4, 5, 6, 6, 6, 6, 4, 5, 1, 2, 1, 1, 5, 5, 5, 5, 6, 6, 6, 6);
        UnitCharged c = t.one(UnitCharged.class);
        assertEquals(List.of(Point.of(24, 10), Point.of(24, 14)), c.path());
        assertEquals("U1 charges E1, 4.0\" (reach 5\"): 24,10 → 24,14, facing 0° (N); they are locked in close combat", c.describe());
        List<CombatStruck> blows = t.all(CombatStruck.class);
        assertEquals(List.of("charge", "strike back"), blows.stream().map(CombatStruck::kind).toList());
        assertEquals("U1 strikes E1 first (charging): 4 hits of 10 (need ≤ 3: 1 2 3 3 4 5 6 6 6 6); wounds S3 v R3 need 4+:"
                + " 4 5 1 2 → 2 wounds, 2 figures removed", blows.get(0).describe());
        assertEquals(8, blows.get(1).roll().size(), "only the survivors strike back (R13)");
        assertEquals(List.of(8, 8), List.of(t.after().u("U1").figures(), t.after().u("E1").figures()));
        assertEquals(List.of("E1"), t.after().u("U1").lockedWith());
        assertEquals(List.of("U1"), t.after().u("E1").lockedWith());
        assertEquals(24, t.diceUsed());
    }

    @Test
    void a_locked_combat_goes_on_in_later_player_turns_the_active_side_striking_first_R15() {
        Game g = Game.of(U1, E1, FAR).turn("CHARGE U1 E1", 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6).after();
        assertEquals("b", g.state.active());
        assertEquals("E1 is locked in close combat with U1: it cannot move (R1)", one(g, "MOVE E1 TO 24,20"));
        Game.Turn t = g.raw(List.of(), 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6);
        assertEquals(List.of("E1 strikes U1 (the combat goes on)", "U1 strikes back at E1"),
                t.all(CombatStruck.class).stream().map(b -> b.describe().split(":")[0]).toList());
        List<Trace> traces = Game.RULES.traces(g.state, t.events(), null);
        assertEquals(List.of(Trace.Kind.ATTACK), traces.stream().map(Trace::kind).toList());
    }

    @Test
    void a_combat_ends_when_one_side_of_it_is_destroyed_and_the_survivor_is_free() {
        Game g = Game.of(U1, "E1 b swordsmen 2/2 24,14 S", FAR);
        Game.Turn t = g.turn("CHARGE U1 E1", 1, 1, 1, 1, 6, 6, 6, 6, 6, 6, 4, 4, 1, 1);
        assertEquals("E1 is destroyed (struck down by U1)", t.one(UnitDestroyed.class).describe());
        assertEquals(new CombatEnded("U1", "E1", List.of()), t.one(CombatEnded.class));
        assertEquals(1, t.all(CombatStruck.class).size(), "nothing is left to strike back");
        assertFalse(t.after().u("U1").locked());
        assertTrue(t.lines().contains("The combat between U1 and E1 is over; U1 is free"));
    }

    @Test
    void several_chargers_on_one_target_are_each_fought_as_they_come() {
        Game g = Game.of(U1, "U2 a spearmen 10/5 31,10 N", "E1 b swordsmen 10/5 28,14 S", FAR);
        Game.Turn t = g.turn("CHARGE U1 E1\nCHARGE U2 E1", java.util.Collections.nCopies(40, 6).toArray(Integer[]::new));
        assertEquals(List.of("U1:E1", "E1:U1", "U2:E1", "E1:U2"),
                t.all(CombatStruck.class).stream().map(b -> b.striker() + ":" + b.target()).toList());
        assertEquals(List.of("U1", "U2"), t.after().u("E1").lockedWith());
    }

    @Test
    void derived_003_D_4_melee_monster_on_a_speed_6_unit_gives_a_charge_reach_of_7() {
        // the troll (speed 6, a 2" round base) at 24,10 has its rim at y 11: E1's front edge at y 18 is 7" away
        String troll = "U5 a troll 1 24,10 N";
        String wizard = "W1 a wizard 1 34,4 N";
        String e1 = "E1 b spearmen 10/5 24,18 S";
        Game g = Game.of(troll, wizard, e1, FAR);
        assertEquals("E1 is 7.0\" from U5: beyond its charge reach of 6\" (speed 6)", one(g, "CHARGE U5 E1"));
        assertEquals(List.of("CAST W1 MONSTER U5  # 10.2\" of 12\"", "CHARGE U5 E1  # 7.0\" of 7\""),
                g.accepted("CAST W1 MONSTER U5\nCHARGE U5 E1"));
        // test 3 passes; the lifted troll (combat skill 4, strength 6) hits on 2 and wounds S6 v R3 without a roll;
        // the 9 spearmen left strike back at resilience 6: S3 v R6 fails without a roll
        Game.Turn t = g.turn("CAST W1 MONSTER U5\nCHARGE U5 E1", 3, 2, 1, 1, 1, 4, 4, 4, 6, 6, 6);
        assertEquals(7.0, t.one(UnitCharged.class).reach());
        assertEquals(Point.of(24, 17), t.after().u("U5").at(), "a round base's centre stops its radius short: in contact");
        assertEquals(List.of(1, 0), t.all(CombatStruck.class).stream().map(b -> b.wound().wounds()).toList());
        assertEquals(9, t.after().u("E1").figures());
        // a failed test leaves the troll its own speed: the charge is held, with the reason
        Game.Turn failed = g.turn("CAST W1 MONSTER U5\nCHARGE U5 E1", 5);
        assertEquals("U5 does not carry out \"CHARGE U5 E1\": E1 is 7.0\" from U5: beyond its charge reach of 6\" (speed 6)",
                failed.one(OrderHeld.class).describe());
    }

    @Test
    void a_charge_across_difficult_ground_reaches_half_the_speed() {
        Game g = Game.of(List.of("marsh 10,11 40,11 40,13 10,13"), "U5 a troll 1 24,7 N", "E1 b spearmen 10/5 24,11.5 S", FAR);
        assertEquals("E1 is 3.5\" from U5: beyond its charge reach of 3\": half its speed 6, as the line to E1 crosses Marsh 1 (marsh)",
                one(g, "CHARGE U5 E1"));
        assertTrue(Game.of(List.of("marsh 10,11 40,11 40,13 10,13"), "U5 a troll 1 24,8 N", "E1 b spearmen 10/5 24,11.5 S", FAR)
                .check("CHARGE U5 E1").accepted(), "2.5\" across the marsh is within 3\"");
    }

    @Test
    void a_charge_is_refused_when_locked_blocked_or_at_a_friend() {
        Game g = Game.of(U1, "U2 a spearmen 4/4 24,12 N", "E1 b swordsmen 10/5 24,14.5 S", FAR);
        // a charge in reach that cannot be made says where it would go, so the player sees what stands in the way
        assertEquals("U1's charge at E1 runs through U2's ground: no unit passes through another (its front centre would"
                + " go straight from 24,10 to 24,14.5, against E1's nearest point, facing 0° (N))", one(g, "CHARGE U1 E1"));
        assertEquals("U1 is on your own side: charge an enemy", one(g, "CHARGE U2 U1"));
        Game river = Game.of(List.of("river 0,12 48,12 48,13 0,13"), U1, E1, FAR);
        assertTrue(one(river, "CHARGE U1 E1").startsWith("U1's charge at E1 crosses River 1 (river), which is impassable (its"
                + " front centre would go straight from 24,10 to "), one(river, "CHARGE U1 E1"));
        Game locked = Game.of(U1, E1, "E2 b spearmen 10/5 34,14 S", FAR).turn("CHARGE U1 E1",
                java.util.Collections.nCopies(20, 6).toArray(Integer[]::new)).after()
                .raw(List.of(), java.util.Collections.nCopies(20, 6).toArray(Integer[]::new)).after();
        assertEquals("U1 is locked in close combat with E1: it cannot charge", one(locked, "CHARGE U1 E2"));
        assertTrue(Game.of(U1, "E1 b swordsmen 10/5 24,20 S", FAR).check("MOVE U1 TO 24,15\nCHARGE U1 E1").accepted(),
                "by default a unit may move and then charge");
        assertEquals("U1 moves this player turn: it cannot also charge (house option move-then-charge=no)",
                one(Game.of(Map.of("move-then-charge", "no"), List.of(), U1, "E1 b swordsmen 10/5 24,20 S", FAR),
                        "MOVE U1 TO 24,15\nCHARGE U1 E1"));
    }

    @Test
    void house_options_front_rank_attacks_and_no_strike_back() {
        Game g = Game.of(Map.of("attacks", "front-rank", "strike-back", "no"), List.of(), U1, E1, FAR);
        Game.Turn t = g.turn("CHARGE U1 E1", 6, 6, 6, 6, 6);
        assertEquals(1, t.all(CombatStruck.class).size());
        assertEquals(5, t.one(CombatStruck.class).roll().size());
    }
}
