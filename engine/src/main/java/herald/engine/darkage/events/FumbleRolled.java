package herald.engine.darkage.events;

import herald.engine.darkage.DarkAgeState;

/**
 * A potential fumble (F5, MP2): after a natural 1, another D10; a second natural 1 and the weapon is unusable, or
 * the power lost, for the rest of the game. {@code need} is 2: the roll that keeps it.
 *
 * @param what the weapon ("war bow") or the power ("Bolt of Fire")
 * @param power whether {@code what} is a Magical Power
 */
public record FumbleRolled(String figure, String what, boolean power, int roll, int need, boolean lost)
        implements DarkAgeEvent {

    @Override
    public String describe() {
        String head = figure + " may fumble: d10 " + roll + ": ";
        if (!lost) {
            return head + (power ? figure + " keeps " + what : "the " + what + " holds");
        }
        return head + (power ? figure + " cannot use " + what + " again this game"
                : "the " + what + " is unusable for the rest of the game");
    }

    @Override
    public DarkAgeState applyTo(DarkAgeState state) {
        if (!lost) {
            return reported(state);
        }
        var f = state.figureOrThrow(figure);
        return reported(state.withFigure(power ? f.withLostPower(what) : f.withBroken(what)));
    }

    @Override
    public java.util.List<String> concerns() {
        return java.util.List.of(figure);
    }
}
