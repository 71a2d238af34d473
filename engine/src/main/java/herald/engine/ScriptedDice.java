package herald.engine;

import java.util.List;

/**
 * Results played in the order listed, for tests and for re-creating published examples. A game that
 * uses them says so on every page. {@code start} skips the results earlier windows used.
 */
public final class ScriptedDice implements Dice {
    private final List<Integer> script;
    private final int start;
    private int next;

    public ScriptedDice(List<Integer> script, int start) {
        this.script = List.copyOf(script);
        this.start = start;
        this.next = start;
    }

    public static ScriptedDice of(Integer... results) {
        return new ScriptedDice(List.of(results), 0);
    }

    @Override
    public int roll(int sides) {
        if (next >= script.size()) {
            throw new DiceScriptExhausted("the dice script ran out: roll " + (next + 1)
                    + " was wanted (a d" + sides + ") but the script has " + script.size() + " results");
        }
        int r = script.get(next);
        if (r < 1 || r > sides) {
            throw new DiceScriptExhausted("dice script result " + (next + 1) + " is " + r
                    + ", which a d" + sides + " cannot roll");
        }
        next++;
        return r;
    }

    @Override
    public int used() {
        return next - start;
    }

    /** The script cannot answer: it ran out, or holds a result the die cannot show. */
    public static final class DiceScriptExhausted extends RuntimeException {
        private static final long serialVersionUID = 1L;

        public DiceScriptExhausted(String message) {
            super(message);
        }
    }
}
