package herald.engine.lonewolf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import herald.engine.ScenarioException;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The numbers the rulebook gives, read from the shipped play sheets. */
class PlaySheetTest {
    private static final Map<String, PlaySheet> SHEETS = load();

    private static Map<String, PlaySheet> load() {
        try {
            return PlaySheets.shipped();
        } catch (ScenarioException e) {
            throw new AssertionError(e);
        }
    }

    private static PlaySheet human() {
        return SHEETS.get("human");
    }

    private static PlaySheet giak() {
        return SHEETS.get("giak");
    }

    @Test
    void the_human_longbow_reaches_20_squares_L392() {
        assertEquals(20, human().range("longbow").orElseThrow().longMax());
        assertTrue(human().range("longbow").orElseThrow().band(21).isEmpty());
    }

    @Test
    void thirteen_squares_is_medium_range_for_the_longbow_L500() {
        assertEquals(Band.MEDIUM, human().range("longbow").orElseThrow().band(13).orElseThrow());
    }

    @Test
    void the_longbow_against_mail_is_17_L500() {
        assertEquals(17, human().basicFiring().weapons().get("longbow").of(Armour.MAIL));
    }

    @Test
    void a_target_that_moved_is_minus_2_and_a_shield_minus_1_L501() {
        for (PlaySheet sheet : SHEETS.values()) {
            assertEquals(-2, sheet.firingModifiers().targetMoved().value());
            assertEquals(-1, sheet.firingModifiers().targetShield().value());
            assertTrue(sheet.firingModifiers().targetMoved().source().startsWith("rulebook"));
        }
    }

    @Test
    void a_giak_in_mail_has_7_MP_and_scrub_costs_him_2_L1323() {
        assertEquals(7, giak().movement().of(Armour.MAIL));
        assertEquals(2, giak().terrainCost().cost(Terrain.SCRUB).getAsInt());
    }

    @Test
    void a_human_pays_3_MP_to_enter_rocks_L1315() {
        assertEquals(3, human().terrainCost().cost(Terrain.ROCKS).getAsInt());
    }

    @Test
    void bows_slings_and_javelins_fire_in_both_phases_and_crossbows_once() {
        for (PlaySheet sheet : SHEETS.values()) {
            // each race carries only some missiles (a monster none): check those it has
            for (String w : new String[] {"longbow", "shortbow", "sling", "javelin"}) {
                sheet.range(w).ifPresent(b -> assertTrue(b.bothPhases(), sheet.race() + " " + w));
            }
            sheet.range("crossbow").ifPresent(b -> assertEquals(false, b.bothPhases(), sheet.race()));
        }
    }

    @Test
    void water_is_impassable_for_both_races() {
        SHEETS.values().forEach(s -> assertTrue(s.terrainCost().cost(Terrain.WATER).isEmpty()));
    }

    @Test
    void every_shipped_table_says_where_its_numbers_come_from() throws Exception {
        for (String race : PlaySheets.RACES) {
            var node = new ObjectMapper().readTree(PlaySheets.class.getResourceAsStream("/herald/engine/lonewolf/playsheets/" + race + ".json"));
            for (String table : new String[] {"weaponChart", "basicFiring", "combatValue", "firingModifiers", "combatModifiers", "movement", "terrainCost"}) {
                assertTrue(node.get(table).has("source"), race + " " + table);
            }
        }
    }

    @Test
    void an_unknown_key_in_an_override_names_the_scenario_and_the_key() {
        ScenarioException e = assertThrows(ScenarioException.class, () -> PlaySheets.effective(
                new ObjectMapper().readTree("{\"human\": {\"movement\": {\"lether\": 8}}}"), "patrol.json"));
        assertTrue(e.getMessage().startsWith("patrol.json: overrides.human.movement: unknown key \"lether\""), e.getMessage());
    }

    @Test
    void an_override_changes_only_the_value_it_names() throws Exception {
        Map<String, PlaySheet> sheets = PlaySheets.effective(new ObjectMapper().readTree("{\"human\": {\"movement\": {\"leather\": 8}, \"terrainCost\": {\"rocks\": 4}}}"), "x.json");
        assertEquals(8, sheets.get("human").movement().leather());
        assertEquals(4, sheets.get("human").terrainCost().cost(Terrain.ROCKS).getAsInt());
        assertEquals(7, sheets.get("human").movement().mail());
        assertEquals(giak(), sheets.get("giak"));
    }
}
