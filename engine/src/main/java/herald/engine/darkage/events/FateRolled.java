package herald.engine.darkage.events;

import herald.engine.darkage.DarkAgeState;

import herald.engine.darkage.Modifier;
import java.util.List;

/**
 * A Fate roll on a hit (3.5): 1D10 + the attacking weapon's Fate modifier (and poison's) against the figure's Fate.
 * Above it the figure is OK, equal knocked down, below out of the game; a natural 1 always fails (out), a natural 10
 * always succeeds (OK).
 *
 * @param need the total that leaves the figure OK: Fate + 1
 */
public record FateRolled(String figure, int roll, List<Modifier> modifiers, int total, int fate, int need,
        Result result, String scorer) implements DarkAgeEvent {

    public FateRolled {
        modifiers = List.copyOf(modifiers);
    }

    /** The same roll, a figure taken out scoring for {@code side} (ruling 27); null for nobody. */
    public FateRolled scoring(String side) {
        return new FateRolled(figure, roll, modifiers, total, fate, need, result, side);
    }

    /** What the Fate roll did to the figure. */
    public enum Result {
        OK("OK"), KNOCKED_DOWN("knocked down"), OUT("out of the game");

        private final String words;

        Result(String words) {
            this.words = words;
        }

        public String words() {
            return words;
        }
    }

    /** "Brand's Fate: d10 7 −2 spear = 5 v Fate 5: knocked down". */
    @Override
    public String describe() {
        String natural = roll == 1 || roll == 10 ? "natural " + roll + ", " : "";
        return figure + "'s Fate: d10 " + roll + Texts.modifiers(modifiers) + " = " + total + " v Fate " + fate + ": "
                + natural + result.words();
    }

    @Override
    public DarkAgeState applyTo(DarkAgeState state) {
        var f = state.figureOrThrow(figure);
        DarkAgeState s = switch (result) {
            case OK -> state;
            case KNOCKED_DOWN -> state.withFigure(f.withCondition(herald.engine.darkage.Figure.Condition.DOWN, state.turn()));
            case OUT -> state.withFigure(f.withCondition(herald.engine.darkage.Figure.Condition.OUT, state.turn()));
        };
        return reported(result == Result.OUT && scorer != null ? s.withPoints(scorer, 1) : s);
    }

    @Override
    public java.util.List<String> concerns() {
        return java.util.List.of(figure);
    }
}
