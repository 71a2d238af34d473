package herald.engine.fantasywarriors;

import herald.engine.Dice;

/**
 * A druid's hostile terrain (Companion L1066-1096): in base contact with a terrain feature he pays 2D6 of magic power
 * to make it hostile, then 1D6 in each later movement phase to keep it so. There is no score to reach: he only has to
 * be able to pay (the example's "9, success!" is the payment, not a test: the digest's FW-EX-7).
 */
public final class HostileTerrain {
    private HostileTerrain() {}

    /** The power the druid had, the dice he paid and what is left; {@code overdrawn} when he could not pay. */
    public record Payment(int before, int paid, int after, boolean overdrawn) {}

    public static Payment initiate(int power, Dice dice) {
        return pay(power, dice.roll(6) + dice.roll(6));
    }

    public static Payment maintain(int power, Dice dice) {
        return pay(power, dice.roll(6));
    }

    private static Payment pay(int power, int cost) {
        return new Payment(power, cost, Math.max(0, power - cost), cost > power);
    }
}
