package herald.engine.darkage.events;

import herald.engine.darkage.DarkAgeState;
import herald.engine.darkage.Modifier;
import java.util.List;

/**
 * A fire attack on an object (5.2.5, W9): a torch (a Fighting attack: 1D10 + FV), a fire arrow (Shooting: 1D10 + SV +
 * the bow) or a fire power, always against AR 7. {@code with} names the source; a hit sets the feature alight.
 */
public record FireAttacked(String figure, String with, String feature, int roll, String value, int base, int bonus,
        List<Modifier> modifiers, int total, int need, boolean hit) implements DarkAgeEvent {

    /** What a fire arrow is called in the report. */
    public static final String FIRE_ARROW = "a fire arrow";

    public FireAttacked {
        modifiers = List.copyOf(modifiers);
    }

    @Override
    public DarkAgeState applyTo(DarkAgeState state) {
        // a fire arrow is limited ammunition (S8): shot, it is gone whether it catches or not
        if (!with.equals(FIRE_ARROW)) {
            return reported(state);
        }
        return reported(state.withFigure(state.figureOrThrow(figure).withAmmoUsed("fire-arrow")));
    }

    @Override
    public String describe() {
        return figure + " sets " + with + " to " + feature + ": d10 " + roll + " +" + value + " " + base + " "
                + Modifier.signed(bonus) + Texts.modifiers(modifiers) + " = " + total + " v AR " + need + ": "
                + (roll == 1 ? "natural 1, fails" : hit ? "it catches" : "it fails to catch");
    }

    @Override
    public java.util.List<String> concerns() {
        return java.util.List.of(figure);
    }
}
