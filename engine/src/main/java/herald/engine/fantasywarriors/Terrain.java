package herald.engine.fantasywarriors;

import herald.engine.ScenarioException;
import herald.engine.data.StrictJson;
import herald.engine.view.LegendEntry;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One row of terrain.json: what a terrain feature of this type does on the table (the core §12).
 *
 * @param difficult crossed at half rate (L364); faster disorganises
 * @param impassable no unit enters it
 * @param blocksSight the feature's whole base blocks a line of sight through it (L1380-1384)
 * @param cover what a unit in it claims when shot at
 */
public record Terrain(String key, String name, boolean difficult, boolean impassable, boolean blocksSight, Cover cover,
        String colour, LegendEntry.Symbol symbol, String source, String note) {

    private record File(String source, String note, List<Terrain> terrain) {}

    private static Map<String, Terrain> shipped;

    /** The shipped types by key, in the file's order. */
    public static synchronized Map<String, Terrain> shipped() {
        if (shipped == null) {
            try (InputStream in = Terrain.class.getResourceAsStream("terrain.json")) {
                File f = StrictJson.bind(StrictJson.tree(new String(in.readAllBytes(), StandardCharsets.UTF_8),
                        "terrain.json"), File.class, "terrain.json", "");
                Map<String, Terrain> byKey = new LinkedHashMap<>();
                f.terrain().forEach(t -> byKey.put(t.key(), t));
                shipped = java.util.Collections.unmodifiableMap(byKey);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            } catch (ScenarioException e) {
                throw new IllegalStateException("the shipped Fantasy Warriors terrain.json: " + e.getMessage(), e);
            }
        }
        return shipped;
    }
}
