package herald.engine.lonewolf;

import herald.engine.board.Square;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/**
 * C5, L722-725: in multiple combat "the player controlling [the casualties] chooses which are hit". At a table he
 * picks on the spot; here his unit's standing order {@code STANDING <piece> CASUALTIES FRONT|REAR} picks for him. The
 * first hit still kills the named target; each further hit strikes a living piece of the target's unit in contact
 * with a member of the grouping:
 * <ul>
 * <li>FRONT (default): the one nearest the target (C5's "closest possible targets", L701-703);</li>
 * <li>REAR: the one with the deepest file of its unit behind it (living pieces of the unit on the squares straight
 * behind it, by its facing, counted until the first square without one), then the nearest the target: a file with a
 * rear rank loses its front man, whose place the rank behind can step into, and the unit's front keeps its width.</li>
 * </ul>
 * Ties: the scenario's order. Fire (F11) is not affected: there the hits fall by distance on either side.
 */
final class Casualties {
    static final String NAME = "CASUALTIES";
    static final String FRONT = "FRONT";
    static final String REAR = "REAR";

    private Casualties() {}

    /** The piece the next further hit of multiple combat on {@code target}'s unit strikes, if any is left. */
    static Optional<Piece> next(LoneWolfState s, Piece target, List<String> group) {
        if (!rear(target)) {
            return Concentration.nearest(s, target, group, true);
        }
        List<Piece> members = group.stream().map(s::pieceOrThrow).toList();
        return s.pieces().stream()
                .filter(p -> p.alive() && !group.contains(p.id()) && p.side().equals(target.side())
                        && p.unit().equals(target.unit()) && members.stream().anyMatch(g -> g.adjacentTo(p)))
                .min(Comparator.comparingInt((Piece p) -> -file(s, p))
                        .thenComparingInt(p -> p.rangeTo(target))
                        .thenComparingInt(p -> s.pieces().indexOf(p)));
    }

    /** How the report says why this piece was hit. */
    static String why(Piece target) {
        return rear(target) ? "strikes the piece with the deepest file behind it (CASUALTIES REAR, C5)"
                : "strikes the piece nearest " + target.id();
    }

    private static boolean rear(Piece target) {
        return REAR.equals(Standing.value(target, NAME));
    }

    /** The living pieces of {@code p}'s unit straight behind it (behind a mounted piece's rear half), up to the first gap. */
    static int file(LoneWolfState s, Piece p) {
        Square back = p.squares().get(p.squares().size() - 1);
        int n = 0;
        while (true) {
            Square at = Piece.behind(back, p.facing());
            boolean held = s.pieces().stream().anyMatch(q -> q.alive() && q != p && q.side().equals(p.side())
                    && q.unit().equals(p.unit()) && q.occupies(at));
            if (!held) {
                return n;
            }
            n++;
            back = at;
        }
    }
}
