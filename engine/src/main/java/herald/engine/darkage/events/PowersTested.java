package herald.engine.darkage.events;

import herald.engine.darkage.DarkAgeState;
import java.util.List;

/**
 * A figure with Wyrd Powers hit by holy water (W7) or Banishment makes a Fate roll: above its Fate it keeps them,
 * otherwise it loses them all for the game (our ruling: this roll decides the powers only).
 */
public record PowersTested(String figure, String by, int roll, int fate, int need, List<String> lost)
        implements DarkAgeEvent {

    public PowersTested {
        lost = List.copyOf(lost);
    }

    @Override
    public DarkAgeState applyTo(DarkAgeState state) {
        var f = state.figureOrThrow(figure);
        for (String p : lost) {
            f = f.withLostPower(p);
        }
        return reported(state.withFigure(f));
    }

    @Override
    public String describe() {
        return figure + "'s Fate against " + by + ": d10 " + roll + " v Fate " + fate + ": "
                + (lost.isEmpty() ? "keeps its powers" : "loses " + String.join(", ", lost));
    }

    @Override
    public java.util.List<String> concerns() {
        return java.util.List.of(figure);
    }
}
