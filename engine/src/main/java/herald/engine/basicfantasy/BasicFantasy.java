package herald.engine.basicfantasy;

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
import herald.engine.SideNames;
import herald.engine.basicfantasy.events.BasicFantasyEvent;
import herald.engine.basicfantasy.events.GameSetUp;
import herald.engine.view.PlayerView;
import herald.engine.view.Trace;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** The basic fantasy rules (rulebook 003) on the open table: sides take whole player turns, measured in inches. */
public final class BasicFantasy implements Ruleset {

    static final String ORDER_HELP = OrderHelp.CARD.text();

    @Override
    public String id() {
        return "basicfantasy";
    }

    @Override
    public String version() {
        return "0.1";
    }

    @Override
    public String title() {
        return "Fantasy wargame basic rules";
    }

    @Override
    public BoardKind boardKind() {
        return BoardKind.TABLE;
    }

    @Override
    public List<RuleEvent> setUp(String scenarioJson, String source, Map<String, String> options) throws ScenarioException {
        Options chosen = Options.parse(options);
        Scenario scenario = ScenarioReader.read(scenarioJson, source, Data.roster(), Data.terrain());
        return List.of(new GameSetUp(scenario, ScenarioReader.roster(scenario, Data.roster()), Data.terrain(), Data.spells(),
                chosen));
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
    public BasicFantasyState initial() {
        return BasicFantasyState.initial();
    }

    @Override
    public BasicFantasyState apply(RulesState state, RuleEvent event) {
        if (!(event instanceof BasicFantasyEvent e)) {
            throw new IllegalArgumentException("not a basic fantasy event: " + event.getClass().getName());
        }
        return e.applyTo(cast(state));
    }

    @Override
    public List<Side> sides(RulesState state) {
        return cast(state).sides();
    }

    @Override
    public Optional<OrderWindow> window(RulesState state) {
        BasicFantasyState s = cast(state);
        if (s.scenario() == null || s.outcome() != null) {
            return Optional.empty();
        }
        String name = s.sideName(s.active());
        String possessive = name.endsWith("s") ? name + "'" : name + "'s";
        return Optional.of(new OrderWindow(s.turn(), "T" + s.turn() + "-" + s.active(), List.of(s.active()),
                "Turn " + s.turn() + ", " + SideNames.inSentence(possessive) + " player turn"));
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
        return PlayerTurn.resolve(cast(state), orders, dice);
    }

    @Override
    public Optional<List<RuleEvent>> sideLeaves(RulesState state, String side) {
        return Optional.of(Resignation.of(cast(state), side));
    }

    @Override
    public List<Trace> traces(RulesState before, List<RuleEvent> events, String side) {
        return Traces.of(cast(before), events);
    }

    @Override
    public PlayerView view(RulesState state, String side) {
        return View.of(cast(state), side);
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
        return Arrays.stream(BasicFantasyEvent.class.getPermittedSubclasses())
                .<Class<? extends RuleEvent>>map(c -> c.asSubclass(RuleEvent.class)).toList();
    }

    private static BasicFantasyState cast(RulesState state) {
        if (!(state instanceof BasicFantasyState s)) {
            throw new IllegalArgumentException("not a basic fantasy state: " + state.getClass().getName());
        }
        return s;
    }
}
