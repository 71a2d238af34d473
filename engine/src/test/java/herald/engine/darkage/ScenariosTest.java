package herald.engine.darkage;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import herald.engine.table.Feature;
import herald.engine.table.Point;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/** The shipped scenarios set up, every figure standing where a figure may stand, and each has what it is for. */
class ScenariosTest {
    static final List<String> SHIPPED = List.of("raid.json", "burning-hall.json", "sea-fight.json");

    @Test
    void every_shipped_scenario_sets_up_with_its_figures_on_the_table_clear_of_water_and_of_each_other() {
        for (String name : SHIPPED) {
            DarkAgeState s = Game.scenario(name).state;
            Ground ground = new Ground(s);
            assertTrue(s.sides().size() >= 2, name);
            assertFalse(s.table().features().isEmpty(), name);
            assertTrue(s.table().features().stream().allMatch(Feature::isSimple), name);
            for (String side : s.sideIds()) {
                assertFalse(s.inGame(side).isEmpty(), name + ": " + side + " has figures");
                assertTrue(s.leader(side).isPresent(), name + ": " + side + " has a leader");
            }
            List<Figure> all = s.inGame();
            for (Figure f : all) {
                String where = name + ": " + f.id() + " at " + f.at();
                assertTrue(s.table().holds(Ground.footprint(f.at())), where + " stands wholly on the table");
                for (Point p : rim(f.at())) {
                    assertFalse(ground.impassable(p), where + " stands on impassable ground at " + p);
                }
                assertTrue(ground.burningAt(f.at()).isEmpty(), where + " starts in a fire");
                for (Figure o : all) {
                    assertTrue(o == f || !Ground.touching(f.at(), o.at()), where + " touches " + o.id());
                }
            }
            assertTrue(all.stream().noneMatch(ground::inFight), name + ": nobody starts in a fight");
            goalsNameWhatExists(name, s, ground);
        }
    }

    private static void goalsNameWhatExists(String name, DarkAgeState s, Ground ground) {
        assertNotNull(s.scenario().victory(), name);
        assertFalse(s.scenario().victory().text().isBlank(), name);
        for (Scenario.Goal g : s.scenario().victory().goals()) {
            assertTrue(s.sideIds().contains(g.side()), name + ": " + g);
            assertTrue(Set.of("burn", "hold", "take-out").contains(g.kind()), name + ": " + g);
            if (g.kind().equals("take-out")) {
                assertTrue(s.figure(g.figure()).map(f -> s.enemy(g.side(), f)).orElse(false), name + ": an enemy " + g);
            } else {
                Feature x = ground.feature(g.feature()).orElseThrow(() -> new AssertionError(name + ": " + g));
                assertTrue(!g.kind().equals("burn") || ground.terrainOf(x).burns(), name + ": it can burn " + g);
            }
        }
        assertEquals("Herald", s.scenario().source(), name);
        assertTrue(s.scenario().note().contains("Herald's"), name);
    }

    /** The centre and eight points round the edge of a base. */
    private static List<Point> rim(Point c) {
        double r = Ground.diameter() / 2;
        List<Point> out = new java.util.ArrayList<>(List.of(c));
        for (int deg = 0; deg < 360; deg += 45) {
            double a = Math.toRadians(deg);
            out.add(new Point(c.x() + r * Math.sin(a), c.y() + r * Math.cos(a)));
        }
        return out;
    }

    @Test
    void the_raid_is_small_short_and_starts_within_a_charge_of_the_enemy() {
        DarkAgeState s = Game.scenario("raid.json").state;
        assertEquals(2, s.sides().size());
        assertTrue(s.inGame().size() <= 6);
        assertTrue(s.scenario().turns() >= 4 && s.scenario().turns() <= 6);
        for (Figure f : s.inGame()) {
            double nearest = s.enemiesOf(f.side()).stream().mapToDouble(e -> Ground.between(f.at(), e.at())).min().orElseThrow();
            assertTrue(nearest <= 2 * 6, f.id() + " is " + nearest + "\" from the nearest enemy: two moves at most");
        }
    }

