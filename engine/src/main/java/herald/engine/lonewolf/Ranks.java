package herald.engine.lonewolf;

import herald.engine.board.Square;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Firing in ranks (F7) and fighting in ranks (C3). Missile troops fire through their own unit's front ranks: Poor in
 * 1 rank, Regular in 2, Veteran in 3, the rank counted along the line of fire from the target's point of view.
 * Spears and halberds fight in 2 ranks and pikes in 3, Regular and Veteran troops only; a rear-rank piece supports
 * only the piece of its unit directly in front of it, and only when that piece attacks to its front.
 */
final class Ranks {
    /** C3 (L629-631): how many ranks each weapon fights in; every other weapon (lances, great swords) fights in one. */
    static final Map<String, Integer> FIGHTING_DEPTH = Map.of("spear", 2, "halberd", 2, "pike", 3);

    private Ranks() {}

    /** A rear-rank piece's share: it strikes {@code defender}, the enemy fought by {@code front}. */
    record Support(Piece front, Piece defender) {}

    /** F7 (L451-454): the ranks a piece of this training fires in. */
    static int firing(Training t) {
        return switch (t) {
            case POOR -> 1;
            case REGULAR -> 2;
            case VETERAN -> 3;
        };
    }

    /** The two touch only corner to corner (for a mounted piece, no square of it shares a side with one of the other's). */
    static boolean diagonal(Piece a, Piece d) {
        return a.squares().stream().noneMatch(p -> d.squares().stream()
                .anyMatch(q -> Math.abs(p.x() - q.x()) + Math.abs(p.y() - q.y()) <= 1));
    }

    /** The square {@code n} squares straight ahead of {@code p}. */
    static Square ahead(Piece p, int n) {
        return new Square(p.square().x() + n * p.facing().dx(), p.square().y() + n * p.facing().dy());
    }

    /**
     * C3: whether {@code rear}, touching no enemy, supports a piece of its own unit and of the same grouping directly
     * in front of it (1 square for spears and halberds, 1 or 2 for pikes, every square between held by its unit) that
     * attacks a piece of {@code enemyUnit} straight ahead of it (or diagonally ahead under option
     * {@code diagonal-combat=join}).
     */
    static Optional<Support> support(LoneWolfState s, Piece rear, List<Piece> enemyUnit, List<String> group) {
        int depth = rear.handWeapon().map(w -> FIGHTING_DEPTH.getOrDefault(w, 1)).orElse(1);
        if (depth < 2 || rear.training() == Training.POOR || rear.mounted() || !s.adjacentEnemies(rear).isEmpty()) {
            return Optional.empty();
        }
        for (int k = 1; k < depth; k++) {
            Optional<Piece> there = s.occupant(ahead(rear, k));
            if (there.isEmpty() || !there.get().side().equals(rear.side()) || !there.get().unit().equals(rear.unit())) {
                return Optional.empty();
            }
            Piece front = there.get();
            if (!group.contains(front.id())) {
                continue;
            }
            for (Piece e : enemyUnit) {
                if (!front.adjacentTo(e)) {
                    continue;
                }
                boolean straight = e.occupies(ahead(front, 1));
                boolean frontDiagonal = e.squares().stream().anyMatch(q -> {
                    int dx = q.x() - front.square().x();
                    int dy = q.y() - front.square().y();
                    return dx * front.facing().dx() + dy * front.facing().dy() == 1 && dx != 0 && dy != 0;
                });
                if (straight || (frontDiagonal && !s.houseRules().diagonalSeparate())) {
                    return Optional.of(new Support(front, e));
                }
            }
        }
        return Optional.empty();
    }

    /** The supporting piece's blow, worked out as if it stood in the front piece's square (its flank or rear bonus too). */
    static Ruling<Combat.Blow> supportingBlow(LoneWolfState s, Piece rear, Support support) {
        return Combat.assess(s, rear.withSquare(support.front().square()), support.defender());
    }
}
