package herald.engine.darkage;

import herald.engine.BoardKind;
import herald.engine.Dice;
import herald.engine.OrderWindow;
import herald.engine.OrdersRuling;
import herald.engine.Outcome;
import herald.engine.RuleEvent;
import herald.engine.RuleOption;
import herald.engine.Ruleset;
import herald.engine.RulesState;
import herald.engine.ScenarioException;
import herald.engine.Side;
import herald.engine.darkage.events.DarkAgeEvent;
import herald.engine.darkage.events.GameSetUp;
import herald.engine.view.PlayerView;
import herald.engine.view.Trace;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The dark-age legendary skirmish (rulebook 004) on the open table: single figures, one D10, two to six sides. Every
 * side mails its orders for the whole turn at once; the turn is then played phase by phase in initiative order.
 */
public final class DarkAge implements Ruleset {

    static final String ORDER_HELP = OrderHelp.CARD.text();

    @Override
    public String id() {
        return "darkage";
    }

    @Override
    public String version() {
        return "0.1";
    }

    @Override
    public String title() {
        return "Dark-age legendary skirmish";
    }

    @Override
    public BoardKind boardKind() {
        return BoardKind.TABLE;
    }

    @Override
    public List<RuleEvent> setUp(String scenarioJson, String source, Map<String, String> options) throws ScenarioException {
        Options chosen = Options.parse(options);
        Scenario scenario = ScenarioReader.read(scenarioJson, source, Data.warband(), Data.terrain());
        return List.of(new GameSetUp(scenario, ScenarioReader.profiles(scenario, Data.warband()), Data.terrain(),
                Data.powers(), chosen));
    }

    @Override
    public java.util.Optional<herald.engine.campaign.CampaignRules> campaign() {
        return java.util.Optional.of(new Campaign());
    }

    @Override
    public List<RuleOption> options() {
        return Options.ALL;
    }

    @Override
    public DarkAgeState initial() {
        return DarkAgeState.initial();
    }

    @Override
    public DarkAgeState apply(RulesState state, RuleEvent event) {
        if (!(event instanceof DarkAgeEvent e)) {
            throw new IllegalArgumentException("not a dark-age event: " + event.getClass().getName());
        }
        return e.applyTo(cast(state));
    }

    @Override
    public List<Side> sides(RulesState state) {
        return cast(state).sides();
    }

    @Override
    public Optional<OrderWindow> window(RulesState state) {
        DarkAgeState s = cast(state);
        if (s.scenario() == null || s.outcome() != null) {
            return Optional.empty();
        }
        return Optional.of(new OrderWindow(s.turn(), "T" + s.turn(), s.playing(), "Turn " + s.turn() + " of "
                + s.scenario().turns()));
    }

    @Override
    public Optional<Outcome> outcome(RulesState state) {
        return Optional.ofNullable(cast(state).outcome());
    }

    @Override
    public OrdersRuling check(RulesState state, String side, String body) {
        return OrderCheck.check(cast(state), side, body);
    }

    @Override
    public List<RuleEvent> resolve(RulesState state, Map<String, List<String>> orders, Dice dice) {
        return Turn.resolve(cast(state), orders, dice);
    }

    @Override
    public Optional<List<RuleEvent>> sideLeaves(RulesState state, String side) {
        return Optional.of(Resignation.of(cast(state), side));
    }

    @Override
    public List<Trace> traces(RulesState before, List<RuleEvent> events, String side) {
        return Traces.of(cast(before), events, side);
    }

    @Override
    public PlayerView view(RulesState state, String side) {
        return View.of(cast(state), side);
    }

    /** The side's report of the turn as its PDF tells it: what it saw, and no name of a figure it does not see. */
    @Override
    public Optional<List<String>> reportLines(RulesState after, List<RuleEvent> events, String side) {
        DarkAgeState s = cast(after);
        List<String> lines = new java.util.ArrayList<>();
        for (herald.engine.view.ReportSection r : View.report(s, side, new Eyes(s))) {
            if (!r.lines().isEmpty() || r.heading().equals("Result")) {
                lines.add(r.heading());
                lines.addAll(r.lines());
            }
        }
        return Optional.of(lines);
    }

    @Override
    public String simulatedOrders(RulesState state, String side) {
        return SimulatedPlayer.orders(cast(state), side);
    }

    @Override
    public String orderHelp() {
        return ORDER_HELP;
    }

    @Override
    public String orderHelp(RulesState state) {
        return OrderHelp.usable(cast(state)).text();
    }

    @Override
    public java.util.Set<String> orderVerbs() {
        return OrderParser.WORDS;
    }

    @Override
    public List<Class<? extends RuleEvent>> eventTypes() {
        return Arrays.stream(DarkAgeEvent.class.getPermittedSubclasses())
                .<Class<? extends RuleEvent>>map(c -> c.asSubclass(RuleEvent.class)).toList();
    }

    private static DarkAgeState cast(RulesState state) {
        if (!(state instanceof DarkAgeState s)) {
            throw new IllegalArgumentException("not a dark-age state: " + state.getClass().getName());
        }
        return s;
    }
}
