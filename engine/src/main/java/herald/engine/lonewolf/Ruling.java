package herald.engine.lonewolf;

/** A rules answer: a value, or the reason (written for the player) why not. */
public record Ruling<T>(T value, String reason) {

    public static <T> Ruling<T> yes(T value) {
        return new Ruling<>(value, null);
    }

    public static <T> Ruling<T> no(String reason) {
        return new Ruling<>(null, reason);
    }

    public boolean refused() {
        return reason != null;
    }
}
