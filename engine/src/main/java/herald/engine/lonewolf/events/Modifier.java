package herald.engine.lonewolf.events;

/** One modifier applied to a firing or combat percentage, e.g. ("moved", -2). */
public record Modifier(String name, int value) {

    /** "−2 moved" or "+10 veteran", with the real minus sign. */
    public String text() {
        return (value < 0 ? "−" + (-value) : "+" + value) + " " + name;
    }

    static String chain(int basic, java.util.List<Modifier> modifiers, int modified) {
        if (modifiers.isEmpty()) {
            return String.valueOf(basic);
        }
        StringBuilder b = new StringBuilder().append(basic);
        for (Modifier m : modifiers) {
            b.append(' ').append(m.text());
        }
        return b.append(" = ").append(Numbers.signed(modified)).toString();
    }
}
