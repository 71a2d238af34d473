package herald.engine.fantasywarriors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import herald.engine.OrderLines;
import herald.engine.OrdersRuling;
import herald.engine.RuleEvent;
import herald.engine.ScriptedDice;
import herald.engine.fantasywarriors.events.CreatureControlled;
import herald.engine.fantasywarriors.events.DruidicPowerEnded;
import herald.engine.fantasywarriors.events.DuelFought;
import herald.engine.fantasywarriors.events.EnchantmentBroken;
import herald.engine.fantasywarriors.events.EnchantmentCast;
import herald.engine.fantasywarriors.events.HasteCast;
import herald.engine.fantasywarriors.events.HostileTerrainStruck;
import herald.engine.fantasywarriors.events.PieceMoved;
import herald.engine.fantasywarriors.events.VolleyWithheld;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Magic on the table, one rule a test: the CAST grammar, its checks, and the spells' outcomes the cases do not show. */
class MagicTest {
    private final FantasyWarriors rules = new FantasyWarriors();

    /** Orcs with wizard W1 (power 20) at 24,10; men with wizard W2 (30) at 24,38 and the enchantress E1 at 6,38. */
    private static final String FIELD = """
            {"schema": 1, "title": "t", "table": {"width": 48, "depth": 48},
             "terrain": [{"id": "copse", "type": "wood", "name": "the copse", "outline": ["30,14", "40,14", "40,20", "30,20"]}],
             "sides": [
              {"id": "orcs", "name": "the orcs", "army": "orcs", %s
               "commands": [{"id": "skargs", "order": "hold", "leader": {"id": "Skarg", "entry": "orc-warchief", "at": "44,4"},
                 "units": [{"id": "O1", "entry": "orc-warriors", "figures": 10, "files": 5, "at": "8,10", "facing": "N"},
                           {"id": "A1", "entry": "orc-archers", "figures": 10, "files": 5, "at": "8,20", "facing": "N"}]}],
               "individuals": [{"id": "W1", "entry": "orc-wizard", "at": "24,10"}]},
              {"id": "men", "name": "the men", "army": "men",
               "commands": [{"id": "brans", "order": "hold", "leader": {"id": "Bran", "entry": "barbarian-warchief", "at": "44,44"},
                 "units": [{"id": "S1", "entry": "spearmen", "figures": 10, "files": 5, "at": "8,28", "facing": "S"}]}],
               "individuals": [{"id": "W2", "entry": "barbarian-wizard", "at": "24,38"},
                               {"id": "E1", "entry": "amazon-enchantress", "at": "16,38"}]}]}""";

    private FantasyWarriorsState field(String orcs) throws Exception {
        FantasyWarriorsState s = rules.initial();
        for (RuleEvent e : rules.setUp(FIELD.formatted(orcs), "t.json", Map.of())) {
            s = rules.apply(s, e);
        }
        return s;
    }

    private FantasyWarriorsState field() throws Exception {
        return field("");
    }

    /** A turn with its dice scripted, then 3s. */
    private List<RuleEvent> turn(FantasyWarriorsState s, String orcs, String men, Integer... first) {
        List<Integer> faces = new ArrayList<>(List.of(first));
        faces.addAll(Collections.nCopies(60, 3));
        return rules.resolve(s, Map.of("orcs", List.of(orcs.split("\n")), "men", List.of(men.split("\n"))),
                new ScriptedDice(faces, 0));
    }

    private FantasyWarriorsState fold(FantasyWarriorsState s, List<RuleEvent> events) {
        for (RuleEvent e : events) {
            s = rules.apply(s, e);
        }
        return s;
    }

    private static <T> T only(List<RuleEvent> events, Class<T> type) {
        List<T> found = events.stream().filter(type::isInstance).map(type::cast).toList();
        assertEquals(1, found.size(), type.getSimpleName() + " in " + events);
        return found.get(0);
    }

