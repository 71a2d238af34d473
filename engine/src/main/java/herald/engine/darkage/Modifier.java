package herald.engine.darkage;

/** One modifier of a roll, as the report prints it: "−2 moved", "+1 volley", "−1 long sword". */
public record Modifier(int value, String why) {

    public String show() {
        return signed(value) + (why.isEmpty() ? "" : " " + why);
    }

    /** "+2", "−2", "+0": with a true minus sign, as the sheet prints its modifiers. */
    public static String signed(int n) {
        return n < 0 ? "−" + (-n) : "+" + n;
    }

    static int sum(java.util.List<Modifier> ms) {
        return ms.stream().mapToInt(Modifier::value).sum();
    }
}
