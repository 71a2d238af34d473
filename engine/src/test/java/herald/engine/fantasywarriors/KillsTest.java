package herald.engine.fantasywarriors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import herald.engine.ScenarioException;
import herald.engine.ScriptedDice;
import herald.engine.data.Shipped;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The kill roll on Herald's weapons v armour chart (H4), the specials check (H5), automatic hits, combat's to-hit
 * throw (the core §7), and the chart's file refusing a mistake by name.
 */
class KillsTest {
    private static final WeaponsChart CHART = WeaponsChart.shipped();

    private static ScriptedDice dice(Integer... faces) {
        return new ScriptedDice(List.of(faces), 0);
    }

    @Test
    void theChartsLinesAreRaisedByArmour() {
        assertEquals(3, CHART.target(WeaponLine.CROSSBOW, Armour.NONE));
        assertEquals(5, CHART.target(WeaponLine.HANDGUN, Armour.HEAVY));
        assertEquals(4, CHART.target(WeaponLine.BOW, Armour.NONE));
        assertEquals(5, CHART.target(WeaponLine.SWORD, Armour.LIGHT));
        assertEquals(4, CHART.target(WeaponLine.DOUBLE_HANDED_AXE, Armour.LIGHT));
        assertEquals(3, CHART.target(WeaponLine.LANCE_ON_THE_CHARGE, Armour.NONE));
        assertEquals("[C L286] no unit can have more than 6 volley counters", CHART.source("numbers", "counters-a-unit"));
    }

    @Test
    void aBallistaReadsTheCrossbowLineWithItsStrength() {
        // L692: crossbow v heavy armour is 5; strength 2 makes it 3 or more.
        Throw t = Kills.check(2, Weapon.ballista(2), Target.of(6, 0, Armour.HEAVY), dice(3, 2), CHART);
        assertEquals(3, t.needs());
        assertEquals(1, t.successes());
    }

    @Test
    void coverAndAShieldCountInTheKillNotTheHit() {
        assertEquals(6, Kills.check(1, new Weapon(WeaponLine.BOW, 0), Target.of(6, 0, Armour.NONE).withCover(Cover.HARD),
                dice(5), CHART).needs());
        Throw soft = Kills.check(2, new Weapon(WeaponLine.BOW, 0), Target.of(6, 0, Armour.NONE).withCover(Cover.SOFT)
                .withShield(true), dice(5, 6), CHART);
        assertEquals("kill, bow v none armour: 5 6 against 4 −1 soft cover −1 shield, so 6: 1", soft.line());
    }

    @Test
    void aNaturalOneNeverKillsAndSomeArmourCannotBeKilledAtAll() {
        Throw strong = Kills.check(2, new Weapon(WeaponLine.BOW, 5), Target.of(6, 0, Armour.NONE), dice(1, 2), CHART);
        assertEquals(2, strong.needs());
        assertEquals(1, strong.successes());
        Throw hopeless = Kills.check(1, new Weapon(WeaponLine.BOW, 0), Target.of(1, 4, Armour.HEAVY), dice(6), CHART);
        assertEquals(0, hopeless.successes(), "4 + 2 armour + 4 resilience = 10");
        assertTrue(hopeless.line().endsWith("which no die can reach: 0"), hopeless.line());
    }

    @Test
    void obstaclesHitAsSpearsWithNoThrowToHit() {
        // L406: 1D6-2 automatic hits crossing a palisade, killed as if by spears; below 0 is none.
        EquipmentTables equipment = EquipmentTables.shipped();
        assertEquals(0, Obstacle.cross(Obstacle.Crossing.palisade(Standing.plain(), true), dice(1), equipment).hits());
        Obstacle.Hits crossing = Obstacle.cross(Obstacle.Crossing.palisade(Standing.plain(), true), dice(4), equipment);
        assertEquals(2, crossing.hits());
        Shooting.Ruling r = Shooting.automatic(crossing.hits(), Weapon.spears(), Target.of(8, 0, Armour.NONE), dice(4, 3),
                CHART, Tables.core());
        assertEquals(List.of(), r.hits().ranks());
        assertEquals(1, r.lost());
    }

    @Test
    void aKillFallsOnASpecialOnASixAndTheOthersAreSaved() {
        // H5: 3 kills; specials check 6, 1, 1; the other two saved at 7: 6 passes, 8 fails.
        Kills.Casualties c = Kills.resolve(3, new Weapon(WeaponLine.SWORD, 0), Target.of(10, 0, Armour.NONE).withSave(7)
                .withSpecials(true), 0, dice(4, 5, 6, 6, 1, 1, 3, 3, 4, 4), CHART);
        assertEquals(List.of(6, 1, 1), c.specials().orElseThrow().dice());
        assertEquals(1, c.onSpecials());
        assertEquals(List.of(6, 8), c.saves().orElseThrow().totals());
        assertEquals(2, c.lost(), "the special and the failed save");
        Kills.Casualties two = Kills.resolve(3, new Weapon(WeaponLine.SWORD, 0), Target.of(10, 0, Armour.NONE)
                .withSpecials(true), 0, dice(4, 5, 6, 6, 2, 6), CHART);
        assertEquals(2, two.onSpecials());
        assertEquals(3, two.lost());
    }

    @Test
    void poisonDoesNothingAgainstTheUndead() {
        Kills.Casualties c = Kills.resolve(1, new Weapon(WeaponLine.BOW, 0), Target.of(1, 0, Armour.NONE).withSave(5)
                .withUndead(true), 2, dice(6, 2, 3), CHART);
        assertEquals(5, c.saves().orElseThrow().value());
        assertEquals(0, c.lost());
    }

    @Test
    void theChartFileNamesAMissingKeyAndASourcelessNumber() {
        String shipped = Shipped.text("/herald/engine/fantasywarriors/weapons.json");
        ScenarioException missing = assertThrows(ScenarioException.class, () -> WeaponsChart.read(
                shipped.replace("\"shield\": {\"value\"", "\"sheild\": {\"value\""), "weapons.json"));
        assertTrue(missing.getMessage().contains("weapons.json: groups.kill: \"shield\" is missing"), missing.getMessage());
        ScenarioException untagged = assertThrows(ScenarioException.class, () -> WeaponsChart.read(
                shipped.replace("[C L286] no unit", "no unit"), "weapons.json"));
        assertTrue(untagged.getMessage().contains("groups.numbers.counters-a-unit: a source begins"), untagged.getMessage());
    }
}
