package herald.engine.lonewolf;

import herald.engine.board.LineOfSight;
import herald.engine.board.Square;
import herald.engine.lonewolf.events.PieceRevealed;
import java.util.Optional;

/**
 * Hidden deployment (L311-317): troops placed where the enemy cannot see them stay off the enemy's
 * map until they open fire, move from cover into the open, or an enemy comes where it could see them. A mounted
 * piece (MV5) hides only with both squares in cover, and is seen if either square could be seen from either of an enemy's.
 */
final class Concealment {
    /** How far (G5) an enemy sees a piece hidden in cover, along a line no tree square blocks. */
    static final int SPOTTING = 2;

    private Concealment() {}

    /** Scrub, rocks and trees hide a piece; open ground, a low wall's square and water do not. */
    static boolean cover(Terrain t) {
        return t == Terrain.SCRUB || t == Terrain.ROCKS || t == Terrain.TREES;
    }

    /** Could a piece on {@code from} see one hidden in cover on {@code to}? Not through trees or a high wall, nor over a hill (CV3). */
    static boolean couldSee(Board board, Square from, Square to) {
        var crossed = LineOfSight.crossed(from, to);
        return from.rangeTo(to) <= SPOTTING && crossed.stream().noneMatch(q -> board.terrain(q).blocksSight())
                && !Hills.hides(board, from, to, crossed);
    }

    /** Why the hidden piece {@code p} is revealed now, or empty if it stays hidden. */
    static Optional<String> exposure(LoneWolfState s, Piece p) {
        if (!p.squares().stream().allMatch(q -> cover(s.board().terrain(q)))) {
            return Optional.of("it moved out of cover into the open");
        }
        return s.livingEnemiesOf(p.side()).stream().filter(e -> seen(s.board(), e, p)).findFirst()
                .map(e -> e.id() + " at " + e.square() + " can see it");
    }

    /** Could {@code e} see the hidden {@code p}? From either of its squares to either of p's (MV5). */
    static boolean seen(Board board, Piece e, Piece p) {
        return e.squares().stream().filter(board::contains)
                .anyMatch(from -> p.squares().stream().anyMatch(to -> couldSee(board, from, to)));
    }

    /** Reveals every hidden piece now exposed, in scenario order. */
    static void sweep(TurnLog log) {
        for (Piece p : log.state().pieces()) {
            if (p.alive() && log.state().hidden(p.id())) {
                exposure(log.state(), p).ifPresent(why -> log.record(new PieceRevealed(p.id(), p.square(), why)));
            }
        }
    }
}
