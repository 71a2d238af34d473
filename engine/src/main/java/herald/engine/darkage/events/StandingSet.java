package herald.engine.darkage.events;

import herald.engine.darkage.DarkAgeState;
import herald.engine.darkage.Standing;

/**
 * A Hero's standing orders changed (H1, H2). Its side's secret: it adds no line to the report the other sides read.
 */
public record StandingSet(String side, Standing standing) implements DarkAgeEvent {

    @Override
    public DarkAgeState applyTo(DarkAgeState state) {
        return state.withStanding(standing);
    }

    @Override
    public String describe() {
        return standing.figure() + "'s standing orders: re-roll " + standing.reroll() + ", last act " + standing.lastAct();
    }
}
