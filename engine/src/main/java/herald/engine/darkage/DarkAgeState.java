package herald.engine.darkage;

import herald.engine.Outcome;
import herald.engine.RulesState;
import herald.engine.Side;
import herald.engine.table.Table;
import herald.engine.view.ReportSection;
import java.util.Set;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.pcollections.OrderedPMap;
import org.pcollections.PVector;

/**
 * A dark-age skirmish as a value: a fold over its events, never needing dice. Each {@code with...} builds the one
 * collection it changes and shares the rest.
 *
 * @param profiles the profiles in force (warband.json with the scenario's own), as carried by the set-up event
 * @param figures every figure by id, in scenario order, those out of the game included
 * @param order this turn's initiative order (3.1), empty before it is rolled
 * @param phase the phase under way: "movement", "shooting", "fighting", or "" between turns
 * @param fires features alight, by feature id
 * @param points each side's victory points so far: enemy figures taken out and goals met
 * @param left sides whose player resigned (their figures removed or held, as the scenario says)
 * @param standing Heroes' standing orders, by figure id (absent: {@link Standing#of})
 * @param report the last turn's report, one section per phase
 */
public record DarkAgeState(Scenario scenario, Options options, Map<String, Profile> profiles,
        Map<String, Terrain> terrain, Map<String, Power> powers, Table table, List<Side> sides,
        Map<String, Figure> figures, int turn, List<String> order, String phase, Map<String, Burning> fires,
        List<Mist> mists, Map<String, Integer> points, List<String> left, Map<String, Standing> standing,
        List<Report.Section> report, Outcome outcome) implements RulesState {

    /** The maps that change during play are persistent (O(log n) a change, scenario order kept), the report too. */
    public DarkAgeState {
        figures = ordered(figures);
        fires = ordered(fires);
        points = ordered(points);
        standing = ordered(standing);
        report = Report.vector(report);
    }

    private static <K, V> OrderedPMap<K, V> ordered(Map<K, V> map) {
        if (map instanceof OrderedPMap<K, V> m) {
            return m;
        }
        return OrderedPMap.from(map);
    }

    public static DarkAgeState initial() {
        return new DarkAgeState(null, Options.defaults(), Map.of(), Map.of(), Map.of(), null, List.of(), Map.of(), 0,
                List.of(), "", Map.of(), List.of(), Map.of(), List.of(), Map.of(), List.of(), null);
    }

    /** The figure of that id, matched without regard to case. */
    public Optional<Figure> figure(String id) {
        Figure exact = figures.get(id);
        if (exact != null || id == null) {
            return Optional.ofNullable(exact);
        }
        String wanted = id.toLowerCase(Locale.ROOT);
        return figures.values().stream().filter(f -> f.id().toLowerCase(Locale.ROOT).equals(wanted)).findFirst();
    }

    public Figure figureOrThrow(String id) {
        return figure(id).orElseThrow(() -> new IllegalStateException("no figure " + id));
    }

    /** Every figure still in the game. */
    public List<Figure> inGame() {
        return figures.values().stream().filter(Figure::inGame).toList();
    }

    public List<Figure> inGame(String side) {
        return figures.values().stream().filter(f -> f.inGame() && f.side().equals(side)).toList();
    }

    /** The sides still playing: not resigned, with a figure in the game. */
    public List<String> playing() {
        return sides.stream().map(Side::id).filter(s -> !left.contains(s) && !inGame(s).isEmpty()).toList();
    }

    public boolean allied(String a, String b) {
        return a.equals(b) || spec(a).allies().contains(b) && spec(b).allies().contains(a);
    }

    /** Whether {@code f} is an enemy of {@code side}: of another side that is not its ally. */
    public boolean enemy(String side, Figure f) {
        return !allied(side, f.side());
    }

    public List<Figure> enemiesOf(String side) {
        return inGame().stream().filter(f -> enemy(side, f)).toList();
    }

    public Scenario.SideSpec spec(String side) {
        return scenario.sides().stream().filter(s -> s.id().equals(side)).findFirst()
                .orElseThrow(() -> new IllegalStateException("no side " + side));
    }

    public Profile profileOf(Figure f) {
        Profile p = profiles.get(f.profile());
        if (p == null) {
            throw new IllegalStateException("no profile " + f.profile());
        }
        return p;
    }

    /** What the figure wears now: a Sundered shield is gone (W10). */
    public List<String> wears(Figure f) {
        List<String> worn = profileOf(f).armour();
        if (!f.shieldLost()) {
            return worn;
        }
        Armour a = Data.armour();
        return worn.stream().filter(w -> !a.pieces().get(w).slot().equals("shield")).toList();
    }

    public int ar(Figure f) {
        return Data.armour().ar(wears(f));
    }

    /** Whether the scenario gives the figure poisoned weapons (W5). */
    public boolean poisoned(Figure f) {
        return placed(f).poisoned();
    }

    /** Whether the figure carries a torch (ruling 33): lit now, among its ammunition, or given lit by the scenario. */
    public boolean carriesTorch(Figure f) {
        return f.torchLit() || f.ammo("torch") > 0 || placed(f).torch();
    }

    /** The figure as the scenario placed it. */
    private Scenario.FigureSpec placed(Figure f) {
        return scenario.figures().stream().filter(x -> x.id().equalsIgnoreCase(f.id())).findFirst().orElseThrow();
    }

    public Armour.Weight weight(Figure f) {
        return Data.armour().weight(wears(f), options);
    }

    /**
     * The figure whose Leadership its side adds to initiative (3.1): the scenario's leader while in the game, else the
     * side's figure in the game with the leader trait and the highest Leadership, else its highest Leadership.
     */
    public Optional<Figure> leader(String side) {
        String named = spec(side).leader();
        if (named != null) {
            Optional<Figure> l = figure(named).filter(Figure::inGame);
            if (l.isPresent()) {
                return l;
            }
        }
        Comparator<Figure> by = Comparator.<Figure>comparingInt(f -> profileOf(f).has("leader") ? 1 : 0)
                .thenComparingInt(f -> profileOf(f).leadership());
        return inGame(side).stream().max(by);
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

    public int points(String side) {
        return points.getOrDefault(side, 0);
    }

    public Standing standing(String figure) {
        return standing.getOrDefault(figure, Standing.of(figure));
    }

    /** The phase as a Hero Point's once-a-phase limit names it: "T3 shooting". */
    public String phaseKey() {
        return "T" + turn + " " + phase;
    }

    public DarkAgeState withSetUp(Scenario s, Options o, Map<String, Profile> p, Map<String, Terrain> t,
            Map<String, Power> pw, Table tb, List<Side> sd, Map<String, Figure> fs, Map<String, Burning> burning) {
        return new DarkAgeState(s, o, Map.copyOf(p), Map.copyOf(t), Map.copyOf(pw), tb, List.copyOf(sd),
                fs, 1, List.of(), "", new LinkedHashMap<>(burning), List.of(),
                Map.of(), List.of(), Map.of(), report, outcome);
    }

    public DarkAgeState withFigure(Figure changed) {
        if (!figures.containsKey(changed.id())) {
            throw new IllegalStateException("no figure " + changed.id());
        }
        return new DarkAgeState(scenario, options, profiles, terrain, powers, table, sides,
                ((OrderedPMap<String, Figure>) figures).plus(changed.id(), changed), turn, order, phase, fires, mists, points, left, standing, report, outcome);
    }

    /** A new turn: {@code n}, no initiative yet, every figure's move and blessing cleared, spent mists gone. */
    public DarkAgeState withTurn(int n) {
        Map<String, Figure> out = new LinkedHashMap<>();
        figures.forEach((k, f) -> out.put(k, f.withTurnBegun()));
        List<Mist> still = mists.stream().filter(m -> m.turn() >= n).toList();
        return new DarkAgeState(scenario, options, profiles, terrain, powers, table, sides, out, n, List.of(), "", fires, still, points, left, standing, report, outcome);
    }

    public DarkAgeState withOrder(List<String> o) {
        return new DarkAgeState(scenario, options, profiles, terrain, powers, table, sides, figures, turn, List.copyOf(o),
                phase, fires, mists, points, left, standing, report, outcome);
    }

    public DarkAgeState withPhase(String p) {
        return new DarkAgeState(scenario, options, profiles, terrain, powers, table, sides, figures, turn, order, p, fires,
                mists, points, left, standing, report, outcome);
    }

    public DarkAgeState withFire(Burning b) {
        return withFires(((OrderedPMap<String, Burning>) fires).plus(b.feature(), b));
    }

    public DarkAgeState withoutFire(String feature) {
        return withFires(((OrderedPMap<String, Burning>) fires).minus(feature));
    }

    private DarkAgeState withFires(Map<String, Burning> f) {
        return new DarkAgeState(scenario, options, profiles, terrain, powers, table, sides, figures, turn, order, phase,
                f, mists, points, left, standing, report, outcome);
    }

    public DarkAgeState withMist(Mist m) {
        List<Mist> out = new ArrayList<>(mists);
        out.add(m);
        return new DarkAgeState(scenario, options, profiles, terrain, powers, table, sides, figures, turn, order, phase,
                fires, List.copyOf(out), points, left, standing, report, outcome);
    }

    public DarkAgeState withPoints(String side, int more) {
        Map<String, Integer> out = ((OrderedPMap<String, Integer>) points).plus(side, points(side) + more);
        return new DarkAgeState(scenario, options, profiles, terrain, powers, table, sides, figures, turn, order, phase,
                fires, mists, out, left, standing, report, outcome);
    }

    public DarkAgeState withLeft(String side) {
        List<String> out = new ArrayList<>(left);
        out.add(side);
        return new DarkAgeState(scenario, options, profiles, terrain, powers, table, sides, figures, turn, order, phase,
                fires, mists, points, List.copyOf(out), standing, report, outcome);
    }

    public DarkAgeState withStanding(Standing s) {
        return new DarkAgeState(scenario, options, profiles, terrain, powers, table, sides, figures, turn, order, phase,
                fires, mists, points, left, ((OrderedPMap<String, Standing>) standing).plus(s.figure(), s), report, outcome);
    }

    public DarkAgeState withOutcome(Outcome o) {
        return new DarkAgeState(scenario, options, profiles, terrain, powers, table, sides, figures, turn, order, phase,
                fires, mists, points, left, standing, report, o);
    }

    /** The report {@code side} may read; null for the umpire's. */
    public List<ReportSection> report(String side) {
        return Report.forSide(report, side);
    }

    public DarkAgeState withNewReport(String heading) {
        return withReport(List.of(new Report.Section(heading, List.of())));
    }

    public DarkAgeState withReportSection(String heading) {
        return withReport(((PVector<Report.Section>) report).plus(new Report.Section(heading, List.of())));
    }

    /** A line every side reads. */
    public DarkAgeState withReportLine(String line) {
        return withReportLine(line, null);
    }

    /** A line read by the sides in {@code seenBy} (null: every side). */
    public DarkAgeState withReportLine(String line, List<String> seenBy) {
        PVector<Report.Section> out = (PVector<Report.Section>) report;
        if (out.isEmpty()) {
            out = out.plus(new Report.Section("Turn " + turn, List.of()));
        }
        int last = out.size() - 1;
        return withReport(out.with(last, out.get(last).withLine(new Report.Line(line, seenBy))));
    }

    /**
     * The sides that see something happen to {@code figures} now: every side by day (null); at night a side that sees
     * one of them, or owns one, or is allied to one's side.
     */
    public List<String> witnesses(List<String> figureIds) {
        if (scenario == null || scenario.night() == null || figureIds.isEmpty()) {
            return null;
        }
        Eyes eyes = new Eyes(this);
        Set<String> who = new java.util.LinkedHashSet<>();
        for (String side : sideIds()) {
            for (String id : figureIds) {
                Optional<Figure> f = figure(id);
                if (f.isPresent() && eyes.sees(side, f.get())) {
                    who.add(side);
                }
            }
        }
        return List.copyOf(who);
    }

    private DarkAgeState withReport(List<Report.Section> r) {
        return new DarkAgeState(scenario, options, profiles, terrain, powers, table, sides, figures, turn, order, phase,
                fires, mists, points, left, standing, r, outcome);
    }
}
