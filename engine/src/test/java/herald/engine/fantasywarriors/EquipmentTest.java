package herald.engine.fantasywarriors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import herald.engine.ScenarioException;
import herald.engine.ScriptedDice;
import herald.engine.data.Shipped;
import herald.engine.fantasywarriors.EquipmentCover.Piece;
import herald.engine.fantasywarriors.EquipmentCover.Target;
import herald.engine.table.Footprint;
import herald.engine.table.Point;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The Companion's battlefield equipment (L311-515) with its diagrams' units (FW-EX-11, FW-EX-12) and table 4.8-4.9. */
class EquipmentTest {
    private static final EquipmentTables T = EquipmentTables.shipped();
    private static final Standing CALM = Standing.plain();
    private static final Standing BLOOD_LUST = Standing.plain().withBloodLust(true);

    private static ScriptedDice dice(Integer... faces) {
        return new ScriptedDice(List.of(faces), 0);
    }

    /*
     * FW-EX-11 (L319-323), drawn with up the table at the top; A is 4 figures abreast, 2 deep, on 1in bases, behind
     * three 2in mantlets that overhang it by an inch each side:
     *
     *                 B (24,30) facing down
     *                                                C (34,20) facing SW
     *            [mantlet|mantlet|mantlet]  y 10-10.5, x 21-27
     *              [ A  A  A  A ]           y 8-10,   x 22-26
     *              [ A  A  A  A ]                              D (40,9) facing W
     */
    private static final Target A = new Target(new Footprint.Block(new Point(24, 10), 0, 4, 2), 4, 2, CALM);
    private static final List<Piece> MANTLETS = List.of(mantlet(22), mantlet(24), mantlet(26));
    private static final Footprint B = new Footprint.Block(new Point(24, 30), 180, 4, 1);
    private static final Footprint C = new Footprint.Block(new Point(34, 20), 225, 4, 1);
    private static final Footprint D = new Footprint.Block(new Point(40, 9), 270, 4, 1);

    private static Piece mantlet(double x) {
        return new Piece(Equipment.MANTLET, Equipment.MANTLET.footprint(new Point(x, 10.5), 0, 2, T));
    }

    @Test
    void fwEx11_bShootsEntirelyThroughTheMantlets_hardCover() {
        EquipmentCover.Covered c = EquipmentCover.against(B, A, MANTLETS);
        assertEquals(Cover.HARD, c.cover());
        assertEquals(Optional.of(Equipment.MANTLET), c.by());
        assertEquals(0, c.exposed());
    }

    @Test
    void fwEx11_cBypassesTheMantletsToLessThanHalfOfA_softCover() {
        EquipmentCover.Covered c = EquipmentCover.against(C, A, MANTLETS);
        assertEquals(Cover.SOFT, c.cover());
        assertEquals(2, c.exposed(), "the right-hand file, seen past the mantlets' end: casualties come from it first");
    }

    @Test
    void fwEx11_dSeesMoreThanHalfOfA_noCover() {
        EquipmentCover.Covered c = EquipmentCover.against(D, A, MANTLETS);
        assertEquals(Cover.NONE, c.cover());
        assertEquals(Optional.empty(), c.by());
        assertEquals(8, c.exposed());
    }

    @Test
    void aUnitInBloodLustHasLeftItsMantlets_noCover() {
        Target lusting = new Target(A.ground(), 4, 2, BLOOD_LUST);
        assertEquals(Cover.NONE, EquipmentCover.against(B, lusting, MANTLETS).cover());
        assertTrue(Equipment.PAVIS.abandonedBy(BLOOD_LUST));
        assertFalse(Equipment.SPIKED_PIT.abandonedBy(BLOOD_LUST));
    }

    @Test
    void aPavisOrAPalisadeGivesSoftCoverWhereAMantletGivesHard() {
        Piece palisade = new Piece(Equipment.PALISADE, Equipment.PALISADE.footprint(new Point(24, 11), 0, 6, T));
        assertEquals(10, palisade.ground().outline().get(2).y(), 1e-9, "1in deep, its back on A's front");
        assertEquals(Cover.SOFT, EquipmentCover.against(B, A, List.of(palisade)).cover());
        List<Piece> pavises = List.of(pavis(21.5), pavis(22.5), pavis(23.5), pavis(24.5), pavis(25.5), pavis(26.5));
        assertEquals(Cover.SOFT, EquipmentCover.against(B, A, pavises).cover(), "six 1in pavises in base contact: no seam");
        assertEquals(Cover.NONE, EquipmentCover.against(D, A, pavises).cover());
        Piece stakes = new Piece(Equipment.CHEVAUX_DE_FRISE, Equipment.CHEVAUX_DE_FRISE.footprint(new Point(24, 11), 0, 6, T));
        assertEquals(Cover.NONE, EquipmentCover.against(B, A, List.of(stakes)).cover(), "stakes are no cover");
    }

