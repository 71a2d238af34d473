package herald.engine.darkage;

/**
 * A Christian Miracle (8.1) or a Wyrd Power (8.2), from powers.json: Herald's list, the sheet's is missing. What an
 * effect does is code; its numbers are here.
 *
 * @param kind "miracle" or "wyrd"
 * @param phase the phase it is cast in: movement, shooting or fighting
 * @param effect one of {@link #EFFECTS}
 * @param fireRating the Dangerous Terrain rating an object it sets alight burns at (5.2.5), or null
 * @param ice whether a hit puts a fire out (5.2.5)
 */
public record Power(String name, String kind, String phase, String effect, Integer range, Integer attack, Integer fate,
        Integer radius, Integer value, Integer fireRating, boolean ice, String source, String note) {

    public static final java.util.List<String> EFFECTS = java.util.List.of("shot", "blast", "bless", "stand-up",
            "banish", "mist");
}
