package herald.engine.lonewolf;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Collectors;

/**
 * Battles with Hero Cards that list skills: a piece line as {@link Battle}'s, plus "skills=rally,strength" and
 * "align=good" (the card's alignment); a piece with skills needs "name=...".
 */
final class Heroes {
    private Heroes() {}

    static Battle of(List<String> rows, String... pieces) {
        return Battle.fromJson(json(rows, pieces));
    }

    static String json(List<String> rows, String... pieces) {
        List<String> plain = new ArrayList<>();
        List<String[]> cards = new ArrayList<>();
        for (String line : pieces) {
            List<String> keep = new ArrayList<>();
            String skills = null;
            String align = null;
            String name = null;
            for (String w : line.trim().split("\\s+")) {
                if (w.startsWith("skills=")) {
                    skills = w.substring(7);
                } else if (w.startsWith("align=")) {
                    align = w.substring(6);
                } else {
                    if (w.startsWith("name=")) {
                        name = w.substring(5).replace('_', ' ');
                    }
                    keep.add(w);
                }
            }
            plain.add(String.join(" ", keep));
            if (name != null && (skills != null || align != null)) {
                cards.add(new String[] {name, skills, align});
            }
        }
        String json = Battle.json(rows, plain, 10, "{}");
        for (String[] c : cards) {
            String list = c[1] == null ? "" : Arrays.stream(c[1].split(",")).map(x -> "\"" + x + "\"").collect(Collectors.joining(", "));
            json = json.replace("\"card\": {\"name\": \"" + c[0] + "\"}", "\"card\": {\"name\": \"" + c[0] + "\""
                    + (c[1] == null ? "" : ", \"skills\": [" + list + "]") + (c[2] == null ? "" : ", \"alignment\": \"" + c[2] + "\"") + "}");
        }
        return json;
    }
}
