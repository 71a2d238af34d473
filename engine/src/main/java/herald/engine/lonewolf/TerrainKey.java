package herald.engine.lonewolf;

import herald.engine.view.LegendEntry;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.OptionalInt;

/**
 * The terrains' legend entries with what entering them costs. Where every play sheet on the map pays alike the cost
 * goes in the name ("Scrub (2 MP)"); where they differ, a name per terrain repeating every sheet's cost read as a
 * wall of words, so the costs go into the legend's table, one column a play sheet, "–" where it cannot enter.
 */
final class TerrainKey {

    private TerrainKey() {}

    static List<LegendEntry> of(LoneWolfState s, Collection<Terrain> present) {
        List<PlaySheet> sheets = s.pieces().stream().map(Piece::race).distinct().sorted().map(s.sheets()::get).toList();
        boolean differ = present.stream().anyMatch(t -> sheets.stream().map(p -> p.terrainCost().cost(t)).distinct()
                .count() > 1);
        List<LegendEntry> out = new ArrayList<>();
        for (Terrain t : present) {
            boolean passable = sheets.stream().anyMatch(p -> p.terrainCost().cost(t).isPresent());
            if (!passable) {
                out.add(new LegendEntry(t.key(), t.title() + " (impassable)", t.colour(), t.symbol()));
            } else if (!differ) {
                out.add(new LegendEntry(t.key(), t.title() + " (" + sheets.get(0).terrainCost().cost(t).getAsInt()
                        + " MP)", t.colour(), t.symbol()));
            } else {
                List<LegendEntry.Cost> costs = sheets.stream().map(p -> new LegendEntry.Cost(p.name(),
                        printed(p.terrainCost().cost(t)))).toList();
                out.add(new LegendEntry(t.key(), t.title(), t.colour(), t.symbol(), costs));
            }
        }
        return out;
    }

    private static String printed(OptionalInt cost) {
        return cost.isPresent() ? String.valueOf(cost.getAsInt()) : "–";
    }
}
