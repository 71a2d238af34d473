package herald.engine.fantasywarriors;

import herald.engine.table.Edges;
import herald.engine.table.Feature;
import herald.engine.table.Footprint;
import herald.engine.table.Point;
import herald.engine.table.Sight;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Cover that battlefield equipment gives a unit shot at (Companion L351-359, L394-401, L468-479). A figure claims
 * the cover when the equipment interrupts every line of sight the shooter has to it; the unit's cover is then read
 * from how many of its figures claim it. Mantlets give hard cover when the line of sight is entirely through them
 * and soft when half (rounded down) or more of the unit claims it (L356-358, the diagram's units B, C and D, L319-323:
 * FW-EX-11); pavises and palisades give soft cover when more than half claims it, and, Herald's reading, exactly half
 * (L399-400, L477-478 leave it out). A unit in blood lust has come out from behind them (L349, L392, L466): no cover.
 */
public final class EquipmentCover {
    private EquipmentCover() {}

    /** The unit shot at: its ground, its figures as {@code files} abreast and {@code ranks} deep, and its state. */
    public record Target(Footprint ground, int files, int ranks, Standing unit) {
        public Target {
            if (files < 1 || ranks < 1 || ground instanceof Footprint.Round && files * ranks != 1) {
                throw new IllegalArgumentException("a block has at least one file and one rank; a round base is one figure");
            }
        }

        int figures() {
            return files * ranks;
        }
    }

    /** A piece of equipment where it stands on the table. */
    public record Piece(Equipment kind, Footprint ground) {}

    /**
     * The cover the unit has, the equipment that gives it (empty when none does), and how many of its figures claim
     * it: casualties are taken first from the others (L359, L401, L479).
     */
    public record Covered(Cover cover, Optional<Equipment> by, int figures, int covered) {
        public int exposed() {
            return figures - covered;
        }
    }

    public static Covered against(Footprint shooter, Target target, List<Piece> equipment) {
        return against(shooter, target, target.figures(), equipment);
    }

    /**
     * As above for a unit of {@code count} figures whose last rank is short: its figures are the first {@code count} of
     * the block's places, the short rank filled from the left.
     */
    public static Covered against(Footprint shooter, Target target, int count, List<Piece> equipment) {
        List<Footprint> figures = figures(target).subList(0, Math.max(1, Math.min(count, target.figures())));
        Covered best = new Covered(Cover.NONE, Optional.empty(), figures.size(), 0);
        for (Equipment kind : List.of(Equipment.MANTLET, Equipment.PAVIS, Equipment.PALISADE)) {
            List<Footprint> pieces = equipment.stream().filter(p -> p.kind() == kind).map(Piece::ground).toList();
            if (pieces.isEmpty() || kind.abandonedBy(target.unit())) {
                continue;
            }
            // mantlets and pavises are kept in base contact (L334, L451): a line of sight finds no seam between them
            List<Feature> screens = Edges.joined(kind.key(), pieces);
            int covered = (int) figures.stream().filter(f -> Sight.between(shooter, f, screens, List.of()).isEmpty()).count();
            Cover c = cover(kind, covered, figures.size());
            // Cover is ordered none, soft, hard: the higher the better
            if (c.compareTo(best.cover()) > 0 || c == best.cover() && covered > best.covered()) {
                best = new Covered(c, c == Cover.NONE ? Optional.empty() : Optional.of(kind), figures.size(), covered);
            }
        }
        return best;
    }

    /** The rule of each kind, from how many of the unit's {@code figures} claim its cover. */
    static Cover cover(Equipment kind, int covered, int figures) {
        if (kind == Equipment.MANTLET) {
            if (covered == figures) {
                return Cover.HARD;
            }
            return covered >= figures / 2 && covered > 0 ? Cover.SOFT : Cover.NONE;
        }
        if (kind == Equipment.PAVIS || kind == Equipment.PALISADE) {
            return covered * 2 >= figures && covered > 0 ? Cover.SOFT : Cover.NONE;
        }
        return Cover.NONE;
    }

    /** Each figure's ground: the block cut into its files and ranks, front rank first, left to right. */
    static List<Footprint> figures(Target t) {
        if (!(t.ground() instanceof Footprint.Block b)) {
            return List.of(t.ground());
        }
        double r = Math.toRadians(b.facing());
        double w = b.frontage() / t.files();
        double d = b.depth() / t.ranks();
        List<Footprint> out = new ArrayList<>();
        for (int rank = 0; rank < t.ranks(); rank++) {
            for (int file = 0; file < t.files(); file++) {
                double across = -b.frontage() / 2 + (file + 0.5) * w;
                double back = rank * d;
                Point at = new Point(b.at().x() + Math.cos(r) * across - Math.sin(r) * back,
                        b.at().y() - Math.sin(r) * across - Math.cos(r) * back);
                out.add(new Footprint.Block(at, b.facing(), w, d));
            }
        }
        return out;
    }
}
