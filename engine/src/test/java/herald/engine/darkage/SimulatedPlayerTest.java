package herald.engine.darkage;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import herald.engine.table.Point;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * The demo's simulated player. The parser is not here yet, so its mail is checked against the orders it means (their
 * normal lines) and against the rules themselves: moves within the allowance, no running in Medium or Heavy armour,
 * one order a figure a phase.
 */
class SimulatedPlayerTest {

    private static List<String> lines(Game g, String side) {
        return List.of(SimulatedPlayer.orders(g.state, side).strip().split("\n"));
    }

    private static List<String> lines(Order... orders) {
        return java.util.Arrays.stream(orders).map(Order::line).toList();
    }

    private static Order.Fight fight(String who, String at) {
        return new Order.Fight(who, List.of(new Order.Part(at, 0)), null);
    }

    @Test
    void a_knocked_down_figure_stands_and_does_nothing_else() {
        Game g = Game.of("Ulf vikings viking-huscarl 10,10", "Wulf saxons saxon-fyrdman 10,20");
        DarkAgeState s = g.state.withFigure(g.f("Ulf").withCondition(Figure.Condition.DOWN, 1));
        assertEquals(lines(new Order.Stand("Ulf")), lines(new Game(s), "vikings"));
    }

    @Test
    void a_figure_in_a_fight_fights_its_first_opponent_with_its_whole_fv() {
        Game g = Game.of("Ulf vikings viking-huscarl 10,10", "Wulf saxons saxon-fyrdman 11,10", "Eda saxons saxon-fyrdman 9,10");
        assertEquals(lines(fight("Ulf", "Wulf")), lines(g, "vikings"));
        assertEquals(lines(fight("Wulf", "Ulf"), fight("Eda", "Ulf")), lines(g, "saxons"));
        assertEquals("FIGHT Ulf AT Wulf", fight("Ulf", "Wulf").line());
    }

    @Test
    void an_axe_sunders_a_shield_it_would_need_a_seven_or_more_to_get_past() {
        // raider FV 3 + axe 3 against the thegn's AR 13: a 7 to hit, so the shield first; the huscarl (FV 4) needs a 6
        Game g = Game.of("Ketil vikings viking-raider 10,10", "Bjorn vikings viking-huscarl 20,10",
                "Wulf saxons saxon-thegn 11,10", "Eda saxons saxon-thegn 21,10");
        assertEquals(lines(new Order.Sunder("Ketil", "Wulf"), fight("Bjorn", "Eda")), lines(g, "vikings"));
        DarkAgeState lost = g.state.withFigure(g.f("Wulf").withShieldLost());
        assertEquals("FIGHT Ketil AT Wulf", lines(new Game(lost), "vikings").get(0), "no shield left to Sunder");
    }

    @Test
    void a_shooter_shoots_the_nearest_enemy_in_range_and_a_crossbow_rests_the_turn_after() {
        Game g = Game.of("Roger normans norman-crossbowman 10,10", "Ulf vikings viking-huscarl 10,25",
                "Bjorn vikings viking-huscarl 10,28");
        assertEquals(lines(new Order.Shoot("Roger", List.of(), "Ulf", null, null)), lines(g, "normans"));
        DarkAgeState reloading = g.state.withTurn(2).withFigure(g.f("Roger").withCrossbowShot(1));
        assertEquals("HOLD Roger\n", SimulatedPlayer.orders(reloading, "normans"), "no shot while it reloads, nor a move");
    }

    @Test
    void a_shooter_does_not_shoot_into_a_fight_where_it_might_hit_a_friend() {
        Game g = Game.of("Eda saxons saxon-archer 10,2", "Wulf saxons saxon-thegn 10,10", "Ulf vikings viking-huscarl 10,11",
                "Bjorn vikings viking-huscarl 16,12");
        assertEquals("SHOOT Eda AT Bjorn", lines(g, "saxons").get(0), "Ulf is nearer, but fighting Wulf");
    }

