package herald.engine.lonewolf;

import java.util.Locale;

/** Range band of a shot; the modified percentage is divided by the divisor (F8, rulebook L487-489). */
public enum Band {
    SHORT(1), MEDIUM(2), LONG(3);

    private final int divisor;

    Band(int divisor) {
        this.divisor = divisor;
    }

    public int divisor() {
        return divisor;
    }

    public String key() {
        return name().toLowerCase(Locale.ROOT);
    }
}
