package herald.engine.fantasywarriors;

import herald.engine.table.Footprint;
import herald.engine.table.Point;
import herald.engine.table.Table;
import java.util.List;
import java.util.Map;

/**
 * The cover a unit shot at claims from the terrain it stands in (terrain.json's {@code cover}: a wood soft, a building
 * hard). The book gives terrain's cover no rule of its own, so Herald counts it as the Companion counts pavises and
 * palisades (L399-400, L477-478, with the README's reading of exactly half): figure by figure, a figure standing in a
 * feature when the middle of its base does, and the unit claims the best cover that half or more of its figures have.
 */
public final class TerrainCover {
    private TerrainCover() {}

    public static Cover of(Unit u, Table table, Map<String, Terrain> types) {
        List<Point> figures = middles(u);
        for (Cover c : List.of(Cover.HARD, Cover.SOFT)) {
            long in = figures.stream().filter(p -> table.at(p).stream()
                    .anyMatch(f -> types.get(f.terrain()).cover().compareTo(c) >= 0)).count();
            if (in > 0 && in * 2 >= figures.size()) {
                return c;
            }
        }
        return Cover.NONE;
    }

    /** The middle of each figure's base: its ranks front first, a short rear rank filled from the left. */
    private static List<Point> middles(Unit u) {
        if (!(u.ground() instanceof Footprint.Block)) {
            return List.of(u.ground().at());
        }
        int files = Math.max(1, Math.min(u.files(), u.figures()));
        int ranks = Math.max(1, (u.figures() + files - 1) / files);
        return EquipmentCover.figures(new EquipmentCover.Target(u.ground(), files, ranks, u.standing())).stream()
                .limit(Math.max(1, u.figures())).map(TerrainCover::middle).toList();
    }

    private static Point middle(Footprint f) {
        List<Point> c = f.outline();
        return new Point(c.stream().mapToDouble(Point::x).average().orElseThrow(),
                c.stream().mapToDouble(Point::y).average().orElseThrow());
    }
}
