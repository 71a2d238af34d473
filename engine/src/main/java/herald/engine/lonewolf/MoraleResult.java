package herald.engine.lonewolf;

/** The three results of a morale test (M5-M7). */
public enum MoraleResult {
    CARRY_ON("Carry On"), RETIRE("Retire"), ROUT("Rout");

    private final String title;

    MoraleResult(String title) {
        this.title = title;
    }

    public String title() {
        return title;
    }
}
