package herald.engine.fantasywarriors;

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
import herald.engine.fantasywarriors.events.BattleSetUp;
import herald.engine.fantasywarriors.events.FantasyWarriorsEvent;
import herald.engine.view.PlayerView;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Fantasy Warriors (Grenadier 1990) on the open table, the base game's battle turn as far as it is known
 * (fantasy-warriors-core.md) with the Companion's rules it needs: every side writes its orders for a battle turn at
 * once, and the seven phases play them together.
 */
public final class FantasyWarriors implements Ruleset {

    @Override
    public String id() {
        return "fantasywarriors";
    }

    @Override
    public String version() {
        return "0.1";
    }

    @Override
    public String title() {
        return "Fantasy Warriors, with the Companion";
    }

    @Override
    public BoardKind boardKind() {
        return BoardKind.TABLE;
    }

    /** The house rules a club may choose (`--option KEY=VALUE`). */
    static final List<RuleOption> OPTIONS = List.of(new RuleOption("press", "rules", List.of("rules", "on", "off"),
            "PRESS between players: rules (the Companion's multi-player rules, L1464-1490: allies and the players of"
            + " one army talk freely before the first battle turn, then only while their figures touch, and write by"
            + " courier; enemies may always talk), on (PRESS to anyone, at any time), off (no PRESS at all)"),
            new RuleOption("light", "night", List.of("night", "dial"), "bad light (-1 to threat, speech, shooting,"
            + " combat and command tests): night (every army in the night periods 7-12), dial (Herald's H15: dawn and"
            + " dusk, periods 1 and 6, for every army, and the night for those that do not favour it: goblins and the"
            + " undead do)"));

    @Override
    public List<RuleOption> options() {
        return OPTIONS;
    }

    @Override
    public List<RuleEvent> setUp(String scenarioJson, String source, Map<String, String> options) throws ScenarioException {
        Map<String, String> chosen = RuleOption.choose(id(), OPTIONS, options);
        Deployment d = Deployment.read(scenarioJson, source);
        Map<String, String> lists = new LinkedHashMap<>();
        d.scenario().sides().forEach(side -> lists.put(side.army(), ArmyLists.shippedText(side.army())));
        return List.of(new BattleSetUp(scenarioJson, source, lists, chosen));
    }

    @Override
    public Optional<List<RuleEvent>> sideLeaves(RulesState state, String side) {
        return Optional.of(Players.leave(cast(state), side));
    }

    @Override
    public List<String> allies(RulesState state, String side) {
        FantasyWarriorsState s = cast(state);
        return s.deployment() == null ? List.of() : Players.seats(s).stream().map(Side::id)
                .filter(id -> !id.equals(side) && s.allied(Players.army(s, id), Players.army(s, side))).toList();
    }

    @Override
    public Optional<String> pressRefusal(RulesState state, String from, String to) {
        FantasyWarriorsState s = cast(state);
        return s.deployment() == null ? Optional.empty() : Players.pressRefusal(s, from, to);
    }

    @Override
    public FantasyWarriorsState initial() {
        return FantasyWarriorsState.initial();
    }

    @Override
    public FantasyWarriorsState apply(RulesState state, RuleEvent event) {
        if (!(event instanceof FantasyWarriorsEvent e)) {
            throw new IllegalArgumentException("not a Fantasy Warriors event: " + event.getClass().getName());
        }
        return e.applyTo(cast(state));
    }

    @Override
    public List<Side> sides(RulesState state) {
        FantasyWarriorsState s = cast(state);
        return s.deployment() == null ? List.of() : Players.seats(s);
    }

    @Override
    public Optional<OrderWindow> window(RulesState state) {
        FantasyWarriorsState s = cast(state);
        if (s.deployment() == null || s.outcome() != null) {
            return Optional.empty();
        }
        List<String> due = Players.seats(s).stream().map(Side::id).filter(id -> !s.companion().left().contains(id))
                .filter(id -> !Victory.beaten(s, Players.army(s, id))).toList();
        return Optional.of(new OrderWindow(s.turn(), "T" + s.turn(), due, "Battle turn " + s.turn()
                + (s.night() ? ", by night" : "")));
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
        FantasyWarriorsState s = cast(state);
        // each was checked against what its player may order
        Map<String, List<String>> byArmy = new LinkedHashMap<>();
        // each army's players' orders as one, in the scenario's order of players whatever the map's
        for (Side seat : Players.seats(s)) {
            byArmy.computeIfAbsent(Players.army(s, seat.id()), a -> new java.util.ArrayList<>())
                    .addAll(Messages.signed(seat.id(), orders.getOrDefault(seat.id(), List.of())));
        }
        return BattleTurn.resolve(s, byArmy, dice);
    }

    @Override
    public PlayerView view(RulesState state, String side) {
        FantasyWarriorsState s = cast(state);
        if (side == null || s.deployment() == null) {
            return View.of(s, side);
        }
        PlayerView army = View.of(s, Players.army(s, side));
        List<herald.engine.view.ReportSection> report = new java.util.ArrayList<>(army.report());
        Messages.section(s, side).ifPresent(report::add);
        List<String> notes = new java.util.ArrayList<>(army.notes());
        Players.commander(s, side).ifPresent(c -> notes.add(s.sideName(c) + "'s warchief is in overall charge of your"
                + " alliance (Companion L1482-1490): his messages are your orders."));
        if (!Players.warchief(s, side)) {
            notes.add("You are " + Players.figureId(s, side) + ", a battle leader of " + s.sideName(Players.army(s, side))
                    + ": you order your own command's units; only your warchief changes its order (L1460).");
        }
        return new PlayerView(army.scenarioTitle(), side, Players.name(s, side), army.turn(), army.map(), army.sheets(),
                notes, report, army.orders());
    }

    /** The turn's lines as {@code side}'s mail tells them: by night none naming a piece it does not see. */
    @Override
    public Optional<List<String>> reportLines(RulesState after, List<RuleEvent> events, String side) {
        FantasyWarriorsState s = cast(after);
        List<String> lines = new java.util.ArrayList<>();
        List<herald.engine.view.ReportSection> sections = new java.util.ArrayList<>(View.report(s, new Eyes(s),
                Players.army(s, side)));
        Messages.section(s, side).ifPresent(sections::add);
        for (herald.engine.view.ReportSection r : sections) {
            lines.add(r.heading());
            lines.addAll(r.lines());
        }
        return Optional.of(lines);
    }

    @Override
    public String simulatedOrders(RulesState state, String side) {
        FantasyWarriorsState s = cast(state);
        String mine = Players.simulated(s, side, SimulatedPlayer.orders(s, Players.army(s, side)));
        List<String> lines = SimulatedCouriers.with(s, side, mine.equals("HOLD") ? List.of() : mine.lines().toList());
        return lines.isEmpty() ? "HOLD" : String.join("\n", lines);
    }

    @Override
    public String orderHelp() {
        return OrderHelp.CARD.text();
    }

    @Override
    public Set<String> orderVerbs() {
        return OrderParser.WORDS;
    }

    @Override
    public List<Class<? extends RuleEvent>> eventTypes() {
        return Arrays.stream(FantasyWarriorsEvent.class.getPermittedSubclasses())
                .<Class<? extends RuleEvent>>map(c -> c.asSubclass(RuleEvent.class)).toList();
    }

    private static FantasyWarriorsState cast(RulesState state) {
        if (!(state instanceof FantasyWarriorsState s)) {
            throw new IllegalArgumentException("not a Fantasy Warriors state: " + state.getClass().getName());
        }
        return s;
    }
}
