package herald.engine.darkage;

import static herald.engine.ScenarioException.require;

import herald.engine.ScenarioException;
import herald.engine.table.Feature;
import herald.engine.table.Footprint;
import herald.engine.table.Inches;
import herald.engine.table.Point;
import herald.engine.table.Table;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The checks of a scenario past its shape: where things stand on the table, who fights whom, what the goals name.
 * Each throws naming the file, the JSON path and what would be right; {@link ScenarioReader} calls them in order.
 */
final class ScenarioChecks {
    /** Special ammunition a scenario may give a figure: fire arrows (W6), holy water (W7), a torch (W8). */
    static final List<String> AMMO = List.of("fire-arrow", "holy-water", "torch");
    static final List<String> GOALS = List.of("burn", "hold", "take-out");
    private static final String ID = "[A-Za-z][A-Za-z0-9-]{0,23}";

    private ScenarioChecks() {}

    /** Every feature: an id orders can name, a known type, an outline of corners on the table that does not cross itself. */
    static Table terrain(Scenario s, String src, Map<String, Terrain> terrain) throws ScenarioException {
        Set<String> ids = new HashSet<>();
        List<Feature> features = new ArrayList<>();
        for (int i = 0; i < s.terrain().size(); i++) {
            Scenario.TerrainSpec t = s.terrain().get(i);
            String at = "terrain[" + i + "]";
            require(t.id() != null && t.id().matches(ID), src, at + ".id",
                    "a feature's id is a letter, then letters, digits and hyphens, up to 24, e.g. \"hall\" (orders name it)");
            require(ids.add(t.id().toLowerCase(Locale.ROOT)), src, at + ".id", "\"" + t.id() + "\" is used twice");
            require(terrain.containsKey(t.type()), src, at + ".type", "unknown terrain \"" + t.type() + "\" (known: "
                    + String.join(", ", terrain.keySet()) + ")");
            require(t.outline() != null && t.outline().size() >= 3, src, at + ".outline",
                    "at least three corners, as \"x,y\"");
            List<Point> corners = new ArrayList<>();
            for (int k = 0; k < t.outline().size(); k++) {
                String c = t.outline().get(k);
                Point p = Point.parse(c).orElse(null);
                String place = at + ".outline[" + k + "]";
                require(p != null, src, place, "\"" + c + "\" is not a point like \"12,30.5\"");
                require(p.x() >= 0 && p.y() >= 0 && p.x() <= s.table().width() && p.y() <= s.table().depth(), src, place,
                        p + " is off the " + size(s) + " table");
                corners.add(p);
            }
            Feature f = new Feature(t.id(), t.type(), t.name() == null ? "" : t.name(), corners);
            require(f.isSimple() && f.area() > 0.01, src, at + ".outline",
                    "the outline crosses itself or has no area: give the corners in order round its edge");
            Terrain type = terrain.get(t.type());
            if (t.burning() != null) {
                require(type.burns(), src, at + ".burning", "a " + lower(type.name()) + " does not burn (what burns: "
                        + String.join(", ", terrain.values().stream().filter(Terrain::burns).map(Terrain::key).toList()) + ")");
                require(t.burning() >= 2 && t.burning() <= 9, src, at + ".burning",
                        "a fire rating of 2 to 9 (a fire is lit at 9 and falls to 2, 5.2.5), not " + t.burning());
            }
            features.add(f);
        }
        return new Table(s.table().width(), s.table().depth(), features);
    }

    /** The night's distances, when it is night: more than nothing, and no more than the table's measure. */
    static void night(Scenario s, String src) throws ScenarioException {
        if (s.night() == null) {
            return;
        }
        require(s.night().sight() == null || s.night().sight() > 0 && s.night().sight() <= 999, src, "night.sight",
                "how far a figure sees in the dark, in inches more than 0 (absent: 3), not " + s.night().sight());
        require(s.night().torchLight() == null || s.night().torchLight() > 0 && s.night().torchLight() <= 999, src,
                "night.torchLight", "how far a torch or a fire lights, in inches more than 0 (absent: 6), not "
                        + s.night().torchLight());
    }

    /** The scenario's own profiles, checked as warband.json's are; then every profile in force. */
    static Map<String, Profile> profiles(Scenario s, String src, Map<String, Profile> warband) throws ScenarioException {
        for (Map.Entry<String, Profile> e : s.profiles().entrySet()) {
            require(e.getKey().matches("[a-z][a-z0-9-]*"), src, "profiles." + e.getKey(),
                    "a profile's key is lower-case letters, digits and '-', e.g. \"jarl\"");
            Data.checkProfile(e.getValue(), src, "profiles." + e.getKey(), Data.armour(), Data.weapons(), Data.powers());
        }
        return ScenarioReader.profiles(s, warband);
    }

