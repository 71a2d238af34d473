package herald.engine.skirmish.events;

import herald.engine.skirmish.SkirmishState;
import java.util.List;

/**
 * One combat (R14-R17): the attackers' summed attack against the defender's defence (with terrain and
 * stun modifiers) gives the difference; its column, shifted one right for several attackers, and the
 * die give the result. {@code need} is the highest roll that hurts the defender in that column (0 if none).
 */
public record CombatFought(List<String> attackers, String defender, List<Integer> attacks, int defence,
        List<Modifier> defenceModifiers, int difference, String table, String baseColumn, boolean shifted,
        String column, int roll, int need, String result) implements SkirmishEvent {

    public CombatFought {
        attackers = List.copyOf(attackers);
        attacks = List.copyOf(attacks);
        defenceModifiers = List.copyOf(defenceModifiers);
    }

    @Override
    public SkirmishState applyTo(SkirmishState state) {
        return reported(state);
    }

    @Override
    public String describe() {
        StringBuilder b = new StringBuilder(String.join(" and ", attackers)).append(attackers.size() == 1 ? " attacks " : " attack ").append(defender)
                .append(": attack ");
        int sum = 0;
        for (int i = 0; i < attacks.size(); i++) {
            b.append(i == 0 ? "" : " + ").append(attacks.get(i));
            sum += attacks.get(i);
        }
        if (attacks.size() > 1) {
            b.append(" = ").append(sum);
        }
        int def = defence + Modifier.sum(defenceModifiers);
        b.append(", defence ").append(Modifier.chain(defence, defenceModifiers, def));
        b.append(": ").append(difference < 0 ? "−" + (-difference) : difference).append(" → ").append(table)
                .append(" table, column ").append(baseColumn);
        if (shifted) {
            b.append(", shifted to ").append(column);
        }
        return b.append("; rolled ").append(roll).append(": ").append(result.isEmpty() ? "no effect" : result).toString();
    }
}
