package herald.engine.skirmish;

import static herald.engine.ScenarioException.require;

import herald.engine.data.Shipped;
import herald.engine.data.StrictJson;
import com.fasterxml.jackson.databind.JsonNode;
import herald.engine.ScenarioException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The shipped reference data, read once and checked strictly: the terrain table, the printed tables
 * and the roster. Reference data never changes during play; the set-up event carries the terrain and
 * roster so a game replays from its journal alone.
 */
public final class Data {
    private static final String FOLDER = "/herald/engine/skirmish/";
    private static final String WHAT = "the shipped skirmish data";
    private static final Set<String> COVERS = Set.of("yes", "top-lip", "crossed", "none");
    private static final Set<String> ADVANTAGES = Set.of("def+", "0", "-");
    private static final Set<String> MISSILES = Set.of("bow", "crossbow", "javelin", "none");

    private static Map<String, TerrainType> terrain;
    private static Tables tables;
    private static Map<String, CharacterType> roster;

    private Data() {}

    record TerrainFile(String source, String note, List<TerrainType> terrain) {}

    record RosterFile(String source, String note, Map<String, CharacterType> types) {}

    public static synchronized Map<String, TerrainType> terrain() {
        if (terrain == null) {
            terrain = Shipped.load(WHAT, () -> readTerrain());
        }
        return terrain;
    }

    public static synchronized Tables tables() {
        if (tables == null) {
            tables = Shipped.load(WHAT, () -> readTables());
        }
        return tables;
    }

    public static synchronized Map<String, CharacterType> roster() {
        if (roster == null) {
            roster = Shipped.load(WHAT, () -> readRoster());
        }
        return roster;
    }



    static Map<String, TerrainType> readTerrain() throws ScenarioException {
        String file = "terrain.json";
        TerrainFile f = StrictJson.bind(StrictJson.tree(Shipped.text(FOLDER + file), file), TerrainFile.class, file, "");
        Map<String, TerrainType> out = new LinkedHashMap<>();
        for (int i = 0; i < f.terrain().size(); i++) {
            TerrainType t = f.terrain().get(i);
            String at = "terrain[" + i + "]";
            checkTerrain(t, file, at);
            require(out.put(t.key(), t) == null, file, at + ".key", "\"" + t.key() + "\" twice");
        }
        require(out.containsKey("flat"), file, "terrain", "no \"flat\" row");
        return java.util.Collections.unmodifiableMap(out);
    }

    /** One terrain row, shipped or as a scenario's overrides leave it. */
    static void checkTerrain(TerrainType t, String file, String at) throws ScenarioException {
        require(t.key() != null && t.name() != null && t.blocksSight() != null && t.colour() != null
                && t.symbol() != null, file, at, "key, name, blocksSight, colour and symbol are required");
        require(COVERS.contains(t.cover()), file, at + ".cover", "must be one of " + COVERS);
        require(ADVANTAGES.contains(t.advantage()), file, at + ".advantage", "must be one of " + ADVANTAGES);
        require(t.foot() == null || t.foot() >= 1, file, at + ".foot", "at least 1 MP, or null for impassable");
        require(t.horse() == null || t.horse() >= 1, file, at + ".horse", "at least 1 MP, or null for impassable");
    }

    static Tables readTables() throws ScenarioException {
        String file = "tables.json";
        Tables t = StrictJson.bind(StrictJson.tree(Shipped.text(FOLDER + file), file), Tables.class, file, "");
        for (String name : List.of("mounted", "infantry")) {
            List<List<String>> rows = name.equals("mounted") ? t.combat().mounted() : t.combat().infantry();
            require(rows.size() == 10, file, "combat." + name, "10 rows, one per die face");
            for (int i = 0; i < 10; i++) {
                require(rows.get(i).size() == 8, file, "combat." + name + "[" + i + "]", "8 columns");
                for (String cell : rows.get(i)) {
                    require(Result.parse(cell).isPresent(), file, "combat." + name + "[" + i + "]", "unknown result " + cell);
                }
            }
        }
        require(t.combat().lowest().size() == 8 && t.combat().columns().size() == 8, file, "combat", "8 columns");
        for (List<String> column : List.of(t.missile().toHit(), t.missile().infantry(), t.missile().rider())) {
            require(column.size() == 10, file, "missile", "10 rows per column");
            for (String cell : column) {
                require(Result.parse(cell).isPresent(), file, "missile", "unknown result " + cell);
            }
        }
        require(t.ranges().containsKey("A") && t.ranges().containsKey("B"), file, "ranges", "readings A and B");
        return t;
    }

    static Map<String, CharacterType> readRoster() throws ScenarioException {
        String file = "characters.json";
        RosterFile f = StrictJson.bind(StrictJson.tree(Shipped.text(FOLDER + file), file), RosterFile.class, file, "");
        for (Map.Entry<String, CharacterType> e : f.types().entrySet()) {
            checkType(e.getValue(), file, "types." + e.getKey());
        }
        return java.util.Collections.unmodifiableMap(new LinkedHashMap<>(f.types()));
    }

    /** One character type, shipped or as a scenario's overrides leave it. */
    static void checkType(CharacterType c, String file, String at) throws ScenarioException {
        require(c.name() != null && c.foot() != null && c.armoured() != null, file, at, "name, foot and armoured are required");
        require(MISSILES.contains(c.missile()), file, at + ".missile", "must be one of " + MISSILES);
        for (CharacterType.Profile p : c.mounted() == null ? List.of(c.foot()) : List.of(c.foot(), c.mounted())) {
            require(p.attack() != null && p.defence() != null && p.move() != null && p.move() >= 1, file, at,
                    "a profile needs attack, defence and move (at least 1)");
        }
    }

    static JsonNode tree(String file) throws ScenarioException {
        return StrictJson.tree(Shipped.text(FOLDER + file), file);
    }

}
