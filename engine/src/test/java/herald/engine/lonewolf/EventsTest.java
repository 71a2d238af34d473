package herald.engine.lonewolf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import herald.engine.RuleEvent;
import herald.engine.board.Facing;
import herald.engine.board.Square;
import herald.engine.lonewolf.events.AttackHeld;
import herald.engine.lonewolf.events.DirectionRolled;
import herald.engine.lonewolf.events.HitRolled;
import herald.engine.lonewolf.events.FireHeld;
import herald.engine.lonewolf.events.GameEnded;
import herald.engine.lonewolf.events.GameSetUp;
import herald.engine.lonewolf.events.InitiativeDecided;
import herald.engine.lonewolf.events.InitiativeRolled;
import herald.engine.lonewolf.events.LoneWolfEvent;
import herald.engine.lonewolf.events.Modifier;
import herald.engine.lonewolf.events.MoraleTested;
import herald.engine.lonewolf.events.MoveHalted;
import herald.engine.lonewolf.events.PhaseBegan;
import herald.engine.lonewolf.events.PercentagesAdded;
import herald.engine.lonewolf.events.PieceAttacked;
import herald.engine.lonewolf.events.PieceFled;
import herald.engine.lonewolf.events.PieceRevealed;
import herald.engine.lonewolf.events.PieceFired;
import herald.engine.lonewolf.events.PieceMoved;
import herald.engine.lonewolf.events.PieceRemoved;
import herald.engine.lonewolf.events.PieceTurned;
import herald.engine.lonewolf.events.TurnBegan;
import herald.engine.lonewolf.events.TurnEnded;
import herald.engine.lonewolf.events.SkillRolled;
import herald.engine.lonewolf.events.WoundHealed;
import herald.engine.lonewolf.events.StandingOrderSet;
import herald.engine.lonewolf.events.MissileDeflected;
import herald.engine.lonewolf.events.DisciplinesRolled;
import java.lang.reflect.RecordComponent;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

class EventsTest {
    private static final Battle BATTLE = Battle.of(Battle.open(5, 8),
            "S1 sommerlund human longbow,dagger leather - regular C1 N",
            "G1 giaks giak sword mail shield regular C5 S");

    /** One of every event, as a turn would produce them. */
    static List<LoneWolfEvent> samples() {
        GameSetUp setUp = new GameSetUp(BATTLE.state.scenario(), BATTLE.state.sheets(), BATTLE.state.hitRules(),
                Map.of("stun", "from-hit"), BATTLE.state.skills());
        Square c1 = Square.parse("C1").orElseThrow();
        Square c2 = Square.parse("C2").orElseThrow();
        return List.of(
                setUp,
                new TurnBegan(1),
                new InitiativeRolled("sommerlund", "Sommerlund patrol", 7),
                new InitiativeDecided("sommerlund", "Sommerlund patrol", "giaks", "Giak raiders"),
                new PhaseBegan(1, 1, "first fire"),
                new PieceFired(1, "S1", "longbow", "G1", 4, "short", 17, List.of(new Modifier("shield", -1)), 16, 1, false, 16, 56, false),
                new FireHeld(3, "S1", "G1 is outside S1's arc of fire (it faces N)"),
                new PieceTurned("S1", Facing.N, Facing.E, 1, 7),
                new PieceMoved("S1", c1, c2, 1, 6),
                new MoveHalted("S1", c2, "S1 comes adjacent to G1: both halt, locked in combat"),
                new DirectionRolled("S1", 40, "D", "behind right", Facing.S),
                new PieceAttacked("G1", "sword", "S1", 48, List.of(new Modifier("flank", 10)), 58, 12, true, true),
                new AttackHeld("S1", "S1 holds, as ordered"),
                new PercentagesAdded(1, "G1", List.of(new PercentagesAdded.Part("S1", "longbow", "G1", "17", 17)), 17, 0, 17, 9, 1),
                new HitRolled("S1", "struck down by G1 in combat", 71, "Serious wound", 30, "Legs",
                        BATTLE.state.hitRules().hero().effects().get("legs").get("serious")),
                new PieceRemoved("S1", "struck down by G1 in combat"),
                new MoraleTested("giaks", "Giak raiders", "u", List.of("lost 1 of 5 this turn"), 4, List.of(5, 3),
                        List.of(new Modifier("flank or rear", -1)), 11, "regular", 11, 8, "Carry On"),
                new PieceFled("G1", Square.parse("C5").orElseThrow(), "routed off the board"),
                new PieceRevealed("G2", c2, "it moved out of cover into the open"),
                new SkillRolled(1, "S1", "healing", "S1", "tries to heal himself", 60, "51-100", "it works", true),
                new WoundHealed("S1", "S1", 0, new Wound(1, "Serious wound", "Legs", BATTLE.state.hitRules().hero().effects().get("legs").get("serious")),
                        new Wound(1, "Wound", "Legs", BATTLE.state.hitRules().hero().effects().get("legs").get("wound"))),
                new StandingOrderSet("S1", "MINDSHIELD", "OFF", "sommerlund"),
                new MissileDeflected(1, "G1", "sword", "S1", c2, "S1"),
                new DisciplinesRolled("S1", 2, List.of("camouflage", "healing")),
                new herald.engine.lonewolf.events.WoundIgnored("S1", "struck by G1", 10, "Slight wound", 90, "Body", "strength"),
                new herald.engine.lonewolf.events.ParryUsed("S1", "G1", 2),
                new herald.engine.lonewolf.events.PieceLeapt("S1", c2, c1, Facing.E, "salmon-leap"),
                new herald.engine.lonewolf.events.BrutalityUsed("G1", "giaks", "G1", "G1"),
                new herald.engine.lonewolf.events.ZoneWithstood("sommerlund", "S1", "G1", "inspire-terror"),
                new herald.engine.lonewolf.events.HypnotiseTried("G1", "S1", 12, 60, true),
                new herald.engine.lonewolf.events.ControlChanged("S1", "giaks", 3, 4),
                new TurnEnded(1),
                new GameEnded(1, null, "the turn limit (1) is reached: a draw"));
    }

