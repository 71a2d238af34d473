package herald.engine;

import java.util.Locale;

/**
 * A side's name inside a sentence ("every piece of the Giak raiders has been removed"). A scenario names
 * its sides freely, so "the" is put in front only where English wants it: not before a named owner
 * ("Prince Pelathar's escort", "Kootak's raiders"; but "the Giak chief's guard"), nor before a name of named parties joined by "and"
 * ("Lone Wolf and the Dwarves of Bor"); a name that begins with "The" keeps its article, in lower case
 * ("the Darklords' column").
 */
public final class SideNames {
    private SideNames() {}

    public static String inSentence(String name) {
        String n = name.trim();
        String first = n.split("\\s+")[0];
        if (first.equals("The") || first.equals("the")) {
            return "the" + n.substring(3);
        }
        boolean namedOwner = java.util.Arrays.stream(n.split("\\s+"))
                .anyMatch(w -> (w.endsWith("'s") || w.endsWith("\u2019s")) && Character.isUpperCase(w.charAt(0)));
        if (namedOwner || n.toLowerCase(Locale.ROOT).contains(" and ")) {
            return n;
        }
        return "the " + n;
    }
}
