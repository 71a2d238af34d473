package herald.engine.fantasywarriors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import herald.engine.OrdersRuling;
import herald.engine.RuleEvent;
import herald.engine.RulesState;
import herald.engine.ScenarioException;
import herald.engine.SeededDice;
import herald.engine.Side;
import herald.engine.fantasywarriors.events.FantasyWarriorsEvent;
import herald.engine.fantasywarriors.events.MessageLost;
import herald.engine.fantasywarriors.events.MessageRead;
import herald.engine.fantasywarriors.events.MessageSent;
import herald.engine.fantasywarriors.events.PieceMoved;
import herald.engine.table.Point;
import herald.engine.view.ReportSection;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * The Companion's multi-player games (L1452-1490): a battle leader's player orders his own command and no other, only
 * the warchief changes orders, messages go by courier and are read when he arrives, and PRESS between one side's
 * players follows the rules.
 */
class PlayersTest {
    private final FantasyWarriors rules = new FantasyWarriors();

    /** The ford with Gorbag's command given to a player of its own, and an orc courier at Skarg's side. */
    static String ford(String extra) throws Exception {
        return DeploymentTest.ford()
                .replace("\"individuals\": [{\"id\": \"Gash\", \"entry\": \"orc-wizard\", \"at\": \"36,46\"}]",
                        "\"individuals\": [{\"id\": \"Gash\", \"entry\": \"orc-wizard\", \"at\": \"36,46\"},"
                                + " {\"id\": \"Runner\", \"entry\": \"orc-courier\", \"at\": \"37,44\"}],"
                                + " \"players\": [{\"id\": \"gorbag\", \"name\": \"Gorbag's archers\", \"command\": \"gorbags\"}]"
                                + extra);
    }

    private FantasyWarriorsState setUp(String json, Map<String, String> options) throws Exception {
        RulesState s = rules.initial();
        for (RuleEvent e : rules.setUp(json, "ford.json", options)) {
            s = rules.apply(s, e);
        }
        return (FantasyWarriorsState) s;
    }

    private FantasyWarriorsState play(FantasyWarriorsState s, Map<String, List<String>> orders, List<RuleEvent> out) {
        RulesState next = s;
        for (Map.Entry<String, List<String>> e : orders.entrySet()) {
            OrdersRuling r = rules.check(s, e.getKey(), String.join("\n", e.getValue()));
            assertTrue(r instanceof OrdersRuling.Accepted, e.getKey() + ": " + r);
        }
        for (RuleEvent e : rules.resolve(s, orders, new SeededDice("players".getBytes(StandardCharsets.UTF_8), "T"
                + s.turn()))) {
            out.add(e);
            next = rules.apply(next, e);
        }
        return (FantasyWarriorsState) next;
    }

    @Test
    void aBattleLeadersPlayerOrdersHisCommandAndOnlyTheWarchiefChangesOrders() throws Exception {
        FantasyWarriorsState s = setUp(ford(""), Map.of());
        assertEquals(List.of("orcs", "gorbag", "dwarves"), rules.sides(s).stream().map(Side::id).toList());
        assertEquals(List.of("orcs", "gorbag", "dwarves"), rules.window(s).orElseThrow().sides());
        assertEquals("orcs", Players.army(s, "gorbag"));
        assertEquals("Gorbag", Players.figureId(s, "gorbag"));
        assertTrue(rules.check(s, "gorbag", "MOVE A1 TO 56,34\nMOVE gorbag TO 58,42".replace("gorbag TO", "Gorbag TO"))
                instanceof OrdersRuling.Accepted);
        assertRefused(s, "gorbag", "MOVE O1 TO 30,36", "O1 is not yours to order: it is in skargs, which Skarg's warband orders");
        assertRefused(s, "gorbag", "MOVE Gash TO 36,44", "Gash is not yours to order: your warchief's player orders it");
        assertRefused(s, "gorbag", "ORDER gorbags ATTACK", "only your warchief changes a command's orders");
        assertRefused(s, "orcs", "MOVE A1 TO 56,34", "A1 is not yours to order: it is in gorbags, which Gorbag's archers orders");
        assertTrue(rules.check(s, "orcs", "ORDER gorbags ATTACK\nMOVE Runner TO 40,44") instanceof OrdersRuling.Accepted,
                "the warchief changes any command's order, and any player of the army sends its courier");
        assertRefused(s, "gorbag", "MOVE D1 TO 36,14", "D1 is not yours");

        List<RuleEvent> events = new java.util.ArrayList<>();
        play(s, Map.of("orcs", List.of("MOVE O1 TO 30,36"), "gorbag", List.of("MOVE A1 TO 56,34"), "dwarves",
                List.of("HOLD")), events);
        assertEquals(List.of("O1", "A1"), events.stream().filter(e -> e instanceof PieceMoved).map(e -> ((PieceMoved) e).piece())
                .toList(), "both players' orders are the army's");
        assertTrue(rules.simulatedOrders(s, "gorbag").lines().noneMatch(l -> l.startsWith("ORDER")
                || l.contains("O1") || l.contains("O2")), rules.simulatedOrders(s, "gorbag"));
        assertEquals("MOVE A1 TO 56,34", Players.simulated(s, "gorbag", "CHANT\nORDER gorbags ATTACK\nPLACE ashwood AT"
                + " 16,34\nMOVE A1 TO 56,34\nMOVE O1 TO 30,36"), "a battle leader's player neither chants, orders nor places");
    }

