package herald.engine.skirmish;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import herald.engine.RuleEvent;
import herald.engine.board.Hex;
import herald.engine.skirmish.events.ActionHeld;
import herald.engine.skirmish.events.CharacterKilled;
import herald.engine.skirmish.events.CharacterMoved;
import herald.engine.skirmish.events.CharacterRecovered;
import herald.engine.skirmish.events.CharacterRetreated;
import herald.engine.skirmish.events.CharacterStunned;
import herald.engine.skirmish.events.CharacterWounded;
import herald.engine.skirmish.events.CombatFought;
import herald.engine.skirmish.events.GameEnded;
import herald.engine.skirmish.events.GameSetUp;
import herald.engine.skirmish.events.HorseKilled;
import herald.engine.skirmish.events.HorseLoose;
import herald.engine.skirmish.events.JumpMade;
import herald.engine.skirmish.events.MissileFired;
import herald.engine.skirmish.events.Modifier;
import herald.engine.skirmish.events.MoveHalted;
import herald.engine.skirmish.events.PhaseBegan;
import herald.engine.skirmish.events.PlayerTurnBegan;
import herald.engine.skirmish.events.PlayerTurnEnded;
import herald.engine.skirmish.events.RetreatBlocked;
import herald.engine.skirmish.events.RiderDismounted;
import herald.engine.skirmish.events.SkirmishEvent;
import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

class EventsTest {
    private static final Fight FIGHT = Fight.of(Map.of("def-plus", "3"), Fight.flat(8, 8), "A1 a man-at-arms 0101",
            "A2 a knight 0301 mounted", "A3 a knight 0501 mounted", "B1 b billman 0505", "B2 b billman 0705");

    private static Hex h(String s) {
        return Hex.parse(s).orElseThrow();
    }

    /** One of every event, in an order a game could produce them. */
    static List<SkirmishEvent> samples() {
        SkirmishState s = FIGHT.state;
        return List.of(
                new GameSetUp(s.scenario(), s.roster(), s.terrain(), s.options()),
                new PlayerTurnBegan(1, "a", "Raiders"),
                new PhaseBegan(1, "a", "Raiders", 1, "missile fire"),
                new MissileFired("A1 (archer)", "bow", "B1 (billman)", 7, "short", 4, List.of(new Modifier("cover, in scrub", 2)), 6,
                        6, true, 3, List.of(), 3, "infantry", "W", false),
                new CharacterMoved("A1", h("0101"), h("0102"), 1, 4),
                new MoveHalted("A1", h("0102"), "in contact with B1"),
                new JumpMade("A1", h("0102"), h("0103"), 6, List.of(new Modifier("armoured", 2)), 8, 7, Jump.STUNNED),
                new CombatFought(List.of("A2 (knight, mounted)", "A3 (knight, mounted)"), "B1 (billman)", List.of(20, 20), 6,
                        List.of(new Modifier("doorway in building wall", 3)), 31, "infantry", "30/39", false, "30/39", 1, 9, "K"),
                new ActionHeld("A2", "it is stunned"),
                new CharacterWounded("B1", "shot by A1"),
                new CharacterStunned("B1", "attacked by A2"),
                new HorseKilled("A2", "attacked by B1"),
                new RiderDismounted("A3", "stunned"),
                new HorseLoose("HA3", "A3", h("0601")),
                new CharacterRetreated("B2", h("0705"), h("0706"), "attacked by A2"),
                new RetreatBlocked("B2", h("0706"), "wounded"),
                new CharacterRecovered("B1"),
                new CharacterKilled("B2", 1, "attacked by A2 and A3"),
                new PlayerTurnEnded(1, "a", 1, "b"),
                new GameEnded(1, "a", "Raiders win"));
    }

    @Test
    void every_permitted_event_type_has_a_sample_and_is_listed_by_the_ruleset() {
        Set<Class<?>> sampled = new HashSet<>();
        samples().forEach(e -> sampled.add(e.getClass()));
        Set<Class<?>> permitted = new HashSet<>(Arrays.asList(SkirmishEvent.class.getPermittedSubclasses()));
        assertEquals(permitted, sampled);
        assertEquals(permitted, new HashSet<>(Fight.RULES.eventTypes()));
    }

    @Test
    void every_event_round_trips_through_a_plain_object_mapper() throws Exception {
        ObjectMapper plain = new ObjectMapper();
        for (SkirmishEvent e : samples()) {
            String json = plain.writeValueAsString(e);
            assertEquals(e, plain.readValue(json, e.getClass()), json);
        }
    }

    @Test
    void every_event_changes_the_state_it_is_folded_into_so_none_is_skipped() {
        SkirmishState s = Fight.RULES.initial();
        for (SkirmishEvent e : samples()) {
            SkirmishState next = Fight.RULES.apply(s, e);
            assertNotEquals(s, next, e.getClass().getSimpleName() + " changed nothing");
            s = next;
        }
    }

    @Test
    void every_event_decided_by_a_die_names_its_roll_and_need_and_table_lookups_their_column_and_result() {
        for (Class<?> type : SkirmishEvent.class.getPermittedSubclasses()) {
            List<String> names = Arrays.stream(type.getRecordComponents()).map(RecordComponent::getName).toList();
            if (names.contains("roll")) {
                assertTrue(names.contains("need"), type.getSimpleName());
                assertTrue(names.contains("result"), type.getSimpleName());
            }
        }
        assertTrue(Arrays.stream(CombatFought.class.getRecordComponents()).anyMatch(c -> c.getName().equals("column")));
        assertTrue(Arrays.stream(MissileFired.class.getRecordComponents()).anyMatch(c -> c.getName().equals("column")));
    }

    @Test
    void the_set_up_event_journals_the_house_rules_chosen() {
        GameSetUp g = (GameSetUp) samples().get(0);
        assertEquals(3, g.options().defPlus());
        assertTrue(g.describe().contains("def-plus=3"), g.describe());
    }

    @Test
    void a_played_turn_replays_from_its_journal_alone() throws Exception {
        ObjectMapper plain = new ObjectMapper();
        Fight f = Fight.of(Fight.flat(8, 8), "A1 a knight 0504 mounted", "A2 a archer 0101", "B1 b knight 0505 mounted",
                "B2 b billman 0808");
        Fight.Turn t = f.turn("FIRE A2 AT B2\nATTACK A1 B1", 1, 3, 4);
        List<RuleEvent> all = new ArrayList<>(Fight.RULES.setUp(Fight.json(Fight.flat(8, 8), List.of("A1 a knight 0504 mounted",
                "A2 a archer 0101", "B1 b knight 0505 mounted", "B2 b billman 0808"), 10), "test.json"));
        all.addAll(t.events());
        SkirmishState replayed = Fight.RULES.initial();
        for (RuleEvent e : all) {
            replayed = Fight.RULES.apply(replayed, plain.readValue(plain.writeValueAsString(e), e.getClass()));
        }
        assertEquals(t.after().state, replayed);
    }
}
