package herald.engine.fantasywarriors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import herald.engine.ScriptedDice;
import herald.engine.fantasywarriors.events.BlowsStruck;
import herald.engine.fantasywarriors.events.FantasyWarriorsEvent;
import herald.engine.fantasywarriors.events.FiguresLost;
import herald.engine.fantasywarriors.events.ObstacleCrossed;
import herald.engine.fantasywarriors.events.OrderRefused;
import herald.engine.fantasywarriors.events.PieceMoved;
import herald.engine.fantasywarriors.events.UnitDisorganised;
import herald.engine.fantasywarriors.events.UnitTested;
import herald.engine.table.Point;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.OptionalDouble;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The equipment in the movement and combat phases, on {@link EquipmentTable}'s field. Orcs and dwarves here are worth 1
 * a figure: a front rank of five strikes with 5 dice before the equipment takes its share (table 4.9).
 */
class EquipmentPlayTest {

    private static ScriptedDice dice(Integer... faces) {
        List<Integer> all = new ArrayList<>(List.of(faces));
        all.addAll(Collections.nCopies(60, 1));
        return new ScriptedDice(all, 0);
    }

    private static TurnOrders.Move move(String piece, double x, double y) {
        return new TurnOrders.Move(piece, List.of(Point.of(x, y)), OptionalDouble.empty());
    }

    private static <T> List<T> of(List<FantasyWarriorsEvent> events, Class<T> type) {
        return events.stream().filter(type::isInstance).map(type::cast).toList();
    }

    private static BlowsStruck blows(List<FantasyWarriorsEvent> events, String unit) {
        return of(events, BlowsStruck.class).stream().filter(b -> b.unit().equals(unit)).findFirst().orElseThrow();
    }

    /**
     * Two spiked pits (x 21 to 27, y 18.25 to 20); the orc archers A1 (x 21 to 27, y 23 to 25) advance 4.5" into them:
     * their bases pass over both pits, each striking 1D6-3 (L508). Rolls 5 and 6: 2 + 3 = 5 hits, as by spears on no
     * armour and resilience 2, killing on a 6; three kills of twelve is a quarter: the casualty test (L508).
     */
    @Test
    void aUnitMovingOverSpikedPitsTakesTheirHitsPitByPit() throws Exception {
        FantasyWarriorsState s = EquipmentTable.placed(EquipmentTable.field("[{\"id\": \"S1\", \"kind\": \"spiked-pit\","
                + " \"front\": [\"21,20\", \"27,20\"]}]", "[]"), "A1", 24, 23, 180);
        List<FantasyWarriorsEvent> events = MovementPhase.resolve(s, List.of(move("A1", 24, 18.5)), Set.of(),
                dice(5, 6, 6, 6, 6, 1, 1, 1, 1, 1, 6, 6));
        ObstacleCrossed pits = of(events, ObstacleCrossed.class).get(0);
        assertEquals(2, pits.pits());
        assertEquals(List.of(5, 6), pits.dice());
        assertEquals(3, pits.less());
        assertEquals(5, pits.hits());
        assertEquals(List.of(6, 6, 6, 1, 1), pits.killDice());
        assertEquals(3, pits.lost());
        assertEquals(new FiguresLost("A1", 3, 9, "to S1 (spiked pit)"), of(events, FiguresLost.class).get(0));
        UnitTested test = of(events, UnitTested.class).get(0);
        assertEquals("casualty test", test.test());
        FantasyWarriorsState after = EquipmentTable.fold(s, events);
        assertEquals(9, after.unitOrThrow("A1").figures());
        assertTrue(pits.describe().startsWith("A1 crosses S1 (spiked pit, 2 pits, moved on over): 5 hits"), pits.describe());
    }

    /** A palisade (y 19 to 20) crossed at 5", more than half of O1's 5": 1D6-2 hits, and disorganised (L406-407). */
    @Test
    void crossingAPalisadeDisorganisesAndStrikesAtMoreThanHalfSpeed() throws Exception {
        FantasyWarriorsState s = EquipmentTable.placed(EquipmentTable.field("[{\"id\": \"P1\", \"kind\": \"palisade\","
                + " \"front\": [\"21,20\", \"27,20\"]}]", "[]"), "O1", 24, 22, 180);
        List<FantasyWarriorsEvent> events = MovementPhase.resolve(s, List.of(move("O1", 24, 17)), Set.of(), dice(6));
        ObstacleCrossed p = of(events, ObstacleCrossed.class).get(0);
        assertEquals(List.of(6), p.dice());
        assertEquals(4, p.hits());
        assertEquals(4, p.killDice().size(), "struck as by spears: light armour and resilience 2 need more than a 6");
        assertEquals(0, p.lost());
        assertEquals(1, of(events, UnitDisorganised.class).size());
        assertTrue(EquipmentTable.fold(s, events).unitOrThrow("O1").disorganised());
    }

    @Test
    void noUnitEndsItsMoveOnAPalisade() throws Exception {
        FantasyWarriorsState s = EquipmentTable.placed(EquipmentTable.field("[{\"id\": \"P1\", \"kind\": \"palisade\","
                + " \"front\": [\"21,20\", \"27,20\"]}]", "[]"), "O1", 24, 22, 180);
        assertEquals("O1 would end its move on P1 (palisade): a unit halts before it or goes wholly over it",
                MovementPhase.refusal(s, "orcs", move("O1", 24, 19.5)).orElseThrow());
    }

