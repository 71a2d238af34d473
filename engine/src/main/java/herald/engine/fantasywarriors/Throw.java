package herald.engine.fantasywarriors;

import herald.engine.Dice;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

/**
 * A throw of several dice, each read alone against one number: the to-hit throw (Companion L278 calls it so), the kill
 * roll, the marksman's shot. It keeps every die, the number, each modifier by name and the face a die needed once
 * they are counted, so the report can print it and a player check it against the book.
 *
 * @param against the number a modified die must reach (4 to hit; the chart's number for a kill)
 * @param needs the face a die needed, natural rules counted; 7 when no face could do it
 */
public record Throw(String what, List<Integer> dice, int against, List<Modifier> modifiers, int needs, int successes) {
    public Throw {
        dice = List.copyOf(dice);
        modifiers = List.copyOf(modifiers);
    }

    /**
     * Reads {@code dice}: a die succeeds when it + the modifiers reaches {@code against}, but never below
     * {@code lowestFace} (a natural 1 always fails) and, where there is one, always at {@code alwaysFace} (a natural
     * 6 always hits; null where nothing always succeeds, as in a kill).
     */
    static Throw of(String what, List<Integer> dice, int against, List<Modifier> modifiers, int lowestFace,
            Integer alwaysFace) {
        int needs = Math.max(lowestFace, against - modifiers.stream().mapToInt(Modifier::value).sum());
        if (alwaysFace != null) {
            needs = Math.min(alwaysFace, needs);
        }
        int n = needs;
        return new Throw(what, dice, against, modifiers, Math.min(needs, 7), (int) dice.stream().filter(d -> d >= n).count());
    }

    static List<Integer> roll(int n, Dice dice) {
        List<Integer> r = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            r.add(dice.roll(6));
        }
        return r;
    }

    /** "to hit: 6 5 4 2 against 4 −1 blackening the sky, so 5 or more: 2". */
    public String line() {
        return what + ": " + (dice.isEmpty() ? "no dice" : dice.stream().map(String::valueOf).collect(Collectors.joining(" ")))
                + " against " + against + modifiers.stream().map(m -> " " + m).collect(Collectors.joining())
                + (needs > 6 ? ", which no die can reach" : ", so " + needs + (needs < 6 ? " or more" : "")) + ": "
                + successes;
    }
}
