package herald.engine.basicfantasy;

import herald.engine.view.LegendEntry;

/**
 * One row of terrain.json: what a terrain feature of this type does. All of it is Herald's ruling (the rules
 * define no terrain, R2).
 *
 * @param difficult moving through it halves a move's allowance (R2)
 * @param impassable no unit crosses it or stands on it, except where a {@code crossing} feature lies over it
 * @param blocksSight a line of sight through it is blocked (not one from or to a unit standing in it)
 * @param crossing a way over impassable ground beneath it (a ford)
 */
public record TerrainType(String key, String name, Boolean difficult, Boolean impassable, Boolean blocksSight,
        Boolean crossing, String colour, LegendEntry.Symbol symbol, String source, String note) {

    /** "Wood (difficult, blocks sight)". */
    public String legendName() {
        StringBuilder b = new StringBuilder();
        if (impassable) {
            b.append("impassable");
        } else if (difficult) {
            b.append("difficult");
        }
        if (blocksSight) {
            b.append(b.length() == 0 ? "" : ", ").append("blocks sight");
        }
        return b.length() == 0 ? name : name + " (" + b + ")";
    }
}
