package herald.engine.darkage.events;

import herald.engine.darkage.DarkAgeState;

/**
 * A burning feature attacks a figure in it at the end of the turn (Dangerous Terrain, 4.1.5 missing; Herald's ruling):
 * 1D10 + the fire's rating against the figure's AR, a hit followed by a Fate roll, as any attack.
 */
public record FlamesRolled(String figure, String feature, int roll, int rating, int total, int ar, int need, boolean hit)
        implements DarkAgeEvent {

    @Override
    public DarkAgeState applyTo(DarkAgeState state) {
        return reported(state);
    }

    @Override
    public String describe() {
        return "The fire in " + feature + " reaches " + figure + ": d10 " + roll + " +rating " + rating + " = " + total
                + " v AR " + ar + Texts.beat(ar, need) + ": " + Texts.outcome(roll, hit);
    }

    @Override
    public java.util.List<String> concerns() {
        return java.util.List.of(figure);
    }
}
