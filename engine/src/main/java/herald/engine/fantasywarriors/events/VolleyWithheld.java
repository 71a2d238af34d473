package herald.engine.fantasywarriors.events;

import herald.engine.fantasywarriors.FantasyWarriorsState;

/**
 * A shot ordered in the mail that the rules no longer allow when the shooting phase comes (its target routed in the
 * threat phase, the shooter is in combat...): reported with the reason, not shot, and no counter spent.
 */
public record VolleyWithheld(String unit, String target, int counters, String reason) implements FantasyWarriorsEvent {
    @Override
    public String describe() {
        return unit + " does not shoot its " + counters + (counters == 1 ? " volley counter" : " volley counters") + " at "
                + target + ": " + reason;
    }

    @Override
    public FantasyWarriorsState applyTo(FantasyWarriorsState state) {
        return reported(state);
    }
}