    @Test
    void a_shooter_out_of_range_walks_into_range_without_running() {
        Game g = Game.of("Eda saxons saxon-archer 10,2", "Ulf vikings viking-huscarl 10,30");
        List<Order> plan = SimulatedPlayer.plan(g.state, "saxons");
        Order.Move m = (Order.Move) plan.get(0);
        assertFalse(m.run());
        assertEquals(List.of(Point.of(10, 9)), m.waypoints(), "6\" + Speed 1, straight at the enemy");
        assertEquals("MOVE Eda TO 10,9", m.line());
    }

    @Test
    void a_fighter_walks_at_an_enemy_in_reach_and_fights_it_and_runs_at_one_beyond_only_in_light_armour() {
        Game near = Game.of("Bjorn vikings viking-huscarl 10,10", "Wulf saxons saxon-fyrdman 10,16");
        assertEquals(lines(new Order.Move("Bjorn", List.of(), "Wulf", false), fight("Bjorn", "Wulf")), lines(near, "vikings"));
        Game far = Game.of("Ketil vikings viking-raider 10,2", "Bjorn vikings viking-huscarl 14,2",
                "Wulf saxons saxon-fyrdman 12,32");
        assertEquals(lines(new Order.Move("Ketil", List.of(), "Wulf", true), new Order.Move("Bjorn", List.of(), "Wulf", false)),
                lines(far, "vikings"), "the raider in leather runs, the huscarl in a byrnie may not");
    }

    @Test
    void a_hero_sets_his_standing_orders_once() {
        Game g = Game.of("Ragnar vikings viking-hero 10,10", "Wulf saxons saxon-fyrdman 10,30");
        assertEquals("HEROIC Ragnar REROLL BOTH LAST ACT", lines(g, "vikings").get(0));
        DarkAgeState set = g.state.withStanding(Standing.of("Ragnar").withReroll("both"));
        assertTrue(lines(new Game(set), "vikings").stream().noneMatch(l -> l.startsWith("HEROIC")));
    }

    @Test
    void at_night_it_goes_only_at_enemies_it_sees_and_otherwise_to_its_goal() {
        Game g = Game.table().night(3, 6).terrain("haystack 30,30 33,30 33,33 30,33")
                .goals("[{\"side\": \"vikings\", \"kind\": \"hold\", \"feature\": \"t1\"}]")
                .figures("Bjorn vikings viking-huscarl 10,10", "Wulf saxons saxon-fyrdman 10,20").play();
        Order.Move m = (Order.Move) SimulatedPlayer.plan(g.state, "vikings").get(0);
        assertEquals(null, m.at(), "Wulf is in the dark, 9\" off");
        assertTrue(m.waypoints().get(0).distanceTo(Point.of(31.5, 31.5)) < g.f("Bjorn").at().distanceTo(Point.of(31.5, 31.5)));
    }

    @Test
    void the_free_figure_nearest_a_place_to_hold_goes_there_while_no_enemy_is_within_a_charge() {
        Game g = Game.table().terrain("stone-building 4,24 9,24 9,30 4,30")
                .goals("[{\"side\": \"saxons\", \"kind\": \"hold\", \"feature\": \"t1\"}]")
                .figures("Aelfric saxons saxon-priest 10,20", "Wulf saxons saxon-thegn 20,20", "Ulf vikings viking-huscarl 20,4")
                .play();
        List<String> l = lines(g, "saxons");
        assertTrue(l.get(0).startsWith("MOVE Aelfric TO "), l.toString());
        assertEquals("MOVE Wulf AT Ulf", l.get(1), "the thegn goes at the enemy");
        DarkAgeState near = g.state.withFigure(g.f("Ulf").withAt(Point.of(11, 14), 0, false));
        assertTrue(lines(new Game(near), "saxons").stream().noneMatch(x -> x.startsWith("MOVE Aelfric TO")),
                "with an enemy 5\" off he does not turn his back on it");
    }

