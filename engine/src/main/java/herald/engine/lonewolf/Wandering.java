package herald.engine.lonewolf;

import herald.engine.Dice;
import herald.engine.board.Compass;
import herald.engine.board.Facing;
import herald.engine.board.Square;
import herald.engine.lonewolf.events.DirectionRolled;
import herald.engine.lonewolf.events.MoveHalted;
import herald.engine.lonewolf.events.PieceMoved;
import herald.engine.lonewolf.events.PieceRemoved;
import java.util.List;
import java.util.OptionalInt;

/**
 * A blinded piece that no friend leads moves at random (H7): a D100 on the random-direction bands
 * gives a direction A-H clockwise from ahead; it turns for C-G (LW-EX-20, no MP), then moves its full
 * allowance that way. Blocked by the board edge, impassable ground or another piece, it rolls again,
 * at most {@link #ROLLS} times a phase; in water it panics and drowns; next to an enemy it halts (C8). A mounted
 * piece (MV5) turns by pivoting on its front square: if its rear cannot swing round, that roll is spent; its rear
 * follows its front, and a square its rear could not enter blocks the way as another piece would.
 */
final class Wandering {
    static final int ROLLS = 3;

    private Wandering() {}

    static void wander(TurnLog log, Piece start, Dice dice) {
        int mp = Movement.allowance(log.state(), start);
        List<HitChart.Row> bands = log.state().hitRules().randomDirection();
        for (int r = 0; r < ROLLS && mp > 0; r++) {
            Piece p = log.state().pieceOrThrow(start.id());
            int roll = dice.roll(100);
            HitChart.Row band = HitChart.band(bands, roll);
            int index = bands.indexOf(band);
            Compass way = Compass.values()[(p.facing().ahead().ordinal() + index) % 8];
            Facing facing = index <= 1 || index == 7 ? p.facing() : index == 2 || index == 6 ? Facing.of(way).orElseThrow()
                    : Facing.values()[(p.facing().ordinal() + 2) % 4];
            var pivot = p.mounted() ? Mounted.pivotProblem(log.state(), p, p.square(), p.facing(), facing) : java.util.Optional.<String>empty();
            if (pivot.isPresent()) {
                log.emit(new DirectionRolled(p.id(), roll, band.key(), band.name(), p.facing()));
                log.emit(new MoveHalted(p.id(), p.square(), pivot.get()));
                continue;
            }
            log.emit(new DirectionRolled(p.id(), roll, band.key(), band.name(), facing));
            while (mp > 0) {
                LoneWolfState s = log.state();
                Piece now = s.pieceOrThrow(p.id());
                Square to = now.square().plus(way);
                if (!s.board().contains(to) || s.occupant(to).filter(o -> !o.id().equals(now.id())).isPresent()) {
                    log.emit(new MoveHalted(p.id(), now.square(), !s.board().contains(to) ? "the board edge stops it"
                            : s.occupant(to).get().id() + " is in the way"));
                    break;
                }
                var rear = Mounted.rearProblem(s, now, now.square(), to, now.facing());
                if (rear.isPresent()) {
                    log.emit(new MoveHalted(p.id(), now.square(), rear.get()));
                    break;
                }
                if (s.board().terrain(to) == Terrain.WATER) {
                    log.emit(new PieceRemoved(p.id(), "blinded, it stumbles into the water at " + to + ", panics and drowns (H7)"));
                    return;
                }
                OptionalInt cost = s.sheet(now).terrainCost().cost(s.board().terrain(to));
                if (cost.isEmpty()) {
                    log.emit(new MoveHalted(p.id(), now.square(), "impassable ground at " + to));
                    break;
                }
                int c = Slopes.stepCost(s, now, now.square(), to, cost.getAsInt(), way.diagonal());
                if (c > mp) {
                    log.emit(new MoveHalted(p.id(), now.square(), "it has " + mp + " MP left and needs " + c + " to enter " + to));
                    return;
                }
                mp -= c;
                log.emit(new PieceMoved(p.id(), now.square(), to, c, mp));
                List<Piece> enemies = log.state().adjacentEnemies(log.state().pieceOrThrow(p.id()));
                if (!enemies.isEmpty()) {
                    log.emit(new MoveHalted(p.id(), to, "it blunders into contact with " + enemies.get(0).id() + ": both halt"));
                    return;
                }
            }
        }
    }
}
