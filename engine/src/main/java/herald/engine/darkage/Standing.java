package herald.engine.darkage;

/**
 * A Hero's standing orders, mailed in advance for the choices a player makes on the spot at the table (H1, H2).
 *
 * @param reroll when to spend a Hero Point on a die the Hero has just rolled: "fate" (a Fate roll that would knock it
 *     down or take it out, the default), "attacks" (a missed attack), "both", or "never"
 * @param lastAct what it does when taken out before it has acted in the phase: "act" (its ordered act of that phase,
 *     the default) or "speech" (a Death Speech, {@code speech} its words)
 */
public record Standing(String figure, String reroll, String lastAct, String speech) {

    public static Standing of(String figure) {
        return new Standing(figure, "fate", "act", null);
    }

    public Standing withReroll(String when) {
        return new Standing(figure, when, lastAct, speech);
    }

    public Standing withLastAct(String act, String words) {
        return new Standing(figure, reroll, act, words);
    }

    public boolean rerollsFate() {
        return reroll.equals("fate") || reroll.equals("both");
    }

    public boolean rerollsAttacks() {
        return reroll.equals("attacks") || reroll.equals("both");
    }
}
