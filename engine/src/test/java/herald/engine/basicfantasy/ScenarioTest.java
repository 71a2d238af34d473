package herald.engine.basicfantasy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import herald.engine.RuleOption;
import herald.engine.ScenarioException;
import herald.engine.table.Footprint;
import herald.engine.table.Point;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The shipped data and the scenario format: read strictly, every mistake named with its file and place. */
class ScenarioTest {

    @Test
    void the_shipped_roster_marks_every_value_as_heralds_and_has_the_types_a_battle_needs() {
        Map<String, UnitType> roster = Data.roster();
        assertTrue(roster.keySet().containsAll(List.of("spearmen", "swordsmen", "archers", "cavalry", "wizard", "troll")));
        roster.values().forEach(t -> assertEquals("Herald", t.source(), t.name()));
        assertEquals(List.of("heal", "blast", "monster", "assail"), roster.get("wizard").spells());
        assertTrue(roster.get("wizard").base().round() && roster.get("troll").base().round());
        assertTrue(roster.get("troll").wounds() > 1);
        assertTrue(roster.get("archers").shoots() && !roster.get("spearmen").shoots());
        assertEquals(24, roster.get("archers").weapon().range());
    }

    @Test
    void the_shipped_terrain_rules_every_type_the_design_names() {
        Map<String, TerrainType> t = Data.terrain();
        assertTrue(t.get("wood").difficult() && t.get("wood").blocksSight());
        assertTrue(!t.get("hill").difficult() && t.get("hill").blocksSight());
        assertTrue(t.get("marsh").difficult() && t.get("rough").difficult());
        assertTrue(t.get("building").impassable() && t.get("building").blocksSight());
        assertTrue(t.get("river").impassable() && t.get("ford").crossing() && t.get("ford").difficult());
        assertTrue(t.get("wall").difficult() && !t.get("wall").blocksSight());
        assertEquals(Data.spells().get("blast").range(), 18);
    }

    @Test
    void both_scenarios_set_up_with_every_unit_on_the_table() {
        for (String name : List.of("skirmish-at-the-ford.json", "battle-of-the-barrow.json")) {
            Game g = Game.scenario(name);
            Ground ground = new Ground(g.state);
            for (Unit u : g.state.living()) {
                assertTrue(g.state.table().holds(ground.footprint(u)), name + " " + u.id());
            }
            assertTrue(g.state.living().stream().anyMatch(u -> u.type().equals("wizard")), name);
        }
        Game ford = Game.scenario("skirmish-at-the-ford.json");
        assertEquals("raiders", ford.state.active(), "the scenario's first side plays first");
        assertEquals(List.of("raiders", "wardens"), ford.state.rotation());
    }

    @Test
    void a_units_block_is_files_wide_and_ranks_deep_named_by_its_front_centre() {
        Game g = Game.of("U1 a spearmen 12/5 24,10 N", "E1 b troll 1 24,40 S");
        Footprint.Block b = (Footprint.Block) new Ground(g.state).footprint(g.u("U1"));
        assertEquals(5.0, b.frontage());
        assertEquals(3.0, b.depth(), "12 figures in files of 5: three ranks, the last of two");
        assertEquals(Point.of(24, 10), b.at());
        Footprint.Round r = (Footprint.Round) new Ground(g.state).footprint(g.u("E1"));
        assertEquals(1.0, r.radius());
    }

    private static String fails(String json) {
        return assertThrows(ScenarioException.class, () -> Game.RULES.setUp(json, "bad.json")).getMessage();
    }

    private static String units(String... units) {
        return Game.json(List.of(), List.of(units), 8);
    }

