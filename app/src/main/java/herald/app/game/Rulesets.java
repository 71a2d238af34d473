package herald.app.game;

import herald.engine.Ruleset;
import java.util.Comparator;
import java.util.List;
import java.util.ServiceLoader;

/** The installed rulesets, found on the class path. */
public final class Rulesets {
    private Rulesets() {}

    public static List<Ruleset> all() {
        return ServiceLoader.load(Ruleset.class).stream().map(ServiceLoader.Provider::get)
                .sorted(Comparator.comparing(Ruleset::id)).toList();
    }

    public static Ruleset byId(String id) {
        return all().stream().filter(r -> r.id().equalsIgnoreCase(id)).findFirst()
                .orElseThrow(() -> new UserError("no ruleset '" + id + "'; installed: "
                        + String.join(", ", all().stream().map(Ruleset::id).toList())));
    }
}