    @Test
    void aMessageGoesByCourierAndIsReadWhenHeReachesItsReader() throws Exception {
        FantasyWarriorsState s = setUp(ford(""), Map.of());
        Individual gorbag = s.individual("Gorbag").orElseThrow();
        s = s.withIndividual(gorbag.withGround(gorbag.ground().movedTo(Point.of(47, 44))));
        OrdersRuling r = rules.check(s, "orcs", "message to GORBAG by runner: Hold the ford, Gorbag! # not this");
        assertEquals(new OrdersRuling.Accepted(List.of("MESSAGE FROM orcs TO gorbag BY Runner: Hold the ford, Gorbag!")), r);
        List<RuleEvent> events = new java.util.ArrayList<>();
        s = play(s, Map.of("orcs", List.of("MESSAGE FROM orcs TO gorbag BY Runner: Hold the ford, Gorbag!"), "gorbag",
                List.of("HOLD"), "dwarves", List.of("HOLD")), events);
        assertEquals(List.of(new MessageSent("orcs", "gorbag", "Runner", "Hold the ford, Gorbag!")), only(events, MessageSent.class));
        assertTrue(s.companion().messages().get(0).onTheWay());
        assertEquals(Optional.of(new ReportSection("Messages", List.of(
                "Sent in turn 1 to Gorbag's archers (by Runner), on the way: Hold the ford, Gorbag!"))), Messages.section(s, "orcs"));
        assertEquals(Optional.empty(), Messages.section(s, "gorbag"));

        events.clear();
        s = play(s, Map.of("orcs", List.of("MOVE Runner TO 46,44"), "gorbag", List.of("HOLD"), "dwarves", List.of("HOLD")), events);
        assertEquals(List.of(new MessageRead(0)), only(events, MessageRead.class));
        assertTrue(rules.view(s, "gorbag").report().contains(new ReportSection("Messages", List.of(
                "Read in turn 2, from Skarg's warband (by Runner): Hold the ford, Gorbag!"))));
        assertTrue(rules.reportLines(s, events, "gorbag").orElseThrow().contains(
                "Read in turn 2, from Skarg's warband (by Runner): Hold the ford, Gorbag!"));
        String dwarves = String.join("\n", rules.reportLines(s, events, "dwarves").orElseThrow())
                + rules.view(s, "dwarves").report();
        assertFalse(dwarves.contains("Hold the ford"), "the enemy never reads it");
        assertTrue(rules.reportLines(s, events, "orcs").orElseThrow().contains(
                "Sent in turn 1 to Gorbag's archers (by Runner), read in turn 2: Hold the ford, Gorbag!"));
        assertEquals("gorbag", rules.view(s, "gorbag").side());
        assertEquals("Gorbag's archers", rules.view(s, "gorbag").sideName());
    }

    @Test
    void theSimulatedWarchiefSendsHisCourierAndTheMessageArrives() throws Exception {
        List<RuleEvent> events = new java.util.ArrayList<>();
        FantasyWarriorsState s = SimulatedBattle.fight(ford(""), "ford.json", Map.of(), "players", 8,
                (before, e, w) -> events.add(e)).end();
        assertTrue(only(events, MessageSent.class).stream().anyMatch(m -> m.from().equals("orcs") && m.to().equals("gorbag")
                && "Runner".equals(m.courier())), events.toString());
        assertTrue(!only(events, MessageRead.class).isEmpty(), "Runner reaches Gorbag: " + s.companion().messages());
    }

