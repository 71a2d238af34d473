package herald.engine;

/** Where die results come from. Rules ask; they never make their own randomness. */
public interface Dice {

    /** One die of {@code sides} faces: 1..sides. A D100 is {@code roll(100)}, 1..100. */
    int roll(int sides);

    /** How many dice this source has given so far. */
    int used();
}
