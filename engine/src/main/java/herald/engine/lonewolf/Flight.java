package herald.engine.lonewolf;

import herald.engine.board.Compass;
import herald.engine.board.Facing;
import herald.engine.board.Square;
import herald.engine.lonewolf.events.MoveHalted;
import herald.engine.lonewolf.events.PieceFled;
import herald.engine.lonewolf.events.PieceMoved;
import herald.engine.lonewolf.events.PieceTurned;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Retire and Rout (M6, M7). The whole unit turns, at no MP cost, to the one facing that points most
 * directly away from the threat as seen from the unit's centre; then each piece, the foremost first,
 * moves straight ahead its full allowance (doubled for a rout), terrain costs applied. Impassable
 * ground, an enemy or another piece ahead is flowed round by the cheaper forward diagonal (the
 * shortest way round; on a tie the one farther from the threat, then the right); with neither open
 * the piece stops. A piece whose way ahead leaves the board is lost (it needs an MP left to go). It
 * never turns at the end. Under the house rule {@code retire-contact=halt} a piece that comes next to
 * an enemy it was not next to halts there (M8). A mounted piece (MV5) pivots on its front square to turn away; if
 * its rear cannot swing round (occupied or impassable squares) it stays where it is. Its rear follows its front.
 */
final class Flight {
    /** How the cause of every piece that fled the board ends (PieceFled): a campaign tells it from the dead by it. */
    static final String OFF_THE_BOARD = " off the board";
    private Flight() {}

    static void flee(TurnLog log, List<Piece> unit, Square threat, boolean rout) {
        Facing away = awayFrom(unit, threat);
        List<Piece> order = new ArrayList<>(unit);
        order.sort(Comparator.comparingInt((Piece p) -> -(p.square().x() * away.dx() + p.square().y() * away.dy())));
        String why = rout ? "routs" : "retires";
        Set<String> hemmed = new java.util.HashSet<>();
        for (Piece p : order) {
            if (p.facing() != away) {
                int mp = Movement.allowance(log.state(), p) * (rout ? 2 : 1);
                Optional<String> pivot = p.mounted()
                        ? Mounted.pivotProblem(log.state(), log.state().pieceOrThrow(p.id()), p.square(), p.facing(), away)
                        : Optional.empty();
                if (pivot.isPresent()) {
                    hemmed.add(p.id());
                    log.emit(new MoveHalted(p.id(), p.square(), p.id() + " " + why + " but cannot swing round: " + pivot.get()));
                    continue;
                }
                log.emit(new PieceTurned(p.id(), p.facing(), away, 0, mp));
            }
        }
        for (Piece p : order) {
            if (!hemmed.contains(p.id())) {
                run(log, log.state().pieceOrThrow(p.id()), threat, rout, why);
            }
        }
    }

    /** The facing most directly away from {@code threat} seen from the unit's centre; ties N, E, S, W. */
    static Facing awayFrom(List<Piece> unit, Square threat) {
        double cx = unit.stream().mapToInt(p -> p.square().x()).average().orElse(0) - threat.x();
        double cy = unit.stream().mapToInt(p -> p.square().y()).average().orElse(0) - threat.y();
        Facing best = unit.get(0).facing();
        double bestDot = Double.NEGATIVE_INFINITY;
        for (Facing f : Facing.values()) {
            double dot = cx * f.dx() + cy * f.dy();
            if (dot > bestDot + 1e-9) {
                best = f;
                bestDot = dot;
            }
        }
        return best;
    }

    private static void run(TurnLog log, Piece start, Square threat, boolean rout, String why) {
        int mp = Movement.allowance(log.state(), start) * (rout ? 2 : 1);
        Set<String> engagedAtStart = log.state().adjacentEnemies(start).stream().map(Piece::id).collect(Collectors.toSet());
        Facing facing = start.facing();
        while (mp > 0) {
            LoneWolfState s = log.state();
            Piece p = s.pieceOrThrow(start.id());
            Square ahead = p.square().plus(facing.ahead());
            if (!s.board().contains(ahead)) {
                log.emit(new PieceFled(p.id(), p.square(), (rout ? "routed" : "retired") + OFF_THE_BOARD));
                return;
            }
            Optional<Step> step = open(s, p, ahead, facing.ahead());
            if (step.isEmpty()) {
                step = facing.forward().stream().filter(c -> c != facing.ahead())
                        .map(c -> open(s, p, p.square().plus(c), c)).flatMap(Optional::stream)
                        .min(Comparator.comparingInt(Step::cost)
                                .thenComparing(st -> -st.to().rangeTo(threat))
                                .thenComparing(st -> st.way() == clockwise(facing) ? 0 : 1));
            }
            if (step.isEmpty()) {
                log.emit(new MoveHalted(p.id(), p.square(), p.id() + " " + why + " but is hemmed in: it stops"));
                return;
            }
            if (step.get().cost() > mp) {
                log.emit(new MoveHalted(p.id(), p.square(), p.id() + " " + why + " and has " + mp + " MP left, "
                        + step.get().cost() + " needed to enter " + step.get().to() + ": it stops"));
                return;
            }
            mp -= step.get().cost();
            log.emit(new PieceMoved(p.id(), p.square(), step.get().to(), step.get().cost(), mp));
            List<Piece> now = log.state().adjacentEnemies(log.state().pieceOrThrow(p.id()));
            Optional<Piece> fresh = now.stream().filter(e -> !engagedAtStart.contains(e.id())).findFirst();
            if (fresh.isPresent() && log.state().houseRules().retireHaltsAtContact() && mp > 0) {
                log.emit(new MoveHalted(p.id(), step.get().to(), p.id() + " " + why + " into contact with " + fresh.get().id()
                        + ": it halts (M8)"));
                return;
            }
        }
    }

    private record Step(Compass way, Square to, int cost) {}

    private static Compass clockwise(Facing f) {
        return Compass.values()[(f.ahead().ordinal() + 1) % 8];
    }

    /** The step into {@code to} if it is on the board, passable and empty. */
    private static Optional<Step> open(LoneWolfState s, Piece p, Square to, Compass way) {
        if (!s.board().contains(to) || s.occupant(to).isPresent()
                || Mounted.rearProblem(s, p, p.square(), to, p.facing()).isPresent()) {
            return Optional.empty();
        }
        OptionalInt cost = s.sheet(p).terrainCost().cost(s.board().terrain(to));
        return cost.isEmpty() ? Optional.empty() : Optional.of(new Step(way, to, Slopes.stepCost(s, p, p.square(), to, cost.getAsInt(), way.diagonal())));
    }
}
