package herald.engine.basicfantasy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import herald.engine.basicfantasy.events.GameEnded;
import herald.engine.basicfantasy.events.PlayerTurnEnded;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** R17, ours: a side with no units left loses at once; after the last turn, more enemy figures removed wins. */
class VictoryTest {
    private static final String ARCHERS = "U2 a archers 4/4 24,10 N";
    private static final String SWORDS = "E1 b swordsmen 10/5 24,30 S";

    @Test
    void after_the_last_player_turn_of_the_last_game_turn_more_enemy_figures_removed_wins() {
        Game g = Game.ofTurns(1, Map.of(), List.of(), ARCHERS, SWORDS);
        Game.Turn elves = g.turn("SHOOT U2 AT E1", 1, 6, 6, 6, 5);
        assertTrue(elves.all(GameEnded.class).isEmpty(), "the Orcs have still to play turn 1");
        Game.Turn orcs = elves.after().raw(List.of());
        GameEnded end = orcs.one(GameEnded.class);
        assertEquals("a", end.winner());
        assertEquals("The game is over: the last turn (1) is over: The Elves win (The Elves 1 enemy figures removed,"
                + " The Orcs 0 enemy figures removed)", end.describe());
        assertTrue(Game.RULES.window(orcs.after().state).isEmpty());
        assertEquals(1, orcs.after().state.turn());
        // the close of the last player turn promises no turn 2 of a one-turn game
        assertEquals("Player turn over (The Orcs, turn 1): the last of the game.", orcs.one(PlayerTurnEnded.class).describe());
        assertEquals("Player turn over (The Elves, turn 1); next: The Orcs, turn 1.", elves.one(PlayerTurnEnded.class).describe());
    }

    @Test
    void equal_tallies_are_a_draw_and_house_option_units_counts_the_units_left() {
        Game quiet = Game.ofTurns(1, Map.of(), List.of(), ARCHERS, SWORDS).pass().pass();
        assertNull(quiet.state.outcome().winner());
        assertTrue(quiet.state.outcome().reason().contains("a draw"), quiet.state.outcome().reason());
        Game units = Game.ofTurns(1, Map.of("victory", "units"), List.of(), ARCHERS, "U3 a spearmen 10/5 4,4 N", SWORDS).pass().pass();
        assertEquals("a", units.state.outcome().winner());
        assertTrue(units.state.outcome().reason().contains("The Elves 2 units left, The Orcs 1 units left"),
                units.state.outcome().reason());
    }

    @Test
    void a_side_with_no_units_left_loses_at_once() {
        Game.Turn t = Game.of(ARCHERS, "E1 b troll 1 24,30 S 5").turn("SHOOT U2 AT E1", 1, 6, 6, 6, 4);
        assertEquals("The game is over: The Elves win: The Orcs have no units left", t.one(GameEnded.class).describe());
    }

    @Test
    void with_three_sides_the_turn_passes_round_them_all_and_skips_a_side_with_nothing_left() throws Exception {
        String json = Game.json(List.of(), List.of(ARCHERS, "E1 b troll 1 24,30 S 5", "D1 c spearmen 10/5 40,40 S"), 8)
                .replace("{\"id\": \"b\", \"name\": \"The Orcs\"}",
                        "{\"id\": \"b\", \"name\": \"The Orcs\"}, {\"id\": \"c\", \"name\": \"The Dwarves\"}");
        Game g = new Game(Game.fold(Game.RULES.initial(), Game.RULES.setUp(json, "three.json")));
        assertEquals(List.of("a", "b", "c"), g.state.rotation());
        Game.Turn t = g.turn("SHOOT U2 AT E1", 1, 6, 6, 6, 4);
        assertTrue(t.all(GameEnded.class).isEmpty(), "the Dwarves still stand");
        assertEquals("T1-c", Game.RULES.window(t.after().state).orElseThrow().id(), "the Orcs' turn is skipped");
        assertEquals("T2-a", Game.RULES.window(t.after().pass().state).orElseThrow().id());
    }
}