    /** Every figure: its id, side and profile, its base wholly on the table, off deep water and clear of the others. */
    static void figures(Scenario s, String src, Map<String, Profile> profiles, Map<String, Terrain> terrain, Table table,
            Set<String> sides) throws ScenarioException {
        require(s.figures() != null && !s.figures().isEmpty(), src, "figures", "a scenario needs figures");
        Set<String> features = new HashSet<>();
        table.features().forEach(x -> features.add(x.id().toLowerCase(Locale.ROOT)));
        List<Feature> decks = table.features().stream().filter(x -> terrain.get(x.terrain()).deck()).toList();
        Map<String, Point> placed = new LinkedHashMap<>();
        for (int i = 0; i < s.figures().size(); i++) {
            Scenario.FigureSpec f = s.figures().get(i);
            String at = "figures[" + i + "]";
            require(f.id() != null && f.id().matches("[A-Za-z][A-Za-z0-9-]{0,15}"), src, at + ".id",
                    "a figure's id is a letter, then letters, digits and hyphens, up to 16, e.g. \"Ulf\"");
            require(placed.keySet().stream().noneMatch(o -> o.equalsIgnoreCase(f.id())), src, at + ".id",
                    f.id() + " is used twice (ids are read in any case)");
            require(!features.contains(f.id().toLowerCase(Locale.ROOT)), src, at + ".id", f.id() + " is also a terrain feature's id: an order naming it"
                    + " would not say which");
            require(sides.contains(f.side()), src, at + ".side", "no side \"" + f.side() + "\" (sides: "
                    + String.join(", ", sides) + ")");
            require(profiles.containsKey(f.profile()), src, at + ".profile", "unknown profile \"" + f.profile()
                    + "\" (known: " + String.join(", ", profiles.keySet()) + ")");
            Point p = Point.parse(f.at()).orElse(null);
            require(p != null, src, at + ".at", "\"" + f.at() + "\" is not a point like \"12,30.5\"");
            Footprint base = Ground.footprint(p);
            require(table.holds(base), src, at + ".at", f.id() + " at " + p + " does not stand wholly on the " + size(s)
                    + " table: its base is " + Inches.number(Ground.diameter()) + "\" across, its centre at least "
                    + Inches.number(Ground.diameter() / 2) + "\" from every edge");
            for (Feature x : table.features()) {
                Terrain type = terrain.get(x.terrain());
                require(!type.impassable() || !x.under(base, decks), src, at + ".at", f.id() + " at " + p + " stands on "
                        + x.id() + " (" + lower(type.name()) + "), where no figure may stand: put its whole base on a deck"
                        + " or on land");
            }
            for (Map.Entry<String, Point> o : placed.entrySet()) {
                require(o.getValue().distanceTo(p) >= Ground.diameter() - Ground.TOUCH, src, at + ".at", f.id() + " at " + p
                        + " overlaps the base of " + o.getKey() + " at " + o.getValue() + ": put their centres at least "
                        + Inches.number(Ground.diameter()) + "\" apart");
            }
            placed.put(f.id(), p);
            equipment(f, src, at, profiles.get(f.profile()));
        }
        for (String side : sides) {
            require(s.figures().stream().anyMatch(f -> side.equals(f.side())), src, "figures",
                    "side \"" + side + "\" has no figure");
        }
    }

    private static void equipment(Scenario.FigureSpec f, String src, String at, Profile profile) throws ScenarioException {
        if (f.heroPoints() != null) {
            // No maximum (H1): a campaign's Hero keeps what he won, fight after fight.
            require(f.heroPoints() >= 0, src, at + ".heroPoints", "0 or more Hero Points (H1 has no maximum), not "
                    + f.heroPoints());
            require(f.heroPoints() == 0 || profile.has("hero"), src, at + ".heroPoints", f.id() + "'s profile "
                    + f.profile() + " has not the hero trait: only a Hero has Hero Points (H1)");
        }
        for (Map.Entry<String, Integer> a : f.ammo().entrySet()) {
            String place = at + ".ammo." + a.getKey();
            require(AMMO.contains(a.getKey()), src, place, "unknown ammunition \"" + a.getKey() + "\" (kinds: "
                    + String.join(", ", AMMO) + ")");
            require(a.getValue() != null && a.getValue() >= 0 && a.getValue() <= 99, src, place,
                    "a count of 0 to 99, not " + a.getValue());
            require(!a.getKey().equals("fire-arrow") || a.getValue() == 0
                    || profile.shooting().stream().anyMatch(k -> k.endsWith("bow")), src, place, f.id() + " has no bow or"
                    + " crossbow to shoot fire arrows with (W6; its shooting weapons: "
                    + (profile.shooting().isEmpty() ? "none" : String.join(", ", profile.shooting())) + ")");
        }
    }

