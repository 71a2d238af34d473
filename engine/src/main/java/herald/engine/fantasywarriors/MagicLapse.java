package herald.engine.fantasywarriors;

import herald.engine.fantasywarriors.events.CreatureBanished;
import herald.engine.fantasywarriors.events.DruidicPowerEnded;
import herald.engine.fantasywarriors.events.EnchantmentBroken;
import herald.engine.fantasywarriors.events.FantasyWarriorsEvent;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Magic that ends at once when its caster falls, whatever killed him: a druid's power breaks (L1046); a fiend or tree
 * spirit whose controller is dead leaves the table (Herald's: L1290 banishes the fiend when its wizard dies of a lost
 * control, and the README extends it to any death); the units a dead enchantress held are freed (Herald's).
 */
public final class MagicLapse {
    private MagicLapse() {}

    public static List<FantasyWarriorsEvent> after(FantasyWarriorsState s) {
        Magic m = s.magic();
        if (m.druidic().isEmpty() && m.summoned().isEmpty() && m.enchanted().isEmpty()) {
            return List.of();
        }
        List<FantasyWarriorsEvent> out = new ArrayList<>();
        for (Map.Entry<String, String> e : m.summoned().entrySet()) {
            boolean creatureGone = s.individual(e.getKey()).map(i -> !i.onTable()).orElse(true);
            if (creatureGone) {
                continue;
            }
            if (fallen(s, e.getValue())) {
                out.add(new CreatureBanished(e.getValue(), e.getKey(), List.of(), 0, 0, false, e.getValue()
                        + ", who controlled it, has fallen"));
            }
        }
        for (Map.Entry<String, Magic.Druidic> e : m.druidic().entrySet()) {
            if (fallen(s, e.getKey())) {
                out.add(new DruidicPowerEnded(e.getKey(), e.getValue().power(), e.getValue().feature(), e.getKey()
                        + " has fallen"));
            }
        }
        for (Map.Entry<String, String> e : m.enchanted().entrySet()) {
            boolean unitGone = s.unit(e.getKey()).map(u -> !u.onTable()).orElse(true);
            if (unitGone || fallen(s, e.getValue())) {
                out.add(new EnchantmentBroken(e.getKey(), e.getValue(), unitGone ? e.getKey() + " has left the table"
                        : e.getValue() + " has fallen", unitGone));
            }
        }
        return out;
    }

    private static boolean fallen(FantasyWarriorsState s, String caster) {
        return s.individual(caster).map(i -> !i.onTable()).orElse(true);
    }
}
