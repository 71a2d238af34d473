package herald.engine.skirmish;

import herald.engine.SideNames;
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
import herald.engine.skirmish.events.GameSetUp;
import herald.engine.skirmish.events.SkirmishEvent;
import herald.engine.view.PlayerView;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** A man-to-man medieval skirmish on hexes in the style of Cry Havoc: sides take whole player turns. */
public final class Skirmish implements Ruleset {

    /** The whole order grammar, as the opening PDF's card sets it, as text. */
    static final String ORDER_HELP = OrderCards.FULL.text();

    @Override
    public String id() {
        return "skirmish";
    }

    @Override
    public String version() {
        return "0.1";
    }

    @Override
    public String title() {
        return "Medieval Skirmish (Cry Havoc style)";
    }

    @Override
    public BoardKind boardKind() {
        return BoardKind.HEXES;
    }

    @Override
    public List<RuleEvent> setUp(String scenarioJson, String source, Map<String, String> options) throws ScenarioException {
        Options chosen = Options.parse(options);
        Scenario scenario = ScenarioReader.bind(scenarioJson, source);
        Overrides.Sheets sheets = Overrides.apply(scenario.overrides(), source);
        ScenarioReader.check(scenario, source, sheets.roster(), sheets.terrain());
        return List.of(new GameSetUp(scenario, sheets.roster(), sheets.terrain(), chosen));
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
    public SkirmishState initial() {
        return SkirmishState.initial();
    }

    @Override
    public SkirmishState apply(RulesState state, RuleEvent event) {
        if (!(event instanceof SkirmishEvent e)) {
            throw new IllegalArgumentException("not a skirmish event: " + event.getClass().getName());
        }
        return e.applyTo(cast(state));
    }

    @Override
    public List<Side> sides(RulesState state) {
        return cast(state).sides();
    }

    @Override
    public Optional<OrderWindow> window(RulesState state) {
        SkirmishState s = cast(state);
        if (s.scenario() == null || s.outcome() != null) {
            return Optional.empty();
        }
        String name = s.sideName(s.active());
        String possessive = name.endsWith("s") ? name + "'" : name + "'s";
        return Optional.of(new OrderWindow(s.turn(), "T" + s.turn() + "-" + s.letter(s.active()), List.of(s.active()),
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
    public List<herald.engine.view.Trace> traces(RulesState before, List<RuleEvent> events, String side) {
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
        return OrderCards.usable(cast(state)).text();
    }

    @Override
    public java.util.Set<String> orderVerbs() {
        return OrderParser.WORDS;
    }

    @Override
    public List<Class<? extends RuleEvent>> eventTypes() {
        return Arrays.stream(SkirmishEvent.class.getPermittedSubclasses())
                .<Class<? extends RuleEvent>>map(c -> c.asSubclass(RuleEvent.class)).toList();
    }

    private static SkirmishState cast(RulesState state) {
        if (!(state instanceof SkirmishState s)) {
            throw new IllegalArgumentException("not a skirmish state: " + state.getClass().getName());
        }
        return s;
    }
}
