package herald.engine.lonewolf;

/**
 * The cover one race's pieces claim from each terrain (CV1): "L", "M", "H", "X" (no sight into or
 * through) or "-" (none). Open ground, water and a door give none and are not listed.
 */
public record CoverRow(String scrub, String rocks, String trees, String wall, String hedge, String fence, String highWall, String window, String arrowSlit, String crenellations,
        String source, String note) {

    public CoverDegree of(Terrain terrain) {
        String letter = switch (terrain) {
            case OPEN, WATER, DOOR -> "-";
            case SCRUB -> scrub;
            case ROCKS -> rocks;
            case TREES -> trees;
            case WALL -> wall;
            case HEDGE -> hedge;
            case FENCE -> fence;
            case HIGH_WALL -> highWall;
            case WINDOW -> window;
            case ARROW_SLIT -> arrowSlit;
            case CRENELLATIONS -> crenellations;
        };
        return CoverDegree.parse(letter).orElseThrow();
    }
}
