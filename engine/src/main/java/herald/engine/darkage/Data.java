package herald.engine.darkage;

import static herald.engine.ScenarioException.require;

import herald.engine.ScenarioException;
import herald.engine.data.Shipped;
import herald.engine.data.StrictJson;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The shipped play-sheet data, read once and checked strictly: sheet.json, armour.json, weapons.json (the sheet's
 * own numbers) and warband.json, powers.json (Herald's). Every reader takes the text and its file name, so a
 * scenario's override is checked by the same code and a mistake names the file and the JSON path.
 */
public final class Data {
    private static final String FOLDER = "/herald/engine/darkage/";
    private static final String WHAT = "the shipped dark-age data";
    private static final List<String> SLOTS = List.of("body", "helm", "shield");

    private static Sheet sheet;
    private static Armour armour;
    private static Weapons weapons;
    private static Map<String, Power> powers;
    private static Map<String, Profile> warband;
    private static Map<String, Terrain> terrain;

    private Data() {}

    record PowerFile(String source, String note, Map<String, Power> powers) {}

    record WarbandFile(String source, String note, Map<String, Profile> profiles) {}

    record TerrainFile(String source, String note, List<Terrain> terrain) {}

    record ArmourFile(String source, String note, int base, Map<String, Armour.Piece> pieces,
            Armour.WeightByAr weightByAr, List<Armour.Row> table) {}

    record WeaponFile(String source, String note, List<Weapons.Fighting> fighting, List<Weapons.Shooting> shooting) {}

    public static synchronized Sheet sheet() {
        if (sheet == null) {
            sheet = Shipped.load(WHAT, () -> StrictJson.bind(StrictJson.tree(text("sheet.json"), "sheet.json"),
                    Sheet.class, "sheet.json", ""));
        }
        return sheet;
    }

    public static synchronized Armour armour() {
        if (armour == null) {
            armour = Shipped.load(WHAT, () -> readArmour(text("armour.json"), "armour.json"));
        }
        return armour;
    }

    public static synchronized Weapons weapons() {
        if (weapons == null) {
            weapons = Shipped.load(WHAT, () -> readWeapons(text("weapons.json"), "weapons.json"));
        }
        return weapons;
    }

    public static synchronized Map<String, Power> powers() {
        if (powers == null) {
            powers = Shipped.load(WHAT, () -> readPowers(text("powers.json"), "powers.json"));
        }
        return powers;
    }

    public static synchronized Map<String, Profile> warband() {
        if (warband == null) {
            warband = Shipped.load(WHAT, () -> readWarband(text("warband.json"), "warband.json", armour(), weapons(),
                    powers()));
        }
        return warband;
    }

    /** The terrain types by key, in the file's order. */
    public static synchronized Map<String, Terrain> terrain() {
        if (terrain == null) {
            terrain = Shipped.load(WHAT, () -> readTerrain(text("terrain.json"), "terrain.json"));
        }
        return terrain;
    }

    static Map<String, Terrain> readTerrain(String json, String file) throws ScenarioException {
        TerrainFile f = StrictJson.bind(StrictJson.tree(json, file), TerrainFile.class, file, "");
        require(f.terrain() != null && !f.terrain().isEmpty(), file, "terrain", "no terrain types");
        Map<String, Terrain> out = new java.util.LinkedHashMap<>();
        for (int i = 0; i < f.terrain().size(); i++) {
            Terrain t = f.terrain().get(i);
            String at = "terrain[" + i + "]";
            require(t.key() != null && t.name() != null && out.put(t.key(), t) == null, file, at, "a key used once and a name");
            require(t.difficult() >= 0 && t.difficult() <= 3, file, at + ".difficult", "a type 0 to 3 (M7)");
            require(t.colour() != null && t.colour().matches("#[0-9a-fA-F]{6}"), file, at + ".colour", "a colour #rrggbb");
        }
        return java.util.Collections.unmodifiableMap(out);
    }

    private static String text(String name) {
        return Shipped.text(FOLDER + name);
    }

    static Armour readArmour(String json, String file) throws ScenarioException {
        ArmourFile f = StrictJson.bind(StrictJson.tree(json, file), ArmourFile.class, file, "");
        require(f.pieces() != null && f.table() != null && f.weightByAr() != null, file, "",
                "pieces, weightByAr and table are required");
        for (Map.Entry<String, Armour.Piece> e : f.pieces().entrySet()) {
            Armour.Piece p = e.getValue();
            String at = "pieces." + e.getKey();
            require(SLOTS.contains(p.slot()), file, at + ".slot", "body, helm or shield, not \"" + p.slot() + "\"");
            require(p.weight() == null || (p.slot().equals("body") && List.of("light", "medium", "heavy").contains(p.weight())),
                    file, at + ".weight", "only body armour has a weight: light, medium or heavy");
        }
        for (int i = 0; i < f.table().size(); i++) {
            Armour.Row r = f.table().get(i);
            String at = "table[" + i + "]";
            require(f.pieces().keySet().containsAll(r.wears()), file, at + ".wears", "unknown piece in " + r.wears());
            Set<String> slots = new HashSet<>();
            require(r.wears().stream().allMatch(w -> slots.add(f.pieces().get(w).slot())), file, at + ".wears",
                    "two pieces in one slot: " + r.wears());
        }
        return new Armour(f.base(), f.pieces(), f.weightByAr(), f.table());
    }

    static Weapons readWeapons(String json, String file) throws ScenarioException {
        WeaponFile f = StrictJson.bind(StrictJson.tree(json, file), WeaponFile.class, file, "");
        require(f.fighting() != null && f.shooting() != null, file, "", "fighting and shooting are required");
        Set<String> keys = new HashSet<>();
        for (int i = 0; i < f.fighting().size(); i++) {
            Weapons.Fighting w = f.fighting().get(i);
            require(w.key() != null && keys.add(w.key()) && w.name() != null, file, "fighting[" + i + "]",
                    "a key used once and a name");
            require(w.hands() == 1 || w.hands() == 2, file, "fighting[" + i + "].hands", "1 or 2");
        }
        keys.clear();
        for (int i = 0; i < f.shooting().size(); i++) {
            Weapons.Shooting w = f.shooting().get(i);
            require(w.key() != null && keys.add(w.key()) && w.name() != null, file, "shooting[" + i + "]",
                    "a key used once and a name");
            require(w.range() > 0, file, "shooting[" + i + "].range", "a range in inches, more than 0");
            require(w.hands() == 1 || w.hands() == 2, file, "shooting[" + i + "].hands", "1 or 2");
        }
        return new Weapons(f.fighting(), f.shooting());
    }

    static Map<String, Power> readPowers(String json, String file) throws ScenarioException {
        PowerFile f = StrictJson.bind(StrictJson.tree(json, file), PowerFile.class, file, "");
        require(f.powers() != null && !f.powers().isEmpty(), file, "powers", "no powers");
        for (Map.Entry<String, Power> e : f.powers().entrySet()) {
            Power p = e.getValue();
            String at = "powers." + e.getKey();
            require(p.name() != null && List.of("miracle", "wyrd").contains(p.kind()), file, at,
                    "a power has a name and a kind, miracle or wyrd");
            require(List.of("movement", "shooting", "fighting").contains(p.phase()), file, at + ".phase",
                    "movement, shooting or fighting");
            require(Power.EFFECTS.contains(p.effect()), file, at + ".effect",
                    "one of " + String.join(", ", Power.EFFECTS) + ", not \"" + p.effect() + "\"");
            require(!List.of("shot", "blast").contains(p.effect()) || (p.attack() != null && p.fate() != null
                    && p.range() != null), file, at, "an attacking power needs attack, fate and range");
            require(!p.effect().equals("blast") || p.radius() != null, file, at + ".radius", "a blast needs a radius");
            require(p.source() != null, file, at + ".source", "say where the values come from (\"Herald\" for ours)");
        }
        return Map.copyOf(f.powers());
    }

    static Map<String, Profile> readWarband(String json, String file, Armour armour, Weapons weapons,
            Map<String, Power> powers) throws ScenarioException {
        WarbandFile f = StrictJson.bind(StrictJson.tree(json, file), WarbandFile.class, file, "");
        require(f.profiles() != null && !f.profiles().isEmpty(), file, "profiles", "no profiles");
        for (Map.Entry<String, Profile> e : f.profiles().entrySet()) {
            checkProfile(e.getValue(), file, "profiles." + e.getKey(), armour, weapons, powers);
        }
        return Map.copyOf(f.profiles());
    }

    /**
     * One profile, of warband.json or of a scenario's own {@code profiles}, at {@code at}: a name and a source, stats in
     * range, armour pieces, weapons, traits and powers that exist, one piece a slot, Miracles or Wyrd Powers, not both.
     */
    static void checkProfile(Profile p, String file, String at, Armour armour, Weapons weapons, Map<String, Power> powers)
            throws ScenarioException {
        require(p.name() != null && !p.name().isBlank() && p.source() != null, file, at,
                "a name and a source (\"Herald\" for ours)");
        require(p.speed() >= 0 && p.speed() <= 6, file, at + ".speed", "a Speed of 0 to 6 (added to the 6\" move), not "
                + p.speed());
        require(p.sv() >= 0 && p.sv() <= 10, file, at + ".sv", "an SV of 0 to 10, not " + p.sv());
        require(p.fv() >= 0 && p.fv() <= 10, file, at + ".fv", "an FV of 0 to 10, not " + p.fv());
        require(p.leadership() >= 0 && p.leadership() <= 10, file, at + ".leadership", "a Leadership of 0 to 10, not "
                + p.leadership());
        require(p.heroPoints() >= 0 && p.heroPoints() <= 9, file, at + ".heroPoints", "0 to 9 Hero Points, not "
                + p.heroPoints());
        require(p.fate() >= 1 && p.fate() <= 10, file, at + ".fate", "a Fate of 1 to 10 (a d10 must be able to beat it)");
        for (String w : p.armour()) {
            require(armour.pieces().containsKey(w), file, at + ".armour", "unknown piece \"" + w + "\" (pieces: "
                    + String.join(", ", armour.pieces().keySet().stream().sorted().toList()) + ")");
        }
        Set<String> slots = new HashSet<>();
        require(p.armour().stream().allMatch(w -> slots.add(armour.pieces().get(w).slot())), file, at + ".armour",
                "two pieces in one slot");
        for (String w : p.fighting()) {
            require(weapons.fighting().stream().anyMatch(x -> x.key().equals(w)), file, at + ".fighting",
                    "unknown fighting weapon \"" + w + "\" (weapons: " + String.join(", ",
                            weapons.fighting().stream().map(Weapons.Fighting::key).toList()) + ")");
        }
        for (String w : p.shooting()) {
            require(weapons.shooting().stream().anyMatch(x -> x.key().equals(w)), file, at + ".shooting",
                    "unknown shooting weapon \"" + w + "\" (weapons: " + String.join(", ",
                            weapons.shooting().stream().map(Weapons.Shooting::key).toList()) + ")");
        }
        for (String t : p.traits()) {
            require(Profile.TRAITS.contains(t), file, at + ".traits", "unknown trait \"" + t + "\" (traits: "
                    + String.join(", ", Profile.TRAITS) + ")");
        }
        for (String k : p.powers()) {
            require(powers.containsKey(k), file, at + ".powers", "unknown power \"" + k + "\" (powers: "
                    + String.join(", ", powers.keySet().stream().sorted().toList()) + ")");
        }
        require(p.powers().stream().map(k -> powers.get(k).kind()).distinct().count() <= 1, file, at + ".powers",
                "a figure works Miracles or Wyrd Powers, not both");
        require(p.heroPoints() == 0 || p.has("hero"), file, at + ".heroPoints", "only a figure with the hero trait has Hero Points");
    }
}
