package herald.engine.lonewolf;

import java.util.Locale;
import java.util.Optional;

/** The camps of Magnamund (L62-72): good and evil never fight in one army; neutrals may join either. */
public enum Camp {
    GOOD, EVIL, NEUTRAL;

    public String key() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static Optional<Camp> parse(String text) {
        for (Camp c : values()) {
            if (c.key().equalsIgnoreCase(text == null ? "" : text.trim())) {
                return Optional.of(c);
            }
        }
        return Optional.empty();
    }
}
