package herald.engine.lonewolf;

import herald.engine.Dice;
import herald.engine.board.Compass;
import herald.engine.board.Facing;
import herald.engine.board.Square;
import herald.engine.lonewolf.events.MoveHalted;
import herald.engine.lonewolf.events.PieceMoved;
import herald.engine.lonewolf.events.PieceTurned;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * Movement (MV2-MV8). A piece steps forward or diagonally forward; a step any other way first turns
 * it to face that way (1 MP). Entering a square costs its terrain's MP, doubled on a diagonal. No
 * square with another piece, no impassable terrain, never more MP than the piece has; a piece next
 * to an enemy when its move begins cannot move or turn, and one that comes next to an enemy halts.
 * Wounds take MP away (H3); a stunned piece or one with a critical leg wound cannot move (H6, H10);
 * one that may not charge cannot step next to an enemy (H8); a blinded one needs a friend beside it
 * to follow its orders, else it wanders (H7). A mounted piece (MV5) pays for the squares its front enters; its
 * rear follows into the square behind, which must be open to it; it turns by pivoting ({@link Mounted}).
 */
public final class Movement {
    private Movement() {}

    /** A FACE (turn) or a step of a MOVE. */
    public sealed interface Instruction {
        record Step(Compass direction) implements Instruction {}

        record TurnTo(Facing facing) implements Instruction {}
    }

    /**
     * One leg of a traced move: a turn or a step, with its MP cost. {@code problem} is set on the
     * leg that cannot be taken (off the board, impassable, occupied); tracing stops there. {@code climb}
     * is the part of a step's cost (before a diagonal doubles it) paid for climbing ({@link Slopes}).
     */
    public record Leg(boolean turn, Square from, Square to, Facing before, Facing after, int cost, Terrain terrain,
            boolean diagonal, String problem, int climb) {}

    /**
     * The MP a piece has each movement phase: its hero card's allowance or its sheet's for its armour,
     * less its wounds' MP losses (H3, never below 0); 0 with a critical leg wound (H10).
     */
    public static int allowance(LoneWolfState s, Piece p) {
        if (p.condition().noMove()) {
            return 0;
        }
        int full = p.card() != null && p.card().movement() != null ? p.card().movement() : s.sheet(p).movement().of(p.armour());
        return Math.max(0, full + Disciplines.extraMp(s, p) - p.condition().mpLost());
    }

    /** Why {@code p} may not move at all this turn (stunned, a critical leg wound), if it may not. */
    public static Optional<String> unable(LoneWolfState s, Piece p) {
        if (s.stunned(p)) {
            return Optional.of(p.id() + " is stunned this turn: no moving, shooting or close combat (H6)");
        }
        if (p.condition().noMove()) {
            return Optional.of(p.id() + " may not move: a critical leg wound (H10)");
        }
        if (Heroics.hypnotised(s, p)) {
            return Optional.of(p.id() + " is hypnotised: he stands still for the rest of the turn (ET7)");
        }
        return Optional.empty();
    }

    /** H8 as the house rule reads it: a piece that may not charge may not step next to an enemy. */
    public static boolean mayNotCharge(LoneWolfState s, Piece p) {
        return p.condition().noCharge() && s.houseRules().noChargeMeansNoContact();
    }

    /** A friendly piece next to a blinded one leads it (H7); one with none moves at random. */
    public static boolean led(LoneWolfState s, Piece p) {
        return s.living(p.side()).stream().anyMatch(f -> !f.id().equals(p.id()) && f.adjacentTo(p));
    }

    /** Every leg of the instructions from where {@code p} stands, without regard to MP. */
    public static List<Leg> trace(LoneWolfState s, Piece p, List<Instruction> instructions) {
        List<Leg> legs = new ArrayList<>();
        Square at = p.square();
        Facing facing = p.facing();
        for (Instruction i : instructions) {
            Facing want = i instanceof Instruction.TurnTo t ? t.facing() : facing.towards(((Instruction.Step) i).direction());
            if (want != facing) {
                String pivot = p.mounted() ? Mounted.pivotProblem(s, p, at, facing, want).orElse(null) : null;
                legs.add(new Leg(true, at, at, facing, want, 1, null, false, pivot, 0));
                if (pivot != null) {
                    return legs;
                }
                facing = want;
            }
            if (!(i instanceof Instruction.Step step)) {
                continue;
            }
            Square to = at.plus(step.direction());
            String problem = null;
            Terrain terrain = null;
            int cost = 0;
            int climb = 0;
            if (!s.board().contains(to)) {
                problem = p.id() + " cannot step " + step.direction() + " from " + at + ": " + offBoard(s, to);
            } else {
                terrain = s.board().terrain(to);
                OptionalInt c = Disciplines.cost(s, p, terrain);
                Optional<Piece> there = s.occupant(to).filter(o -> !o.id().equals(p.id()));
                Optional<String> rear = Mounted.rearProblem(s, p, at, to, facing);
                Facing heading = facing;
                if (c.isEmpty()) {
                    problem = p.id() + " cannot enter " + to + ": " + terrain.title().toLowerCase(Locale.ROOT) + " is impassable";
                } else if (there.isPresent()) {
                    problem = p.id() + " would enter " + to + ", occupied by " + there.get().id();
                } else if (rear.isPresent()) {
                    problem = rear.get();
                } else if (mayNotCharge(s, p) && s.livingEnemiesOf(p.side()).stream().anyMatch(e -> e.rangeTo(to) == 1
                        || (p.mounted() && e.rangeTo(Piece.behind(to, heading)) == 1))) {
                    problem = p.id() + " may not charge (a serious leg wound, H8): it cannot step next to an enemy at " + to;
                } else {
                    climb = Slopes.climb(s, p, at, to);
                    cost = Slopes.stepCost(s, p, at, to, c.getAsInt(), step.direction().diagonal());
                }
            }
            legs.add(new Leg(false, at, to, facing, facing, cost, terrain, step.direction().diagonal(), problem, climb));
            if (problem != null) {
                return legs;
            }
            at = to;
        }
        return legs;
    }

