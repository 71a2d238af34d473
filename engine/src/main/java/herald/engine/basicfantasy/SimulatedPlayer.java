package herald.engine.basicfantasy;

/** A plain, sensible player. */
final class SimulatedPlayer {
    private SimulatedPlayer() {}

    static String orders(BasicFantasyState s, String side) {
        if (s.scenario() == null || s.outcome() != null || s.living(side).isEmpty()) {
            return "# nothing to order";
        }
        return "HOLD " + s.living(side).get(0).id() + "\n";
    }
}
