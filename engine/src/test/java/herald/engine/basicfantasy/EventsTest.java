package herald.engine.basicfantasy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import herald.engine.basicfantasy.events.BasicFantasyEvent;
import herald.engine.basicfantasy.events.CombatEnded;
import herald.engine.basicfantasy.events.CombatStruck;
import herald.engine.basicfantasy.events.GameEnded;
import herald.engine.basicfantasy.events.GameSetUp;
import herald.engine.basicfantasy.events.MagicTested;
import herald.engine.basicfantasy.events.OrderHeld;
import herald.engine.basicfantasy.events.PhaseBegan;
import herald.engine.basicfantasy.events.PlayerTurnBegan;
import herald.engine.basicfantasy.events.PlayerTurnEnded;
import herald.engine.basicfantasy.events.ShotsFired;
import herald.engine.basicfantasy.events.SideLeft;
import herald.engine.basicfantasy.events.SpellAimed;
import herald.engine.basicfantasy.events.SpellHit;
import herald.engine.basicfantasy.events.UnitCharged;
import herald.engine.basicfantasy.events.UnitDestroyed;
import herald.engine.basicfantasy.events.UnitEnhanced;
import herald.engine.basicfantasy.events.UnitFaced;
import herald.engine.basicfantasy.events.UnitHealed;
import herald.engine.basicfantasy.events.UnitMoved;
import herald.engine.basicfantasy.events.WoundRoll;
import herald.engine.table.Point;
import java.lang.reflect.RecordComponent;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

class EventsTest {
    private static final Game GAME = Game.of(Map.of("shots", "front-rank"), List.of("wood 10,20 16,20 16,26 10,26"),
            "U1 a spearmen 10/5 24,10 N", "U2 a archers 8/4 10,8 N", "W1 a wizard 1 30,4 N",
            "E1 b swordsmen 10/5 24,30 S", "E2 b troll 1 34,30 S 2");

    /** One of every event, in an order a game could produce them. */
    static List<BasicFantasyEvent> samples() {
        BasicFantasyState s = GAME.state;
        return List.of(
                new GameSetUp(s.scenario(), s.roster(), s.terrain(), s.spells(), s.options()),
                new PlayerTurnBegan(1, "a", "The Elves"),
                new PhaseBegan(1, "a", "The Elves", 1, "movement"),
                new UnitMoved("U1", List.of(Point.of(24, 10), Point.of(24, 15.8)), 0, 5.8, 6, List.of(), 0),
                new UnitFaced("U1", 0, 45),
                new ShotsFired("U2", "E1", 17.2, 24, List.of(1, 2, 3, 5, 6), 3, 3, new WoundRoll(3, "A", 4, 5, List.of(5, 2, 6), 2),
                        2, 0),
                new MagicTested("W1", "assail", "Assailing of the Mind", "E2", 14.3, 24, 5, 4, false, true),
                new SpellAimed("W1", "Blast of the Heavens", "E1", 4, 2, false),
                new SpellHit("W1", "Assailing of the Mind", "W1", "backfire", 0, new WoundRoll(5, "A", 2, 1, List.of(), 1), 0, 1),
                new UnitHealed("W1", "W1", 1, 0),
                new UnitEnhanced("W1", "U1", 1),
                new UnitCharged("U1", "E1", List.of(Point.of(24, 15.8), Point.of(24, 20)), 0, 4.2, 7, List.of(), 0),
                new CombatStruck("U1", "E1", "charge", List.of(1, 4, 6, 2, 3), 4, 4, new WoundRoll(4, "R", 3, 3, List.of(3, 1, 6, 5), 3),
                        3, 0),
                new UnitDestroyed("E2", 1, "shot by U2"),
                new CombatEnded("U1", "E1", List.of()),
                new OrderHeld("U2", "SHOOT U2 AT E2", "E2 was destroyed earlier this turn"),
                new PlayerTurnEnded(1, "a", "The Elves", 1, "b", "The Orcs", false),
                new SideLeft(1, "b", "The Orcs", List.of(), null, 1),
                new GameEnded(1, "a", "The Elves win"));
    }