    private static Piece pavis(double x) {
        return new Piece(Equipment.PAVIS, Equipment.PAVIS.footprint(new Point(x, 10.5), 0, 1, T));
    }

    @Test
    void theShareThatClaimsCover_mantletsRoundHalfDown_pavisesAndPalisadesNeedMoreThanHalf() {
        // L357: half (round down) or more: 2 of 5 is soft behind mantlets; L477: more than half: 2 of 5 is none behind pavises
        assertEquals(Cover.SOFT, EquipmentCover.cover(Equipment.MANTLET, 2, 5));
        assertEquals(Cover.NONE, EquipmentCover.cover(Equipment.MANTLET, 1, 5));
        assertEquals(Cover.HARD, EquipmentCover.cover(Equipment.MANTLET, 1, 1));
        assertEquals(Cover.NONE, EquipmentCover.cover(Equipment.MANTLET, 0, 1));
        assertEquals(Cover.NONE, EquipmentCover.cover(Equipment.PAVIS, 2, 5));
        assertEquals(Cover.SOFT, EquipmentCover.cover(Equipment.PAVIS, 3, 5));
        assertEquals(Cover.SOFT, EquipmentCover.cover(Equipment.PALISADE, 5, 5), "never hard");
        assertEquals(Cover.SOFT, EquipmentCover.cover(Equipment.PALISADE, 4, 8), "exactly half: Herald's reading");
    }

    /*
     * FW-EX-12 (L420): chevaux de frise 3in long, 1in deep, points up the table, at y 9-10.
     *   A (facing down, front edge on the stakes' front)   y 10-12
     *   =========== stakes ===========                      y 9-10
     *   B (facing up, front edge on their back)             y 7-9
     */
    private static final Footprint.Block STAKES = Equipment.CHEVAUX_DE_FRISE.footprint(new Point(24, 10), 0, 3, T);

    @Test
    void fwEx12_aUnitIsInFrontOfTheStakesOnlyWithItsFrontEdgeOnThem() {
        Footprint.Block a = new Footprint.Block(new Point(24, 10), 180, 3, 2);
        Footprint.Block b = new Footprint.Block(new Point(24, 9), 0, 3, 2);
        assertTrue(EquipmentWorth.inFrontOfTheStakes(a, STAKES));
        assertTrue(EquipmentWorth.behindTheStakes(b, STAKES));
        assertFalse(EquipmentWorth.inFrontOfTheStakes(b, STAKES), "B's front edge touches the back of the stakes");
        EquipmentWorth.Penalty p = EquipmentWorth.chevauxDeFrise(a, STAKES, 1, T);
        assertEquals(-2, p.attacker().value());
        assertEquals(0, p.defender().value());

        Footprint.Block backedOn = new Footprint.Block(new Point(24, 12), 0, 3, 2);
        Footprint.Block flankOn = new Footprint.Block(new Point(24, 11.5), 90, 3, 2);
        assertFalse(EquipmentWorth.inFrontOfTheStakes(backedOn, STAKES), "its rear edge is on the stakes");
        assertFalse(EquipmentWorth.inFrontOfTheStakes(flankOn, STAKES), "its flank is on the stakes");
        assertEquals(0, EquipmentWorth.chevauxDeFrise(backedOn, STAKES, 1, T).attacker().value());
    }

