package herald.engine.lonewolf;

import herald.engine.ScenarioException;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * A hit chart (H2): a D100 for severity, a D100 for location, and the effect where they cross. The
 * heroes' chart is {@code hits.json}; a monster's is the {@code hits} section of its play sheet.
 *
 * @param effects location key → severity key → effect
 */
public record HitChart(String source, String note, List<Row> severity, List<Row> location,
        Map<String, Map<String, HitEffect>> effects) {

    /** A band of the D100: up to and including {@code to} (the first band starts at 1). */
    public record Row(int to, String key, String name) {}

    public HitChart {
        severity = severity == null ? null : List.copyOf(severity);
        location = location == null ? null : List.copyOf(location);
        if (effects != null) {
            Map<String, Map<String, HitEffect>> copy = new TreeMap<>();
            effects.forEach((k, v) -> copy.put(k, new TreeMap<>(v)));
            effects = copy;
        }
    }

    public static Row band(List<Row> rows, int roll) {
        return rows.stream().filter(r -> roll <= r.to()).findFirst().orElseThrow();
    }

    public HitEffect effect(Row severityRow, Row locationRow) {
        return effects.get(locationRow.key()).get(severityRow.key());
    }

    /** Bands growing to 100, and an effect in every cell. */
    void check(String source, String place) throws ScenarioException {
        checkBands(severity, source, place + "severity");
        checkBands(location, source, place + "location");
        for (Row l : location) {
            for (Row s : severity) {
                if (effects == null || !effects.containsKey(l.key()) || !effects.get(l.key()).containsKey(s.key())) {
                    throw new ScenarioException(source + ": " + place + "effects." + l.key() + "." + s.key() + ": missing");
                }
            }
        }
    }

    static void checkBands(List<Row> rows, String source, String place) throws ScenarioException {
        if (rows == null || rows.isEmpty()) {
            throw new ScenarioException(source + ": " + place + ": missing");
        }
        int last = 0;
        for (Row r : rows) {
            if (r.to() <= last || r.key() == null) {
                throw new ScenarioException(source + ": " + place + ": bands must grow from 1 to 100, each with a key");
            }
            last = r.to();
        }
        if (last != 100) {
            throw new ScenarioException(source + ": " + place + ": the last band must end at 100");
        }
    }
}