    @Test
    void everyCastFormIsReadAndNormalised() {
        OrderLines.Parsed<OrderLine> p = OrderParser.parse("""
                cast terror by w1 at o2
                cast shield by w1 on d1 2 counters
                cast duel by w1 at w2 10 power
                cast answer by w2 to death 5 power
                cast answer by w2 defend 0 power
                cast enchant by e1 at o2
                cast summon by w1
                cast control by w1 1 die
                cast banish by w1
                cast haste by w1 on o1 6 inches
                cast hostile by d1 on wood1
                cast spirit by d1 on wood1
                """);
        assertEquals(List.of(), p.errors());
        assertEquals(List.of("CAST TERROR BY W1 AT O2", "CAST SHIELD BY W1 ON D1 2 COUNTERS", "CAST DUEL BY W1 AT W2 10 POWER",
                "CAST ANSWER BY W2 TO DEATH 5 POWER", "CAST ANSWER BY W2 DEFEND 0 POWER", "CAST ENCHANT BY E1 AT O2",
                "CAST SUMMON BY W1", "CAST CONTROL BY W1 1 DIE", "CAST BANISH BY W1", "CAST HASTE BY W1 ON O1 6 INCHES",
                "CAST HOSTILE BY D1 ON WOOD1", "CAST SPIRIT BY D1 ON WOOD1"),
                p.orders().stream().map(OrderLine::normalised).toList());
    }

    @Test
    void aCastThatDoesNotParseIsAnsweredWithItsSpellsForm() {
        OrderLines.Parsed<OrderLine> p = OrderParser.parse("""
                cast terror w1 at o2
                cast shield by w1 on d1
                cast haste by w1 on o1 4 inches
                cast duel by w1 at w2 4 power
                cast fireball by w1 at o2
                """);
        assertEquals(5, p.errors().size());
        assertTrue(p.errors().get(0).message().startsWith("write CAST TERROR BY <wizard> AT <enemy unit>"), p.errors().toString());
        assertTrue(p.errors().get(1).message().contains("<1-18> COUNTERS"));
        assertTrue(p.errors().get(2).message().contains("<3, 6, 9 or 12> INCHES"));
        assertTrue(p.errors().get(3).message().contains("<5-99> POWER"));
        assertTrue(p.errors().get(4).message().contains("the spells are TERROR, SHIELD"));
    }

    @Test
    void theCheckRefusesWhatTheCasterCannotDoAndSpellsIdsAsTheScenarioDoes() throws Exception {
        FantasyWarriorsState s = field();
        OrdersRuling ok = rules.check(s, "orcs", "cast terror by w1 at s1\ncast duel by w1 at w2 5 power");
        assertEquals(List.of("CAST TERROR BY W1 AT S1", "CAST DUEL BY W1 AT W2 5 POWER"), ((OrdersRuling.Accepted) ok).normalised());
        String refused = rules.check(s, "orcs", """
                cast terror by w1 at x9
                cast terror by skarg at s1
                cast duel by w1 at w2 25 power
                cast summon by w2
                cast hostile by w1 on copse
                """).toString();
        assertTrue(refused.contains("there is no unit X9 in your sight"), refused);
        assertTrue(refused.contains("Skarg is a warchief"), refused);
        assertTrue(refused.contains("W1 has 20 magic power, not the 25"), refused);
        assertTrue(rules.check(s, "orcs", "cast shield by w1 on o1 1 counter").toString()
                .contains("W1 must be in base contact with O1"));
        assertTrue(refused.contains("W2 is not yours"), refused);
        assertTrue(refused.contains("hostile is for a druid"), refused);
        assertFalse(rules.check(s, "orcs", "cast terror by w1 at s1\ncast duel by w1 at w2 5 power\ncast shield by w1 on o1 1 counter")
                .accepted(), "one spell a phase: the duel and the shield are both phase 2's");
    }

