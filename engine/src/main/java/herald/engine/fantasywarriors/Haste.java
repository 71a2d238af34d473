package herald.engine.fantasywarriors;

import herald.engine.Dice;
import herald.engine.fantasywarriors.events.FantasyWarriorsEvent;
import herald.engine.fantasywarriors.events.HasteCast;
import herald.engine.fantasywarriors.events.OrderRefused;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Haste (Companion L1208-1220): cast as the movement phase begins, before any piece moves (the book's "when the unit
 * is about to move"; Herald casts every haste first, the README), 1D6 of power for each 3 inches, added to the move
 * of the wizard and the piece he names, which he must touch.
 */
public final class Haste {
    private Haste() {}

    public static List<FantasyWarriorsEvent> cast(FantasyWarriorsState s, List<SpellOrders.Cast> casts, Dice dice) {
        List<FantasyWarriorsEvent> out = new ArrayList<>();
        FantasyWarriorsState now = s;
        for (SpellOrders.Cast c : casts) {
            if (c.spell() != Spell.HASTE) {
                continue;
            }
            Optional<String> why = SpellChecks.refusal(now, c.side(), c);
            FantasyWarriorsEvent e;
            if (why.isPresent()) {
                e = new OrderRefused(c.caster(), "cast haste on " + c.target(), why.get());
            } else {
                Individual w = now.individual(c.caster()).orElseThrow();
                List<Integer> roll = new ArrayList<>();
                for (int i = 0; i < c.amount() / 3; i++) {
                    roll.add(dice.roll(6));
                }
                int cost = roll.stream().mapToInt(Integer::intValue).sum();
                Set<String> pieces = new LinkedHashSet<>(List.of(w.id(), c.target()));
                e = new HasteCast(w.id(), List.copyOf(pieces), c.amount(), roll, cost, Magic.after(w.magicPower(), cost),
                        cost > w.magicPower());
            }
            out.add(e);
            now = e.applyTo(now);
        }
        return out;
    }

    /**
     * The table as a side's mail would leave it if its hastes were cast in full: its moves are checked against the
     * hasted allowance, the dice deciding only what the haste costs.
     */
    static FantasyWarriorsState ordered(FantasyWarriorsState s, String side, List<OrderLine> lines) {
        if (s == null || s.deployment() == null) {
            return s;
        }
        FantasyWarriorsState out = s;
        for (OrderLine l : lines) {
            if (l instanceof OrderLine.Cast c && c.spell() == Spell.HASTE) {
                Optional<String> w = Orders.find(s, c.piece());
                String target = SpellOrders.target(s, c);
                if (w.isPresent()) {
                    out = out.withMagic(out.magic().withHaste(new LinkedHashSet<>(List.of(w.get(), target)), c.amount(),
                            s.turn()));
                }
            }
        }
        return out;
    }
}
