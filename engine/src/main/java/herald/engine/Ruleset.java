package herald.engine;

import herald.engine.view.PlayerView;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * One rulebook, found with {@link java.util.ServiceLoader}. Every method is a pure function:
 * state in, value out. The app owns the journal, the mail and the PDF; a ruleset never sees them.
 *
 * <p>Nothing here assumes squares or two sides moving together: a board is whatever the
 * scenario describes, and {@link #window} says which sides owe orders now.
 */
public interface Ruleset {

    String id();

    String version();

    /** A line for `herald rulesets`, e.g. "Lone Wolf: The Board Game". */
    String title();

    BoardKind boardKind();

    /**
     * Reads a scenario document and returns the events that set the game up, in order, with the house-rule
     * options chosen by the club (see {@link #options}). Those events carry the whole scenario and the options, so a
     * game replays from its journal alone even when the shipped scenario file changes later.
     *
     * @param source what to name in an error message, e.g. "patrol.json"
     * @throws ScenarioException naming the file, the place in it and what was wrong; also for an unknown option or a
     *     value it does not allow
     */
    List<RuleEvent> setUp(String scenarioJson, String source, Map<String, String> options) throws ScenarioException;

    /** As {@link #setUp(String, String, Map)} with every option at its default. */
    default List<RuleEvent> setUp(String scenarioJson, String source) throws ScenarioException {
        return setUp(scenarioJson, source, Map.of());
    }

    /**
     * The other players who fight on {@code side}'s side, not against it (allied warchiefs, battle leaders of one
     * army); none, the default, when every other side is an enemy.
     */
    default List<String> allies(RulesState state, String side) {
        return List.of();
    }

    /**
     * Why the player of {@code from} may not send PRESS (a message outside the orders) to the player of {@code to}
     * now, if the rules keep them from talking (Fantasy Warriors' allies talk only face to face once battle is joined);
     * empty, the default, when he may.
     */
    default Optional<String> pressRefusal(RulesState state, String from, String to) {
        return Optional.empty();
    }

    /** The house-rule options this ruleset understands, with their defaults; none by default. */
    default List<RuleOption> options() {
        return List.of();
    }

    /** The state before any event: what {@link #setUp} events are folded onto. */
    RulesState initial();

    RulesState apply(RulesState state, RuleEvent event);

    /** The sides in play, in scenario order (the map draws each in its colour and a pattern picked by this order). */
    List<Side> sides(RulesState state);

    /** Who owes orders now; empty once the game is over. */
    Optional<OrderWindow> window(RulesState state);

    /** Present once the game is over. */
    Optional<Outcome> outcome(RulesState state);

    /**
     * Checks one submission from {@code side} against the current state: every line, every error.
     * The body has already lost quoted lines and signatures.
     */
    OrdersRuling check(RulesState state, String side, String body);

    /**
     * Resolves the open window. {@code orders} holds, for every side due, the normalised lines of its
     * accepted submission (as returned in {@link OrdersRuling.Accepted}); a side with no orders gets
     * its default (hold everything). Returns the outcome events in order; every die rolled is in them.
     */
    List<RuleEvent> resolve(RulesState state, Map<String, List<String>> orders, Dice dice);

    /**
     * What becomes of {@code side}'s pieces when it leaves a game of three or more sides (its player resigned) and the
     * game goes on among the rest: the events that take them off (or hold them), move the turn on if it was that
     * side's and end the game if one side is left. Empty (the default) when the rules do not say: the app then
     * refuses RESIGN in such a game, and the game master may END it.
     */
    default Optional<List<RuleEvent>> sideLeaves(RulesState state, String side) {
        return Optional.empty();
    }

    /** What {@code side} may see; {@code null} for the umpire's view of everything. */
    PlayerView view(RulesState state, String side);

    /**
     * What pieces did in one resolved window, to draw over the map: each move's path, each line of fire,
     * each close-combat attack, as {@code side} may see them (null: the umpire, everything). {@code before}
     * is the state the window was resolved from and {@code events} its outcome events, in order. None by
     * default.
     */
    default List<herald.engine.view.Trace> traces(RulesState before, List<RuleEvent> events, String side) {
        return List.of();
    }

    /**
     * The lines of a resolved window as {@code side}'s mail tells them, where they depend on what that side saw
     * and not only on which lines it may read ({@link RuleEvent#visibleTo}): at night a line about a figure the side
     * never saw must not name it. {@code after} is the state the window left. Empty (the default): every line the
     * side may read, as the events describe themselves.
     */
    default java.util.Optional<List<String>> reportLines(RulesState after, List<RuleEvent> events, String side) {
        return java.util.Optional.empty();
    }

    /**
     * Orders a simple, sensible player of {@code side} would mail now, seeing only what that side
     * sees: close with the enemy, shoot what is in range, fight what is adjacent. The demo's
     * simulated players mail these; the text must pass {@link #check}.
     */
    String simulatedOrders(RulesState state, String side);

    /** The whole order grammar as a player reads it, in lines of at most 78 characters. */
    String orderHelp();

    /**
     * The orders the pieces of this game can use, as the welcome mail lists them (no hero's orders where no
     * piece is a hero), in lines of at most 78 characters; the opening PDF's reference card has them all.
     */
    default String orderHelp(RulesState state) {
        return orderHelp();
    }

    /**
     * Every word, upper case, that {@link #check} accepts as the first word of an order line (FIRE, MOVE, ...):
     * the app tells an order a player got wrong from a line of chat by it.
     */
    java.util.Set<String> orderVerbs();

    /** What this ruleset's pieces carry from one battle of a campaign to the next; empty when it has no campaign rules. */
    default Optional<herald.engine.campaign.CampaignRules> campaign() {
        return Optional.empty();
    }

    /** Every concrete event type of this ruleset, so the journal can name and read them back. */
    List<Class<? extends RuleEvent>> eventTypes();
}
