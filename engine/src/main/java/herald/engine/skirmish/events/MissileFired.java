package herald.engine.skirmish.events;

import herald.engine.skirmish.SkirmishState;
import java.util.List;

/**
 * A shot (R9-R13), {@code shooter} and {@code target} as labelled in the report ("A3 (archer)"). To hit: {@code roll} plus {@code modifiers} (clamped 1..10) hits at {@code need} or
 * less. On a hit, damage: {@code damageRoll} plus {@code damageModifiers} (clamped) read in
 * {@code column} (infantry or rider) gives {@code result}. Under the one-roll reading {@code roll} is
 * the only die ({@code oneRoll}), every modifier is in {@code modifiers} and {@code damageRoll} is 0.
 */
public record MissileFired(String shooter, String weapon, String target, int range, String band, int roll,
        List<Modifier> modifiers, int total, int need, boolean hit, int damageRoll, List<Modifier> damageModifiers,
        int damageTotal, String column, String result, boolean oneRoll) implements SkirmishEvent {

    public MissileFired {
        modifiers = List.copyOf(modifiers);
        damageModifiers = List.copyOf(damageModifiers);
    }

    @Override
    public SkirmishState applyTo(SkirmishState state) {
        return reported(state);
    }

    @Override
    public String describe() {
        String head = shooter + " shoots " + weapon + " at " + target + ", " + range + " hexes, " + band + " range: rolled ";
        String outcome = result.isEmpty() ? "no effect" : result;
        if (oneRoll) {
            return head + Modifier.chain(roll, modifiers, total) + " in the " + column + " column: " + outcome;
        }
        if (!hit) {
            return head + Modifier.chain(roll, modifiers, total) + ": miss (" + need + " or less hits)";
        }
        return head + Modifier.chain(roll, modifiers, total) + ": hit; damage rolled "
                + Modifier.chain(damageRoll, damageModifiers, damageTotal) + " (" + column + "): " + outcome;
    }
}
