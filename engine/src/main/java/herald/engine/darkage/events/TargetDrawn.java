package herald.engine.darkage.events;

import herald.engine.darkage.DarkAgeState;

import java.util.List;

/**
 * Shooting into a Fight (S6): one die of as many faces as figures in the Fight, listed in {@code among}; the figure at
 * {@code roll} is the one actually targeted. {@code need} is the face that would have struck the declared target.
 */
public record TargetDrawn(String shooter, String declared, List<String> among, int roll, int need, String drawn)
        implements DarkAgeEvent {

    public TargetDrawn {
        among = List.copyOf(among);
    }

    @Override
    public String describe() {
        return shooter + " shoots into the fight (" + String.join(", ", among) + "): d" + among.size() + " " + roll
                + " → " + drawn + (drawn.equals(declared) ? "" : " (not " + declared + ")");
    }

    @Override
    public DarkAgeState applyTo(DarkAgeState state) {
        return reported(state);
    }

    @Override
    public java.util.List<String> concerns() {
        return java.util.List.of(shooter);
    }
}