    @Test
    void scenario_mistakes_are_named_with_the_file_and_the_place() {
        String unknownKey = Game.json(List.of(), List.of("U1 a spearmen 10 24,10 N", "E1 b spearmen 10 24,40 S"), 8)
                .replace("\"turns\"", "\"colour\": \"red\", \"turns\"");
        assertTrue(fails(unknownKey).contains("bad.json: unknown key \"colour\""), fails(unknownKey));
        assertTrue(fails(units("U1 a spearmen 10 24,0.5 N", "E1 b spearmen 10 24,40 S")).contains("units[0].at: U1 at 24,0.5 does not stand wholly on the table"));
        assertTrue(fails(units("U1 a spearmen 10 24,10 N", "E1 b spearmen 10 24,11 N")).contains("units[1].at: E1 at 24,11 overlaps U1"));
        assertTrue(fails(units("U1 a dragons 10 24,10 N", "E1 b spearmen 10 24,40 S")).contains("units[0].type: unknown type \"dragons\""));
        assertTrue(fails(units("U1 c spearmen 10 24,10 N", "E1 b spearmen 10 24,40 S")).contains("units[0].side: no side \"c\""));
        assertTrue(fails(units("AT a spearmen 10 24,10 N", "E1 b spearmen 10 24,40 S")).contains("units[0].id"));
        assertTrue(fails(units("W1 a wizard 2 24,10 N", "E1 b spearmen 10 24,40 S")).contains("a wizard is a single figure"));
        assertTrue(fails(units("W1 a wizard 1 24,10 N 3", "E1 b spearmen 10 24,40 S")).contains("units[0].wounds: wounds on its front figure: 0 to 2"));
        assertTrue(fails(units("U1 a spearmen 10 24,10 UP", "E1 b spearmen 10 24,40 S")).contains("units[0].facing"));
        assertTrue(fails(units("U1 a spearmen 10 24,10 N")).contains("side \"b\" has none"));
        String onRiver = Game.json(List.of("river 0,20 48,20 48,24 0,24"), List.of("U1 a spearmen 10 24,23 N",
                "E1 b spearmen 10 24,40 S"), 8);
        assertTrue(fails(onRiver).contains("U1 at 24,23 stands on t1 (river), which is impassable"), fails(onRiver));
        String badTerrain = Game.json(List.of("lava 0,20 48,20 48,24"), List.of("U1 a spearmen 10 24,10 N", "E1 b spearmen 10 24,40 S"), 8);
        assertTrue(fails(badTerrain).contains("terrain[0].type: unknown terrain \"lava\""), fails(badTerrain));
        String override = units("U1 a spearmen 10 24,10 N", "E1 b spearmen 10 24,40 S").replace("\"units\"",
                "\"overrides\": {\"spearmen\": {\"aim\": 4, \"reach\": 2}}, \"units\"");
        assertTrue(fails(override).contains("unknown key \"reach\""), fails(override));
    }

    @Test
    void a_scenario_may_override_a_types_stats_and_start_a_unit_wounded() throws Exception {
        String json = units("U1 a spearmen 10 24,10 N", "E1 b troll 1 24,40 S 4").replace("\"units\"",
                "\"overrides\": {\"spearmen\": {\"aim\": 4}}, \"units\"");
        BasicFantasyState s = Game.fold(Game.RULES.initial(), Game.RULES.setUp(json, "t.json"));
        assertEquals(4, s.profile(s.unitOrThrow("U1")).aim());
        assertEquals(2, Data.roster().get("spearmen").aim(), "the shipped roster is unchanged");
        assertEquals(4, s.unitOrThrow("E1").frontWounds());
    }

    @Test
    void every_house_option_of_the_design_is_listed_and_parsed_strictly() {
        List<String> keys = Game.RULES.options().stream().map(RuleOption::key).toList();
        assertTrue(keys.containsAll(List.of("difficult", "shoot-into-combat", "sight", "shots", "blast-target", "blast-roll",
                "spell-sight", "attacks", "victory")), keys.toString());
        String json = units("U1 a spearmen 10 24,10 N", "E1 b spearmen 10 24,40 S");
        assertTrue(assertThrows(ScenarioException.class, () -> Game.RULES.setUp(json, "t", Map.of("sights", "none")))
                .getMessage().contains("no house-rule option \"sights\""));
        assertTrue(assertThrows(ScenarioException.class, () -> Game.RULES.setUp(json, "t", Map.of("sight", "some")))
                .getMessage().contains("option sight: \"some\" is not allowed (terrain-and-units | none)"));
    }
}
