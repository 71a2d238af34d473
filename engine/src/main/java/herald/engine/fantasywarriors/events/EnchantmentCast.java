package herald.engine.fantasywarriors.events;

import herald.engine.fantasywarriors.FantasyWarriorsState;
import herald.engine.fantasywarriors.Magic;
import herald.engine.fantasywarriors.Unit;
import herald.engine.table.Inches;
import java.util.List;

/**
 * The enchantress used her power on an enemy unit (Companion L930-975): its quality roll with the table's modifiers;
 * 0 or less enchants it, 1-2 disorganises it, 3-4 costs her a counter, 5 or more two. Short of the counters to pay,
 * her power is spent: every unit she holds is freed and she has no more power this battle.
 *
 * @param result "enchanted", "disorganised" or "fails"
 * @param countersLeft her counters beside her after it (the one on an enchanted unit is not hers to spend)
 * @param powerSpent she could not pay: every unit she held is freed
 */
public record EnchantmentCast(String enchantress, String unit, double inches, List<Integer> roll, String workings,
        int score, String result, int countersSpent, int countersLeft, boolean powerSpent) implements FantasyWarriorsEvent {

    public EnchantmentCast {
        roll = List.copyOf(roll);
    }

    @Override
    public String describe() {
        String out = switch (result) {
            case "enchanted" -> unit + " is enchanted";
            case "disorganised" -> "it fails, and " + unit + " is disorganised";
            default -> "it fails" + (countersSpent == 0 ? "" : "; she hands in " + countersSpent
                    + (countersSpent == 1 ? " counter" : " counters"));
        };
        return enchantress + " enchants " + unit + ", " + Inches.measured(inches) + " away: its quality roll " + workings
                + " — " + out + (powerSpent ? "; she has not enough: her power is spent, all she held are freed"
                : "; " + countersLeft + (countersLeft == 1 ? " counter" : " counters") + " left");
    }

    @Override
    public FantasyWarriorsState applyTo(FantasyWarriorsState state) {
        Magic m = state.magic().withCounters(enchantress, countersLeft);
        if (powerSpent) {
            for (String held : m.enchanted().entrySet().stream().filter(e -> e.getValue().equals(enchantress))
                    .map(java.util.Map.Entry::getKey).toList()) {
                m = m.withEnchanted(held, null);
            }
        }
        FantasyWarriorsState s = state;
        if (result.equals("enchanted")) {
            m = m.withEnchanted(unit, enchantress);
        } else if (result.equals("disorganised")) {
            Unit u = s.unitOrThrow(unit);
            s = s.withUnit(u.withDisorganised(true));
        }
        return reported(s.withMagic(m));
    }
}
