package herald.engine.basicfantasy;

import herald.engine.Outcome;
import herald.engine.RulesState;
import herald.engine.Side;
import herald.engine.table.Table;
import herald.engine.view.ReportSection;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.pcollections.OrderedPMap;
import org.pcollections.PVector;
import org.pcollections.TreePVector;

/**
 * A game of the basic fantasy rules as a value: a fold over its events, never needing dice. The collections are
 * never changed in place: each {@code with...} builds the one it changes and shares the rest, so folding an event
 * costs what the event changes.
 *
 * @param roster the unit types in force (the scenario's overrides applied), as carried by the set-up event
 * @param units every unit by id, in scenario order, the destroyed included
 * @param turn the game turn (1 first, 0 before set-up)
 * @param active the side whose player turn it is
 * @param removedBy enemy figures removed so far, by the side that removed them (R17)
 * @param report the last player turn's report, one section per phase
 */
public record BasicFantasyState(Scenario scenario, Map<String, UnitType> roster, Map<String, TerrainType> terrain,
        Map<String, SpellType> spells, Options options, Table table, List<Side> sides, Map<String, Unit> units, int turn,
        String active, Map<String, Integer> removedBy, List<ReportSection> report, Outcome outcome) implements RulesState {

    /** What changes during play is persistent (O(log n) a change, scenario order kept): the units, tallies, report. */
    public BasicFantasyState {
        units = ordered(units);
        removedBy = ordered(removedBy);
        report = vector(report);
    }

    private static <K, V> OrderedPMap<K, V> ordered(Map<K, V> map) {
        return map instanceof OrderedPMap<K, V> m ? m : OrderedPMap.from(map);
    }

    private static <T> PVector<T> vector(List<T> list) {
        return list instanceof PVector<T> v ? v : TreePVector.from(List.copyOf(list));
    }

    public static BasicFantasyState initial() {
        return new BasicFantasyState(null, Map.of(), Map.of(), Map.of(), Options.defaults(), null, List.of(), Map.of(), 0,
                null, Map.of(), List.of(), null);
    }

    public Optional<Unit> unit(String id) {
        return Optional.ofNullable(units.get(id));
    }

    public Unit unitOrThrow(String id) {
        Unit u = units.get(id);
        if (u == null) {
            throw new IllegalStateException("no unit " + id);
        }
        return u;
    }

    public List<Unit> living() {
        return units.values().stream().filter(Unit::alive).toList();
    }

    public List<Unit> living(String side) {
        return units.values().stream().filter(u -> u.alive() && u.side().equals(side)).toList();
    }

    public List<Unit> livingEnemiesOf(String side) {
        return units.values().stream().filter(u -> u.alive() && !u.side().equals(side)).toList();
    }

    public UnitType typeOf(Unit u) {
        return roster.get(u.type());
    }

    /** The unit's stats as they stand now: its type's, plus Melee monster's bonus while it lasts. */
    public Profile profile(Unit u) {
        Profile p = Profile.of(typeOf(u));
        return u.enhanced() ? p.plusMonster(spells.get("monster").bonus()) : p;
    }

    public String sideName(String id) {
        return sides.stream().filter(s -> s.id().equals(id)).map(Side::name).findFirst().orElse(id);
    }

    public String colour(String side) {
        return sides.stream().filter(s -> s.id().equals(side)).map(Side::colour).findFirst().orElse("#000000");
    }

    public List<String> sideIds() {
        return sides.stream().map(Side::id).toList();
    }

    /** The sides in the order they play each game turn: the scenario's order, starting with its first side. */
    public List<String> rotation() {
        List<String> ids = sideIds();
        int start = Math.max(0, ids.indexOf(scenario.first() == null ? ids.get(0) : scenario.first()));
        List<String> out = new ArrayList<>(ids.subList(start, ids.size()));
        out.addAll(ids.subList(0, start));
        return out;
    }

    public int removedBy(String side) {
        return removedBy.getOrDefault(side, 0);
    }

    public BasicFantasyState withSetUp(Scenario s, Map<String, UnitType> r, Map<String, TerrainType> t,
            Map<String, SpellType> sp, Options o, Table tb, List<Side> sd, Map<String, Unit> us) {
        BasicFantasyState set = new BasicFantasyState(s, r, t, sp, o, tb, List.copyOf(sd), us, 1, null, Map.of(), report, outcome);
        return set.withTurn(1, set.rotation().get(0));
    }

    public BasicFantasyState withUnit(Unit changed) {
        if (!units.containsKey(changed.id())) {
            throw new IllegalStateException("no unit " + changed.id());
        }
        return new BasicFantasyState(scenario, roster, terrain, spells, options, table, sides,
                ((OrderedPMap<String, Unit>) units).plus(changed.id(), changed), turn, active, removedBy, report, outcome);
    }

    /** {@code side} removed {@code figures} enemy figures. */
    public BasicFantasyState withRemoved(String side, int figures) {
        if (figures == 0) {
            return this;
        }
        return new BasicFantasyState(scenario, roster, terrain, spells, options, table, sides, units, turn, active,
                ((OrderedPMap<String, Integer>) removedBy).plus(side, removedBy(side) + figures), report, outcome);
    }

    public BasicFantasyState withTurn(int n, String side) {
        return new BasicFantasyState(scenario, roster, terrain, spells, options, table, sides, units, n, side, removedBy,
                report, outcome);
    }

    public BasicFantasyState withOutcome(Outcome o) {
        return new BasicFantasyState(scenario, roster, terrain, spells, options, table, sides, units, turn, active,
                removedBy, report, o);
    }

    public BasicFantasyState withNewReport(String heading) {
        return withReport(List.of(new ReportSection(heading, List.of())));
    }

    public BasicFantasyState withReportSection(String heading) {
        return withReport(((PVector<ReportSection>) report).plus(new ReportSection(heading, List.of())));
    }

    public BasicFantasyState withReportLine(String line) {
        PVector<ReportSection> out = (PVector<ReportSection>) report;
        if (out.isEmpty()) {
            out = out.plus(new ReportSection("Turn " + turn, List.of()));
        }
        int last = out.size() - 1;
        ReportSection section = out.get(last);
        // The section's lines are kept persistent (ReportSection keeps a PVector as it is): one line costs O(log n).
        PVector<String> lines = section.lines() instanceof PVector<String> v ? v : TreePVector.from(section.lines());
        return withReport(out.with(last, new ReportSection(section.heading(), lines.plus(line))));
    }

    private BasicFantasyState withReport(List<ReportSection> r) {
        return new BasicFantasyState(scenario, roster, terrain, spells, options, table, sides, units, turn, active,
                removedBy, r, outcome);
    }
}