    @Test
    void aDefenderWhoWinsMakesHisChallengerPayDoubleAndOverdrawingKillsHim() throws Exception {
        FantasyWarriorsState s = field("\"overrides\": {\"orc-wizard\": {\"magicPower\": 15}},");
        // W1 commits 10 (2 dice: 1, 1), W2 defends with 5 (1 die: 6): W2 wins by 4; W1 pays 10 more, 15 - 20 < 0: dead
        DuelFought d = only(turn(s, "CAST DUEL BY W1 AT W2 10 POWER", "CAST ANSWER BY W2 DEFEND 5 POWER", 1, 1, 6), DuelFought.class);
        assertEquals("W2", d.winner());
        assertEquals("W1", d.slain());
        assertEquals(List.of(), d.saveRoll(), "no saving throw for an overdrawn challenger");
        assertEquals(30 - 5 + 10, d.targetPower(), "the winner picks up the 10 the loser committed");
    }

    @Test
    void fw9ReversedTheChallengerMakesTheSavesWhenHisTargetWinsToTheDeath() throws Exception {
        FantasyWarriorsState s = field();
        // the book's second reading (L1246): the human 6, the orc 3; the orc makes 3 saves: 4, 5, 6 all pass at 7
        DuelFought d = only(turn(s, "CAST DUEL BY W1 AT W2 5 POWER", "CAST ANSWER BY W2 TO DEATH 5 POWER", 3, 6, 2, 2, 2, 3,
                3, 3), DuelFought.class);
        assertEquals("W2", d.winner());
        assertEquals(List.of(4, 5, 6), d.saveRoll());
        assertEquals("", d.slain());
        assertEquals(15, d.attackerPower());
        assertEquals(30 - 5 + 5, d.targetPower());
    }

    @Test
    void aTieIsAStalemateAndBothKeepTheirPower() throws Exception {
        FantasyWarriorsState s = field();
        List<RuleEvent> events = turn(s, "CAST DUEL BY W1 AT W2 5 POWER", "HOLD", 4, 4);
        DuelFought d = only(events, DuelFought.class);
        assertEquals("", d.winner());
        FantasyWarriorsState after = fold(s, events);
        assertEquals(20, after.individual("W1").orElseThrow().magicPower());
        assertEquals(30, after.individual("W2").orElseThrow().magicPower());
    }

    @Test
    void anEnchantedUnitTakesNoOrdersAndIsFreedWhenShotAt() throws Exception {
        FantasyWarriorsState s = field();
        // O1 (average, tribal, with its leader) 10" from... E1 at 16,38 is out of O1's 24"? use A1 at 8,20: 18" away, long
        // range: 1 +0 average -2 tribal +1 long range = 0: enchanted
        List<RuleEvent> events = turn(s, "HOLD", "CAST ENCHANT BY E1 AT A1", 1);
        EnchantmentCast c = only(events, EnchantmentCast.class);
        assertEquals("enchanted", c.result());
        assertEquals(5, c.countersLeft(), "her counter stays with the unit");
        FantasyWarriorsState after = fold(s, events);
        assertEquals("E1", after.magic().enchanted().get("A1"));
        PieceMoved march = only(events, PieceMoved.class);
        assertEquals("A1", march.piece());
        assertEquals(5, march.inches(), 0.05, "in the same turn's movement phase it marches its 5\" towards her");
        double before = s.unitOrThrow("A1").ground().distanceTo(s.individual("E1").orElseThrow().ground());
        double then = after.unitOrThrow("A1").ground().distanceTo(after.individual("E1").orElseThrow().ground());
        assertTrue(then < before - 3, before + " then " + then);
        assertTrue(rules.check(after, "orcs", "SHOOT A1 AT S1").toString().contains("A1 is enchanted by E1"));
        // the orcs shoot their own enchanted archers from O1? O1 has no bows: the men's S1 cannot shoot either. Shoot at it
        // with another orc unit is not possible here, so the rule is checked through the shooting phase directly
        List<RuleEvent> shot = new ArrayList<>(ShootingPhase.resolve(after, List.of(new TurnOrders.Shoot("A1", "S1", 1)),
                List.of(), ScriptedDice.of()));
        assertTrue(shot.get(0) instanceof VolleyWithheld w && w.reason().contains("enchanted"), shot.toString());
        List<?> freed = EnchantressPower.broken(after, "A1", "shot at by its own side");
        FantasyWarriorsState free = ((EnchantmentBroken) freed.get(0)).applyTo(after);
        assertFalse(free.magic().enchanted().containsKey("A1"));
        assertEquals(6, free.magic().counters(free, free.individual("E1").orElseThrow()), "the counter comes back");
    }

