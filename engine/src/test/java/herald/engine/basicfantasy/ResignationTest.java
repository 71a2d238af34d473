package herald.engine.basicfantasy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import herald.engine.RuleEvent;
import herald.engine.basicfantasy.events.GameEnded;
import herald.engine.basicfantasy.events.SideLeft;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Ours: a side leaving a game of three sides takes its units off the table; the others play on. */
class ResignationTest {
    private static Game three(int turns) throws Exception {
        String json = Game.json(List.of(), List.of("U2 a archers 4/4 24,10 N", "E1 b troll 1 24,30 S",
                "E2 b swordsmen 10/5 10,30 S", "D1 c spearmen 10/5 40,40 S"), turns)
                .replace("{\"id\": \"b\", \"name\": \"The Orcs\"}",
                        "{\"id\": \"b\", \"name\": \"The Orcs\"}, {\"id\": \"c\", \"name\": \"The Dwarves\"}");
        return new Game(Game.fold(Game.RULES.initial(), Game.RULES.setUp(json, "three.json")));
    }

    private static BasicFantasyState leave(BasicFantasyState s, String side) {
        return Game.fold(s, Game.RULES.sideLeaves(s, side).orElseThrow());
    }

    @Test
    void a_side_that_leaves_out_of_turn_loses_its_units_and_the_rotation_skips_it() throws Exception {
        Game g = three(8);
        List<RuleEvent> events = Game.RULES.sideLeaves(g.state, "b").orElseThrow();
        assertEquals(List.of(new SideLeft(1, "b", "The Orcs", List.of("E1", "E2"), null, 1)), events);
        assertEquals("The Orcs resigned in turn 1; its units leave the table: E1, E2.", events.get(0).describe());
        BasicFantasyState after = Game.fold(g.state, events);
        assertTrue(after.living("b").isEmpty());
        assertEquals(0, after.removedBy("a") + after.removedBy("c"), "nobody scores a resigned side's figures");
        assertEquals("T1-a", Game.RULES.window(after).orElseThrow().id(), "the Elves' turn goes on");
        Game next = new Game(after).pass();
        assertEquals("T1-c", Game.RULES.window(next.state).orElseThrow().id(), "the Orcs are skipped");
    }

    @Test
    void the_active_side_leaving_passes_the_player_turn_on_and_the_last_side_standing_wins() throws Exception {
        BasicFantasyState s = leave(three(8).state, "a");
        assertEquals("T1-b", Game.RULES.window(s).orElseThrow().id());
        assertTrue(s.outcome() == null);
        List<RuleEvent> last = Game.RULES.sideLeaves(s, "c").orElseThrow();
        GameEnded end = (GameEnded) last.get(1);
        assertEquals("b", end.winner());
        assertEquals("The game is over: The Orcs win: The Elves and The Dwarves have no units left", end.describe());
        assertTrue(Game.RULES.window(Game.fold(s, last)).isEmpty());
    }

    @Test
    void a_side_that_left_cannot_top_the_last_turns_tally() throws Exception {
        // the Dwarves leave at the close of the one-turn game: the Elves and the Orcs, both 0 removed, draw
        Game g = three(1).pass().pass();
        assertEquals("T1-c", Game.RULES.window(g.state).orElseThrow().id());
        BasicFantasyState end = leave(g.state, "c");
        assertNull(end.outcome().winner());
        assertTrue(end.outcome().reason().contains("a draw (The Elves 0 enemy figures removed, The Orcs 0"),
                end.outcome().reason());
        assertFalse(end.outcome().reason().contains("Dwarves 0"), end.outcome().reason());
    }
}
