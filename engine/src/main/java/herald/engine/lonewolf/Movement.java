package herald.engine.lonewolf;

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
     * leg that cannot be taken (off the board, impassable, occupied); tracing stops there.
     */
    public record Leg(boolean turn, Square from, Square to, Facing before, Facing after, int cost, Terrain terrain,
            boolean diagonal, String problem) {}

    /** The MP a piece has each movement phase: its sheet's allowance for its armour. */
    public static int allowance(LoneWolfState s, Piece p) {
        return s.sheet(p).movement().of(p.armour());
    }

    /** Every leg of the instructions from where {@code p} stands, without regard to MP. */
    public static List<Leg> trace(LoneWolfState s, Piece p, List<Instruction> instructions) {
        List<Leg> legs = new ArrayList<>();
        Square at = p.square();
        Facing facing = p.facing();
        for (Instruction i : instructions) {
            Facing want = i instanceof Instruction.TurnTo t ? t.facing() : facing.towards(((Instruction.Step) i).direction());
            if (want != facing) {
                legs.add(new Leg(true, at, at, facing, want, 1, null, false, null));
                facing = want;
            }
            if (!(i instanceof Instruction.Step step)) {
                continue;
            }
            Square to = at.plus(step.direction());
            String problem = null;
            Terrain terrain = null;
            int cost = 0;
            if (!s.board().contains(to)) {
                problem = p.id() + " cannot step " + step.direction() + " from " + at + ": " + offBoard(s, to);
            } else {
                terrain = s.board().terrain(to);
                OptionalInt c = s.sheet(p).terrainCost().cost(terrain);
                Optional<Piece> there = s.occupant(to).filter(o -> !o.id().equals(p.id()));
                if (c.isEmpty()) {
                    problem = p.id() + " cannot enter " + to + ": " + terrain.title().toLowerCase(Locale.ROOT) + " is impassable";
                } else if (there.isPresent()) {
                    problem = p.id() + " would enter " + to + ", occupied by " + there.get().id();
                } else {
                    cost = c.getAsInt() * (step.direction().diagonal() ? 2 : 1);
                }
            }
            legs.add(new Leg(false, at, to, facing, facing, cost, terrain, step.direction().diagonal(), problem));
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

    /** The movement phase: red's pieces in the order their orders name them, then blue's. */
    static void phase(TurnLog log, Map<String, List<Order>> orders) {
        for (String side : List.of(log.state().red(), log.state().blue())) {
            Map<String, List<Instruction>> moves = instructions(orders.getOrDefault(side, List.of()));
            for (Map.Entry<String, List<Instruction>> e : moves.entrySet()) {
                log.state().piece(e.getKey()).filter(Piece::alive).filter(p -> p.side().equals(side))
                        .ifPresent(p -> walk(log, p, e.getValue()));
            }
        }
    }

    private static void walk(TurnLog log, Piece p, List<Instruction> instructions) {
        LoneWolfState s = log.state();
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
