package herald.engine.darkage;

/** The demo's simple player (stub until the views land). */
final class SimulatedPlayer {
    private SimulatedPlayer() {}

    static String orders(DarkAgeState s, String side) {
        return "";
    }
}
