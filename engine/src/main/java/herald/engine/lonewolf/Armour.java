package herald.engine.lonewolf;

import java.util.Locale;
import java.util.Optional;

/** The armour types of the play sheets' tables (columns of the firing and combat tables). */
public enum Armour {
    NONE, LEATHER, MAIL, PLATE;

    public String key() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static Optional<Armour> parse(String text) {
        for (Armour a : values()) {
            if (a.key().equalsIgnoreCase(text == null ? "" : text.trim())) {
                return Optional.of(a);
            }
        }
        return Optional.empty();
    }
}