    @Test
    void wordsNeedFiguresFaceToFaceAndAFallenCourierLosesHisMessage() throws Exception {
        FantasyWarriorsState s = setUp(ford(""), Map.of());
        List<RuleEvent> events = new java.util.ArrayList<>();
        FantasyWarriorsState after = play(s, Map.of("gorbag", List.of("MESSAGE TO orcs: the archers are ready"),
                "orcs", List.of("HOLD"), "dwarves", List.of("HOLD")), events);
        assertEquals(List.of(new MessageLost(0, "Gorbag and Skarg are not face to face: no words pass between them")),
                only(events, MessageLost.class));
        assertTrue(after.companion().messages().get(0).lost() != null);

        // Runner takes a message, then falls before he arrives
        events.clear();
        after = play(s, Map.of("orcs", List.of("MESSAGE TO gorbag BY Runner: shoot the crossbows"), "gorbag",
                List.of("HOLD"), "dwarves", List.of("HOLD")), events);
        after = after.withIndividual(after.individual("Runner").orElseThrow().withDead(1));
        assertEquals(List.of(new MessageLost(0, "Runner has fallen: the message he carried for Gorbag is lost")),
                Messages.arrivals(after));
    }

    @Test
    void pressBetweenOneSidesPlayersFollowsTheRulesAndTheHouseRule() throws Exception {
        FantasyWarriorsState s = setUp(ford(""), Map.of());
        assertEquals(Optional.empty(), rules.pressRefusal(s, "gorbag", "orcs"), "the council of war, before turn 1");
        s = s.withClock(2, s.period() + 1);
        assertTrue(rules.pressRefusal(s, "gorbag", "orcs").orElseThrow().contains("hears you only while your figures touch"));
        assertEquals(Optional.empty(), rules.pressRefusal(s, "gorbag", "dwarves"), "across the table, talk is free");
        Individual gorbag = s.individual("Gorbag").orElseThrow();
        FantasyWarriorsState met = s.withIndividual(gorbag.withGround(gorbag.ground().movedTo(Point.of(37, 44))));
        assertEquals(Optional.empty(), rules.pressRefusal(met, "gorbag", "orcs"), "Gorbag beside Skarg");
        FantasyWarriorsState off = setUp(ford(""), Map.of("press", "off"));
        assertTrue(rules.pressRefusal(off, "orcs", "dwarves").orElseThrow().contains("press=off"));
        FantasyWarriorsState on = setUp(ford(""), Map.of("press", "on")).withClock(2, 3);
        assertEquals(Optional.empty(), rules.pressRefusal(on, "gorbag", "orcs"));
        assertThrows(ScenarioException.class, () -> setUp(ford(""), Map.of("press", "loud")));
    }

    @Test
    void theWarchiefInOverallChargeWritesOrdersToHisAllies() throws Exception {
        String json = AllianceTest.marches().replace("\"alliance\": \"horde\",", "\"alliance\": \"horde\", \"overall\": true,");
        FantasyWarriorsState s = setUp(json.replaceFirst("\"overall\": true,", ""), Map.of());
        assertTrue(rules.view(s, "goblins").notes().stream().noneMatch(n -> n.contains("overall charge")));
        s = setUp(json.replace("\"alliance\": \"horde\", \"overall\": true,", "\"alliance\": \"horde\",")
                .replaceFirst("\"alliance\": \"horde\",", "\"alliance\": \"horde\", \"overall\": true,"), Map.of());
        assertEquals(List.of("goblins"), rules.allies(s, "orcs"));
        assertEquals(List.of("men"), rules.allies(s, "dwarves"));
        assertTrue(rules.view(s, "goblins").notes().contains("Skarg's warband's warchief is in overall charge of your"
                + " alliance (Companion L1482-1490): his messages are your orders."));
        assertTrue(rules.view(s, "orcs").notes().stream().noneMatch(n -> n.contains("overall charge")));
        // Snaga beside Skarg: the words pass face to face in phase 5, and Snaga reads them as orders
        Individual snaga = s.individual("Snaga").orElseThrow();
        s = s.withIndividual(snaga.withGround(snaga.ground().movedTo(Point.of(25, 46))));
        List<RuleEvent> events = new java.util.ArrayList<>();
        s = play(s, Map.of("orcs", List.of("MESSAGE TO goblins: Send the wolves round the wood"), "goblins",
                List.of("HOLD"), "dwarves", List.of("HOLD"), "men", List.of("HOLD")), events);
        assertEquals(List.of(new MessageRead(0)), only(events, MessageRead.class));
        assertEquals(Optional.of(new ReportSection("Messages", List.of("Read in turn 1, orders from your commanding"
                + " warchief, Skarg's warband (face to face): Send the wolves round the wood"))), Messages.section(s, "goblins"));
        assertProblem(json, "sides[1].overall: alliance horde has two warchiefs in overall charge");
        assertRefused(s, "orcs", "ORDER snagas ATTACK", "snagas is not your command");
    }

