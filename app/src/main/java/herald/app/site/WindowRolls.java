package herald.app.site;

import herald.app.archive.Verifier;
import herald.app.game.DiceStreams;
import herald.app.game.GameEvent;
import herald.app.game.Games;
import herald.engine.Dice;
import java.util.ArrayList;
import java.util.List;

/**
 * Every die of every window, in the order it was rolled: each window resolved again from the state and orders
 * its journal records, as `herald verify` does, with dice that write down what they give. The page lists them and
 * checks each against the seed in the reader's browser.
 */
final class WindowRolls {

    /** One die: how many faces it had and what it showed. */
    record Roll(int sides, int face) {}

    /** A window's dice: the stream they were drawn from, and each roll in order. */
    record Window(String stream, List<Roll> rolls) {}

    private WindowRolls() {}

    /** The dice of the window resolved at step {@code at}; {@code seed} null for a scripted game. */
    static Window of(List<Games.Step> steps, int at, GameEvent.WindowResolved w, byte[] seed) {
        Verifier.Resolution r = Verifier.Resolution.of(steps, at, w);
        Recording dice = new Recording(DiceStreams.dice(r.before(), w.diceStream(), seed));
        r.before().ruleset().resolve(r.before().rules(), r.orders(), dice);
        return new Window(w.diceStream(), List.copyOf(dice.rolls));
    }

    /** Dice that keep a note of each result they hand on. */
    private static final class Recording implements Dice {
        private final Dice dice;
        private final List<Roll> rolls = new ArrayList<>();

        Recording(Dice dice) {
            this.dice = dice;
        }

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
    }
}
