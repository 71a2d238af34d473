package herald.engine.fantasywarriors;

import java.util.Locale;

/** A figure's armour, which raises the number a kill must reach (Herald's H4, in weapons.json). */
public enum Armour {
    NONE, LIGHT, HEAVY;

    public String key() {
        return name().toLowerCase(Locale.ROOT);
    }
}