    @Test
    void a_torch_bearer_burns_what_its_side_must_burn_and_an_archer_looses_a_fire_arrow_at_it() {
        Game g = Game.table().terrain("haystack 10,14 13,14 13,17 10,17", "wooden-building 20,20 26,20 26,26 20,26")
                .goals("[{\"side\": \"vikings\", \"kind\": \"burn\", \"feature\": \"t1\"},"
                        + " {\"side\": \"vikings\", \"kind\": \"burn\", \"feature\": \"t2\"}]")
                .figures("Ragnar vikings viking-hero 30,2", "Ketil vikings viking-raider 11,8 torch",
                        "Ulf vikings viking-bowman 16,8 torch ammo=fire-arrow:2", "Wulf saxons saxon-fyrdman 2,34").play();
        List<String> l = lines(g, "vikings");
        assertTrue(l.contains("MOVE Ketil TO 11,14") && l.contains("BURN Ketil t1"), l.toString());
        assertTrue(l.contains("SHOOT Ulf AT t1 USING fire-arrow"), l.toString());
    }

    @Test
    void a_priest_blesses_friends_in_a_fight_and_throws_holy_water_at_a_seeress_a_seeress_casts_bolt_of_fire() {
        Game g = Game.of("Aelfric saxons saxon-priest 10,10 ammo=holy-water:1", "Wulf saxons saxon-thegn 14,10",
                "Bjorn vikings viking-huscarl 15,10", "Thorgerd vikings viking-seeress 10,12.5");
        assertEquals(lines(new Order.Shoot("Aelfric", List.of(), "Thorgerd", null, "holy-water"),
                new Order.Cast("Aelfric", "blessing", null, null, "fighting")), lines(g, "saxons").subList(0, 2));
        assertEquals("CAST Thorgerd bolt-of-fire AT Aelfric", lines(g, "vikings").get(1));
    }

    @Test
    void a_weapon_broken_or_a_power_lost_by_a_fumble_is_not_used_again() {
        Game g = Game.of("Ulf vikings viking-bowman 10,10", "Thorgerd vikings viking-seeress 14,10",
                "Wulf saxons saxon-fyrdman 12,17");
        DarkAgeState s = g.state.withFigure(g.f("Ulf").withBroken("war bow"))
                .withFigure(g.f("Thorgerd").withLostPower("Bolt of Fire"));
        List<String> l = lines(new Game(s), "vikings");
        assertTrue(l.stream().noneMatch(x -> x.startsWith("SHOOT Ulf")), l.toString());
        assertTrue(l.contains("CAST Thorgerd ice-grip AT Wulf"), l.toString());
    }

    /** Every plan of every shipped scenario's opening, by every side, keeps the rules a checker will hold it to. */
    @Test
    void the_opening_orders_of_every_shipped_scenario_keep_the_rules() {
        for (String name : ScenariosTest.SHIPPED) {
            DarkAgeState s = Game.scenario(name).state;
            for (String side : s.sideIds()) {
                String where = name + " " + side;
                List<Order> plan = SimulatedPlayer.plan(s, side);
                assertFalse(plan.isEmpty(), where);
                assertEquals(plan.stream().map(Order::line).collect(Collectors.joining("\n")) + "\n",
                        SimulatedPlayer.orders(s, side), where);
                assertEquals(SimulatedPlayer.orders(s, side), SimulatedPlayer.orders(s, side), "no randomness");
                keepsTheRules(s, side, plan, where);
            }
        }
    }

    /** Five rough turns of every shipped scenario, played without the resolution, the orders checked each turn. */
    @Test
    void the_orders_keep_the_rules_turn_after_turn_as_the_fighting_goes_on() {
        for (String name : ScenariosTest.SHIPPED) {
            DarkAgeState s = Game.scenario(name).state;
            Set<String> verbs = new HashSet<>();
            for (int turn = 1; turn <= 5; turn++) {
                for (String side : s.sideIds()) {
                    List<Order> plan = SimulatedPlayer.plan(s, side);
                    keepsTheRules(s, side, plan, name + " T" + turn + " " + side);
                    plan.forEach(o -> verbs.add(o.line().split(" ")[0]));
                    s = roughly(s, plan);
                }
                s = s.withTurn(turn + 1);
            }
            assertTrue(verbs.containsAll(List.of("MOVE", "FIGHT", "SHOOT", "HEROIC")), name + ": " + verbs);
        }
    }

