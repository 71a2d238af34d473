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

    static final String ORDER_HELP = """
            Orders, one a line (upper or lower case; # starts a comment):
              FIRE S4 AT G7      shoot in phase 1; a bow, sling or javelin shoots again in phase 3 at the same
                                 target if it is still a legal target then (a crossbow shoots once a turn)
              MOVE G3 N N NE     steps N NE E SE S SW W NW; a step that is not ahead or diagonally ahead
                                 first turns the piece to face that way (1 MP)
              FACE S4 E          turn to face N, E, S or W (1 MP); FACE and MOVE lines apply in the order written
              FIRE S1 S2 S3 AT G4  concentrated fire (F10): pieces of one unit add their percentages against G4's
                                 unit (all in the same armour and cover); each full 100% is a certain hit, the rest
                                 one D100 for one more; further hits strike the pieces nearest G4, of either side
              ATTACK G3 S2       attack in phase 4 if S2 is adjacent then (it may come adjacent by your move)
              ATTACK G3 G4 G5 S2 multiple combat (C5, C6): pieces of one unit touching S2's unit add their percentages,
                                 a spear, halberd or pike directly behind one of them adds its own from the rear rank
                                 (C3); a piece attacking diagonally is calculated separately
              HOLD S4            do nothing all turn (not even fight back)
            Skills (Kai Disciplines, Evil Tricks), each instead of firing that turn:
              HEAL LW P1         Healing (K5), phase 1: heal P1 next to LW (or HEAL LW: himself); 51-100 heals one
                                 wound, the worst unless you add ON HEAD, LEGS, ARMS or BODY; 3 uses, a failure spends one
              MINDBLAST LW AT G4 Mindblast (K7, ET1), phase 1 (add PHASE 3 for the second firing phase): range 4, an
                                 unwounded blaster, a visible target; 2 uses
              KINSHIP LW AT W3 N FACE E  Animal Kinship (K9), phase 1: a mounted piece within 4; on 1-40 LW steps it one
                                 square and/or turns it at the start of his movement
              STANDING LW MINDSHIELD OFF  a standing order, kept until changed: MINDSHIELD ON|OFF, SIXTHSENSE ON|OFF,
                                 MINDOVERMATTER ON|OFF, DEFLECT ENEMY|EMPTY (where a deflected missile lands),
                                 HEAL WORST|LATEST (which wound Healing treats)
              STANDING G3 CASUALTIES REAR  for all of G3's unit (rank-and-file; given on any of its pieces, the latest
                                 wins): the further hits of multiple combat on it (C5) strike first its pieces in
                                 contact with the deepest file of the unit behind them; default FRONT: the nearest
                                 the target
            A piece next to an enemy in phase 4 with no ATTACK or HOLD attacks the adjacent enemy it has the best
            chance against. Pieces next to an enemy cannot move, turn or shoot. Your latest accepted orders for a
            turn replace earlier ones.""";

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
        return View.of(cast(state), side, orderHelp());
    }

    @Override
    public String simulatedOrders(RulesState state, String side) {
        return SimulatedPlayer.orders(cast(state), side);
    }

    @Override
    public String orderHelp() {
        return ORDER_HELP + "\n" + HeroicOrders.HELP;
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
