package herald.engine.darkage;

/**
 * A kind of terrain (terrain.json): its difficult type 0-3 (M7, the sheet's examples), whether it blocks sight (our
 * ruling 9), whether nobody may enter it (water off a ship, a cliff), whether it can be set alight (5.2.5: buildings,
 * wagons, boats, haystacks) and whether it is a ship's deck (the Sea State counts aboard, M8).
 *
 * @param colour the map's fill, "#rrggbb"; {@code symbol} the renderer's hatching key, or null
 */
public record Terrain(String key, String name, int difficult, boolean blocksSight, boolean impassable, boolean burns,
        boolean deck, String colour, String symbol, String source) {}
