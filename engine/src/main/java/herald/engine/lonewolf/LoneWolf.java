package herald.engine.lonewolf;

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
import herald.engine.lonewolf.events.GameSetUp;
import herald.engine.lonewolf.events.LoneWolfEvent;
import herald.engine.view.PlayerView;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** Lone Wolf: The Board Game, the core rules: fire, movement and close combat on squares. */
public final class LoneWolf implements Ruleset {

    /** The whole order grammar, as the opening PDF's card sets it, as text. */
    static final String ORDER_HELP = OrderCards.FULL.text();

    @Override
    public String id() {
        return "lonewolf";
    }

    @Override
    public String version() {
        return "0.1";
    }

    @Override
    public String title() {
        return "Lone Wolf: The Board Game";
    }

    @Override
    public BoardKind boardKind() {
        return BoardKind.SQUARES;
    }

    @Override
    public List<RuleEvent> setUp(String scenarioJson, String source, Map<String, String> options) throws ScenarioException {
        HouseRules house = HouseRules.of(options);
        Scenario read = ScenarioReader.bind(scenarioJson, source);
        Map<String, PlaySheet> sheets = PlaySheets.effective(read.overrides(), source);
        SkillBook book = SkillBook.shipped();
        HitRules hits = HitRules.shipped();
        ScenarioReader.check(read, sheets, book, source);
        PieceStart.check(read, sheets, hits, book, source);
        Scenario scenario = Disciplines.arm(read, sheets, source);
        return List.of(new GameSetUp(scenario, sheets, hits, house.values(), book));
    }

    @Override
    public java.util.Optional<herald.engine.campaign.CampaignRules> campaign() {
        return java.util.Optional.of(new Campaign());
    }

    @Override
    public List<RuleOption> options() {
        return HouseRules.OPTIONS;
    }

    @Override
    public LoneWolfState initial() {
        return LoneWolfState.initial();
    }

    @Override
    public LoneWolfState apply(RulesState state, RuleEvent event) {
        if (!(event instanceof LoneWolfEvent e)) {
            throw new IllegalArgumentException("not a Lone Wolf event: " + event.getClass().getName());
        }
        return e.applyTo(cast(state));
    }

    @Override
    public List<Side> sides(RulesState state) {
        return cast(state).sides();
    }

    @Override
    public Optional<OrderWindow> window(RulesState state) {
        LoneWolfState s = cast(state);
        if (s.scenario() == null || s.outcome() != null) {
            return Optional.empty();
        }
        return Optional.of(new OrderWindow(s.turn(), "T" + s.turn(), s.sideIds(),
                "Turn " + s.turn() + " of " + s.scenario().turnLimit() + ": fire, movement and combat orders from both sides"));
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
        return Resolution.resolve(cast(state), orders, dice);
    }

    @Override
    public List<herald.engine.view.Trace> traces(RulesState before, List<RuleEvent> events, String side) {
        return Traces.of(cast(before), events, side);
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
        return Arrays.stream(LoneWolfEvent.class.getPermittedSubclasses())
                .<Class<? extends RuleEvent>>map(c -> c.asSubclass(RuleEvent.class)).toList();
    }

    private static LoneWolfState cast(RulesState state) {
        if (!(state instanceof LoneWolfState s)) {
            throw new IllegalArgumentException("not a Lone Wolf state: " + state.getClass().getName());
        }
        return s;
    }
}
