package herald.engine.fantasywarriors;

import herald.engine.view.SheetTable;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A side's casters on its record sheet: a line each, with the power he has left (magic power, or the enchantress's
 * counters) and the magic he keeps in force: a druid's power, a creature he controls, the units she holds.
 */
final class MagicSheet {
    static final List<String> HEADS = List.of("Caster", "Power left", "In force");

    private MagicSheet() {}

    static Optional<SheetTable> of(FantasyWarriorsState s, String side) {
        List<List<String>> rows = new ArrayList<>();
        Magic m = s.magic();
        for (Individual i : s.individuals().values()) {
            Profile p = s.profile(i);
            boolean caster = p.magicPower().isPresent() || p.enchantmentCounters().isPresent();
            if (!i.side().equals(side) || !caster) {
                continue;
            }
            String left = p.enchantmentCounters().isPresent() ? m.counters(s, i) + " counters"
                    : i.magicPower() + " of " + p.magicPower().get().value();
            List<String> force = new ArrayList<>();
            m.druidic(i.id()).ifPresent(d -> force.add(d.power() + " on " + d.feature()));
            m.creatureOf(i.id()).ifPresent(c -> force.add("controls " + c));
            m.enchanted().entrySet().stream().filter(e -> e.getValue().equals(i.id())).map(Map.Entry::getKey)
                    .forEach(u -> force.add("holds " + u));
            rows.add(List.of(i.id(), i.onTable() ? left : "fell in turn " + i.dead(), force.isEmpty() ? "-"
                    : String.join(", ", force)));
        }
        return rows.isEmpty() ? Optional.empty() : Optional.of(new SheetTable("Magic: " + s.sideName(side), HEADS, rows));
    }
}