    @Test
    void the_burning_hall_is_a_night_fight_of_three_with_fire_magic_and_every_kind_of_goal() {
        DarkAgeState s = Game.scenario("burning-hall.json").state;
        assertEquals(3, s.sides().size());
        assertNotNull(s.scenario().night());
        assertNotNull(s.scenario().night().torchLight());
        Ground ground = new Ground(s);
        assertTrue(s.fires().keySet().stream().anyMatch(id -> ground.feature(id).orElseThrow().terrain().equals("wooden-building")));
        assertTrue(s.inGame().stream().anyMatch(Figure::torchLit));
        assertTrue(s.inGame().stream().anyMatch(f -> f.ammo("fire-arrow") > 0));
        assertTrue(s.inGame().stream().anyMatch(f -> f.ammo("holy-water") > 0));
        Set<String> kinds = s.inGame().stream().flatMap(f -> s.profileOf(f).powers().stream()).map(p -> s.powers().get(p).kind())
                .collect(Collectors.toSet());
        assertEquals(Set.of("miracle", "wyrd"), kinds);
        assertEquals(Set.of("burn", "hold", "take-out"),
                s.scenario().victory().goals().stream().map(Scenario.Goal::kind).collect(Collectors.toSet()));
        assertTrue(s.allied("household", "normans") && !s.allied("raiders", "normans"));
        Eyes eyes = new Eyes(s);
        assertTrue(s.inGame("household").stream().anyMatch(f -> eyes.sees("raiders", f)),
                "the raiders see someone by the fire's light from the start");
    }

    @Test
    void the_sea_fight_is_fought_wholly_aboard_two_ships_in_a_swell() {
        DarkAgeState s = Game.scenario("sea-fight.json").state;
        Ground ground = new Ground(s);
        assertTrue(s.scenario().seaState() >= 1 && s.scenario().seaState() <= 2);
        Set<String> types = s.table().features().stream().map(Feature::terrain).collect(Collectors.toSet());
        assertTrue(types.containsAll(List.of("deck", "water", "rigging")), types.toString());
        for (Figure f : s.inGame()) {
            assertTrue(ground.aboard(f.at()), f.id() + " is aboard");
            assertEquals(s.scenario().seaState(), ground.seaState(f.at()));
        }
        Figure viking = s.figureOrThrow("Orm");
        Figure saxon = s.figureOrThrow("Aelfhere");
        assertFalse(ground.crossesImpassable(viking.at(), saxon.at()), "the ships lie alongside: one may board the other");
    }

    private static final Pattern JSON_BLOCK = Pattern.compile("(?ms)^```json\\s*\\n(.*?)^```");

    @Test
    void the_example_in_scenarios_md_sets_up_as_written() throws Exception {
        String md = Files.readString(Path.of("src/main/resources/herald/engine/darkage/SCENARIOS.md"), StandardCharsets.UTF_8);
        Matcher m = JSON_BLOCK.matcher(md);
        assertTrue(m.find(), "SCENARIOS.md has a ```json example");
        String json = m.group(1);
        assertFalse(m.find(), "exactly one ```json example");
        assertTrue(json.contains("\"ruleset\": \"darkage\""), "it names its ruleset, as the app reads it");
        // the app takes the ruleset key out before the ruleset reads the file
        String own = json.replaceFirst("\"ruleset\": \"darkage\",\\s*", "");
        DarkAgeState s = Game.fold(Game.RULES.initial(), Game.RULES.setUp(own, "SCENARIOS.md", Map.of()));
        assertEquals(2, s.sides().size());
    }

    @Test
    void the_format_doc_names_every_field_of_the_scenario_records() throws IOException {
        String md = Files.readString(Path.of("src/main/resources/herald/engine/darkage/SCENARIOS.md"), StandardCharsets.UTF_8);
        for (Class<?> c : List.of(Scenario.class, Scenario.TableSpec.class, Scenario.NightSpec.class, Scenario.TerrainSpec.class,
                Scenario.SideSpec.class, Scenario.FigureSpec.class, Scenario.VictorySpec.class, Scenario.Goal.class)) {
            for (var field : c.getRecordComponents()) {
                assertTrue(md.contains("`" + field.getName() + "`"), "SCENARIOS.md explains " + c.getSimpleName() + "."
                        + field.getName());
            }
        }
    }
}
