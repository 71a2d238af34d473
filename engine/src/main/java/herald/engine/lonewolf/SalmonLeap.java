package herald.engine.lonewolf;

import herald.engine.board.LineOfSight;
import herald.engine.board.Square;
import herald.engine.lonewolf.events.MoveHalted;
import herald.engine.lonewolf.events.PieceLeapt;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * Salmon Leap (HA1, L1842-1850): twice a game, in his movement phase and in addition to his normal move, a hero
 * bounds up to 4 squares (G5) and lands facing any way. Ours: the leap comes after his normal move, once his side's
 * moves are made; it is a move, so a hero next to an enemy (then, or when the phase began) cannot leap (MV8). The
 * bound goes up and down hills and steps and over low walls, hedges, fences, high walls, water and pieces, along the
 * straight line of squares between (CV10's line); no house (doors, windows, arrow slits: Herald's boards have no
 * house terrain, these are the walls of houses), no rampart (crenellations) and no trees may lie on it. He lands on
 * the terrains of skills.json's {@code landOn} (open ground, scrub, rocks on Herald's boards; hills are open ground
 * at a level), never in trees or an occupied square. Landing next to an enemy locks both in combat (C8), as any
 * move does.
 */
final class SalmonLeap {
    private SalmonLeap() {}

    private static final List<Terrain> BARS = List.of(Terrain.TREES, Terrain.CRENELLATIONS, Terrain.DOOR, Terrain.WINDOW,
            Terrain.ARROW_SLIT);

    /** Why {@code p} may not leap to {@code to} from where it stands in {@code s}, if it may not. */
    static Optional<String> problem(LoneWolfState s, Piece p, Square to) {
        SkillBook.Entry e = s.skills().of(Skill.SALMON_LEAP);
        if (!p.has(Skill.SALMON_LEAP)) {
            return Optional.of(p.id() + " has no Salmon Leap on his card (HA1)");
        }
        if (p.mounted()) {
            // ours: the leap is a man's (HA1 speaks of the figure landing facing any way); a rider on two squares stays mounted
            return Optional.of(p.id() + " is mounted: a Salmon Leap is made on foot (HA1)");
        }
        if (s.usesLeft(p, Skill.SALMON_LEAP) == 0) {
            return Optional.of(p.id() + " has made both his Salmon Leaps (" + e.uses() + " a game, HA1)");
        }
        Optional<String> unable = Movement.unable(s, p);
        if (unable.isPresent()) {
            return unable;
        }
        List<Piece> engaged = s.adjacentEnemies(p);
        if (!engaged.isEmpty()) {
            return Optional.of(p.id() + " is adjacent to " + engaged.get(0).id() + " at " + p.square()
                    + ": locked in combat, he cannot leap (MV8)");
        }
        int range = p.square().rangeTo(to);
        if (range == 0 || range > e.range()) {
            return Optional.of(to + " is " + range + " squares from " + p.square() + ": a Salmon Leap goes 1 to " + e.range()
                    + " squares (HA1)");
        }
        if (!s.board().contains(to)) {
            return Optional.of(Movement.offBoard(s, to));
        }
        for (Square sq : LineOfSight.crossed(p.square(), to)) {
            Terrain t = s.board().terrain(sq);
            if (BARS.contains(t)) {
                return Optional.of(p.id() + " cannot leap over the " + t.title().toLowerCase(Locale.ROOT) + " at " + sq
                        + ": not over houses, ramparts or trees (HA1)");
            }
        }
        Terrain land = s.board().terrain(to);
        if (!e.landOn().contains(land.key()) || s.sheet(p).terrainCost().cost(land).isEmpty()) {
            return Optional.of(p.id() + " cannot land on the " + land.title().toLowerCase(Locale.ROOT) + " at " + to
                    + ": a Salmon Leap lands on flat ground, marsh, scrub or rocks (HA1)");
        }
        Optional<Piece> there = s.occupant(to).filter(o -> !o.id().equals(p.id()));
        if (there.isPresent()) {
            return Optional.of(p.id() + " cannot land on " + to + ": " + there.get().id() + " is there (HA1)");
        }
        return Optional.empty();
    }

    /** The position after {@code p}'s MOVE and FACE orders, as far as they can be carried out (for checking a LEAP). */
    static LoneWolfState afterMove(LoneWolfState s, Piece p, List<Movement.Instruction> moves) {
        Piece moved = p;
        int mp = Movement.allowance(s, p);
        for (Movement.Leg l : Movement.trace(s, p, moves)) {
            if (l.problem() != null || l.cost() > mp) {
                break;
            }
            mp -= l.cost();
            moved = l.turn() ? moved.withFacing(l.after()) : moved.withSquare(l.to());
        }
        return s.withPiece(moved);
    }

    /** After a side's moves: its LEAP orders, in the order written. */
    static void leaps(TurnLog log, String side, List<Order> orders) {
        for (Order o : orders) {
            if (!(o instanceof Order.Leap l)) {
                continue;
            }
            Optional<Piece> p = log.state().piece(l.piece()).filter(Piece::alive).filter(x -> x.side().equals(side));
            if (p.isEmpty()) {
                continue;
            }
            Optional<String> why = problem(log.state(), p.get(), l.to());
            if (why.isPresent()) {
                log.emit(new MoveHalted(p.get().id(), p.get().square(), why.get() + ": no leap"));
                continue;
            }
            log.emit(new PieceLeapt(p.get().id(), p.get().square(), l.to(), l.facing() == null ? p.get().facing() : l.facing(),
                    Skill.SALMON_LEAP.key()));
        }
    }
}
