package herald.engine.fantasywarriors;

import java.util.List;

/**
 * One of the book's score tables: bands of scores, highest first, each with what it brings about. The first band
 * takes every score above it and the last every score below, as Herald reads the book's missing lines (each such
 * reading is written in the band's {@code herald} note).
 */
public record ScoreTable(String key, String source, List<Band> bands) {

    /**
     * A line of the table.
     *
     * @param from the lowest score on it, null for the bottom line
     * @param to the highest, null for the top line
     * @param worth the change to the total worth it brings (the war cannon's loading), else null
     * @param counters the enchantment counters it costs (a negative number), else null
     * @param herald how Herald reads the book here, where the book is silent; null where it is not
     */
    public record Band(Integer from, Integer to, String result, Integer worth, Integer counters, String herald) {
        boolean holds(int score) {
            return (from == null || score >= from) && (to == null || score <= to);
        }
    }

    public ScoreTable {
        bands = List.copyOf(bands);
    }

    /** The line a score falls on. */
    public Band at(int score) {
        return bands.stream().filter(b -> b.holds(score)).findFirst()
                .orElseThrow(() -> new IllegalStateException(key + " has no line for " + score));
    }

    /** A roll of {@code dice} adjusted by {@code modifiers}, read on this table. */
    public Scored score(List<Integer> dice, List<Modifier> modifiers) {
        int score = dice.stream().mapToInt(Integer::intValue).sum() + modifiers.stream().mapToInt(Modifier::value).sum();
        return new Scored(dice, modifiers, score, at(score));
    }
}
