package herald.engine.fantasywarriors;

import herald.engine.Dice;
import java.util.List;

/**
 * Arcane terror (Companion L1161-1170): the target takes a threat test as if threatened by a terrible creature of
 * greater worth. It costs a point for each foot of range or part of one, and a point for each point of the target's
 * total worth; then 1D6 halves it (1-2, rounding down), leaves it (3-4) or doubles it (5-6).
 */
public final class ArcaneTerror {
    private ArcaneTerror() {}

    /** What the spell cost, and the die that set it. */
    public record Cost(int before, Scored die, int points) {}

    public static Cost cost(double rangeInches, int targetWorth, Dice dice, Tables t) {
        int feet = (int) Math.ceil(rangeInches / t.number("arcane-terror-inches-a-point"));
        int before = feet + targetWorth;
        Scored die = t.table("arcane-terror-cost").score(List.of(dice.roll(6)), List.of());
        int points = switch (die.result()) {
            case "halve" -> before / 2;
            case "double" -> before * 2;
            default -> before;
        };
        return new Cost(before, die, points);
    }
}