    static String offBoard(LoneWolfState s, Square sq) {
        String name = sq.x() >= 0 && sq.x() < Square.MAX_COLUMNS && sq.y() >= 0 ? sq.toString() : "that square";
        return name + " is off the board (" + s.board().grid().extent() + ")";
    }

    /** The instructions of a side's MOVE and FACE orders, grouped by piece in the order each piece is first named. */
    public static Map<String, List<Instruction>> instructions(List<Order> orders) {
        Map<String, List<Instruction>> out = new LinkedHashMap<>();
        for (Order o : orders) {
            if (o instanceof Order.Move m) {
                List<Instruction> list = out.computeIfAbsent(m.piece(), k -> new ArrayList<>());
                m.steps().forEach(c -> list.add(new Instruction.Step(c)));
            } else if (o instanceof Order.Face f) {
                out.computeIfAbsent(f.piece(), k -> new ArrayList<>()).add(new Instruction.TurnTo(f.facing()));
            }
        }
        return out;
    }

    /**
     * The movement phase: red's pieces in the order their orders name them, then blue's; then each
     * side's blinded pieces that no friend leads wander (H7), red's first. A blinded piece that was led
     * when it moved has spent its movement: it does not wander too, though the move left it unled.
     */
    static void phase(TurnLog log, Map<String, List<Order>> orders, Dice dice) {
        for (String side : List.of(log.state().red(), log.state().blue())) {
            SixthSense.roll(log, side, dice);
            AnimalKinship.move(log, side, orders.getOrDefault(side, List.of()));
            Map<String, List<Instruction>> moves = instructions(orders.getOrDefault(side, List.of()));
            java.util.Set<String> walked = new java.util.HashSet<>();
            for (Map.Entry<String, List<Instruction>> e : moves.entrySet()) {
                log.state().piece(e.getKey()).filter(Piece::alive).filter(p -> p.side().equals(side))
                        .filter(p -> !p.condition().blinded() || led(log.state(), p))
                        .ifPresent(p -> {
                            walked.add(p.id());
                            walk(log, p, e.getValue());
                        });
            }
            SalmonLeap.leaps(log, side, orders.getOrDefault(side, List.of()));
            for (Piece p : log.state().living(side)) {
                Piece now = log.state().pieceOrThrow(p.id());
                if (!walked.contains(now.id()) && now.alive() && now.condition().blinded() && !led(log.state(), now)
                        && unable(log.state(), now).isEmpty()
                        && log.state().adjacentEnemies(now).isEmpty()) {
                    Wandering.wander(log, now, dice);
                }
            }
        }
    }

    private static void walk(TurnLog log, Piece p, List<Instruction> instructions) {
        LoneWolfState s = log.state();
        Optional<String> unable = unable(s, p);
        if (unable.isPresent()) {
            log.emit(new MoveHalted(p.id(), p.square(), unable.get()));
            return;
        }
        List<Piece> engaged = s.adjacentEnemies(p);
        if (!engaged.isEmpty()) {
            log.emit(new MoveHalted(p.id(), p.square(), p.id() + " is adjacent to " + engaged.get(0).id()
                    + ": locked in combat, it cannot move or turn"));
            return;
        }
        int mp = allowance(s, p);
        List<Leg> legs = trace(s, p, instructions);
        for (int i = 0; i < legs.size(); i++) {
            Leg leg = legs.get(i);
            if (leg.problem() != null) {
                log.emit(new MoveHalted(p.id(), leg.from(), leg.problem()));
                return;
            }
            if (leg.cost() > mp) {
                String what = leg.turn() ? "to turn to face " + leg.after()
                        : "to enter " + leg.to() + " (" + leg.terrain().key() + (leg.diagonal() ? ", diagonal" : "") + ")";
                log.emit(new MoveHalted(p.id(), leg.from(), p.id() + " has " + mp + " MP left and needs " + leg.cost() + " "
                        + what + ": it stops, and the " + mp + " MP left " + (mp == 1 ? "is" : "are") + " lost"));
                return;
            }
            mp -= leg.cost();
            if (leg.turn()) {
                log.emit(new PieceTurned(p.id(), leg.before(), leg.after(), leg.cost(), mp));
                continue;
            }
            log.emit(new PieceMoved(p.id(), leg.from(), leg.to(), leg.cost(), mp));
            List<Piece> now = log.state().adjacentEnemies(log.state().pieceOrThrow(p.id()));
            if (!now.isEmpty() && i < legs.size() - 1) {
                log.emit(new MoveHalted(p.id(), leg.to(), p.id() + " comes adjacent to " + now.get(0).id()
                        + ": both halt, locked in combat"));
                return;
            }
        }
    }
}
