package herald.engine.fantasywarriors;

import herald.engine.Outcome;
import herald.engine.RulesState;
import herald.engine.Side;
import herald.engine.table.Table;
import herald.engine.view.ReportSection;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.pcollections.OrderedPMap;
import org.pcollections.PVector;
import org.pcollections.TreePVector;

/**
 * A battle of Fantasy Warriors as a value: a fold over its events, never needing dice. What changes during play is
 * persistent (the units, individuals, commands and the report), so an event costs what it changes.
 *
 * @param deployment the battle as its scenario set it up: table, sides, army lists (overrides applied)
 * @param equipment the battlefield equipment on the table, in scenario order
 * @param companion what the Companion's modules keep from turn to turn beyond the pieces themselves
 * @param turn the battle turn (1 first; 0 before set-up)
 * @param period the time dial (1-6 day, 7-12 night), one period a turn
 * @param report the last turn's report, one section a phase
 */
public record FantasyWarriorsState(Deployment deployment, Map<String, Command> commands, Map<String, Unit> units,
        Map<String, Individual> individuals, Map<String, EquipmentPiece> equipment, Companion companion, int turn,
        int period, List<ReportSection> report, Outcome outcome) implements RulesState {

    public FantasyWarriorsState {
        commands = ordered(commands);
        units = ordered(units);
        individuals = ordered(individuals);
        equipment = ordered(equipment);
        companion = companion == null ? Companion.NONE : companion;
        report = report instanceof PVector<ReportSection> v ? v : TreePVector.from(List.copyOf(report));
    }

    private static <K, V> OrderedPMap<K, V> ordered(Map<K, V> map) {
        return map instanceof OrderedPMap<K, V> m ? m : OrderedPMap.from(map);
    }

    public static FantasyWarriorsState initial() {
        return new FantasyWarriorsState(null, Map.of(), Map.of(), Map.of(), Map.of(), Companion.NONE, 0, 0, List.of(), null);
    }

    /** The battle as deployed, its first turn's orders due. */
    public static FantasyWarriorsState deployed(Deployment d) {
        return new FantasyWarriorsState(d, d.commands(), d.units(), d.individuals(), d.equipment(), Companion.NONE, 1,
                d.scenario().period(), List.of(), null);
    }

    public Table table() {
        return deployment.table();
    }

    public List<Side> sides() {
        return deployment == null ? List.of() : deployment.sides();
    }

    public Army army(String side) {
        return deployment.armies().get(side);
    }

    /** The army list entry of a unit or individual: its first side's, though mercenaries may change sides (L666). */
    public Profile profile(Unit u) {
        Unit first = deployment.units().get(u.id());
        return army(first == null ? u.side() : first.side()).profile(u.entry());
    }

    public Profile profile(Individual i) {
        Individual first = deployment.individuals().get(i.id());
        return army(first == null ? i.side() : first.side()).profile(i.entry());
    }

    public Optional<Unit> unit(String id) {
        return Optional.ofNullable(units.get(id));
    }

    public Unit unitOrThrow(String id) {
        return unit(id).orElseThrow(() -> new IllegalStateException("no unit " + id));
    }

    public Optional<Individual> individual(String id) {
        return Optional.ofNullable(individuals.get(id));
    }

    /** The units still on the table, in scenario order. */
    public List<Unit> onTable() {
        return units.values().stream().filter(Unit::onTable).toList();
    }

    public List<Unit> onTable(String side) {
        return onTable().stream().filter(u -> u.side().equals(side)).toList();
    }

    public List<Unit> enemiesOf(String side) {
        return onTable().stream().filter(u -> !allied(u.side(), side)).toList();
    }

    /** Whether two sides fight together: the same side, or allies (a scenario's {@code alliance}). */
    public boolean allied(String a, String b) {
        return a.equals(b) || alliance(a).equals(alliance(b));
    }

    /** The alliance a side fights in: the scenario's, or its own id. */
    public String alliance(String side) {
        return deployment.scenario().sides().stream().filter(sd -> sd.id().equals(side)).findFirst()
                .map(sd -> sd.alliance() == null ? sd.id() : sd.alliance()).orElse(side);
    }

    /** The command a unit belongs to. */
    public Command commandOf(Unit u) {
        return commands.get(u.command());
    }

    /** By day in periods 1 to 6 of the time dial, by night in 7 to 12. */
    public boolean night() {
        return period > 6;
    }

    /** The talismans a side's army carries, the army standard among them: its scenario says (SCENARIOS.md). */
    public int talismans(String side) {
        return deployment.scenario().sides().stream().filter(x -> x.id().equals(side))
                .mapToInt(BattleScenario.SideSpec::talismans).findFirst().orElse(0);
    }

    public String sideName(String id) {
        return sides().stream().filter(s -> s.id().equals(id)).map(Side::name).findFirst().orElse(id);
    }

    public FantasyWarriorsState withUnit(Unit changed) {
        requireKnown(units, changed.id());
        return new FantasyWarriorsState(deployment, commands, ((OrderedPMap<String, Unit>) units).plus(changed.id(), changed),
                individuals, equipment, companion, turn, period, report, outcome);
    }

    public FantasyWarriorsState withIndividual(Individual changed) {
        requireKnown(individuals, changed.id());
        return new FantasyWarriorsState(deployment, commands, units,
                ((OrderedPMap<String, Individual>) individuals).plus(changed.id(), changed), equipment, companion, turn, period,
                report, outcome);
    }

    /** A piece that joins the battle during play: a summoned fiend or tree spirit (Companion L1279, L1126). */
    public FantasyWarriorsState withIndividualAdded(Individual added) {
        if (individuals.containsKey(added.id())) {
            throw new IllegalStateException("piece " + added.id() + " is already on the table");
        }
        return new FantasyWarriorsState(deployment, commands, units,
                ((OrderedPMap<String, Individual>) individuals).plus(added.id(), added), equipment, companion, turn, period,
                report, outcome);
    }

    /** The Companion's magic in force. */
    public Magic magic() {
        return companion.magic();
    }

    public FantasyWarriorsState withMagic(Magic m) {
        return withCompanion(companion.withMagic(m));
    }

    public FantasyWarriorsState withEquipment(EquipmentPiece changed) {
        requireKnown(equipment, changed.id());
        return new FantasyWarriorsState(deployment, commands, units, individuals,
                ((OrderedPMap<String, EquipmentPiece>) equipment).plus(changed.id(), changed), companion, turn, period, report, outcome);
    }

    /** The battle with its deployment changed: the table after scouting. */
    public FantasyWarriorsState withDeployment(Deployment changed) {
        return new FantasyWarriorsState(changed, commands, units, individuals, equipment, companion, turn, period, report,
                outcome);
    }

    public FantasyWarriorsState withCompanion(Companion changed) {
        return new FantasyWarriorsState(deployment, commands, units, individuals, equipment, changed, turn, period, report, outcome);
    }

    /** The pieces a unit carries: its mantlets and pavises. */
    public List<EquipmentPiece> carriedBy(String unit) {
        return equipment.values().stream().filter(p -> p.carriedBy(unit)).toList();
    }

    public FantasyWarriorsState withCommand(Command changed) {
        requireKnown(commands, changed.id());
        return new FantasyWarriorsState(deployment, ((OrderedPMap<String, Command>) commands).plus(changed.id(), changed),
                units, individuals, equipment, companion, turn, period, report, outcome);
    }

    /** A new battle turn: its number and the time dial's period; the report starts afresh. */
    public FantasyWarriorsState withTurn(int n, int p) {
        return new FantasyWarriorsState(deployment, commands, units, individuals, equipment, companion, n, p, List.of(), outcome);
    }

    /** The clock moved on to turn {@code n} and period {@code p}, the report kept. */
    public FantasyWarriorsState withClock(int n, int p) {
        return new FantasyWarriorsState(deployment, commands, units, individuals, equipment, companion, n, p, report, outcome);
    }

    /** A new section of the report (a phase), which the lines after it join. */
    public FantasyWarriorsState withSection(String heading) {
        return new FantasyWarriorsState(deployment, commands, units, individuals, equipment, companion, turn, period,
                ((PVector<ReportSection>) report).plus(new ReportSection(heading, TreePVector.empty())), outcome);
    }

    public FantasyWarriorsState withReportLine(String line) {
        PVector<ReportSection> r = (PVector<ReportSection>) report;
        if (r.isEmpty()) {
            r = r.plus(new ReportSection("", TreePVector.empty()));
        }
        ReportSection last = r.get(r.size() - 1);
        ReportSection added = new ReportSection(last.heading(), ((PVector<String>) last.lines()).plus(line));
        return new FantasyWarriorsState(deployment, commands, units, individuals, equipment, companion, turn, period,
                r.with(r.size() - 1, added), outcome);
    }

    public FantasyWarriorsState withOutcome(Outcome o) {
        return new FantasyWarriorsState(deployment, commands, units, individuals, equipment, companion, turn, period, report, o);
    }

    private static void requireKnown(Map<String, ?> map, String id) {
        if (!map.containsKey(id)) {
            throw new IllegalStateException("no piece " + id);
        }
    }
}
