package herald.engine.lonewolf;

import herald.engine.ScenarioException;
import java.lang.reflect.RecordComponent;
import java.util.Map;
import java.util.Set;

/**
 * Checks that a bound play-sheet record has every number it needs: a missing value is an error naming
 * the file and the place, never a silent zero. {@code source} and {@code note} are optional
 * everywhere, and a missing terrain cost means impassable.
 */
final class Required {
    private static final Set<String> OPTIONAL = Set.of("source", "note", "morale", "hits", "card", "leader");

    private Required() {}

    /**
     * Combat cover by degree came after the flat {@code defenderInCover}: a sheet without it (an old
     * game's set-up event) keeps the flat value; {@link PlaySheets} refuses a sheet with only some of the three.
     */
    private static boolean optionalCombatCover(Record record, String name) {
        return record instanceof CombatModifiers && name.startsWith("cover");
    }

    static void check(Object value, String source, String place) throws ScenarioException {
        if (!(value instanceof Record record) || value instanceof TerrainRow) {
            return;
        }
        for (RecordComponent c : record.getClass().getRecordComponents()) {
            String name = c.getAccessor().getAnnotation(com.fasterxml.jackson.annotation.JsonProperty.class) != null
                    ? c.getAccessor().getAnnotation(com.fasterxml.jackson.annotation.JsonProperty.class).value()
                    : c.getName();
            Object v;
            try {
                v = c.getAccessor().invoke(record);
            } catch (ReflectiveOperationException e) {
                throw new IllegalStateException(e);
            }
            String here = place.isEmpty() ? name : place + "." + name;
            if (v == null && !OPTIONAL.contains(c.getName()) && !optionalCombatCover(record, c.getName())) {
                throw new ScenarioException(source + ": " + here + ": missing");
            }
            if (v instanceof Map<?, ?> map) {
                for (Map.Entry<?, ?> e : map.entrySet()) {
                    check(e.getValue(), source, here + "." + e.getKey());
                }
            } else {
                check(v, source, here);
            }
        }
    }
}
