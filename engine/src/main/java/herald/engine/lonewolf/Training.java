package herald.engine.lonewolf;

import java.util.Locale;
import java.util.Optional;

/** Training level (digest: the rulebook's "Normal" is its "Regular"). */
public enum Training {
    POOR, REGULAR, VETERAN;

    public String key() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static Optional<Training> parse(String text) {
        for (Training t : values()) {
            if (t.key().equalsIgnoreCase(text == null ? "" : text.trim())) {
                return Optional.of(t);
            }
        }
        return Optional.empty();
    }
}
