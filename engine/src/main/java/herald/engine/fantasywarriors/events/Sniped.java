package herald.engine.fantasywarriors.events;

import herald.engine.fantasywarriors.FantasyWarriorsState;
import herald.engine.table.Inches;
import java.util.List;

/**
 * A marksman sniped at an enemy individual (phase 2; Companion L895-922, table 4.6): his 1D6 to hit, and on a hit the
 * kill and the target's save. A target killed falls at once, as any individual killed does.
 *
 * @param inches the range as measured, base to base
 * @param roll the to-hit die; {@code need} the face it needed, bad light counted
 */
public record Sniped(String marksman, String target, double inches, List<Integer> roll, int need, boolean hit,
        String workings, boolean killed) implements FantasyWarriorsEvent {

    public Sniped {
        roll = List.copyOf(roll);
    }

    @Override
    public String describe() {
        return marksman + " snipes at " + target + " " + Inches.measured(inches) + " away: " + workings + "; "
                + (!hit ? "missed" : killed ? target + " is killed" : target + " lives");
    }

    @Override
    public FantasyWarriorsState applyTo(FantasyWarriorsState state) {
        return reported(killed ? state.withIndividual(state.individual(target).orElseThrow().withDead(state.turn()))
                : state);
    }
}
