package herald.engine.skirmish;

import herald.engine.view.LegendEntry;
import java.util.OptionalInt;

/**
 * One row of the terrain table (terrain.json): MP to enter on foot and mounted (null = impassable),
 * cover, terrain advantage, and our rulings on sight and looks.
 *
 * @param cover yes | top-lip | crossed | none
 * @param advantage def+ | 0 | -
 */
public record TerrainType(String key, String name, Integer foot, Integer horse, String cover, String advantage,
        Boolean blocksSight, String colour, LegendEntry.Symbol symbol, String source, String note) {

    public OptionalInt cost(boolean mounted) {
        Integer c = mounted ? horse : foot;
        return c == null ? OptionalInt.empty() : OptionalInt.of(c);
    }

    public boolean defencePlus() {
        return "def+".equals(advantage);
    }

    /** "Scrub (2 MP foot, 4 horse)". */
    public String legendName() {
        String f = foot == null ? "impassable" : foot + " MP foot";
        String h = horse == null ? "no horses" : horse + " horse";
        return name + " (" + f + ", " + h + ")";
    }
}
