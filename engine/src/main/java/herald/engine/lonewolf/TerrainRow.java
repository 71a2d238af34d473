package herald.engine.lonewolf;

import java.util.OptionalInt;

/**
 * MP to enter one square of each terrain; null (or absent) means impassable. {@code slopeUp} is the
 * extra MP for each level climbed ({@link Slopes}); absent on sheets older than it, meaning none.
 */
public record TerrainRow(Integer open, Integer scrub, Integer rocks, Integer trees, Integer wall, Integer hedge, Integer fence, Integer highWall, Integer door, Integer window, Integer arrowSlit, Integer crenellations, Integer water,
        Integer slopeUp, String source, String note) {

    /** Empty when the terrain cannot be entered. */
    public OptionalInt cost(Terrain terrain) {
        Integer c = switch (terrain) {
            case OPEN -> open;
            case SCRUB -> scrub;
            case ROCKS -> rocks;
            case TREES -> trees;
            case WALL -> wall;
            case HEDGE -> hedge;
            case FENCE -> fence;
            case HIGH_WALL -> highWall;
            case DOOR -> door;
            case WINDOW -> window;
            case ARROW_SLIT -> arrowSlit;
            case CRENELLATIONS -> crenellations;
            case WATER -> water;
        };
        return c == null ? OptionalInt.empty() : OptionalInt.of(c);
    }
}