    @Test
    void every_permitted_event_type_has_a_sample_and_is_listed_by_the_ruleset() {
        Set<Class<?>> sampled = new HashSet<>();
        samples().forEach(e -> sampled.add(e.getClass()));
        Set<Class<?>> permitted = new HashSet<>(Arrays.asList(LoneWolfEvent.class.getPermittedSubclasses()));
        assertEquals(permitted, sampled);
        assertEquals(permitted, new HashSet<>(Battle.RULES.eventTypes()));
    }

    @Test
    void every_event_round_trips_through_a_plain_object_mapper() throws Exception {
        ObjectMapper plain = new ObjectMapper();
        for (LoneWolfEvent e : samples()) {
            String json = plain.writeValueAsString(e);
            assertEquals(e, plain.readValue(json, e.getClass()), json);
        }
    }

    @Test
    void every_event_changes_the_state_it_is_folded_into_so_none_is_skipped() {
        LoneWolfState s = Battle.RULES.initial();
        for (LoneWolfEvent e : samples()) {
            LoneWolfState next = Battle.RULES.apply(s, e);
            assertNotEquals(s, next, e.getClass().getSimpleName() + " changed nothing");
            s = next;
        }
    }

    @Test
    void every_event_decided_by_a_die_names_its_roll_and_need() {
        for (Class<?> type : LoneWolfEvent.class.getPermittedSubclasses()) {
            List<String> names = Arrays.stream(type.getRecordComponents()).map(RecordComponent::getName).toList();
            if (names.contains("roll") && !type.equals(InitiativeRolled.class) && !type.equals(DisciplinesRolled.class)) {
                assertTrue(names.contains("need"), type.getSimpleName());
            }
        }
    }

    @Test
    void a_whole_game_replays_from_its_journal_alone() throws Exception {
        ObjectMapper plain = new ObjectMapper();
        Battle.Turn t = BATTLE.turn(Map.of("sommerlund", "FIRE S1 AT G1", "giaks", "MOVE G1 S"), 6, 3, 99, 99);
        LoneWolfState replayed = Battle.RULES.initial();
        GameSetUp setUp = new GameSetUp(BATTLE.state.scenario(), BATTLE.state.sheets(), BATTLE.state.hitRules(),
                BATTLE.state.houseRules().values(), BATTLE.state.skills());
        for (RuleEvent e : concat(List.of(setUp), t.events())) {
            replayed = Battle.RULES.apply(replayed, plain.readValue(plain.writeValueAsString(e), e.getClass()));
        }
        assertEquals(t.after().state, replayed);
    }

    private static List<RuleEvent> concat(List<? extends RuleEvent> a, List<RuleEvent> b) {
        List<RuleEvent> out = new java.util.ArrayList<>(a);
        out.addAll(b);
        return out;
    }

    @Test
    void the_set_up_event_carries_the_effective_play_sheets() {
        LoneWolfState s = Battle.fromJson(Battle.json(Battle.open(5, 5), List.of(
                "S1 sommerlund human sword leather - regular C1 N",
                "G1 giaks giak sword mail - regular C5 S"), 10, "{\"human\": {\"movement\": {\"leather\": 11}}}")).state;
        assertEquals(11, s.sheets().get("human").movement().leather());
        assertEquals(11, Map.copyOf(s.sheets()).get("human").movement().of(Armour.LEATHER));
    }
}
