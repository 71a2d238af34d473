package herald.engine.darkage.events;

import herald.engine.darkage.DarkAgeState;

import herald.engine.darkage.Modifier;
import java.util.List;

/**
 * The Fate roll after a successful Sunder (W10), with the attacking weapon's Fate modifier: the shield is lost
 * unless the total reaches {@code need} (Fate + 1, or Fate under house option sunder-fate=equal-keeps); a natural 1
 * loses it, a natural 10 keeps it.
 */
public record ShieldTested(String figure, int roll, List<Modifier> modifiers, int total, int fate, int need,
        boolean lost) implements DarkAgeEvent {

    public ShieldTested {
        modifiers = List.copyOf(modifiers);
    }

    @Override
    public String describe() {
        return figure + "'s Fate for the shield: d10 " + roll + Texts.modifiers(modifiers) + " = " + total + " v Fate "
                + fate + ": " + (lost ? "shield lost" : "shield kept");
    }

    @Override
    public DarkAgeState applyTo(DarkAgeState state) {
        return reported(lost ? state.withFigure(state.figureOrThrow(figure).withShieldLost()) : state);
    }

    @Override
    public java.util.List<String> concerns() {
        return java.util.List.of(figure);
    }
}