    /** Each side's leader one of its figures; allies named both ways, never itself, and allies of allies allied. */
    static void leadersAndAllies(Scenario s, String src) throws ScenarioException {
        Map<String, Scenario.SideSpec> byId = new LinkedHashMap<>();
        s.sides().forEach(x -> byId.put(x.id(), x));
        for (int i = 0; i < s.sides().size(); i++) {
            Scenario.SideSpec side = s.sides().get(i);
            String at = "sides[" + i + "]";
            if (side.leader() != null) {
                List<String> own = s.figures().stream().filter(f -> f.side().equals(side.id())).map(Scenario.FigureSpec::id)
                        .toList();
                require(own.contains(side.leader()), src, at + ".leader", "\"" + side.leader() + "\" is not a figure of "
                        + side.id() + " (its figures: " + String.join(", ", own) + ")");
            }
            Set<String> named = new HashSet<>();
            for (int k = 0; k < side.allies().size(); k++) {
                String ally = side.allies().get(k);
                String place = at + ".allies[" + k + "]";
                require(byId.containsKey(ally), src, place, "no side \"" + ally + "\" (sides: "
                        + String.join(", ", byId.keySet()) + ")");
                require(!ally.equals(side.id()), src, place, "a side is not its own ally");
                require(named.add(ally), src, place, "\"" + ally + "\" is named twice");
                require(byId.get(ally).allies().contains(side.id()), src, place, ally + " does not name " + side.id()
                        + " among its allies: both sides of an alliance name each other");
                for (String theirs : byId.get(ally).allies()) {
                    require(theirs.equals(side.id()) || side.allies().contains(theirs), src, at + ".allies",
                            ally + " is allied with " + theirs + ", so " + side.id() + " must name " + theirs
                                    + " too: allies of allies fight and win together");
                }
            }
        }
        require(s.sides().stream().anyMatch(x -> x.allies().size() < s.sides().size() - 1), src, "sides",
                "every side is allied with every other: nobody is left to fight");
    }

    /** What the victory says: a text for the players and goals each naming what exists and can be met. */
    static void victory(Scenario s, String src, Table table, Map<String, Terrain> terrain) throws ScenarioException {
        if (s.victory() == null) {
            return;
        }
        require(s.victory().text() != null && !s.victory().text().isBlank(), src, "victory.text",
                "say in words how the game is won: the players read it");
        List<String> sides = s.sides().stream().map(Scenario.SideSpec::id).toList();
        for (int i = 0; i < s.victory().goals().size(); i++) {
            Scenario.Goal g = s.victory().goals().get(i);
            String at = "victory.goals[" + i + "]";
            require(g.kind() != null && GOALS.contains(g.kind()), src, at + ".kind", (g.kind() == null ? "missing"
                    : "\"" + g.kind() + "\" is not a goal") + ": "
                    + String.join(", ", GOALS));
            require(sides.contains(g.side()), src, at + ".side", "no side \"" + g.side() + "\" (sides: "
                    + String.join(", ", sides) + ")");
            require(g.points() == null || g.points() >= 1 && g.points() <= 99, src, at + ".points",
                    "1 to 99 points (absent: 1), not " + g.points());
            if (g.kind().equals("take-out")) {
                require(g.feature() == null, src, at + ".feature", "a take-out goal names a figure, not a feature");
                require(g.figure() != null, src, at, "a take-out goal names the enemy \"figure\" to take out");
                Optional<Scenario.FigureSpec> f = s.figures().stream().filter(x -> x.id().equals(g.figure())).findFirst();
                require(f.isPresent(), src, at + ".figure", "no figure \"" + g.figure() + "\"");
                require(!allied(s, g.side(), f.get().side()), src, at + ".figure", g.figure() + " is of " + f.get().side()
                        + ", not an enemy of " + g.side() + ": a side takes out only its enemies");
            } else {
                require(g.figure() == null, src, at + ".figure", "a " + g.kind() + " goal names a feature, not a figure");
                require(g.feature() != null, src, at, "a " + g.kind() + " goal names the \"feature\" to " + g.kind());
                Optional<Feature> x = table.features().stream().filter(y -> y.id().equals(g.feature())).findFirst();
                require(x.isPresent(), src, at + ".feature", "no terrain feature \"" + g.feature() + "\" (features: "
                        + String.join(", ", table.features().stream().map(Feature::id).toList()) + ")");
                Terrain type = terrain.get(x.get().terrain());
                require(!g.kind().equals("burn") || type.burns(), src, at + ".feature", g.feature() + " is a "
                        + lower(type.name()) + ", which does not burn");
                require(!g.kind().equals("hold") || !type.impassable(), src, at + ".feature", g.feature() + " is "
                        + lower(type.name()) + ", where no figure may stand: it cannot be held");
            }
        }
    }

    private static boolean allied(Scenario s, String a, String b) {
        return a.equals(b) || s.sides().stream().anyMatch(x -> x.id().equals(a) && x.allies().contains(b));
    }

    private static String size(Scenario s) {
        return Inches.number(s.table().width()) + "\" x " + Inches.number(s.table().depth()) + "\"";
    }

    private static String lower(String name) {
        return name.toLowerCase(Locale.ROOT);
    }
}
