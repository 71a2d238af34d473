package herald.app;

import java.util.Collection;
import java.util.Comparator;
import java.util.Optional;

/** The known key a mistyped one most likely meant: by Damerau-Levenshtein distance, else by its first part. */
final class ConfigKeys {
    private ConfigKeys() {}

    static Optional<String> didYouMean(String unknown, Collection<String> known) {
        String typed = unknown.toLowerCase();
        Optional<String> closest = known.stream().min(Comparator.comparingInt((String k) -> distance(typed, k))
                .thenComparing(k -> k));
        // Two slips in a short key, a third in a long one; further than that is another key, not a typo.
        if (closest.isPresent() && distance(typed, closest.get()) <= (typed.length() > 12 ? 3 : 2)) {
            return closest;
        }
        String first = typed.split("[.-]")[0];
        return known.stream().filter(k -> k.split("[.-]")[0].equals(first)).sorted().findFirst();
    }

    /** Edits (insert, delete, replace, swap two neighbours) from {@code a} to {@code b}: optimal string alignment. */
    static int distance(String a, String b) {
        int[][] d = new int[a.length() + 1][b.length() + 1];
        for (int i = 0; i <= a.length(); i++) {
            d[i][0] = i;
        }
        for (int j = 0; j <= b.length(); j++) {
            d[0][j] = j;
        }
        for (int i = 1; i <= a.length(); i++) {
            for (int j = 1; j <= b.length(); j++) {
                int cost = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
                d[i][j] = Math.min(Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1), d[i - 1][j - 1] + cost);
                if (i > 1 && j > 1 && a.charAt(i - 1) == b.charAt(j - 2) && a.charAt(i - 2) == b.charAt(j - 1)) {
                    d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
                }
            }
        }
        return d[a.length()][b.length()];
    }
}
