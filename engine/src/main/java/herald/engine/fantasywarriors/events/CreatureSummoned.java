package herald.engine.fantasywarriors.events;

import herald.engine.fantasywarriors.Base;
import herald.engine.fantasywarriors.FantasyWarriorsState;
import herald.engine.fantasywarriors.Individual;
import herald.engine.fantasywarriors.Magic;
import herald.engine.table.Point;
import java.util.List;

/**
 * A wizard summoned a fiend (Companion L1272-1279: 2D6, more than {@code need} succeeds, their total paid either way),
 * or a druid called a tree spirit out of a wood (L1120-1126: 2D6 paid, {@code need} 0). A creature summoned is a new
 * individual of the caster's army in base contact with him, {@code at}, facing as he does; neither moves this phase.
 *
 * @param feature the wood a tree spirit came out of; "" for a fiend
 */
public record CreatureSummoned(String caster, String creature, String entry, String feature, List<Integer> roll, int need,
        boolean summoned, int cost, int powerLeft, boolean slain, Point at) implements FantasyWarriorsEvent {

    public CreatureSummoned {
        roll = List.copyOf(roll);
    }

    @Override
    public String describe() {
        String dice = String.join("+", roll.stream().map(String::valueOf).toList()) + " = " + cost;
        String what = feature.isEmpty() ? "a fiend" : "a tree spirit from " + feature;
        String test = need > 0 ? " (more than " + need + " needed)" : "";
        String result = slain ? ": more than his power, he overdraws and is slain" : summoned ? ": " + creature
                + " appears beside " + caster + "; " + powerLeft + " magic power left"
                : ": it fails; " + powerLeft + " magic power left";
        return caster + " summons " + what + ", " + dice + test + result;
    }

    @Override
    public FantasyWarriorsState applyTo(FantasyWarriorsState state) {
        FantasyWarriorsState s = Magic.paid(state, caster, powerLeft, slain);
        if (slain || !summoned) {
            return reported(s);
        }
        Individual by = s.individual(caster).orElseThrow();
        Individual c = new Individual(creature, by.side(), entry, null, Base.of(s.army(by.side()).profile(entry))
                .ground(1, 1, at, by.ground().facing()), null, 0, 0);
        Magic m = s.magic().withSummoned(creature, caster, s.turn());
        if (!feature.isEmpty()) {
            m = m.withDruidic(caster, new Magic.Druidic("spirit", feature, creature));
        }
        return reported(s.withIndividualAdded(c).withMagic(m));
    }
}