    /**
     * The orders carried out crudely, no dice: a move goes where it says (a MOVE AT as far as the allowance, towards
     * contact), a blow knocks a standing figure down and takes a fallen one out, a Sunder takes the shield, a BURN
     * lights the feature.
     */
    private static DarkAgeState roughly(DarkAgeState s, List<Order> plan) {
        for (Order o : plan) {
            Figure f = s.figureOrThrow(o.figure());
            if (!f.inGame()) {
                continue;
            }
            if (o instanceof Order.Heroic h) {
                s = s.withStanding(h.standing());
            } else if (o instanceof Order.Stand) {
                s = s.withFigure(f.withCondition(Figure.Condition.STANDING, s.turn()));
            } else if (o instanceof Order.Move m && m.at() == null) {
                s = s.withFigure(f.withAt(m.waypoints().get(0), f.at().distanceTo(m.waypoints().get(0)), m.run()));
            } else if (o instanceof Order.Move m) {
                Figure e = s.figureOrThrow(m.at());
                double gap = Ground.between(f.at(), e.at());
                double go = Math.min(gap, SimulatedPaths.allowance(s, f, f.at(), e.at(), m.run()));
                double b = Math.toRadians(e.at().bearingTo(f.at()));
                Point contact = new Point(e.at().x() + Math.sin(b) * Ground.diameter(), e.at().y() + Math.cos(b) * Ground.diameter());
                Point to = go >= gap ? contact : f.at().towards(f.at().bearingTo(e.at()), go);
                s = s.withFigure(f.withAt(to, go, m.run()));
            } else if (o instanceof Order.Fight fight) {
                Figure e = s.figureOrThrow(fight.parts().get(0).target());
                if (e.inGame() && Ground.touching(f.at(), e.at())) {
                    s = s.withFigure(e.withCondition(e.down() ? Figure.Condition.OUT : Figure.Condition.DOWN, s.turn()));
                }
            } else if (o instanceof Order.Sunder sunder) {
                s = s.withFigure(s.figureOrThrow(sunder.target()).withShieldLost());
            } else if (o instanceof Order.Burn burn) {
                s = s.withFire(new Burning(burn.feature(), "torch", s.turn(), s.turn(), 9));
            }
        }
        return s;
    }

    static void keepsTheRules(DarkAgeState s, String side, List<Order> plan, String where) {
        Ground ground = new Ground(s);
        Set<String> once = new HashSet<>();
        for (Order o : plan) {
            Figure f = s.figureOrThrow(o.figure());
            assertEquals(side, f.side(), where + ": " + o.line());
            assertTrue(once.add(f.id() + " " + o.phase()), where + ": two " + o.phase() + " orders for " + f.id());
            assertTrue(o.line().startsWith(o.line().split(" ")[0] + " " + f.id()), where + ": " + o.line());
            if (o instanceof Order.Move m) {
                assertTrue(!m.run() || s.weight(f) == Armour.Weight.LIGHT, where + ": runs in armour: " + m.line());
                assertFalse(ground.inFight(f), where + ": moves out of a fight without disengaging: " + m.line());
                if (m.at() == null) {
                    Point to = m.waypoints().get(0);
                    Movement.Step step = new Movement.Step(f.at().distanceTo(to), m.run(), false,
                            ground.difficultOn(f.at(), to), Math.max(ground.seaState(f.at()), ground.seaState(to)));
                    Movement.Mover mover = new Movement.Mover(f.id(), s.profileOf(f).speed(), s.weight(f), false, f.down());
                    assertTrue(Movement.move(mover, step, s.options()).accepted(), where + ": " + m.line());
                    assertFalse(ground.crossesImpassable(f.at(), to), where + ": " + m.line());
                } else {
                    assertTrue(s.figure(m.at()).map(e -> s.enemy(side, e)).orElse(false), where + ": " + m.line());
                }
            }
            if (o instanceof Order.Fight || o instanceof Order.Sunder || o instanceof Order.Shoot) {
                assertFalse(f.down(), where + ": a knocked-down figure neither shoots nor attacks: " + o.line());
            }
        }
    }
}
