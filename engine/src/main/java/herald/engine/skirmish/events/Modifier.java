package herald.engine.skirmish.events;

import java.util.List;

/** One modifier to a die roll or a value, e.g. ("long range", +2). */
public record Modifier(String name, int value) {

    /** "+2 long range" or "−2 crossbow", with the real minus sign. */
    public String text() {
        return (value < 0 ? "−" + (-value) : "+" + value) + " " + name;
    }

    /** "4 +2 long range = 6", or just "4" without modifiers. */
    public static String chain(int base, List<Modifier> modifiers, int total) {
        if (modifiers.isEmpty()) {
            return String.valueOf(base);
        }
        StringBuilder b = new StringBuilder().append(base);
        modifiers.forEach(m -> b.append(' ').append(m.text()));
        return b.append(" = ").append(total < 0 ? "−" + (-total) : String.valueOf(total)).toString();
    }

    public static int sum(List<Modifier> modifiers) {
        return modifiers.stream().mapToInt(Modifier::value).sum();
    }
}
