package herald.engine.darkage;

import herald.engine.Dice;
import herald.engine.darkage.events.FumbleRolled;

/**
 * The potential fumble (F5, and MP2 for a power): after a natural 1, roll another D10; a second natural 1 makes the
 * weapon unusable, or the power lost, for the rest of the game. The figure may still fight unarmed.
 */
public final class Fumble {
    private Fumble() {}

    public static FumbleRolled roll(String figure, String what, boolean power, Dice dice) {
        int roll = dice.roll(10);
        return new FumbleRolled(figure, what, power, roll, 2, roll == 1);
    }
}
