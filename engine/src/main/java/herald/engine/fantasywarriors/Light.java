package herald.engine.fantasywarriors;

import herald.engine.data.Shipped;
import herald.engine.data.StrictJson;
import java.util.List;

/**
 * Bad light (the core's time dial, light.json): −1 to threat, speech, shooting, combat and command tests alike. The
 * book says bad light and night exist but not which periods are bad; Herald reads it as the night for every army
 * (the house rule light=night, the default), or by its proposal H15 (light=dial): dawn and dusk for all, and the night
 * for the armies that do not favour it (goblins and the undead do).
 */
public final class Light {
    private Light() {}

    record File(String source, Periods dialBadLight, Races favourNight) {}

    record Periods(List<Integer> periods, String herald) {}

    record Races(List<String> races, String source) {}

    private static File data;

    /** Whether {@code side}'s army fights in bad light in the battle's present period. */
    public static boolean bad(FantasyWarriorsState s, String side) {
        if (!s.deployment().option("light").equals("dial")) {
            return s.night();
        }
        return data().dialBadLight().periods().contains(s.period())
                && !(s.night() && data().favourNight().races().contains(s.army(side).race()));
    }

    private static synchronized File data() {
        if (data == null) {
            data = Shipped.load("the shipped Fantasy Warriors light.json", () -> StrictJson.bind(StrictJson.tree(
                    Shipped.text("/herald/engine/fantasywarriors/light.json"), "light.json"), File.class, "light.json", ""));
        }
        return data;
    }
}
