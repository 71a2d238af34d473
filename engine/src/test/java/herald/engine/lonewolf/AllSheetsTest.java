package herald.engine.lonewolf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import herald.engine.ScenarioException;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Every shipped play sheet loads, carries its camp, and keeps the numbers the rulebook gives. */
class AllSheetsTest {
    private static final Map<String, PlaySheet> SHEETS = load();

    private static Map<String, PlaySheet> load() {
        try {
            return PlaySheets.shipped();
        } catch (ScenarioException e) {
            throw new AssertionError(e);
        }
    }

    @Test
    void every_race_the_brief_names_has_a_sheet_with_its_camp() {
        Map<String, Camp> camps = Map.of("giak", Camp.EVIL, "human", Camp.GOOD, "doomwolf", Camp.EVIL,
                "gourgaz", Camp.EVIL, "drakkarim", Camp.EVIL, "dwarf", Camp.GOOD, "vordak", Camp.EVIL,
                "helghast", Camp.EVIL, "wolfrider", Camp.EVIL);
        assertEquals(camps.keySet(), SHEETS.keySet());
        camps.forEach((race, camp) -> assertEquals(camp, Camp.parse(SHEETS.get(race).camp()).orElseThrow(), race));
    }

    @Test
    void on_every_sheet_a_moved_target_is_minus_2_and_a_shield_minus_1_L501() {
        for (PlaySheet sheet : SHEETS.values()) {
            assertEquals(-2, sheet.firingModifiers().targetMoved().value(), sheet.race());
            assertEquals(-1, sheet.firingModifiers().targetShield().value(), sheet.race());
        }
    }

    @Test
    void on_every_sheet_no_missile_reaches_less_than_the_minimum_range_L396_and_open_ground_costs_1_L1364() {
        for (PlaySheet sheet : SHEETS.values()) {
            sheet.weaponChart().weapons().forEach((w, b) -> assertTrue(b.longMax() >= 2, sheet.race() + " " + w));
            assertEquals(1, sheet.terrainCost().cost(Terrain.OPEN).getAsInt(), sheet.race());
            assertTrue(sheet.terrainCost().cost(Terrain.WATER).isEmpty(), sheet.race() + ": water is impassable, L225");
        }
    }

    @Test
    void every_unit_sheet_tests_at_20_percent_in_the_turn_and_half_strength_L1007_L1062() {
        for (PlaySheet sheet : SHEETS.values()) {
            if (sheet.morale() != null) {
                assertEquals(20, sheet.morale().casualtiesInTurn().value(), sheet.race());
                assertEquals(50, sheet.morale().halfStrength().value(), sheet.race());
            }
        }
    }

    @Test
    void humans_roll_10_plus_1D6_and_giaks_and_their_wolf_riders_4_plus_2D6_L1084_L1088() {
        assertEquals(10, SHEETS.get("human").morale().base().value());
        assertEquals(1, SHEETS.get("human").morale().d6().value());
        for (String giak : Set.of("giak", "wolfrider")) {
            assertEquals(4, SHEETS.get(giak).morale().base().value(), giak);
            assertEquals(2, SHEETS.get(giak).morale().d6().value(), giak);
        }
    }

    @Test
    void the_dwarves_arquebus_fires_once_a_turn_like_the_crossbow_L369_375() {
        PlaySheet dwarf = SHEETS.get("dwarf");
        assertTrue(dwarf.isMissile("arquebus"));
        assertFalse(dwarf.range("arquebus").orElseThrow().bothPhases());
        assertFalse(dwarf.range("crossbow").orElseThrow().bothPhases());
    }

    @Test
    void vordaks_and_helghast_are_monsters_with_a_hit_chart_and_the_wolf_rider_says_it_rides() {
        assertTrue(SHEETS.get("vordak").hits() != null);
        assertTrue(SHEETS.get("helghast").hits() != null);
        assertTrue(SHEETS.get("wolfrider").note().contains("a mounted piece on two squares"));
    }
}