    @Test
    void every_permitted_event_type_has_a_sample_and_is_listed_by_the_ruleset() {
        Set<Class<?>> sampled = new HashSet<>();
        samples().forEach(e -> sampled.add(e.getClass()));
        Set<Class<?>> permitted = new HashSet<>(Arrays.asList(BasicFantasyEvent.class.getPermittedSubclasses()));
        assertEquals(permitted, sampled);
        assertEquals(permitted, new HashSet<>(Game.RULES.eventTypes()));
    }

    @Test
    void every_event_round_trips_through_a_strict_object_mapper() throws Exception {
        ObjectMapper strict = new ObjectMapper().enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);
        for (BasicFantasyEvent e : samples()) {
            String json = strict.writeValueAsString(e);
            assertEquals(e, strict.readValue(json, e.getClass()), json);
        }
    }

    @Test
    void every_event_changes_the_state_it_is_folded_into_so_none_is_skipped() {
        BasicFantasyState s = Game.RULES.initial();
        for (BasicFantasyEvent e : samples()) {
            BasicFantasyState next = Game.RULES.apply(s, e);
            assertNotEquals(s, next, e.getClass().getSimpleName() + " changed nothing");
            s = next;
        }
    }

    @Test
    void the_folded_samples_leave_the_units_as_the_events_say() {
        BasicFantasyState s = Game.RULES.initial();
        for (BasicFantasyEvent e : samples()) {
            s = Game.RULES.apply(s, e);
        }
        Unit u1 = s.unitOrThrow("U1");
        assertEquals(Point.of(24, 20), u1.at());
        assertEquals(List.of(), u1.lockedWith(), "the combat with E1 ended");
        assertEquals(5, s.unitOrThrow("E1").figures(), "10, less 2 shot and 3 struck down");
        assertEquals(5, s.removedBy("a"));
        assertTrue(!s.unitOrThrow("E2").alive());
        assertTrue(!u1.enhanced(), "Melee monster ends with the player turn");
        assertEquals("b", s.active());
        assertEquals("a", s.outcome().winner());
    }

    @Test
    void every_event_decided_by_dice_names_them_roll_and_the_number_to_meet_need() {
        for (Class<?> type : BasicFantasyEvent.class.getPermittedSubclasses()) {
            List<String> names = Arrays.stream(type.getRecordComponents()).map(RecordComponent::getName).toList();
            // herald log and the journal's readers find dice under "roll" alone, in every ruleset
            assertTrue(names.stream().filter(n -> n.toLowerCase(java.util.Locale.ROOT).contains("roll")).allMatch("roll"::equals),
                    type.getSimpleName() + " " + names);
            if (names.contains("roll")) {
                assertTrue(names.contains("need"), type.getSimpleName());
            }
        }
    }

    @Test
    void the_set_up_event_journals_the_house_rules_chosen_and_a_state_survives_a_snapshot() throws Exception {
        GameSetUp g = (GameSetUp) samples().get(0);
        assertEquals("front-rank", g.options().shots());
        assertTrue(g.describe().contains("shots=front-rank"), g.describe());
        ObjectMapper strict = new ObjectMapper().enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);
        BasicFantasyState s = GAME.state;
        assertEquals(s, strict.readValue(strict.writeValueAsString(s), BasicFantasyState.class));
    }

    @Test
    void the_report_lines_carry_every_measurement_and_die() {
        assertEquals("U2 shoots at E1, 17.2\" (range 24): 3 hits of 5 (need ≤ 3: 1 2 3 5 6); wounds S3 v A4 need 5+: 5 2 6"
                + " → 2 wounds, 2 figures removed", samples().get(5).describe());
        assertEquals("W1 casts Assailing of the Mind on E2, 14.3\" (range 24): Magic Test need ≤ 4: 5 → fails: the spell"
                + " strikes W1 instead", samples().get(6).describe());
        assertEquals("Assailing of the Mind turns on W1: one S5 hit; wounds S5 v A2: automatic pass → 1 wound, now 1 wound on the"
                + " front figure", samples().get(8).describe());
        assertEquals("U1 moves 5.8\" (allowance 6\"): 24,10 → 24,15.8, facing 0° (N)", samples().get(3).describe());
    }
}