    @Test
    void eachEnchantedUnitCountsAgainstItsBattleLeadersTest() throws Exception {
        // A1 moved into a command of its own, led by the battle leader Gorbag
        String json = FIELD.formatted("").replace("\"at\": \"8,10\", \"facing\": \"N\"},", "\"at\": \"8,10\","
                + " \"facing\": \"N\"}]}, {\"id\": \"gorbags\", \"order\": \"hold\", \"leader\": {\"id\": \"Gorbag\","
                + " \"entry\": \"orc-battle-leader\", \"at\": \"2,24\"}, \"units\": [");
        FantasyWarriorsState s = rules.initial();
        for (RuleEvent e : rules.setUp(json, "t.json", Map.of())) {
            s = rules.apply(s, e);
        }
        FantasyWarriorsState after = fold(s, turn(s, "HOLD", "CAST ENCHANT BY E1 AT A1", 1));
        assertEquals("E1", after.magic().enchanted().get("A1"));
        List<RuleEvent> ordered = turn(after, "ORDER gorbags ATTACK", "HOLD", 6);
        var tested = only(ordered, herald.engine.fantasywarriors.events.BattleLeadersTested.class);
        assertTrue(tested.workings().contains("enchanted unit"), tested.workings());
        // 6 + 3 leadership - 1 = 8, the new order comes: the unit obeys it, freed, the counter back (L1009-1010)
        assertEquals("new-order", tested.result());
        assertTrue(only(ordered, EnchantmentBroken.class).returned());
        // influenced, it is OK again, and E1 loses the counter (L999)
        OrdersRuling visit = rules.check(after, "orcs", "INFLUENCE A1 WITH Gorbag");
        assertTrue(visit.accepted(), visit.toString());
        List<RuleEvent> events = turn(after, "INFLUENCE A1 WITH Gorbag", "HOLD", 1);
        EnchantmentBroken b = only(events, EnchantmentBroken.class);
        assertFalse(b.returned());
        FantasyWarriorsState free = fold(after, events);
        assertFalse(free.magic().enchanted().containsKey("A1"));
        assertEquals(5, free.magic().counters(free, free.individual("E1").orElseThrow()));
    }

    @Test
    void anEnchantedUnitAttackedInCombatIsFreedButStrikesNoBlowThatTurn() throws Exception {
        FantasyWarriorsState s = field();
        FantasyWarriorsState after = fold(s, turn(s, "HOLD", "CAST ENCHANT BY E1 AT A1", 1));
        // A1 set front to front with the men's S1 (its front edge at 8,28, facing S)
        Unit a1 = after.unitOrThrow("A1");
        FantasyWarriorsState met = after.withUnit(a1.withGround(new herald.engine.table.Footprint.Block(
                herald.engine.table.Point.of(8, 28), 0, 5, 2)));
        List<herald.engine.fantasywarriors.events.FantasyWarriorsEvent> fight = CombatPhase.resolve(met,
                new ScriptedDice(new ArrayList<>(Collections.nCopies(80, 1)), 0));
        assertTrue(fight.stream().noneMatch(e -> e instanceof herald.engine.fantasywarriors.events.BlowsStruck b
                && b.unit().equals("A1")), fight.toString());
        assertTrue(fight.stream().anyMatch(e -> e instanceof herald.engine.fantasywarriors.events.BlowsStruck b
                && b.unit().equals("S1")), fight.toString());
        EnchantmentBroken b = fight.stream().filter(EnchantmentBroken.class::isInstance).map(EnchantmentBroken.class::cast)
                .findFirst().orElseThrow();
        assertEquals("A1", b.unit());
        assertTrue(b.returned());
    }

