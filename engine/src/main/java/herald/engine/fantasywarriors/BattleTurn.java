package herald.engine.fantasywarriors;

import herald.engine.Dice;
import herald.engine.RuleEvent;
import herald.engine.Side;
import herald.engine.fantasywarriors.events.FantasyWarriorsEvent;
import herald.engine.fantasywarriors.events.PhaseBegan;
import herald.engine.fantasywarriors.events.TurnBegan;
import herald.engine.fantasywarriors.events.TurnEnded;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * A battle turn played: the seven phases in their fixed order, every side acting in each (the core §1). Each phase
 * sees the table as the phases before it left it. Turn 1 opens with a phase 0, before the battle, when a warchief
 * makes a speech (Companion L199-201: the boasts and omens step).
 */
public final class BattleTurn {
    private BattleTurn() {}

    public static List<RuleEvent> resolve(FantasyWarriorsState start, Map<String, List<String>> written, Dice dice) {
        List<TurnOrders> orders = start.sides().stream().map(Side::id)
                .map(side -> Orders.of(start, side, OrderParser.ordersOf(written.getOrDefault(side, List.of())))).toList();
        List<SpellOrders.Cast> casts = SpellOrders.of(start, written);
        Turn t = new Turn(start);
        t.add(List.of(new TurnBegan(start.turn(), start.period())));
        if (Scouting.played(start) || BeforeTheBattle.hasSpeeches(start) || Omens.read(start)) {
            // set-up rolls no dice, so what comes before the battle opens turn 1, before its first threat: scouting and
            // the laying out of the terrain, then the boasts and omens step's omens and speeches
            t.phase(0, "before the battle", s -> Scouting.resolve(s, places(start, written), dice));
            t.add(Omens.read(t.state, dice));
            t.add(BeforeTheBattle.speeches(t.state, dice));
        }
        // the war chant before the threats and arcane terror after them; the duels and the enchantress before any
        // volley, the marksmen after them; flying counters and the movement phase's magic before any move (L305)
        t.phase(1, "threat", s -> WarChantPlayed.resolve(s, orders, dice), s -> ThreatStep.resolve(s,
                all(orders, TurnOrders::threats), set(orders, TurnOrders::answers), dice));
        t.add(Spellcasting.afterThreats(t.state, t.events.subList(t.began, t.events.size()), casts, dice));
        t.phase(2, "shooting", s -> Spellcasting.beforeVolleys(s, casts, dice));
        t.add(ShootingPhase.resolve(t.state, all(orders, TurnOrders::shots), casts, dice));
        t.add(Sniping.resolve(t.state, all(orders, TurnOrders::snipes), dice));
        t.phase(3, "movement and reorganisation", s -> Flying.counters(s, flights(orders)));
        t.add(Spellcasting.beforeMoves(t.state, casts, all(orders, TurnOrders::moves), dice));
        t.add(MovementPhase.resolve(t.state, Spellcasting.moving(t.state, casts, all(orders, TurnOrders::moves)),
                set(orders, TurnOrders::reorganise), dice));
        t.add(Messages.arrivals(t.state));
        t.phase(4, "combat", s -> CombatPhase.resolve(s, dice));
        t.phase(5, "new orders", s -> CommandPhases.newOrders(s, all(orders, TurnOrders::newOrders), dice));
        t.add(Messages.written(t.state, start.sides().stream().flatMap(side -> OrderParser.ordersOf(written.get(side.id()))
                .stream()).filter(l -> l instanceof OrderLine.Message).map(l -> (OrderLine.Message) l).toList()));
        t.add(Spellcasting.afterTests(t.state, t.events.subList(t.began, t.events.size())));
        t.phase(6, "influence", s -> CommandPhases.influence(s, all(orders, TurnOrders::influence), dice));
        t.phase(7, "command tests", s -> CommandPhases.commandTests(start, s, dice));
        t.add(Spellcasting.afterTests(t.state, t.events.subList(t.began, t.events.size())));
        t.add(List.of(Victory.after(t.state).<FantasyWarriorsEvent>map(e -> e)
                .orElseGet(() -> new TurnEnded(t.state.turn() + 1, t.state.period() % 12 + 1))));
        return List.copyOf(t.events);
    }

    /** Each army's PLACE orders, as written. */
    private static Map<String, List<Scouting.Place>> places(FantasyWarriorsState s, Map<String, List<String>> written) {
        Map<String, List<Scouting.Place>> out = new java.util.LinkedHashMap<>();
        for (Side side : s.sides()) {
            out.put(side.id(), OrderParser.ordersOf(written.get(side.id())).stream().filter(l -> l instanceof OrderLine.Place)
                    .map(l -> new Scouting.Place(Scouting.feature(s, l.piece()), ((OrderLine.Place) l).at())).toList());
        }
        return out;
    }

    private static <T> List<T> all(List<TurnOrders> orders, Function<TurnOrders, List<T>> part) {
        return orders.stream().flatMap(o -> part.apply(o).stream()).toList();
    }

    private static Map<String, Boolean> flights(List<TurnOrders> orders) {
        Map<String, Boolean> all = new java.util.LinkedHashMap<>();
        orders.forEach(o -> all.putAll(o.flights()));
        return all;
    }

    private static Set<String> set(List<TurnOrders> orders, Function<TurnOrders, Set<String>> part) {
        return orders.stream().map(part).flatMap(Collection::stream).collect(Collectors.toCollection(LinkedHashSet::new));
    }

    /** The turn so far: its events, and the state they have made. */
    private static final class Turn {
        private final List<RuleEvent> events = new ArrayList<>();
        private FantasyWarriorsState state;

        Turn(FantasyWarriorsState start) {
            this.state = start;
        }

        private int began;

        void phase(int n, String name, Function<FantasyWarriorsState, List<FantasyWarriorsEvent>> play) {
            add(List.of(new PhaseBegan(n, name)));
            began = events.size();
            add(play.apply(state));
        }

        /** A phase played in two steps, the second on the table as the first left it. */
        void phase(int n, String name, Function<FantasyWarriorsState, List<FantasyWarriorsEvent>> first,
                Function<FantasyWarriorsState, List<FantasyWarriorsEvent>> then) {
            phase(n, name, first);
            add(then.apply(state));
        }

        void add(List<? extends FantasyWarriorsEvent> more) {
            for (FantasyWarriorsEvent e : more) {
                state = e.applyTo(state);
                events.add(e);
                for (FantasyWarriorsEvent left : Abandonment.after(state)) {
                    state = left.applyTo(state);
                    events.add(left);
                }
                for (FantasyWarriorsEvent then : Aftermath.after(state)) {
                    state = then.applyTo(state);
                    events.add(then);
                }
                for (FantasyWarriorsEvent lapsed : MagicLapse.after(state)) {
                    state = lapsed.applyTo(state);
                    events.add(lapsed);
                }
            }
        }
    }
}