    @Test
    void aPlayerWhoResignsLeavesHisCommandToHisWarchiefOrTakesHisArmyOffTheField() throws Exception {
        FantasyWarriorsState s = setUp(ford(""), Map.of());
        List<RuleEvent> gone = rules.sideLeaves(s, "gorbag").orElseThrow();
        assertEquals(List.of(new herald.engine.fantasywarriors.events.PlayerLeft("gorbag", "Gorbag's archers", List.of())),
                gone);
        FantasyWarriorsState after = rules.apply(s, gone.get(0));
        assertEquals(List.of("orcs", "dwarves"), rules.window(after).orElseThrow().sides(), "nobody waits for Gorbag's player");
        assertTrue(rules.check(after, "orcs", "MOVE A1 TO 56,34") instanceof OrdersRuling.Accepted,
                "Skarg's player orders Gorbag's command now");
        assertTrue(after.report().get(after.report().size() - 1).lines().contains("Gorbag's archers leaves the battle:"
                + " Skarg's warband's warchief orders his command from now on"));

        FantasyWarriorsState marches = setUp(AllianceTest.marches(), Map.of());
        List<RuleEvent> orcs = rules.sideLeaves(marches, "orcs").orElseThrow();
        assertEquals(1, orcs.size(), "the goblins fight on: " + orcs);
        marches = rules.apply(marches, orcs.get(0));
        assertTrue(marches.unitOrThrow("O1").routed() > 0 && !marches.individual("Skarg").orElseThrow().onTable());
        List<RuleEvent> goblins = rules.sideLeaves(marches, "goblins").orElseThrow();
        assertTrue(goblins.get(1) instanceof herald.engine.fantasywarriors.events.BattleEnded b && "dwarves".equals(b.winner()),
                goblins.toString());
    }

    @Test
    void messagesAreWrittenStrictly() throws Exception {
        FantasyWarriorsState s = setUp(ford(""), Map.of());
        assertRefused(s, "orcs", "MESSAGE TO gorbag BY Runner hold", "write MESSAGE TO <player> [BY <courier>]: <your message>");
        assertRefused(s, "orcs", "MESSAGE TO dwarves: we come", "there is no player dwarves on your side or among your allies");
        assertRefused(s, "orcs", "MESSAGE FROM gorbag TO gorbag: hello", "you write as orcs, not gorbag");
        assertRefused(s, "orcs", "MESSAGE TO gorbag BY Gash: hello", "Gash is not a courier of your army");
        assertRefused(s, "orcs", "MESSAGE TO gorbag: " + "a".repeat(401), "400 characters at most, not 401");
    }

    @Test
    void aScenariosPlayersAreChecked() throws Exception {
        assertProblem(ford("").replace("\"command\": \"gorbags\"", "\"command\": \"skargs\""),
                "sides[0].players[0].command: skargs is the warchief's own command");
        assertProblem(ford("").replace("\"command\": \"gorbags\"", "\"command\": \"durins\""),
                "sides[0].players[0].command: a player commands one of orcs's commands, not \"durins\"");
        assertProblem(ford("").replace("\"id\": \"gorbag\"", "\"id\": \"dwarves\""), "sides[0].players[0].id: \"dwarves\" is used twice");
        assertProblem(ford(", \"overall\": true"), "sides[0].overall: only a warchief with allies is in overall charge");
    }

    private void assertRefused(FantasyWarriorsState s, String seat, String orders, String expected) {
        OrdersRuling r = rules.check(s, seat, orders);
        assertTrue(r instanceof OrdersRuling.Rejected rej && rej.errors().stream().anyMatch(e -> e.message().contains(expected)),
                seat + ": " + orders + " -> " + r);
    }

    private static void assertProblem(String json, String expected) {
        ScenarioException e = assertThrows(ScenarioException.class, () -> Deployment.read(json, "ford.json"));
        assertTrue(e.getMessage().contains(expected), e.getMessage());
    }

    private static <T extends FantasyWarriorsEvent> List<T> only(List<RuleEvent> events, Class<T> type) {
        return events.stream().filter(type::isInstance).map(type::cast).toList();
    }
}
