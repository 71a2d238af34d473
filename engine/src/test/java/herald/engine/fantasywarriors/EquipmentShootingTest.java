package herald.engine.fantasywarriors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import herald.engine.ScriptedDice;
import herald.engine.fantasywarriors.events.EquipmentAbandoned;
import herald.engine.fantasywarriors.events.VolleyShot;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * FW-EX-11 played in the shooting phase: D1 (five files, two ranks, its front at y 10 from x 21.5 to 26.5) behind six
 * inches of equipment before its front (x 21 to 27), shot at by the orc archers A1 from three places, as the
 * Companion's diagram shoots at A from B, C and D (L315-323).
 *
 * <pre>
 *              B: A1 at 24,21.5 facing S         C: A1 at 36,21.5 facing S
 *   y=10.5  ======  the mantlets / pavises / palisade
 *   y=10    DDDDD   D1                           D: A1 at 40,12 facing W
 *   y=8     DDDDD
 * </pre>
 */
class EquipmentShootingTest {
    private static final String MANTLETS = "[{\"id\": \"M1\", \"kind\": \"mantlet\", \"front\": [\"21,10.5\", \"27,10.5\"],"
            + " \"carriedBy\": \"D1\"}]";
    private static final String PAVISES = "[{\"id\": \"V1\", \"kind\": \"pavis\", \"front\": [\"21,10.5\", \"27,10.5\"],"
            + " \"carriedBy\": \"D1\"}]";
    private static final String PALISADE = "[{\"id\": \"P1\", \"kind\": \"palisade\", \"front\": [\"21,11\", \"27,11\"]}]";

    /** Dice that never hit: the cover is read before any die is thrown, and the volley's report names it. */
    private static ScriptedDice misses() {
        return new ScriptedDice(Collections.nCopies(100, 1), 0);
    }

    private static VolleyShot volley(FantasyWarriorsState s, double x, double y, double facing) {
        FantasyWarriorsState at = EquipmentTable.placed(s, "A1", x, y, facing);
        assertEquals(java.util.Optional.empty(), ShootingPhase.refusal(at, "orcs", new TurnOrders.Shoot("A1", "D1", 1)));
        return (VolleyShot) ShootingPhase.resolve(at, List.of(new TurnOrders.Shoot("A1", "D1", 1)), misses()).get(0);
    }

    @Test
    void fwEx11MantletsGiveHardCoverWhenEverySightPassesThroughThem() throws Exception {
        FantasyWarriorsState s = EquipmentTable.field(MANTLETS, "[]");
        VolleyShot b = volley(s, 24, 21.5, 180);
        assertEquals("hard", b.cover(), b.workings().toString());
        assertTrue(b.workings().contains("hard cover behind mantlet: 10 of 10 figures covered"), b.workings().toString());
    }

    @Test
    void fwEx11MantletsGiveSoftCoverWhenLessThanHalfIsExposed() throws Exception {
        VolleyShot c = volley(EquipmentTable.field(MANTLETS, "[]"), 36, 21.5, 180);
        assertEquals("soft", c.cover(), c.workings().toString());
    }

    @Test
    void fwEx11MantletsGiveNoCoverWhenMoreThanHalfIsExposed() throws Exception {
        VolleyShot d = volley(EquipmentTable.field(MANTLETS, "[]"), 40, 12, 270);
        assertEquals("none", d.cover(), d.workings().toString());
    }

    @Test
    void pavisesAndPalisadesGiveSoftCoverNeverHard() throws Exception {
        assertEquals("soft", volley(EquipmentTable.field(PAVISES, "[]"), 24, 21.5, 180).cover());
        assertEquals("soft", volley(EquipmentTable.field(PALISADE, "[]"), 24, 21.5, 180).cover());
    }

    @Test
    void aPalisadeDoesNotHideItsEnemiesFromTheSideBehindIt() throws Exception {
        // the orcs' own palisade faces south (y 20 to 21); their archers behind it shoot out at D1: D1 claims nothing
        FantasyWarriorsState s = EquipmentTable.field("[]", "[{\"id\": \"P1\", \"kind\": \"palisade\", \"front\":"
                + " [\"27,20\", \"21,20\"]}]");
        assertEquals("none", volley(s, 24, 22, 180).cover());
    }

    @Test
    void aUnitUsingPavisesShootsInOneRank() throws Exception {
        FantasyWarriorsState s = EquipmentTable.field("[]", "[{\"id\": \"V2\", \"kind\": \"pavis\", \"front\":"
                + " [\"43,29.5\", \"37,29.5\"], \"carriedBy\": \"A1\"}]");
        VolleyShot v = (VolleyShot) ShootingPhase.resolve(EquipmentTable.placed(s, "D1", 40, 20, 0),
                List.of(new TurnOrders.Shoot("A1", "D1", 1)), misses()).get(0);
        assertEquals(6, v.figures(), "the front rank of six alone (L463)");
        assertTrue(v.secondRankRoll().isEmpty());
    }

    @Test
    void aUnitInBloodLustComesOutFromBehindItsMantletsAndLeavesThem() throws Exception {
        FantasyWarriorsState s = EquipmentTable.field(MANTLETS, "[]");
        Unit d1 = s.unitOrThrow("D1");
        FantasyWarriorsState lust = s.withUnit(d1.withStanding(d1.standing().withBloodLust(true)));
        assertEquals("none", volley(lust, 24, 21.5, 180).cover(), "no cover in blood lust (L349)");
        List<EquipmentAbandoned> left = Abandonment.after(lust);
        assertEquals(List.of(new EquipmentAbandoned("M1", "D1", "in blood lust")), left);
        FantasyWarriorsState after = EquipmentTable.fold(lust, left);
        assertNull(after.equipment().get("M1").carrier());
        assertEquals(List.of(), Abandonment.after(after), "left once");
        // its blood lust spent, D1 stands behind mantlets it no longer uses: they shelter no one
        FantasyWarriorsState calm = after.withUnit(d1);
        assertEquals("none", volley(calm, 24, 21.5, 180).cover());
        assertEquals("D1, in blood lust, abandons M1 where it stands", left.get(0).describe());
    }

    @Test
    void aRoutedUnitLeavesItsPavisesOnTheBattlefield() throws Exception {
        FantasyWarriorsState s = EquipmentTable.field(PAVISES, "[]");
        FantasyWarriorsState routed = s.withUnit(s.unitOrThrow("D1").withRouted(1));
        assertEquals(List.of(new EquipmentAbandoned("V1", "D1", "routed")), Abandonment.after(routed));
    }
}
