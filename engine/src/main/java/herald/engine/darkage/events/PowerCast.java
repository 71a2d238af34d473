package herald.engine.darkage.events;

import herald.engine.darkage.DarkAgeState;

/**
 * An attempt to use a Magical Power (8.0): a Fate roll, cast on {@code need} or more (Fate + 1, or Fate under house
 * option cast=equal-or-above); a natural 1 fails and may fumble, a natural 10 succeeds.
 *
 * @param kind "Miracle" or "Wyrd Power"
 */
public record PowerCast(String caster, String power, String kind, int roll, int fate, int need, boolean cast)
        implements DarkAgeEvent {

    @Override
    public String describe() {
        String natural = roll == 1 || roll == 10 ? "natural " + roll + ", " : "";
        return caster + " calls on " + power + " (" + kind + "): d10 " + roll + " v Fate " + fate
                + (need == fate ? " (or equal)" : "") + ": " + natural + (cast ? "cast" : "fails");
    }

    @Override
    public DarkAgeState applyTo(DarkAgeState state) {
        return reported(state);
    }

    @Override
    public java.util.List<String> concerns() {
        return java.util.List.of(caster);
    }
}
