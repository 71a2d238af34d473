package herald.app.game;

import herald.engine.Dice;
import herald.engine.OrderWindow;
import herald.engine.ScriptedDice;
import herald.engine.SeededDice;

/**
 * Which dice a window draws. The stream a window uses is decided here and nowhere else, and
 * journalled in its WindowResolved, so re-adjudication reads it instead of deciding again.
 *
 * <p>A window voided by the GM and resolved again does not replay the same dice: the players saw
 * them, and the same rolls would make the void pointless (or let a player order around them). The
 * stream is re-keyed with the number of times the window was voided, which is in the journal.
 */
public final class DiceStreams {
    private DiceStreams() {}

    /** The stream the open {@code window} of {@code game} draws from: its own id, with "/voidN" after N voids. */
    public static String of(GameRecord game, OrderWindow window) {
        int voids = game.table().voidsOf(window.id());
        return voids == 0 ? window.id() : window.id() + "/void" + voids;
    }

    /**
     * The dice of one window: a scripted game's results go on from where the last window stopped;
     * a fair game's are derived from its seed and the window's stream.
     */
    public static Dice dice(GameRecord game, String stream, byte[] seed) {
        return game.scripted() ? new ScriptedDice(game.created().scriptedDice(), game.diceUsed())
                : new SeededDice(seed, stream);
    }
}
