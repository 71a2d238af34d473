package herald.engine.fantasywarriors;

import static herald.engine.ScenarioException.require;

import herald.engine.ScenarioException;
import herald.engine.Side;
import herald.engine.data.StrictJson;
import herald.engine.table.Bearing;
import herald.engine.table.Feature;
import herald.engine.table.Footprint;
import herald.engine.table.Table;
import herald.engine.table.TableReader;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The armies as a scenario sets them up, before the first battle turn: each side's army list (with the scenario's
 * overrides), its commands under their leaders and orders, and every unit and individual on the table. A scenario is
 * checked as it is read, each mistake named by file and place ("ford.json: sides[1].commands[0].units[2].figures: the
 * dwarf-warriors list allows 10 to 30 figures, not 40").
 */
public record Deployment(BattleScenario scenario, Table table, List<Side> sides, Map<String, Army> armies,
        Map<String, Command> commands, Map<String, Unit> units, Map<String, Individual> individuals,
        Map<String, EquipmentPiece> equipment, Map<String, String> options) {

    public Deployment {
        options = options == null ? Map.of() : Map.copyOf(options);
    }

    /** The battle with the club's house rules ({@link FantasyWarriors#options}), chosen when the game was made. */
    public Deployment withOptions(Map<String, String> chosen) {
        return new Deployment(scenario, table, sides, armies, commands, units, individuals, equipment, chosen);
    }

    /** The battle with its table changed: a terrain feature set down again after scouting ({@link Scouting}). */
    public Deployment withTable(Table changed) {
        return new Deployment(scenario, changed, sides, armies, commands, units, individuals, equipment, options);
    }

    /** The house rule {@code key} as the club chose it, or its default. */
    public String option(String key) {
        return options.getOrDefault(key, FantasyWarriors.OPTIONS.stream().filter(o -> o.key().equals(key))
                .map(herald.engine.RuleOption::defaultValue).findFirst().orElseThrow());
    }

    /** An id orders name: a letter, then letters, digits and hyphens, read in any case. */
    private static final String ID = "[A-Za-z][A-Za-z0-9-]{0,15}";
    /** Words of the order grammar an id would make ambiguous. */
    private static final Set<String> RESERVED = Set.of("AT", "TO", "ON", "THEN", "ALL", "BY", "FROM");
    private static final int MOST_SIDES = 4;
    private static final int DEFAULT_FILES = 5;
    /** Herald's bound: the base book's talismans are missing, and a count past a handful is a slip of the pen. */
    private static final int MOST_TALISMANS = 9;

    /** The scenario read with the shipped army lists. */
    public static Deployment read(String json, String src) throws ScenarioException {
        return read(json, src, Map.of());
    }

    /**
     * The scenario read with the army lists given by key ({@code lists}: a list's key to its JSON text, as a game's
     * set-up kept them), and the shipped ones for any other key.
     */
    public static Deployment read(String json, String src, Map<String, String> lists) throws ScenarioException {
        BattleScenario s = StrictJson.bind(StrictJson.tree(json, src), BattleScenario.class, src, "");
        require(s.schema() == 1, src, "schema", "this Herald reads schema 1, not " + s.schema());
        require(s.title() != null && !s.title().isBlank(), src, "title", "missing");
        require(s.turns() >= 1 && s.turns() <= 99, src, "turns", "a whole number of battle turns, 1 to 99");
        require(s.period() >= 1 && s.period() <= 12, src, "period",
                "the time dial's period, 1 to 6 by day and 7 to 12 by night, not " + s.period());
        Map<String, Terrain> types = Terrain.shipped();
        Table table = TableReader.read(s.table(), s.terrain(), types.keySet(), src);
        require(s.sides() != null && s.sides().size() >= 2 && s.sides().size() <= MOST_SIDES, src, "sides",
                "two to four sides, each an army");
        return new Reader(s, src, table, types, lists).read();
    }

    /** The scenario's sides, in its order, each with its colour. */
    private static List<Side> sides(BattleScenario s) {
        List<Side> out = new ArrayList<>();
        for (int i = 0; i < s.sides().size(); i++) {
            BattleScenario.SideSpec side = s.sides().get(i);
            out.add(new Side(side.id(), side.name(), side.colour() != null ? side.colour() : Side.defaultColour(i)));
        }
        return out;
    }

    private static final class Reader {
        private final BattleScenario s;
        private final String src;
        private final Table table;
        private final Map<String, Terrain> types;
        private final Set<String> ids = new HashSet<>();
        private final Map<String, Army> armies = new LinkedHashMap<>();
        private final Map<String, Command> commands = new LinkedHashMap<>();
        private final Map<String, Unit> units = new LinkedHashMap<>();
        private final Map<String, Individual> individuals = new LinkedHashMap<>();

        private final Map<String, String> lists;

        Reader(BattleScenario s, String src, Table table, Map<String, Terrain> types, Map<String, String> lists) {
            this.lists = lists;
            this.s = s;
            this.src = src;
            this.table = table;
            this.types = types;
            table.features().forEach(f -> ids.add(f.id().toLowerCase(Locale.ROOT)));
        }

        Deployment read() throws ScenarioException {
            Set<String> sideIds = new HashSet<>();
            for (int i = 0; i < s.sides().size(); i++) {
                BattleScenario.SideSpec side = s.sides().get(i);
                String at = "sides[" + i + "]";
                ScenarioException.requireSide(side.id(), side.name(), side.colour(), src, at, sideIds, "orcs");
                require(side.alliance() == null || side.alliance().matches("[a-z][a-z0-9-]*"), src, at + ".alliance",
                        "an alliance is lower-case letters, digits and '-', the same word for every side in it, e.g. \"west\"");
                require(side.army() != null && ArmyLists.SHIPPED.contains(side.army()), src, at + ".army",
                        "an army list: one of " + String.join(", ", ArmyLists.SHIPPED) + ", not \"" + side.army() + "\"");
                Army army = lists.containsKey(side.army())
                        ? ArmyLists.read(lists.get(side.army()), "armies/" + side.army() + ".json")
                        : ArmyLists.army(side.army());
                if (side.overrides() != null) {
                    army = ArmyLists.override(army, side.overrides(), src, at + ".overrides");
                }
                armies.put(side.id(), army);
                side(side, army, at);
            }
            // after every side's units, so that a piece is checked against all of them
            Map<String, EquipmentPiece> equipment = new LinkedHashMap<>();
            EquipmentSetUp.Placed placed = new EquipmentSetUp.Placed(s, src, table, types, units, equipment.values());
            for (int i = 0; i < s.sides().size(); i++) {
                BattleScenario.SideSpec side = s.sides().get(i);
                for (int e = 0; e < side.equipment().size(); e++) {
                    String at = "sides[" + i + "].equipment[" + e + "]";
                    id(side.equipment().get(e).id(), at + ".id");
                    EquipmentPiece p = EquipmentSetUp.piece(side.equipment().get(e), side.id(), armies.get(side.id()), at,
                            placed);
                    equipment.put(p.id(), p);
                }
            }
            long alliances = s.sides().stream().map(sd -> sd.alliance() == null ? sd.id() : sd.alliance()).distinct().count();
            require(alliances >= 2, src, "sides", "every side is in one alliance: a battle needs an enemy");
            Paladins.checkAllies(s, armies, units, individuals, src);
            Players.check(s, src, commands, individuals, armies);
            Scouting.check(s, table, src);
            return new Deployment(s, table, sides(s), Collections.unmodifiableMap(armies),
                    Collections.unmodifiableMap(commands), Collections.unmodifiableMap(units),
                    Collections.unmodifiableMap(individuals), Collections.unmodifiableMap(equipment), Map.of());
        }

        private void side(BattleScenario.SideSpec side, Army army, String at) throws ScenarioException {
            require(side.commands() != null && !side.commands().isEmpty(), src, at + ".commands",
                    "a side has at least its warchief's command");
            int warchiefs = 0;
            for (int c = 0; c < side.commands().size(); c++) {
                BattleScenario.CommandSpec cs = side.commands().get(c);
                String place = at + ".commands[" + c + "]";
                id(cs.id(), place + ".id");
                require(cs.leader() != null, src, place + ".leader", "a command is led by the warchief or a battle leader");
                Profile leader = entry(army, cs.leader().entry(), place + ".leader.entry");
                require(leader.role().leads(), src, place + ".leader.entry", cs.leader().entry() + " is a "
                        + leader.role().key() + ": a command is led by the warchief or a battle leader");
                warchiefs += leader.role() == Role.WARCHIEF ? 1 : 0;
                Order order = order(cs.order(), place + ".order");
                Mercenaries.check(side, cs, leader, order, army, src, place);
                List<String> ids = new ArrayList<>();
                for (int u = 0; u < cs.units().size(); u++) {
                    Unit unit = unit(cs.units().get(u), side.id(), cs.id(), army, place + ".units[" + u + "]");
                    unit = SettingUpForwards.placed(unit, cs.units().get(u), order, side, army, s, table, src,
                            place + ".units[" + u + "]");
                    // Mercenaries start on oppose orders (L627).
                    require(!army.profile(unit.entry()).mercenary() || order == Order.OPPOSE, src, place + ".order",
                            unit.id() + " is a mercenary, and a command with mercenaries starts on oppose (L627)");
                    units.put(unit.id(), unit);
                    ids.add(unit.id());
                }
                commands.put(cs.id(), new Command(cs.id(), side.id(), cs.leader().id(), ids, order, Optional.empty()));
                individual(cs.leader(), side.id(), cs.id(), army, place + ".leader");
            }
            require(warchiefs == 1, src, at + ".commands", "a side has one warchief, leading one command; "
                    + side.id() + " has " + warchiefs);
            require(side.talismans() >= 0 && side.talismans() <= MOST_TALISMANS, src, at + ".talismans",
                    "0 to " + MOST_TALISMANS + " talismans, the army standard among them, not " + side.talismans());
            if (side.speech() != null) {
                Individual warchief = individuals.values().stream().filter(i -> i.side().equals(side.id())
                        && army.profile(i.entry()).role() == Role.WARCHIEF).findFirst().orElseThrow();
                individuals.put(warchief.id(), BeforeTheBattle.speaker(side, army, units, warchief, src, at + ".speech"));
            }
            for (int i = 0; i < side.individuals().size(); i++) {
                BattleScenario.PieceSpec p = side.individuals().get(i);
                String place = at + ".individuals[" + i + "]";
                Profile entry = entry(army, p.entry(), place + ".entry");
                require(!entry.role().leads(), src, place + ".entry", p.entry() + " leads a command: list him as"
                        + " a command's leader");
                individual(p, side.id(), null, army, place);
            }
        }

        private Unit unit(BattleScenario.UnitSpec u, String side, String command, Army army, String at)
                throws ScenarioException {
            id(u.id(), at + ".id");
            Profile p = entry(army, u.entry(), at + ".entry");
            require(p.role().isUnit(), src, at + ".entry", u.entry() + " is an individual: list him under individuals"
                    + " or as a command's leader");
            int figures;
            if (p.size().isPresent()) {
                int min = p.size().get().min().value();
                int max = p.size().get().max().value();
                require(u.figures() != null && u.figures() >= min && u.figures() <= max, src, at + ".figures",
                        "the " + u.entry() + " list allows " + min + " to " + max + " figures, not " + u.figures());
                figures = u.figures();
            } else {
                require(u.figures() == null || u.figures() == 1, src, at + ".figures", u.entry() + " is one piece");
                figures = 1;
            }
            int files = u.files() != null ? u.files() : Math.min(DEFAULT_FILES, figures);
            require(files >= 1 && files <= figures, src, at + ".files", "1 to " + figures + " figures a rank, not " + files);
            Footprint ground = Base.of(p).ground(figures, files, TableReader.point(u.at(), s.table(), src, at + ".at"),
                    facing(u.facing(), at + ".facing"));
            placed(ground, at, true);
            int volleys = p.volleyCounters().map(Profile.Sourced::value).orElse(0);
            // Fielded with the leader its list offers (Herald's: a scenario does not yet name specials); an engine or a
            // huge creature has none.
            Standing standing = new Standing(false, false, false, p.quality(),
                    p.specials().containsKey(Profile.Special.LEADER), false, false);
            return BeforeTheBattle.provisioned(new Unit(u.id(), side, command, u.entry(), figures, figures, files, ground,
                    standing, false, volleys, 0, 0), u, p, army, src, at);
        }

        private void individual(BattleScenario.PieceSpec p, String side, String leads, Army army, String at)
                throws ScenarioException {
            id(p.id(), at + ".id");
            Profile entry = entry(army, p.entry(), at + ".entry");
            require(!entry.role().isUnit(), src, at + ".entry", p.entry() + " stands as a unit: list it under a command's units");
            require(entry.role() != Role.FIEND && entry.role() != Role.TREE_SPIRIT, src, at + ".entry", p.entry()
                    + " is summoned during the battle (CAST SUMMON, CAST SPIRIT), never deployed");
            double facing = p.facing() == null ? 0 : facing(p.facing(), at + ".facing");
            Footprint ground = Base.of(entry).ground(1, 1, TableReader.point(p.at(), s.table(), src, at + ".at"), facing);
            placed(ground, at, false);
            individuals.put(p.id(), new Individual(p.id(), side, p.entry(), leads, ground, null,
                    entry.magicPower().map(Profile.Sourced::value).orElse(0), 0));
        }

        /** On the table, off impassable ground, and (a unit) clear of every unit placed before it. */
        private void placed(Footprint ground, String at, boolean unit) throws ScenarioException {
            require(table.holds(ground), src, at + ".at", "its base is not wholly on the table");
            for (Feature f : table.under(ground)) {
                require(!types.get(f.terrain()).impassable(), src, at + ".at", "it stands in " + describe(f)
                        + ", which no unit enters");
            }
            if (unit) {
                for (Unit other : units.values()) {
                    require(!ground.overlaps(other.ground()), src, at + ".at", "its base overlaps " + other.id() + "'s");
                }
            }
        }

        private String describe(Feature f) {
            return f.name().isBlank() ? "the " + types.get(f.terrain()).name().toLowerCase(Locale.ROOT) + " " + f.id() : f.name();
        }

        private void id(String id, String at) throws ScenarioException {
            require(id != null && id.matches(ID), src, at, "an id is a letter, then letters, digits and hyphens, up to 16,"
                    + " e.g. \"O1\" (orders name it)");
            require(!RESERVED.contains(id.toUpperCase(Locale.ROOT)), src, at, "\"" + id + "\" is a word of the orders");
            require(ids.add(id.toLowerCase(Locale.ROOT)), src, at, "\"" + id + "\" is used twice (ids are read in any case,"
                    + " and a terrain feature's count)");
        }

        private Profile entry(Army army, String key, String at) throws ScenarioException {
            require(key != null && (army.units().containsKey(key) || army.individuals().containsKey(key)), src, at,
                    "no entry \"" + key + "\" in the " + army.name() + " army list (it has "
                            + String.join(", ", army.units().keySet()) + "; " + String.join(", ", army.individuals().keySet()) + ")");
            return army.profile(key);
        }

        private Order order(String word, String at) throws ScenarioException {
            for (Order o : Order.values()) {
                if (o.name().equalsIgnoreCase(word == null ? "" : word)) {
                    return o;
                }
            }
            throw new ScenarioException(src + ": " + at + ": a command starts on hold, attack or oppose, not \"" + word + "\"");
        }

        private double facing(String text, String at) throws ScenarioException {
            java.util.OptionalDouble b = Bearing.parse(text);
            require(b.isPresent(), src, at, "a facing is degrees from up the table (0 to 360) or a compass point, not \""
                    + text + "\"");
            return b.getAsDouble();
        }
    }
}