    @Test
    void worthInCombat_table4_9() {
        EquipmentWorth.Penalty m = EquipmentWorth.mantlets(2, T);
        assertEquals(List.of(-4, -4), List.of(m.attacker().value(), m.defender().value()));
        assertEquals("−4 2 mantlet", m.attacker().toString());
        for (int n = 0; n <= 5; n++) {
            assertEquals(Pavis.combatWorth(n), EquipmentWorth.pavises(n, T).defender().value(), n + " pavises (FW-D-1)");
        }
        assertEquals(-8, EquipmentWorth.palisade(2, T).attacker().value());
        assertEquals(0, EquipmentWorth.palisade(2, T).defender().value(), "only the attacking unit");
        assertEquals(-2, EquipmentWorth.spikedPit(true, false, T).attacker().value());
        assertEquals(0, EquipmentWorth.spikedPit(true, false, T).defender().value());
        Footprint pit = Equipment.SPIKED_PIT.footprint(new Point(24, 10), 0, 3, T);
        assertTrue(EquipmentWorth.inThePit(new Footprint.Block(new Point(24, 9), 0, 3, 1), pit));
        assertFalse(EquipmentWorth.inThePit(new Footprint.Block(new Point(24, 12), 180, 3, 2), pit), "in contact, not in");
    }

    @Test
    void aPalisadeCrossedAtMoreThanHalfSpeed_1d6Less2Hits_neverBelowNone_alwaysDisorganised() {
        assertEquals(List.of(0, 0, 1, 4), List.of(palisade(1), palisade(2), palisade(3), palisade(6)));
        Obstacle.Hits h = Obstacle.cross(Obstacle.Crossing.palisade(CALM, true), dice(5), T);
        assertEquals("spear", h.as());
        assertTrue(h.disorganised());
        ScriptedDice none = dice();
        Obstacle.Hits slow = Obstacle.cross(Obstacle.Crossing.palisade(CALM, false), none, T);
        assertEquals(0, slow.hits());
        assertEquals(0, none.used(), "at half speed nothing is rolled");
        assertTrue(slow.disorganised(), "whatever the speed (L407)");
        assertEquals(3, Obstacle.cross(Obstacle.Crossing.palisade(BLOOD_LUST, true), dice(5), T).hits(),
                "blood lust has no hits of its own at a palisade");
    }

    private static int palisade(int die) {
        return Obstacle.cross(Obstacle.Crossing.palisade(CALM, true), dice(die), T).hits();
    }

    @Test
    void chevauxDeFriseMovedThroughFromTheFront_1d6Less3_or1d6Less2InBloodLust() {
        assertEquals(0, stakes(CALM, 3));
        assertEquals(1, stakes(CALM, 4));
        assertEquals(3, stakes(CALM, 6));
        assertEquals(0, stakes(BLOOD_LUST, 2));
        assertEquals(1, stakes(BLOOD_LUST, 3));
        assertEquals(4, stakes(BLOOD_LUST, 6));
        ScriptedDice none = dice();
        assertEquals(0, Obstacle.cross(Obstacle.Crossing.chevauxDeFrise(CALM, false), none, T).hits());
        assertEquals(0, none.used(), "from behind, the stakes point away");
        assertFalse(Obstacle.cross(Obstacle.Crossing.chevauxDeFrise(CALM, true), dice(6), T).disorganised());
        assertTrue(Obstacle.mayHalt(Equipment.CHEVAUX_DE_FRISE, CALM));
        assertFalse(Obstacle.mayHalt(Equipment.CHEVAUX_DE_FRISE, BLOOD_LUST), "blood lust does not halt (L436)");
        assertFalse(Obstacle.mayHalt(Equipment.SPIKED_PIT, BLOOD_LUST), "L509");
        assertFalse(Obstacle.mayHalt(Equipment.PALISADE, CALM), "a palisade has no halt: it is crossed or not");
    }

    private static int stakes(Standing unit, int die) {
        return Obstacle.cross(Obstacle.Crossing.chevauxDeFrise(unit, true), dice(die), T).hits();
    }

    @Test
    void spikedPits_1d6Less3PerPit_eachPitOnItsOwn() {
        Obstacle.Hits h = Obstacle.cross(Obstacle.Crossing.spikedPits(CALM, 3), dice(1, 6, 4), T);
        assertEquals(List.of(1, 6, 4), h.dice());
        assertEquals(4, h.hits(), "0 + 3 + 1: the first pit's -2 does not spare the others");
        assertEquals("spear", h.as());
        assertEquals(4, Obstacle.cross(Obstacle.Crossing.spikedPits(BLOOD_LUST, 2), dice(1, 6), T).hits(), "0 + 4");
        assertEquals(-2, Obstacle.cross(Obstacle.Crossing.spikedPits(BLOOD_LUST, 1), dice(1), T).less().value());
        assertThrows(IllegalArgumentException.class, () -> Obstacle.Crossing.spikedPits(CALM, 0));
    }

