package herald.engine.fantasywarriors;

import herald.engine.OrderError;
import herald.engine.OrderLines;
import herald.engine.OrdersRuling;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

/**
 * Checks one side's orders for a battle turn against the table as it stands, and reports every error at once, each
 * with its line. Each order is judged by the phase that will carry it out (its {@code refusal}); an order that later
 * phases' events make impossible (a unit routed in phase 1 cannot shoot in phase 2) is reported then, not refused now.
 * Accepted lines come back normalised, every id spelt as the scenario spells it.
 */
public final class OrderCheck {
    private OrderCheck() {}

    /** {@code seat} is the player who wrote: a side's, or one of its battle leaders' ({@link Players}). */
    public static OrdersRuling check(FantasyWarriorsState s, String seat, String body) {
        OrderLines.Parsed<OrderLine> parsed = OrderParser.parse(body);
        Optional<OrdersRuling> whole = OrderLines.refusedWhole(parsed, s != null && s.deployment() != null
                && s.outcome() == null);
        if (whole.isPresent()) {
            return whole.get();
        }
        String side = Players.army(s, seat);
        if (s.onTable(side).isEmpty()) {
            return new OrdersRuling.Rejected(List.of(OrderError.whole("your army has left the field: it takes no orders")));
        }
        List<OrderError> errors = new ArrayList<>(parsed.errors());
        List<String> accepted = new ArrayList<>();
        Set<String> given = new HashSet<>();
        boolean hold = parsed.orders().stream().anyMatch(l -> l instanceof OrderLine.Hold);
        FantasyWarriorsState hasted = Haste.ordered(s, side, parsed.orders());
        for (OrderLine l : parsed.orders()) {
            if (hold && parsed.orders().size() > 1) {
                errors.add(OrderError.at(l.line(), body, "HOLD stands alone: write it, or your orders, not both"));
                continue;
            }
            Optional<String> problem = l instanceof OrderLine.Hold ? Optional.empty()
                    : l instanceof OrderLine.Message m ? Messages.refusal(s, seat, m)
                    : l instanceof OrderLine.Place p ? placing(s, seat, p, given)
                    : WarChantPlayed.alongside(parsed.orders(), l).or(() -> authority(s, seat, l))
                            .or(() -> judge(l instanceof OrderLine.Move ? Flying.asWritten(hasted, side, parsed.orders())
                                    : hasted, side, l, given));
            if (problem.isPresent()) {
                errors.add(OrderError.at(l.line(), body, problem.get()));
            } else {
                accepted.add((l instanceof OrderLine.Message m ? Messages.canonical(s, seat, m)
                        : l instanceof OrderLine.Place p ? new OrderLine.Place(p.line(), Scouting.feature(s, p.piece()), p.at())
                        : Canonical.line(s, l)).normalised());
            }
        }
        errors.sort((x, y) -> Integer.compare(x.line(), y.line()));
        return errors.isEmpty() ? new OrdersRuling.Accepted(accepted) : new OrdersRuling.Rejected(errors);
    }

    /** Why a PLACE order cannot stand: only the warchief lays out the terrain, each feature once ({@link Scouting}). */
    private static Optional<String> placing(FantasyWarriorsState s, String seat, OrderLine.Place p, Set<String> given) {
        if (!Players.warchief(s, seat)) {
            return Optional.of("your warchief lays out the terrain if your army wins the scouting");
        }
        String id = Scouting.feature(s, p.piece());
        return once(given, "place " + id, id + " is placed twice").or(() -> Scouting.refusal(s,
                new Scouting.Place(id, p.at())));
    }

    /** Whether the player may give the order: only the warchief changes orders (L1460), each player his own pieces. */
    private static Optional<String> authority(FantasyWarriorsState s, String seat, OrderLine l) {
        if (l instanceof OrderLine.NewOrder && !Players.warchief(s, seat)) {
            return Optional.of("only your warchief changes a command's orders (Companion L1460): ask him by MESSAGE");
        }
        if (l instanceof OrderLine.Chant && !Players.warchief(s, seat)) {
            return Optional.of("only your warchief begins or keeps up the war chant (L529): ask him by MESSAGE");
        }
        return Orders.find(s, l.piece()).flatMap(piece -> Players.refusal(s, seat, piece));
    }

