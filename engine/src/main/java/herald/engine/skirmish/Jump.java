package herald.engine.skirmish;

import herald.engine.Dice;
import herald.engine.board.Hex;
import herald.engine.skirmish.events.JumpMade;
import herald.engine.skirmish.events.Modifier;
import java.util.ArrayList;
import java.util.List;

/**
 * The jump table (R21): 1D10, +2 for an armoured character, clamped to 10: up to 7 the jump
 * succeeds; 8-9 the character falls and is stunned; 10 it falls and is wounded. Jumps are made
 * entering a window hex and stepping down off the balcony (our ruling); the character lands in the
 * hex either way, and a fall ends its move.
 */
final class Jump {
    private Jump() {}

    /** True when the jump succeeded. */
    static boolean jump(TurnLog log, String id, Hex from, Hex to, Dice dice) {
        Tables.Jump table = Data.tables().jump();
        Character c = log.state().characterOrThrow(id);
        int roll = dice.roll(10);
        List<Modifier> mods = new ArrayList<>();
        if (Stats.armoured(log.state(), c)) {
            mods.add(new Modifier("armoured", table.armoured()));
        }
        int total = Math.max(1, Math.min(10, roll + Modifier.sum(mods)));
        String result = outcome(total);
        log.emit(new JumpMade(id, from, to, roll, mods, total, table.successUpTo(), result));
        if (result.equals(STUNNED)) {
            Effects.stun(log, id, "fell jumping");
        } else if (result.equals(WOUNDED)) {
            Effects.wound(log, id, "fell jumping");
        }
        return result.equals(SUCCESS);
    }

    static final String SUCCESS = "jump successful";
    static final String STUNNED = "falls and is stunned";
    static final String WOUNDED = "falls and is wounded";

    /** The jump table for a modified, clamped roll. */
    static String outcome(int total) {
        Tables.Jump table = Data.tables().jump();
        return total <= table.successUpTo() ? SUCCESS : total <= table.stunnedUpTo() ? STUNNED : WOUNDED;
    }
}
