package herald.templates;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Enumeration;
import java.util.List;
import java.util.Set;

/**
 * The shipped scenarios: JSON files at {@code herald/templates/scenarios/RULESET/NAME.json},
 * listed in {@code herald/templates/scenarios/index.txt} (one {@code ruleset/name} a line,
 * {@code #} starts a comment).
 *
 * <p>Every {@code index.txt} on the classpath is read, not just the first, so that another jar
 * (a club's own scenario pack, or a test) can add scenarios without replacing ours.
 */
public final class Scenarios {

    static final String ROOT = "herald/templates/scenarios/";

    private Scenarios() {}

    /**
     * The names of the scenarios shipped for a ruleset in the order the index lists them (the first is
     * the introductory one the demo plays); empty if it has none.
     */
    public static List<String> names(String rulesetId) {
        Set<String> names = new java.util.LinkedHashSet<>();
        for (String entry : index()) {
            int slash = entry.indexOf('/');
            if (entry.substring(0, slash).equals(rulesetId)) {
                names.add(entry.substring(slash + 1));
            }
        }
        return List.copyOf(names);
    }

    /**
     * The JSON text of a scenario.
     *
     * @throws IllegalArgumentException if the index does not list it, naming those that are
     */
    public static String read(String rulesetId, String name) {
        List<String> shipped = names(rulesetId);
        if (!shipped.contains(name)) {
            throw new IllegalArgumentException("no scenario " + name + " for " + rulesetId
                    + "; shipped: " + (shipped.isEmpty() ? "none" : String.join(", ", shipped)));
        }
        return Templates.resource(ROOT + rulesetId + "/" + name + ".json");
    }

    private static List<String> index() {
        List<String> entries = new ArrayList<>();
        try {
            Enumeration<URL> urls = Scenarios.class.getClassLoader().getResources(ROOT + "index.txt");
            for (URL url : Collections.list(urls)) {
                entries.addAll(parse(url));
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot list " + ROOT + "index.txt", e);
        }
        return entries;
    }

    private static List<String> parse(URL url) throws IOException {
        String text;
        try (InputStream in = url.openStream()) {
            text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        List<String> entries = new ArrayList<>();
        String[] lines = text.split("\r?\n");
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i].replaceFirst("#.*", "").strip();
            if (line.isEmpty()) {
                continue;
            }
            if (!line.matches("[A-Za-z0-9_.-]+/[A-Za-z0-9_.-]+")) {
                throw new IllegalStateException(url + " line " + (i + 1)
                        + ": expected 'ruleset/name', found '" + line + "'");
            }
            entries.add(line);
        }
        return entries;
    }
}