    /** What is wrong with one order, if anything; {@code given} collects what each piece was told, to refuse twice. */
    private static Optional<String> judge(FantasyWarriorsState s, String side, OrderLine l, Set<String> given) {
        if (l instanceof OrderLine.Chant) {
            return once(given, "chant", "CHANT once is enough").or(() -> WarChantPlayed.refusal(s, side));
        }
        Optional<String> piece = Orders.find(s, l.piece());
        if (piece.isEmpty()) {
            return Optional.of("there is no unit, individual or command " + l.piece());
        }
        String id = piece.get();
        if (l instanceof OrderLine.Threaten || l instanceof OrderLine.Shoot || l instanceof OrderLine.Move) {
            Optional<String> enchanted = EnchantressPower.forbids(s, id);
            if (enchanted.isPresent()) {
                return enchanted;
            }
        }
        if (l instanceof OrderLine.NewOrder o) {
            if (!s.commands().containsKey(id)) {
                return Optional.of(id + " is not a command: ORDER names a command, e.g. ORDER "
                        + s.commands().keySet().iterator().next() + " ATTACK");
            }
            return once(given, "order " + id, id + " is given two new orders").or(() ->
                    CommandPhases.refusal(s, side, new TurnOrders.NewOrder(id, o.order())));
        }
        if (l instanceof OrderLine.Influence i) {
            Optional<String> leader = Orders.find(s, i.leader()).filter(s.individuals()::containsKey);
            if (leader.isEmpty() || !s.units().containsKey(id)) {
                return Optional.of("INFLUENCE names a unit and its leader: " + (leader.isEmpty() ? "there is no leader "
                        + i.leader() : id + " is not a unit"));
            }
            return once(given, "visit " + leader.get(), leader.get() + " visits one unit a turn").or(() ->
                    CommandPhases.refusal(s, side, new TurnOrders.Influence(leader.get(), id)));
        }
        if (l instanceof OrderLine.Snipe n) {
            // the same answer for an individual not there and one the side cannot see (by night)
            Optional<String> aimed = Orders.find(s, n.target()).filter(s.individuals()::containsKey)
                    .filter(t -> new Eyes(s).sees(side, s.individual(t).orElseThrow()));
            if (aimed.isEmpty()) {
                return Optional.of("there is no individual " + n.target() + " in your sight");
            }
            return once(given, "snipe " + id, id + " shoots once a turn (L912)").or(() ->
                    Sniping.refusal(s, side, new TurnOrders.Snipe(id, aimed.get())));
        }
        if (l instanceof OrderLine.Fly f) {
            return once(given, "fly " + id, id + " is given FLY or LAND once").or(() -> Flying.refusal(s, side, id, f.up()));
        }
        if (l instanceof OrderLine.Move m) {
            return once(given, "move " + id, id + " is given two moves (or a move and REORGANISE)").or(() ->
                    MovementPhase.refusal(s, side, new TurnOrders.Move(id, m.path(), m.facing())));
        }
        if (l instanceof OrderLine.Cast c) {
            SpellOrders.Cast cast = new SpellOrders.Cast(side, id, c.spell(), SpellOrders.target(s, c), c.amount(),
                    c.toDeath());
            return once(given, c.spell() == Spell.ANSWER ? "answer duel " + id : "cast " + id + " " + c.spell().phase(),
                    id + " casts one spell a phase (and answers a duel once)").or(() -> SpellChecks.refusal(s, side, cast));
        }
        if (!s.units().containsKey(id)) {
            return Optional.of(id + " is not a unit");
        }
        Unit u = s.unitOrThrow(id);
        if (!u.side().equals(side)) {
            return Optional.of(id + " is not yours: it belongs to " + s.sideName(u.side()));
        }
        if (!u.onTable()) {
            return Optional.of(id + " has left the table");
        }
        if (l instanceof OrderLine.Reorganise) {
            return once(given, "move " + id, id + " is given two moves (or a move and REORGANISE)")
                    .or(() -> u.disorganised() ? Reorganisation.refusal(s, id) : Optional.of(id + " is not disorganised"));
        }
        if (l instanceof OrderLine.Answer) {
            return once(given, "answer " + id, id + " answers once");
        }
        String target = l instanceof OrderLine.Threaten t ? t.target() : ((OrderLine.Shoot) l).target();
        // One answer for a unit that is not there and one the side cannot see (by night): the reply must not tell.
        Optional<String> aimed = Orders.unit(s, target).filter(t -> new Eyes(s).sees(side, s.unitOrThrow(t)));
        if (aimed.isEmpty()) {
            return Optional.of("there is no unit " + target + " in your sight");
        }
        if (l instanceof OrderLine.Threaten) {
            return once(given, "threaten " + id, id + " threatens once a turn").or(() ->
                    ThreatStep.refusal(s, side, new TurnOrders.Threaten(id, aimed.get())));
        }
        OrderLine.Shoot shot = (OrderLine.Shoot) l;
        return once(given, "shoot " + id, id + " shoots once a turn").or(() ->
                ShootingPhase.refusal(s, side, new TurnOrders.Shoot(id, aimed.get(), shot.volleys(), shot.poisoned())));
    }

    private static Optional<String> once(Set<String> given, String key, String problem) {
        return given.add(key.toLowerCase(Locale.ROOT)) ? Optional.empty() : Optional.of(problem);
    }
}
