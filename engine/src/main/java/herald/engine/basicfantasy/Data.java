package herald.engine.basicfantasy;

import static herald.engine.ScenarioException.require;

import herald.engine.ScenarioException;
import herald.engine.data.Shipped;
import herald.engine.data.StrictJson;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The shipped reference data, read once and checked strictly: the roster (units.json), the terrain types
 * (terrain.json) and the spells' numbers (spells.json). The set-up event carries all three, so a game replays from
 * its journal alone even when the shipped files change later.
 */
public final class Data {
    private static final String FOLDER = "/herald/engine/basicfantasy/";
    private static final String WHAT = "the shipped basic fantasy data";
    /** The spells Herald's code knows how to cast: data may give their numbers, not new spells. */
    static final Set<String> SPELL_KEYS = Set.of("heal", "blast", "monster", "assail");

    private static Map<String, UnitType> roster;
    private static Map<String, TerrainType> terrain;
    private static Map<String, SpellType> spells;

    private Data() {}

    record RosterFile(String source, String note, Map<String, UnitType> types) {}

    record TerrainFile(String source, String note, List<TerrainType> terrain) {}

    record SpellFile(String source, String note, Map<String, SpellType> spells) {}

    public static synchronized Map<String, UnitType> roster() {
        if (roster == null) {
            roster = Shipped.load(WHAT, () -> readRoster(Shipped.text(FOLDER + "units.json"), "units.json"));
        }
        return roster;
    }

    public static synchronized Map<String, TerrainType> terrain() {
        if (terrain == null) {
            terrain = Shipped.load(WHAT, () -> readTerrain(Shipped.text(FOLDER + "terrain.json"), "terrain.json"));
        }
        return terrain;
    }

    public static synchronized Map<String, SpellType> spells() {
        if (spells == null) {
            spells = Shipped.load(WHAT, () -> readSpells(Shipped.text(FOLDER + "spells.json"), "spells.json"));
        }
        return spells;
    }



    static Map<String, UnitType> readRoster(String json, String file) throws ScenarioException {
        RosterFile f = StrictJson.bind(StrictJson.tree(json, file), RosterFile.class, file, "");
        require(f.types() != null && !f.types().isEmpty(), file, "types", "no unit types");
        for (Map.Entry<String, UnitType> e : f.types().entrySet()) {
            String at = "types." + e.getKey();
            UnitType t = e.getValue();
            require(e.getKey().matches("[a-z][a-z0-9-]*"), file, at, "a type key is lower-case letters, digits and '-'");
            require(t.name() != null && t.base() != null, file, at, "name and base are required");
            checkBase(t.base(), file, at + ".base");
            List<Integer> stats = java.util.Arrays.asList(t.speed(), t.combatSkill(), t.aim(), t.strength(),
                    t.resilience(), t.morale(), t.armour(), t.wounds());
            require(stats.stream().allMatch(v -> v != null && v >= 0 && v <= 10), file, at,
                    "speed, combatSkill, aim, strength, resilience, morale, armour and wounds are each a whole number 0 to 10");
            require(t.wounds() >= 1 && t.speed() >= 1, file, at, "wounds and speed are at least 1");
            if (t.weapon() != null) {
                UnitType.Weapon w = t.weapon();
                require(w.name() != null && w.type() != null && w.range() != null && w.range() >= 1
                        && w.strength() != null && w.strength() >= 0, file, at + ".weapon",
                        "a weapon has a name, a type, a range (at least 1\") and a strength");
            }
            for (String s : t.spells()) {
                require(SPELL_KEYS.contains(s), file, at + ".spells", "unknown spell \"" + s + "\" (known: heal, blast, monster, assail)");
            }
            require(t.source() != null, file, at + ".source", "say where the values come from (\"Herald\" for ours)");
        }
        return Collections.unmodifiableMap(new LinkedHashMap<>(f.types()));
    }

    static void checkBase(UnitType.Base b, String file, String at) throws ScenarioException {
        if (b.round()) {
            require(b.radius() != null && b.radius() > 0 && b.width() == null && b.depth() == null, file, at,
                    "a round base has a radius (inches) and nothing else");
        } else {
            require("block".equals(b.shape()), file, at + ".shape", "\"block\" or \"round\", not \"" + b.shape() + "\"");
            require(b.width() != null && b.width() > 0 && b.depth() != null && b.depth() > 0 && b.radius() == null,
                    file, at, "a block base has a width and a depth (inches each figure)");
        }
    }

    static Map<String, TerrainType> readTerrain(String json, String file) throws ScenarioException {
        TerrainFile f = StrictJson.bind(StrictJson.tree(json, file), TerrainFile.class, file, "");
        require(f.terrain() != null, file, "terrain", "missing");
        Map<String, TerrainType> out = new LinkedHashMap<>();
        for (int i = 0; i < f.terrain().size(); i++) {
            TerrainType t = f.terrain().get(i);
            String at = "terrain[" + i + "]";
            require(t.key() != null && t.name() != null && t.difficult() != null && t.impassable() != null
                    && t.blocksSight() != null && t.crossing() != null && t.colour() != null && t.symbol() != null,
                    file, at, "key, name, difficult, impassable, blocksSight, crossing, colour and symbol are required");
            require(t.colour().matches("#[0-9a-fA-F]{6}"), file, at + ".colour", "a colour is written \"#rrggbb\"");
            require(!(t.impassable() && (t.difficult() || t.crossing())), file, at,
                    "impassable ground is neither difficult nor a crossing");
            require(out.put(t.key(), t) == null, file, at + ".key", "\"" + t.key() + "\" twice");
        }
        require(out.containsKey("open"), file, "terrain", "no \"open\" row (the table itself)");
        return Collections.unmodifiableMap(out);
    }

    static Map<String, SpellType> readSpells(String json, String file) throws ScenarioException {
        SpellFile f = StrictJson.bind(StrictJson.tree(json, file), SpellFile.class, file, "");
        require(f.spells() != null && f.spells().keySet().equals(SPELL_KEYS), file, "spells",
                "exactly the four spells heal, blast, monster and assail");
        for (Map.Entry<String, SpellType> e : f.spells().entrySet()) {
            SpellType s = e.getValue();
            String at = "spells." + e.getKey();
            require(s.name() != null && s.range() != null && s.range() >= 0 && s.offensive() != null
                    && ("friend".equals(s.targets()) || "enemy".equals(s.targets())), file, at,
                    "a spell has a name, a range, targets (friend or enemy) and offensive");
        }
        require(f.spells().get("heal").heals() != null, file, "spells.heal.heals", "how many wounds Heal mends");
        require(f.spells().get("monster").bonus() != null, file, "spells.monster.bonus", "what Melee monster adds");
        require(f.spells().get("blast").strength() != null && f.spells().get("blast").radius() != null, file,
                "spells.blast", "Blast needs a strength and a radius");
        require(f.spells().get("assail").strength() != null, file, "spells.assail.strength", "Assail needs a strength");
        return Collections.unmodifiableMap(new LinkedHashMap<>(f.spells()));
    }

}
