package herald.engine;

import java.util.List;

/**
 * A span in which the listed sides each owe one submission. Lone Wolf has one window a turn for
 * both sides; a game where sides take turns has one window per player turn.
 *
 * @param id unique within a game, e.g. "T3" or "T3-B"
 */
public record OrderWindow(int turn, String id, List<String> sides, String description) {
    public OrderWindow {
        sides = List.copyOf(sides);
    }
}
