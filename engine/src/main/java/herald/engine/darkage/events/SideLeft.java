package herald.engine.darkage.events;

import herald.engine.darkage.DarkAgeState;
import herald.engine.darkage.Figure;
import java.util.List;

/**
 * A side's player resigned and the game goes on among the rest: its figures {@code removed} from the table, or held
 * where they stand doing nothing, as the scenario says ({@code removed} empty).
 */
public record SideLeft(String side, String name, List<String> removed) implements DarkAgeEvent {

    public SideLeft {
        removed = List.copyOf(removed);
    }

    @Override
    public DarkAgeState applyTo(DarkAgeState state) {
        DarkAgeState s = state.withLeft(side);
        for (String f : removed) {
            s = s.withFigure(s.figureOrThrow(f).withCondition(Figure.Condition.OUT, state.turn()));
        }
        return reported(s);
    }

    @Override
    public String describe() {
        return name + " leave the game" + (removed.isEmpty() ? ": their figures stand where they are, doing nothing"
                : ": their " + removed.size() + " figures are taken off the table");
    }
}
