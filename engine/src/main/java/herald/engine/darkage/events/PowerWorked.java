package herald.engine.darkage.events;

import herald.engine.darkage.DarkAgeState;
import herald.engine.darkage.Mist;
import herald.engine.table.Point;
import java.util.List;

/**
 * A cast power took effect (8.0, Herald's list): Blessing on {@code figures} (+{@code value} to their Fate rolls this
 * turn), a Sea Mist about {@code at}. The attacking powers report their attacks as shots; Raise the Fallen as a
 * figure standing.
 */
public record PowerWorked(String caster, String power, String effect, List<String> figures, Point at, double radius,
        int value) implements DarkAgeEvent {

    public PowerWorked {
        figures = List.copyOf(figures);
    }

    @Override
    public DarkAgeState applyTo(DarkAgeState state) {
        DarkAgeState s = state;
        if (effect.equals("bless")) {
            for (String f : figures) {
                s = s.withFigure(s.figureOrThrow(f).withBlessed(value));
            }
        } else if (effect.equals("mist")) {
            s = s.withMist(new Mist(caster, at, radius, value, state.turn()));
        }
        return reported(s);
    }

    @Override
    public String describe() {
        return effect.equals("mist") ? caster + "'s " + power + " rises about " + at + ": shots into or out of it "
                + value + " this turn"
                : caster + "'s " + power + " on " + (figures.isEmpty() ? "nobody" : String.join(", ", figures)) + ": +"
                + value + " to Fate rolls this turn";
    }

    @Override
    public List<String> concerns() {
        List<String> all = new java.util.ArrayList<>(figures);
        all.add(0, caster);
        return all;
    }
}
