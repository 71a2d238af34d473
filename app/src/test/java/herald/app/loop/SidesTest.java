package herald.app.loop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import herald.app.game.UserError;
import herald.engine.Side;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** `new-game --player SIDE=EMAIL`, repeated: one player a side, every mistake naming the scenario's sides. */
class SidesTest {
    static final List<Side> THREE = List.of(new Side("men", "The Men", "#b3261e"),
            new Side("orcs", "The Orcs", "#1f4e9e"), new Side("dwarves", "The Dwarves", "#f0b429"));

    @Test
    void one_player_for_each_of_three_sides_in_the_scenarios_order() {
        assertEquals(Map.of("men", "a@x.test", "orcs", "b@x.test", "dwarves", "c@x.test"),
                Sides.fromArgs(THREE, List.of("dwarves=c@x.test", "MEN=a@x.test", "blue=b@x.test")));
        assertEquals(List.of("men", "orcs", "dwarves"),
                List.copyOf(Sides.fromArgs(THREE, List.of("dwarves=c@x.test", "men=a@x.test", "orcs=b@x.test")).keySet()));
    }

    @Test
    void a_missing_side_a_side_given_twice_and_an_unknown_side_are_refused_naming_the_sides() {
        String missing = assertThrows(UserError.class,
                () -> Sides.fromArgs(THREE, List.of("men=a@x.test", "orcs=b@x.test"))).getMessage();
        assertTrue(missing.contains("no player for side dwarves") && missing.contains("men, orcs, dwarves"), missing);
        String twice = assertThrows(UserError.class,
                () -> Sides.fromArgs(THREE, List.of("men=a@x.test", "men=b@x.test", "dwarves=c@x.test"))).getMessage();
        assertTrue(twice.contains("--player men given twice (a@x.test and b@x.test)") && twice.contains("men, orcs, dwarves"),
                twice);
        String alias = assertThrows(UserError.class,
                () -> Sides.fromArgs(THREE, List.of("men=a@x.test", "red=b@x.test", "dwarves=c@x.test"))).getMessage();
        assertTrue(alias.contains("given twice"), "red is the first side's alias: " + alias);
        String unknown = assertThrows(UserError.class,
                () -> Sides.fromArgs(THREE, List.of("elves=a@x.test"))).getMessage();
        assertTrue(unknown.contains("no side 'elves'") && unknown.contains("men, orcs, dwarves"), unknown);
        String bare = assertThrows(UserError.class, () -> Sides.fromArgs(THREE, List.of("men"))).getMessage();
        assertTrue(bare.contains("write SIDE=EMAIL") && bare.contains("men, orcs, dwarves"), bare);
    }
}
