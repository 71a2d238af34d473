package herald.engine.fantasywarriors;

import java.util.List;

/** One thing a roll is adjusted by, named as the report prints it: "+1 talisman". */
public record Modifier(String reason, int value) {
    /** Adds the modifier {@code test}'s table gives {@code key}, named after the key, when it applies. */
    static void addIf(List<Modifier> m, boolean applies, String test, String key, Tables t) {
        if (applies) {
            m.add(new Modifier(key.replace('-', ' '), t.modifier(test, key)));
        }
    }

    @Override
    public String toString() {
        return (value < 0 ? "−" + -value : "+" + value) + " " + reason;
    }
}
