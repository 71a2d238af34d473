package herald.engine.lonewolf.events;

/** Report formatting of numbers: the real minus sign. */
final class Numbers {
    private Numbers() {}

    static String signed(int n) {
        return n < 0 ? "−" + (-n) : String.valueOf(n);
    }
}
