package herald.engine.fantasywarriors.events;

import herald.engine.fantasywarriors.FantasyWarriorsState;
import herald.engine.fantasywarriors.Individual;
import herald.engine.fantasywarriors.Magic;

/**
 * An enchanted unit is free again (Companion L977-1011): it was threatened, shot at, attacked or struck by magic, and
 * the counter goes back to the enchantress ({@code returned}); or its battle leader influenced it, and she loses it.
 */
public record EnchantmentBroken(String unit, String enchantress, String reason, boolean returned)
        implements FantasyWarriorsEvent {

    @Override
    public String describe() {
        return unit + "'s enchantment is broken (" + reason + ")" + (returned ? "; the counter goes back to "
                + enchantress : "; " + enchantress + " loses the counter");
    }

    @Override
    public FantasyWarriorsState applyTo(FantasyWarriorsState state) {
        Magic m = state.magic().withEnchanted(unit, null);
        Individual e = state.individual(enchantress).orElseThrow();
        if (returned && e.onTable()) {
            m = m.withCounters(enchantress, m.counters(state, e) + 1);
        }
        return reported(state.withMagic(m));
    }
}
