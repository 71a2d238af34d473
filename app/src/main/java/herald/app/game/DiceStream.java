package herald.app.game;

/**
 * Which dice stream of a fair game a window rolls from: the one place resolution and `herald verify`
 * both ask, so that a check years later re-derives exactly the dice that were rolled.
 *
 * <p>A window voided by the GM and resolved again does not replay the same dice: the players saw
 * them, and the same rolls would make the void pointless (or let a player order around them). The
 * stream is re-keyed with the number of times the window was voided, which is in the journal.
 */
public final class DiceStream {
    private DiceStream() {}

    /** The stream key for resolving {@code window} from {@code before}, the game just before its rule events. */
    public static String key(GameRecord before, String window) {
        int voids = before.table().voidsOf(window);
        return voids == 0 ? window : window + "/void" + voids;
    }
}
