package herald.engine.fantasywarriors;

/** One thing a roll is adjusted by, named as the report prints it: "+1 talisman". */
public record Modifier(String reason, int value) {
    @Override
    public String toString() {
        return (value < 0 ? "−" + -value : "+" + value) + " " + reason;
    }
}
