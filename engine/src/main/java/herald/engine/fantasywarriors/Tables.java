package herald.engine.fantasywarriors;

import static herald.engine.ScenarioException.require;

import herald.engine.ScenarioException;
import herald.engine.data.Shipped;
import herald.engine.data.StrictJson;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Score tables, modifiers and numbers as data, read once and checked: each table's bands run from the top down
 * without a gap or an overlap, so every score has exactly one line. The Companion's (companion-tables.json) and the
 * base game's as Herald knows or proposes them (core-tables.json) are two files of one form.
 */
public final class Tables {
    private static Tables companion;
    private static Tables core;

    private final Map<String, ScoreTable> tables;
    private final Map<String, Map<String, Integer>> modifiers;
    private final Map<String, Integer> numbers;
    private final Map<String, String> reasons;

    record TableFile(String source, List<ScoreTable.Band> bands) {}

    /** @param reasons where a number is Herald's, why: its key in numbers to "[H] ..." (optional) */
    record File(String source, String note, Map<String, TableFile> tables, Map<String, Map<String, Integer>> modifiers,
            Map<String, Integer> numbers, Map<String, String> reasons) {}

    private Tables(Map<String, ScoreTable> tables, Map<String, Map<String, Integer>> modifiers,
            Map<String, Integer> numbers, Map<String, String> reasons) {
        this.tables = tables;
        this.modifiers = modifiers;
        this.numbers = numbers;
        this.reasons = reasons;
    }

    /** The Companion's tables. */
    public static synchronized Tables companion() {
        if (companion == null) {
            companion = load("companion-tables.json");
        }
        return companion;
    }

    /** The base game's tests, as far as they are known, and Herald's proposals where they are not. */
    public static synchronized Tables core() {
        if (core == null) {
            core = load("core-tables.json");
        }
        return core;
    }

    private static Tables load(String file) {
        return Shipped.load("the shipped Fantasy Warriors tables", () -> read(Shipped.text("/herald/engine/fantasywarriors/"
                + file), file));
    }

    static Tables read(String json, String file) throws ScenarioException {
        File f = StrictJson.bind(StrictJson.tree(json, file), File.class, file, "");
        require(f.tables() != null && f.modifiers() != null && f.numbers() != null, file, "",
                "tables, modifiers and numbers are required");
        Map<String, ScoreTable> tables = new LinkedHashMap<>();
        for (Map.Entry<String, TableFile> e : f.tables().entrySet()) {
            String at = "tables." + e.getKey();
            TableFile t = e.getValue();
            require(t.source() != null && t.bands() != null && t.bands().size() >= 2, file, at,
                    "a table has a source and at least two bands");
            checkBands(t.bands(), file, at);
            tables.put(e.getKey(), new ScoreTable(e.getKey(), t.source(), t.bands()));
        }
        Map<String, String> reasons = f.reasons() == null ? Map.of() : Map.copyOf(f.reasons());
        for (Map.Entry<String, String> e : reasons.entrySet()) {
            require(f.numbers().containsKey(e.getKey()), file, "reasons." + e.getKey(), "a reason for a number not in numbers");
            require(e.getValue().startsWith("[H] "), file, "reasons." + e.getKey(), "a reason begins [H], Herald's");
        }
        return new Tables(Map.copyOf(tables), Map.copyOf(f.modifiers()), Map.copyOf(f.numbers()), reasons);
    }

    /** Highest first: the top band open upwards, the bottom one downwards, each touching the next. */
    private static void checkBands(List<ScoreTable.Band> bands, String file, String at) throws ScenarioException {
        for (int i = 0; i < bands.size(); i++) {
            ScoreTable.Band b = bands.get(i);
            String place = at + ".bands[" + i + "]";
            require(b.result() != null, file, place, "a band says what it brings about (result)");
            require((i == 0) == (b.to() == null), file, place, "only the top band is open upwards (no 'to')");
            require((i == bands.size() - 1) == (b.from() == null), file, place, "only the bottom band is open downwards (no 'from')");
            require(b.from() == null || b.to() == null || b.from() <= b.to(), file, place, "'from' is not above 'to'");
            if (i > 0) {
                require(b.to() == bands.get(i - 1).from() - 1, file, place, "the band just below the one above it: 'to' is "
                        + (bands.get(i - 1).from() - 1));
            }
        }
    }

    public ScoreTable table(String key) {
        ScoreTable t = tables.get(key);
        if (t == null) {
            throw new IllegalArgumentException("no Fantasy Warriors table " + key + "; there are " + tables.keySet());
        }
        return t;
    }

    /** The modifier the book gives {@code reason} in {@code roll}, e.g. ("speech", "talisman") is +1. */
    public int modifier(String roll, String reason) {
        Integer v = modifiers.getOrDefault(roll, Map.of()).get(reason);
        if (v == null) {
            throw new IllegalArgumentException("no modifier " + reason + " for " + roll);
        }
        return v;
    }

    /** Why Herald chose a number the book does not give ("[H] ..."), or "" for one with no reason given. */
    public String reason(String key) {
        number(key);
        return reasons.getOrDefault(key, "");
    }

    /** One of the book's numbers, e.g. "cannon-worth-per-charge". */
    public int number(String key) {
        Integer v = numbers.get(key);
        if (v == null) {
            throw new IllegalArgumentException("no Fantasy Warriors number " + key);
        }
        return v;
    }
}
