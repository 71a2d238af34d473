package herald.engine.fantasywarriors;

import java.util.List;
import java.util.stream.Collectors;

/**
 * A roll on one of the book's score tables, with everything that made its score: the dice, each modifier by name,
 * the score and the table's line for it. The report prints it whole, so a player can check it against the book.
 */
public record Scored(List<Integer> dice, List<Modifier> modifiers, int score, ScoreTable.Band band) {
    public Scored {
        dice = List.copyOf(dice);
        modifiers = List.copyOf(modifiers);
    }

    /** The table's name for the line the score fell on, e.g. "legendary". */
    public String result() {
        return band.result();
    }

    /** "rolled 4 +4 leadership +1 talisman = 9: blood-lust". */
    public String line() {
        return "rolled " + dice.stream().map(String::valueOf).collect(Collectors.joining(" + "))
                + modifiers.stream().map(m -> " " + m).collect(Collectors.joining()) + " = " + score + ": " + result();
    }
}
