package herald.engine.basicfantasy.events;

import java.util.List;
import java.util.stream.Collectors;

/** The report's small words, so every line says dice, counts and casualties alike. */
final class Texts {
    private Texts() {}

    /** "1 3 4 6": dice in the order rolled. */
    static String dice(List<Integer> rolls) {
        return rolls.stream().map(String::valueOf).collect(Collectors.joining(" "));
    }

    /** "no wounds", "1 wound", "3 wounds". */
    static String count(int n, String noun) {
        return n == 0 ? "no " + noun + "s" : n == 1 ? "1 " + noun : n + " " + noun + "s";
    }

    /**
     * ", 1 figure removed", ", 2 figures removed, now 1 wound on the front figure", ", now 4 wounds on the front figure",
     * "". The wounds the front figure carries after the hits, old ones included: "now" keeps "3 wounds, now 4 wounds on
     * the front figure" from reading as a sum that does not add up.
     */
    static String casualties(int wounds, int removed, int frontWounds) {
        if (wounds == 0) {
            return "";
        }
        StringBuilder b = new StringBuilder();
        if (removed > 0) {
            b.append(", ").append(removed).append(removed == 1 ? " figure" : " figures").append(" removed");
        }
        if (frontWounds > 0) {
            b.append(", now ").append(count(frontWounds, "wound")).append(" on the front figure");
        }
        return b.toString();
    }
}
