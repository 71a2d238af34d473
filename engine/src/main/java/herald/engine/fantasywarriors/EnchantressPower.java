package herald.engine.fantasywarriors;

import herald.engine.Dice;
import herald.engine.fantasywarriors.events.EnchantmentBroken;
import herald.engine.fantasywarriors.events.EnchantmentCast;
import herald.engine.fantasywarriors.events.FantasyWarriorsEvent;
import herald.engine.fantasywarriors.events.OrderRefused;
import herald.engine.table.Inches;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The amazon enchantress's power played (Companion L930-1011): {@link Enchantment}'s roll on the table, in the
 * shooting phase (Herald's: the book names no phase; her power has a bow's short and long ranges), and what breaks
 * an enchantment.
 */
public final class EnchantressPower {
    private EnchantressPower() {}

    public static List<FantasyWarriorsEvent> enchant(FantasyWarriorsState s, List<SpellOrders.Cast> casts, Dice dice) {
        List<FantasyWarriorsEvent> out = new ArrayList<>();
        FantasyWarriorsState now = s;
        for (SpellOrders.Cast c : casts) {
            if (c.spell() != Spell.ENCHANT) {
                continue;
            }
            Optional<String> why = SpellChecks.refusal(now, c.side(), c);
            FantasyWarriorsEvent e = why.isPresent() ? new OrderRefused(c.caster(), "enchant " + c.target(), why.get())
                    : cast(now, now.individual(c.caster()).orElseThrow(), now.unitOrThrow(c.target()), dice);
            out.add(e);
            now = e.applyTo(now);
        }
        return out;
    }

    private static EnchantmentCast cast(FantasyWarriorsState s, Individual e, Unit u, Dice dice) {
        double gap = Inches.measure(e.ground().distanceTo(u.ground()));
        Enchantment.Attempt a = Enchantment.cast(new Enchantment.Target(u.standing().quality(), s.profile(u).kind(),
                u.standing().leader(), gap, s.night()), dice, Tables.companion());
        int before = s.magic().counters(s, e);
        // enchanted, her counter stays with the unit; failing at 1-2 she keeps it; else she hands in 1 or 2 (L967-975)
        int spent = a.enchanted() ? 1 : -a.counters();
        boolean powerSpent = spent > before;
        return new EnchantmentCast(e.id(), u.id(), gap, a.roll().dice(), a.roll().line(), a.roll().score(),
                a.roll().result(), spent, powerSpent ? 0 : before - spent, powerSpent);
    }

    /** The enchantment on {@code unit} broken, its counter back with the enchantress, if it is enchanted. */
    public static List<EnchantmentBroken> broken(FantasyWarriorsState s, String unit, String reason) {
        String by = s.magic().enchanted().get(unit);
        return by == null ? List.of() : List.of(new EnchantmentBroken(unit, by, reason, true));
    }

    /** Why an enchanted unit does not do as its orders say (L982-986): it attacks no enemy in any way. */
    public static Optional<String> forbids(FantasyWarriorsState s, String unit) {
        String by = s.magic().enchanted().get(unit);
        return by == null ? Optional.empty() : Optional.of(unit + " is enchanted by " + by
                + " and attacks no enemy in any way (L986)");
    }
}