    @Test
    void hasteAddsItsInchesToTheMoveForADieAThreeInches() throws Exception {
        FantasyWarriorsState s = field();
        // W1 (5") with haste 6" may go 11": to 24,21
        OrdersRuling r = rules.check(s, "orcs", "CAST HASTE BY W1 ON W1 6 INCHES\nMOVE W1 TO 24,21");
        assertTrue(r.accepted(), r.toString());
        assertFalse(rules.check(s, "orcs", "MOVE W1 TO 24,21").accepted(), "beyond his 5\" without haste");
        List<RuleEvent> events = turn(s, "CAST HASTE BY W1 ON W1 6 INCHES\nMOVE W1 TO 24,21", "HOLD", 2, 5);
        HasteCast h = only(events, HasteCast.class);
        assertEquals(7, h.cost());
        assertEquals(13, h.powerLeft());
        assertEquals("W1", only(events, PieceMoved.class).piece());
    }

    @Test
    void theRecordSheetHasALineForEachCasterWithHisPowerLeftAndWhatHeKeepsInForce() throws Exception {
        FantasyWarriorsState s = field();
        FantasyWarriorsState summoned = fold(s, turn(s, "CAST SUMMON BY W1", "HOLD", 4, 4));
        herald.engine.view.SheetTable orcs = View.of(summoned, "orcs").sheets().stream()
                .filter(t -> t.title().equals("Magic: the orcs")).findFirst().orElseThrow();
        assertEquals(List.of(List.of("W1", "12 of 20", "controls W1-fiend")), orcs.rows());
        herald.engine.view.SheetTable men = View.of(summoned, "men").sheets().stream()
                .filter(t -> t.title().equals("Magic: the men")).findFirst().orElseThrow();
        assertEquals(List.of(List.of("W2", "30 of 30", "-"), List.of("E1", "6 counters", "-")), men.rows());
    }

    @Test
    void aLostControlWhoseSaveFailsKillsTheWizardAndTheFiendGoes() throws Exception {
        FantasyWarriorsState s = field();
        FantasyWarriorsState summoned = fold(s, turn(s, "CAST SUMMON BY W1", "HOLD", 4, 4));
        assertTrue(summoned.individual("W1-fiend").orElseThrow().onTable());
        // turn 2: control with 1 die, 5: not above 6, lost; his save 6+6 = 12 against 7 fails
        List<RuleEvent> events = turn(summoned, "CAST CONTROL BY W1 1 DIE", "HOLD", 5, 6, 6);
        CreatureControlled c = only(events, CreatureControlled.class);
        assertFalse(c.controlled());
        assertTrue(c.casterSlain());
        FantasyWarriorsState after = fold(summoned, events);
        assertFalse(after.individual("W1").orElseThrow().onTable());
        assertFalse(after.individual("W1-fiend").orElseThrow().onTable());
        assertTrue(after.magic().summoned().isEmpty());
    }

    @Test
    void aWizardWhoRegainsControlKeepsHisFiendStillThatTurn() throws Exception {
        FantasyWarriorsState s = field();
        FantasyWarriorsState summoned = fold(s, turn(s, "CAST SUMMON BY W1", "HOLD", 4, 4));
        // turn 2: control with 2 dice, 1+2 = 3, lost; his save 3+3 = 6 against 7 passes: the fiend may not move
        List<RuleEvent> events = turn(summoned, "CAST CONTROL BY W1 2 DICE\nMOVE W1-fiend TO 25,14", "HOLD", 1, 2, 3, 3);
        CreatureControlled c = only(events, CreatureControlled.class);
        assertFalse(c.controlled());
        assertFalse(c.casterSlain());
        assertTrue(events.stream().anyMatch(e -> e instanceof herald.engine.fantasywarriors.events.OrderRefused r
                && r.piece().equals("W1-fiend") && r.reason().contains("regained control")), events.toString());
        assertTrue(events.stream().noneMatch(e -> e instanceof PieceMoved));
        assertEquals(20 - 8 - 3, fold(summoned, events).individual("W1").orElseThrow().magicPower());
    }

