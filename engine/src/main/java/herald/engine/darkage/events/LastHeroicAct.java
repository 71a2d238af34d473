package herald.engine.darkage.events;

import herald.engine.darkage.DarkAgeState;

/**
 * A Hero taken out before it acted in the phase makes its Last Heroic Act (H2): its ordered act, or a Death Speech
 * ({@code words}, no effect in the game).
 */
public record LastHeroicAct(String hero, String act, String words) implements DarkAgeEvent {

    @Override
    public DarkAgeState applyTo(DarkAgeState state) {
        return reported(state);
    }

    @Override
    public String describe() {
        return act.equals("speech") ? hero + "'s Last Heroic Act, a Death Speech" + (words == null ? "" : ": \"" + words + "\"")
                : hero + "'s Last Heroic Act: " + act;
    }

    @Override
    public java.util.List<String> concerns() {
        return java.util.List.of(hero);
    }
}
