package herald.engine.fantasywarriors.events;

import herald.engine.fantasywarriors.FantasyWarriorsState;
import herald.engine.fantasywarriors.Reaction;
import herald.engine.fantasywarriors.Scored;
import java.util.List;

/**
 * A unit took one of the base game's tests (threat, casualty, combat; the core §8) and reacts to its result.
 *
 * @param test "threat test", "casualty test", "combat test"
 * @param cause why it tested, for the report: "threatened by O1", "lost 5 of 20 figures"
 * @param roll the dice
 * @param workings the score as the report prints it: "rolled 4 +2 blood lust = 6: ok"
 * @param result the band the score fell in (core-tables.json)
 */
public record UnitTested(String unit, String test, String cause, List<Integer> roll, String workings, int score,
        String result) implements FantasyWarriorsEvent {

    public UnitTested {
        roll = List.copyOf(roll);
    }

    public static UnitTested of(String unit, String test, String cause, Scored s) {
        return new UnitTested(unit, test, cause, s.dice(), s.line(), s.score(), s.result());
    }

    @Override
    public String describe() {
        return unit + " takes a " + test + " (" + cause + "): " + workings;
    }

    @Override
    public FantasyWarriorsState applyTo(FantasyWarriorsState state) {
        return reported(state.withUnit(Reaction.after(state.unitOrThrow(unit), result, state.turn())));
    }
}