    @Test
    void hostileTerrainStrikesALoneIndividualAndLapsesWhenNotMaintained() throws Exception {
        String json = DRUID_FIELD;
        FantasyWarriorsState s = rules.initial();
        for (RuleEvent e : rules.setUp(json, "t.json", Map.of())) {
            s = rules.apply(s, e);
        }
        // 2D6 = 3+3 paid; W1 alone on it: 2D6 6, 2 = one kill; his save 5+4 = 9 against 7 fails
        List<RuleEvent> events = rules.resolve(s, Map.of("elves", List.of("CAST HOSTILE BY D1 ON copse"), "orcs", List.of("HOLD")),
                new ScriptedDice(new ArrayList<>(List.of(3, 3, 6, 2, 5, 4, 3, 3, 3, 3, 3, 3)), 0));
        HostileTerrainStruck h = only(events, HostileTerrainStruck.class);
        assertEquals("W1", h.piece());
        assertEquals(1, h.lost());
        FantasyWarriorsState after = fold(s, events);
        assertFalse(after.individual("W1").orElseThrow().onTable());
        assertEquals(19, after.individual("D1").orElseThrow().magicPower());
        List<RuleEvent> next = rules.resolve(after, Map.of("elves", List.of("HOLD"), "orcs", List.of("HOLD")),
                new ScriptedDice(new ArrayList<>(Collections.nCopies(20, 3)), 0));
        assertTrue(only(next, DruidicPowerEnded.class).reason().contains("did not maintain"));
    }

    @Test
    void anImpassableFeatureStopsTheEnemyAndNotTheDruidsFriends() throws Exception {
        FantasyWarriorsState s = rules.initial();
        for (RuleEvent e : rules.setUp(DRUID_FIELD, "t.json", Map.of())) {
            s = rules.apply(s, e);
        }
        FantasyWarriorsState after = fold(s, rules.resolve(s, Map.of("elves", List.of("CAST IMPASSABLE BY D1 ON copse"),
                "orcs", List.of("HOLD")), new ScriptedDice(new ArrayList<>(Collections.nCopies(20, 3)), 0)));
        assertEquals("impassable", after.magic().druidic("D1").orElseThrow().power());
        assertEquals(25 - 6, after.individual("D1").orElseThrow().magicPower());
        String refused = rules.check(after, "orcs", "MOVE W1 TO 25,29.5").toString();
        assertTrue(refused.contains("copse"), "W1, caught on it, cannot leave: " + refused);
        assertTrue(rules.check(after, "elves", "MOVE Aelf TO 44,8").accepted());
    }

    private static final String DRUID_FIELD = """
                {"schema": 1, "title": "t", "table": {"width": 48, "depth": 48},
                 "terrain": [{"id": "copse", "type": "wood", "name": "the copse", "outline": ["20,20", "30,20", "30,28", "20,28"]}],
                 "sides": [
                  {"id": "elves", "name": "the elves", "army": "wood-elves",
                   "commands": [{"id": "aelfs", "order": "hold", "leader": {"id": "Aelf", "entry": "elf-warchief", "at": "44,4"},
                     "units": [{"id": "B1", "entry": "elf-archers", "figures": 10, "files": 5, "at": "8,10", "facing": "N"}]}],
                   "individuals": [{"id": "D1", "entry": "elf-druid", "at": "25,19.5"}]},
                  {"id": "orcs", "name": "the orcs", "army": "orcs",
                   "commands": [{"id": "skargs", "order": "hold", "leader": {"id": "Skarg", "entry": "orc-warchief", "at": "44,44"},
                     "units": [{"id": "O1", "entry": "orc-warriors", "figures": 10, "files": 5, "at": "8,40", "facing": "S"}]}],
                   "individuals": [{"id": "W1", "entry": "orc-wizard", "at": "25,24"}]}]}""";
}
