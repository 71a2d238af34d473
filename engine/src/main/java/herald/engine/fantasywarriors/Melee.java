package herald.engine.fantasywarriors;

import herald.engine.table.Edges;
import herald.engine.table.Footprint;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * One fight of the combat phase (the core §7): the units on the table whose bases touch an enemy's, joined through
 * every contact, so that two units ganging up on a third, or a unit between two enemies, make one fight. A unit that
 * reaches contact stops and fights in the next combat phase (L1360): contact at the phase's start is what counts.
 * Battlefield equipment joins units that do not touch ({@link EquipmentInCombat}).
 *
 * @param units the units in the fight, in the scenario's order
 * @param contacts each pair of enemies in base contact, once, the earlier in the scenario's order first
 */
public record Melee(List<String> units, List<Contact> contacts) {
    public Melee {
        units = List.copyOf(units);
        contacts = List.copyOf(contacts);
    }

    /** Two enemy units base to base (within a hundredth of an inch, as everywhere on the table). */
    public record Contact(String unit, String enemy) {
        boolean involves(String id) {
            return unit.equals(id) || enemy.equals(id);
        }

        String other(String id) {
            return unit.equals(id) ? enemy : unit;
        }
    }

    /** The enemies {@code unit} touches, in the scenario's order. */
    public List<String> enemiesOf(String unit) {
        return units.stream().filter(u -> contacts.stream().anyMatch(c -> c.involves(unit) && c.other(unit).equals(u)))
                .toList();
    }

    /** Every fight on the table, in the scenario's order of each fight's first unit. */
    public static List<Melee> of(FantasyWarriorsState s) {
        List<Unit> on = s.onTable();
        List<Contact> all = new ArrayList<>();
        for (int i = 0; i < on.size(); i++) {
            for (int j = i + 1; j < on.size(); j++) {
                Unit a = on.get(i);
                Unit b = on.get(j);
                if (!s.allied(a.side(), b.side()) && Edges.touch(a.ground(), b.ground())) {
                    all.add(new Contact(a.id(), b.id()));
                }
            }
        }
        // units fight through mantlets, pavises, palisades and chevaux de frise without touching (L369, L410, L441)
        EquipmentInCombat.contacts(s, on).stream().filter(c -> !all.contains(c)).forEach(all::add);
        Map<String, Set<String>> group = new LinkedHashMap<>();
        for (Unit u : on) {
            if (group.containsKey(u.id()) || all.stream().noneMatch(c -> c.involves(u.id()))) {
                continue;
            }
            Set<String> members = new LinkedHashSet<>();
            reach(u.id(), all, members);
            members.forEach(m -> group.put(m, members));
        }
        List<Melee> melees = new ArrayList<>();
        new LinkedHashSet<>(group.values()).forEach(members -> melees.add(new Melee(
                on.stream().map(Unit::id).filter(members::contains).toList(),
                all.stream().filter(c -> members.contains(c.unit())).toList())));
        return melees;
    }

    private static void reach(String id, List<Contact> all, Set<String> members) {
        if (members.add(id)) {
            all.stream().filter(c -> c.involves(id)).forEach(c -> reach(c.other(id), all, members));
        }
    }

    /** Whether the front edge of {@code unit}'s block touches {@code enemy} (a round base has no front to speak of). */
    static boolean frontTouches(Footprint unit, Footprint enemy) {
        return unit instanceof Footprint.Block b && Edges.frontTouches(b, enemy);
    }
}