    @Test
    void mantletsMoveWithTheirUnitAtHalfSpeed() throws Exception {
        FantasyWarriorsState s = EquipmentTable.field("[]", "[{\"id\": \"M1\", \"kind\": \"mantlet\", \"front\":"
                + " [\"25,29.5\", \"23,29.5\"], \"carriedBy\": \"O1\"}]");
        assertEquals("O1 carries mantlet (M1), which move at half speed (L363, L483): at most 2.5\", not 3.0\"",
                MovementPhase.refusal(s, "orcs", move("O1", 24, 27)).orElseThrow());
        List<FantasyWarriorsEvent> events = MovementPhase.resolve(s, List.of(move("O1", 24, 28)), Set.of(), dice());
        assertEquals(1, of(events, PieceMoved.class).size(), events.toString());
        assertEquals(List.of(), of(events, OrderRefused.class));
        EquipmentPiece m = EquipmentTable.fold(s, events).equipment().get("M1");
        assertEquals(24.0, m.ground().at().x(), 1e-9);
        assertEquals(27.5, m.ground().at().y(), 1e-9, "still before O1's front");
        assertEquals(180.0, m.ground().facing(), 1e-9);
    }

    /**
     * FW-EX-12 (L420, L441): chevaux de frise (x 21 to 27, y 11 to 12, two 3" lengths, the stakes pointing north), D1
     * behind them and O1 facing them from the front. They fight across the stakes without touching, and O1, in front,
     * fights at 2 less worth a length: 5 - 4 = 1 die; D1 strikes with all 5.
     */
    @Test
    void fwEx12UnitsFightAcrossChevauxDeFrise() throws Exception {
        FantasyWarriorsState s = EquipmentTable.field("[{\"id\": \"C1\", \"kind\": \"chevaux-de-frise\", \"front\":"
                + " [\"21,12\", \"27,12\"]}]", "[]");
        s = EquipmentTable.placed(EquipmentTable.placed(s, "D1", 24, 11, 0), "O1", 24, 12, 180);
        assertTrue(s.unitOrThrow("O1").ground().distanceTo(s.unitOrThrow("D1").ground()) > 0.9, "they do not touch");
        List<Melee> melees = CombatPhase.melees(s);
        assertEquals(1, melees.size());
        assertEquals(List.of("O1", "D1"), melees.get(0).units());
        List<FantasyWarriorsEvent> events = CombatPhase.resolve(s, dice());
        BlowsStruck orcs = blows(events, "O1");
        assertEquals(1, orcs.roll().size(), orcs.dice());
        assertTrue(orcs.dice().contains("−4 2 chevaux de frise"), orcs.dice());
        assertEquals(5, blows(events, "D1").roll().size(), "behind the stakes, D1 loses nothing");
    }

    @Test
    void aUnitTouchingTheStakesWithItsFlankIsNotFacingThem() throws Exception {
        FantasyWarriorsState s = EquipmentTable.field("[{\"id\": \"C1\", \"kind\": \"chevaux-de-frise\", \"front\":"
                + " [\"21,12\", \"27,12\"]}]", "[]");
        // O1 turned east, its left flank along the stakes' front: not facing them, so no fight across them
        s = EquipmentTable.placed(EquipmentTable.placed(s, "D1", 24, 11, 0), "O1", 24, 14.5, 90);
        assertEquals(List.of(), CombatPhase.melees(s));
    }

    /** FW-D-1 (L489): three pavises before D1, touching O1: every two, rounding up, take 1 from both: 5 - 2 = 3 dice each. */
    @Test
    void fwD1ThreePavisesTakeTwoFromBothUnits() throws Exception {
        FantasyWarriorsState s = EquipmentTable.field("[{\"id\": \"V1\", \"kind\": \"pavis\", \"front\": [\"22.5,10.5\","
                + " \"25.5,10.5\"], \"carriedBy\": \"D1\"}]", "[]");
        s = EquipmentTable.placed(s, "O1", 24, 10.5, 180);
        Map<String, List<Modifier>> worth = EquipmentInCombat.penalties(s, CombatPhase.melees(s));
        assertEquals(List.of(new Modifier("3 pavis", -2)), worth.get("O1"));
        assertEquals(List.of(new Modifier("3 pavis", -2)), worth.get("D1"));
        List<FantasyWarriorsEvent> events = CombatPhase.resolve(s, dice());
        assertEquals(3, blows(events, "O1").roll().size());
        assertEquals(3, blows(events, "D1").roll().size());
    }

    @Test
    void theViewDrawsEachPieceInItsOwnersColourAndTheSheetListsIt() throws Exception {
        FantasyWarriorsState s = EquipmentTable.field("[{\"id\": \"P1\", \"kind\": \"palisade\", \"front\": [\"30,12\","
                + " \"36,12\"]}]", "[{\"id\": \"M1\", \"kind\": \"mantlet\", \"front\": [\"25,29.5\", \"23,29.5\"],"
                + " \"carriedBy\": \"O1\"}]");
        var view = View.of(s, "orcs");
        var palisade = view.table().terrain().stream().filter(r -> r.name().equals("P1")).findFirst().orElseThrow();
        assertEquals("equipment-palisade-1", palisade.terrain());
        var entry = view.table().legend().stream().filter(l -> l.terrain().equals("equipment-palisade-1")).findFirst()
                .orElseThrow();
        assertEquals(s.sides().get(1).colour(), entry.colour());
        assertEquals(herald.engine.view.LegendEntry.Symbol.WALL, entry.symbol());
        assertTrue(entry.name().startsWith("Palisade"), entry.name());
        var sheet = view.sheets().stream().filter(t -> t.title().equals("Equipment: Skarg's warband")).findFirst()
                .orElseThrow();
        assertEquals(List.of(List.of("M1", "mantlet", "2\"", "1", "O1")), sheet.rows());
    }
}
