package herald.app.site;

import herald.app.archive.Verifier;
import herald.app.game.GameEvent;
import herald.engine.Dice;
import java.util.ArrayList;
import java.util.List;

/**
 * Every die of every window, in the order it was rolled, written down as `herald verify` re-adjudicates the game:
 * the page lists them and checks each against the seed in the reader's browser. One re-adjudication serves the
 * check printed on the cover and the dice alike.
 */
final class WindowRolls implements Verifier.DiceWatch {

    /** One die: how many faces it had and what it showed. */
    record Roll(int sides, int face) {}

    /** A window's dice: the stream they were drawn from, and each roll in order. */
    record Window(String stream, List<Roll> rolls) {}

    private final List<Window> windows = new ArrayList<>();

    @Override
    public Dice watch(GameEvent.WindowResolved window, Dice dice) {
        List<Roll> rolls = new ArrayList<>();
        windows.add(new Window(window.diceStream(), rolls));
        return new Dice() {
            @Override
            public int roll(int sides) {
                int face = dice.roll(sides);
                rolls.add(new Roll(sides, face));
                return face;
            }

            @Override
            public int used() {
                return dice.used();
            }
        };
    }

    /** The windows seen so far, each with its rolls. */
    List<Window> windows() {
        return windows.stream().map(w -> new Window(w.stream(), List.copyOf(w.rolls()))).toList();
    }
}
