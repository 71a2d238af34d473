package herald.engine.fantasywarriors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import herald.engine.ScenarioException;
import herald.engine.fantasywarriors.events.BlowsStruck;
import herald.engine.fantasywarriors.events.UnitTested;
import herald.engine.fantasywarriors.events.VolleyShot;
import herald.engine.table.Point;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * The Companion's allied warchiefs, each a player and a side: allies neither threaten, shoot nor fight each other, and
 * the alliance that drives the other from the field wins (the shipped "War on the Marches", four players).
 */
class AllianceTest {
    private final FantasyWarriors rules = new FantasyWarriors();

    static String marches() throws IOException {
        try (InputStream in = AllianceTest.class.getResourceAsStream("border-war.json")) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    static FantasyWarriorsState deployed() throws Exception {
        return FantasyWarriorsState.deployed(Deployment.read(marches(), "border-war.json"));
    }

    @Test
    void alliesAreFriendsToEveryPhase() throws Exception {
        FantasyWarriorsState s = deployed();
        assertTrue(s.allied("orcs", "goblins"));
        assertFalse(s.allied("orcs", "men"));
        assertEquals(List.of("D1", "X1", "S1", "H1"), s.enemiesOf("orcs").stream().map(Unit::id).toList());
        // the orc archers within range of the goblins: an ally is no target
        Unit a1 = s.unitOrThrow("A1");
        Unit g1 = s.unitOrThrow("G1");
        s = s.withUnit(a1.withGround(a1.ground().movedTo(Point.of(36, 30))));
        assertEquals(Optional.of("G1 is an ally's: a unit shoots at the enemy"),
                ShootingPhase.refusal(s, "orcs", new TurnOrders.Shoot("A1", "G1", 1)));
        assertTrue(ThreatStep.refusal(s, "orcs", new TurnOrders.Threaten("A1", "G1")).isPresent());
        // allies base to base do not fight
        Unit o1 = s.unitOrThrow("O1");
        s = s.withUnit(o1.withGround(o1.ground().movedTo(Point.of(g1.ground().at().x() - 5, 38))));
        assertTrue(s.unitOrThrow("O1").ground().touches(g1.ground()), "O1 beside G1, base to base");
        assertEquals(List.of(), CombatPhase.melees(s));
        assertFalse(Worth.inCombat(s, s.unitOrThrow("O1")));
    }

    @Test
    void aScenarioWhoseSidesAreAllAlliesOrWhoseAllianceIsMisspeltIsRefused() throws Exception {
        String all = marches().replace("\"alliance\": \"league\"", "\"alliance\": \"horde\"");
        ScenarioException e = assertThrows(ScenarioException.class, () -> Deployment.read(all, "border-war.json"));
        assertTrue(e.getMessage().contains("sides: every side is in one alliance"), e.getMessage());
        String bad = marches().replaceFirst("\"alliance\": \"horde\"", "\"alliance\": \"The Horde\"");
        e = assertThrows(ScenarioException.class, () -> Deployment.read(bad, "border-war.json"));
        assertTrue(e.getMessage().contains("sides[0].alliance: an alliance is lower-case"), e.getMessage());
    }

    @Test
    void fourWarchiefsFightTheMarchesToTheEndAndNoAllyIsEverStruck() throws Exception {
        for (String seed : List.of("marches-1", "marches-2", "marches-3")) {
            assertEquals(4, rules.window(deployed()).orElseThrow().sides().size(), "four players owe orders");
            FantasyWarriorsState end = SimulatedBattle.fight(marches(), "border-war.json", Map.of(), seed, 8,
                    (now, e, w) -> {
                        if (e instanceof BlowsStruck b) {
                            assertFalse(now.allied(side(now, b.unit()), side(now, b.enemy())), seed + ": " + b.describe());
                        }
                        if (e instanceof VolleyShot v) {
                            assertFalse(now.allied(side(now, v.unit()), side(now, v.target())), seed + ": " + v.describe());
                        }
                        if (e instanceof UnitTested t && t.test().equals("threat test")) {
                            String by = t.cause().substring(t.cause().lastIndexOf(' ') + 1);
                            assertFalse(now.allied(side(now, t.unit()), side(now, by)), seed + ": " + t.describe());
                        }
                    }).end();
            herald.engine.Outcome o = end.outcome();
            assertTrue(o.winner() == null || end.sides().stream().anyMatch(sd -> sd.id().equals(o.winner())), o.toString());
        }
    }

    private static String side(FantasyWarriorsState s, String unit) {
        return s.unitOrThrow(unit).side();
    }
}
