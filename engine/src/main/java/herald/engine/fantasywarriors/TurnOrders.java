package herald.engine.fantasywarriors;

import herald.engine.table.Point;
import java.util.List;
import java.util.OptionalDouble;
import java.util.Set;

/**
 * One side's orders for a battle turn, as read from its mail and checked, phase by phase (the core §1). Combat
 * (phase 4) and the command tests (phase 7) need no orders: units in contact fight, every leader tests.
 *
 * @param answers the units that counter-threaten whoever threatens them (phase 1)
 * @param reorganise the disorganised units that try to reorganise instead of moving (phase 3)
 * @param chant the goblin army begins or keeps up its war chant (phase 1, Companion L525-564)
 * @param snipes the marksmen's shots, each at an enemy individual (phase 2, L895-922)
 * @param flights flying counters placed ({@code true}) or taken away, before anything moves (phase 3, L304-307)
 */
public record TurnOrders(String side, List<Threaten> threats, Set<String> answers, List<Shoot> shots, List<Move> moves,
        Set<String> reorganise, List<NewOrder> newOrders, List<Influence> influence, boolean chant, List<Snipe> snipes,
        java.util.Map<String, Boolean> flights) {

    /** Orders with none of the Companion's mercenaries and tricks, flyers or marksmen in them. */
    public TurnOrders(String side, List<Threaten> threats, Set<String> answers, List<Shoot> shots, List<Move> moves,
            Set<String> reorganise, List<NewOrder> newOrders, List<Influence> influence) {
        this(side, threats, answers, shots, moves, reorganise, newOrders, influence, false, List.of(), java.util.Map.of());
    }

    public TurnOrders {
        threats = List.copyOf(threats);
        answers = Set.copyOf(answers);
        shots = List.copyOf(shots);
        moves = List.copyOf(moves);
        reorganise = Set.copyOf(reorganise);
        newOrders = List.copyOf(newOrders);
        influence = List.copyOf(influence);
        snipes = List.copyOf(snipes);
        flights = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(flights)); // in the order written
    }

    public static TurnOrders none(String side) {
        return new TurnOrders(side, List.of(), Set.of(), List.of(), List.of(), Set.of(), List.of(), List.of());
    }

    /** Phase 1: {@code unit} threatens the enemy unit {@code target}. */
    public record Threaten(String unit, String target) {}

    /** Phase 2: {@code unit} shoots {@code volleys} volley counters at {@code target}, {@code poisoned} of them poisoned. */
    public record Shoot(String unit, String target, int volleys, int poisoned) {
        public Shoot(String unit, String target, int volleys) {
            this(unit, target, volleys, 0);
        }
    }

    /**
     * Phase 3: a unit or individual goes by the points of {@code path} in turn (its named point: a unit's front edge's
     * centre), and ends facing {@code facing}, or the way it last went when none is given.
     */
    public record Move(String piece, List<Point> path, OptionalDouble facing) {
        public Move {
            path = List.copyOf(path);
        }
    }

    /** Phase 5: the warchief sends {@code command} a new order by courier. */
    public record NewOrder(String command, Order order) {}

    /** Phase 6: {@code leader} goes to {@code unit} of his command and tries to influence it. */
    public record Influence(String leader, String unit) {}

    /** Phase 2: the marksman {@code marksman} snipes at the enemy individual {@code target}. */
    public record Snipe(String marksman, String target) {}
}
