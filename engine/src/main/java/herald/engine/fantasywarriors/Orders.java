package herald.engine.fantasywarriors;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Stream;

/**
 * A side's order lines made into its {@link TurnOrders}, each id found on the table in any case ("o1" is O1, "SKARGS"
 * the command skargs).
 */
public final class Orders {
    private Orders() {}

    /** The id of the unit, individual or command a player wrote, as the scenario spells it. */
    public static Optional<String> find(FantasyWarriorsState s, String written) {
        return Stream.of(s.units().keySet(), s.individuals().keySet(), s.commands().keySet()).flatMap(Set::stream)
                .filter(id -> id.toUpperCase(Locale.ROOT).equals(written.toUpperCase(Locale.ROOT))).findFirst();
    }

    public static Optional<String> unit(FantasyWarriorsState s, String written) {
        return find(s, written).filter(s.units()::containsKey);
    }

    /** The orders of lines every id of which names a piece (as {@link OrderCheck} accepted them). */
    public static TurnOrders of(FantasyWarriorsState s, String side, List<OrderLine> lines) {
        List<TurnOrders.Threaten> threats = new ArrayList<>();
        Set<String> answers = new LinkedHashSet<>();
        List<TurnOrders.Shoot> shots = new ArrayList<>();
        List<TurnOrders.Move> moves = new ArrayList<>();
        Set<String> reorganise = new LinkedHashSet<>();
        List<TurnOrders.NewOrder> newOrders = new ArrayList<>();
        List<TurnOrders.Influence> influence = new ArrayList<>();
        boolean chant = false;
        List<TurnOrders.Snipe> snipes = new ArrayList<>();
        java.util.Map<String, Boolean> flights = new java.util.LinkedHashMap<>();
        for (OrderLine l : lines) {
            if (l instanceof OrderLine.Message || l instanceof OrderLine.Place) {
                continue; // carried by Messages in the new orders phase, and by Scouting before the battle
            }
            String piece = l.piece().isEmpty() ? "" : find(s, l.piece()).orElseThrow();
            if (l instanceof OrderLine.Threaten t) {
                threats.add(new TurnOrders.Threaten(piece, id(s, t.target())));
            } else if (l instanceof OrderLine.Answer) {
                answers.add(piece);
            } else if (l instanceof OrderLine.Shoot t) {
                shots.add(new TurnOrders.Shoot(piece, id(s, t.target()), t.volleys(), t.poisoned()));
            } else if (l instanceof OrderLine.Move m) {
                moves.add(new TurnOrders.Move(piece, m.path(), m.facing()));
            } else if (l instanceof OrderLine.Reorganise) {
                reorganise.add(piece);
            } else if (l instanceof OrderLine.NewOrder o) {
                newOrders.add(new TurnOrders.NewOrder(piece, o.order()));
            } else if (l instanceof OrderLine.Influence i) {
                influence.add(new TurnOrders.Influence(id(s, i.leader()), piece));
            } else if (l instanceof OrderLine.Chant) {
                chant = true;
            } else if (l instanceof OrderLine.Snipe n) {
                snipes.add(new TurnOrders.Snipe(piece, id(s, n.target())));
            } else if (l instanceof OrderLine.Fly f) {
                flights.put(piece, f.up());
            }
        }
        return new TurnOrders(side, threats, answers, shots, moves, reorganise, newOrders, influence, chant, snipes,
                flights);
    }

    private static String id(FantasyWarriorsState s, String written) {
        return find(s, written).orElseThrow(() -> new IllegalArgumentException("no piece " + written));
    }
}