    @Test
    void aQuarterOfTheUnitLostToAnObstacleCallsACasualtyTest() {
        Obstacle.Hits h = Obstacle.cross(Obstacle.Crossing.spikedPits(CALM, 1), dice(6), T);
        assertEquals(25, h.casualtyTestPercent());
        assertFalse(h.casualtyTestDue(10, 2));
        assertTrue(h.casualtyTestDue(10, 3));
        assertTrue(h.casualtyTestDue(12, 3), "exactly a quarter: 25% or more (L508)");
    }

    @Test
    void purchases_table4_8() {
        assertEquals(new Purchase.Bought(Equipment.MANTLET, 4, 2, 40), Purchase.of(Equipment.MANTLET, 4, T));
        assertEquals(new Purchase.Bought(Equipment.PALISADE, 12, 2, 60), Purchase.of(Equipment.PALISADE, 12, T));
        assertEquals(new Purchase.Bought(Equipment.CHEVAUX_DE_FRISE, 3, 1, 15), Purchase.of(Equipment.CHEVAUX_DE_FRISE, 3, T));
        assertEquals(new Purchase.Bought(Equipment.PAVIS, 3, 3, 15), Purchase.of(Equipment.PAVIS, 3, T));
        assertEquals(new Purchase.Bought(Equipment.SPIKED_PIT, 6, 2, 40), Purchase.of(Equipment.SPIKED_PIT, 6, T));
        assertEquals(1.75, Equipment.SPIKED_PIT.footprint(new Point(0, 0), 0, 3, T).depth());
    }

    @Test
    void aPurchaseTheBookDoesNotSellIsRefusedNamingTheItem() {
        Purchase.Refused shortPit = assertInstanceOf(Purchase.Refused.class, Purchase.of(Equipment.SPIKED_PIT, 2, T));
        assertEquals("2\" of spiked pit is too short: the least that can be bought is 3\"", shortPit.reason());
        Purchase.Refused odd = assertInstanceOf(Purchase.Refused.class, Purchase.of(Equipment.MANTLET, 5, T));
        assertEquals("5\" of mantlet is not a whole number of 2\" lengths: 4\" or 6\" can be bought", odd.reason());
        Purchase.Refused half = assertInstanceOf(Purchase.Refused.class, Purchase.of(Equipment.PAVIS, 2.5, T));
        assertTrue(half.reason().startsWith("2.5\" of pavis is not a whole number of 1\" lengths"), half.reason());
        assertInstanceOf(Purchase.Refused.class, Purchase.of(Equipment.CHEVAUX_DE_FRISE, 0, T));
    }

    @Test
    void everyNumberSaysWhereItComesFrom_aMistakeIsNamedByFileAndPlace() {
        String shipped = Shipped.text("/herald/engine/fantasywarriors/equipment.json");
        ScenarioException unsourced = assertThrows(ScenarioException.class, () -> EquipmentTables.read(shipped.replace(
                "\"points\": {\"value\": 20, \"source\": \"L333, digest 4.8: 20 points per 2in\"}", "\"points\": {\"value\": 20}"),
                "e.json"));
        assertTrue(unsourced.getMessage().startsWith("e.json: equipment.mantlet.points: says where it comes from"),
                unsourced.getMessage());
        ScenarioException fraction = assertThrows(ScenarioException.class, () -> EquipmentTables.read(shipped.replace(
                "\"value\": 30,", "\"value\": 30.5,"), "e.json"));
        assertEquals("e.json: equipment.palisade.points.value: a whole number, not 30.5", fraction.getMessage());
        ScenarioException unknown = assertThrows(ScenarioException.class, () -> EquipmentTables.read(shipped.replace(
                "\"hitsAs\": \"spear\",", "\"hitsAs\": \"spear\", \"hitsAS\": 1,"), "e.json"));
        assertTrue(unknown.getMessage().contains("unknown key \"hitsAS\""), unknown.getMessage());
        ScenarioException lust = assertThrows(ScenarioException.class, () -> EquipmentTables.read(shipped.replace(
                "\"less\": {\"value\": 2, \"source\": \"L406, digest 4.9\"},", "\"less\": {\"value\": 2, \"source\": \"L406, digest 4.9\"}, "
                        + "\"bloodLustLess\": {\"value\": 1, \"herald\": \"x\"},"), "e.json"));
        assertEquals("e.json: equipment.palisade.crossing.bloodLustLess: the book gives blood lust no hits of its own here",
                lust.getMessage());
    }
}
