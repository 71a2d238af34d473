package herald.engine.skirmish.events;

import herald.engine.board.Hex;
import herald.engine.skirmish.Horse;
import herald.engine.skirmish.SkirmishState;
import java.util.ArrayList;
import java.util.List;

/** A riderless horse stands at {@code at}; {@code at} is null when no hex was free and it bolted off the map. */
public record HorseLoose(String horse, String rider, Hex at) implements SkirmishEvent {

    @Override
    public SkirmishState applyTo(SkirmishState state) {
        if (at == null) {
            return reported(state);
        }
        List<Horse> horses = new ArrayList<>(state.horses());
        horses.add(new Horse(horse, rider, at));
        return reported(state.withHorses(horses));
    }

    @Override
    public String describe() {
        return at == null ? rider + "'s horse finds no free hex and bolts off the map"
                : rider + "'s riderless horse " + horse + " stands at " + at;
    }
}
