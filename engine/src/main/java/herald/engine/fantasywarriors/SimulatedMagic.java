package herald.engine.fantasywarriors;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/**
 * The spells a simple warchief has his casters cast, for the demo: no dice, only the table. A wizard answers any duel
 * by defending with 5, shields a unit he touches against one counter, strikes the nearest enemy with arcane terror
 * when he could pay even a doubled cost, challenges an enemy wizard every third turn, and summons a fiend once he has
 * power to spare; a druid touching a feature makes it hostile while enemies stand on it, or calls a tree spirit from
 * a wood; the enchantress tries the nearest enemy unit. Each line is tried against its own refusal first.
 */
final class SimulatedMagic {
    private SimulatedMagic() {}

    static List<String> lines(FantasyWarriorsState s, String side) {
        List<String> out = new ArrayList<>();
        for (Individual i : s.individuals().values()) {
            if (!i.side().equals(side) || !i.onTable()) {
                continue;
            }
            Role r = s.profile(i).role();
            List<SpellOrders.Cast> wanted = switch (r) {
                case WIZARD -> wizard(s, i);
                case DRUID -> druid(s, i);
                case ENCHANTRESS -> nearestEnemy(s, i, 24).map(u -> cast(i, Spell.ENCHANT, u.id(), 0)).stream().toList();
                default -> List.of();
            };
            List<Integer> phases = new ArrayList<>();
            for (SpellOrders.Cast c : wanted) {
                boolean answer = c.spell() == Spell.ANSWER;
                if ((answer || !phases.contains(c.spell().phase())) && SpellChecks.refusal(s, side, c).isEmpty()) {
                    out.add(SpellOrders.normalised(new OrderLine.Cast(0, c.caster(), c.spell(), c.target(), c.amount(),
                            c.toDeath())));
                    if (!answer) {
                        phases.add(c.spell().phase());
                    }
                }
            }
        }
        return out;
    }

    private static List<SpellOrders.Cast> wizard(FantasyWarriorsState s, Individual w) {
        List<SpellOrders.Cast> c = new ArrayList<>();
        int power = w.magicPower();
        if (s.magic().creatureOf(w.id()).isPresent() || power < 5) {
            return c;
        }
        c.add(new SpellOrders.Cast(w.side(), w.id(), Spell.ANSWER, "", 5, false));
        s.onTable(w.side()).stream().filter(u -> u.ground().touches(w.ground())).findFirst()
                .ifPresent(u -> c.add(cast(w, Spell.SHIELD, u.id(), 1)));
        if (s.turn() % 3 == 0 && power >= 10) {
            s.individuals().values().stream().filter(e -> e.onTable() && !s.allied(e.side(), w.side())
                    && s.profile(e).role() == Role.WIZARD && e.magicPower() >= 5).findFirst()
                    .ifPresent(e -> c.add(cast(w, Spell.DUEL, e.id(), 5)));
        }
        nearestEnemy(s, w, 48).filter(u -> 2 * (feet(u.ground().distanceTo(w.ground())) + Worth.of(s, u)) <= power)
                .ifPresent(u -> c.add(cast(w, Spell.TERROR, u.id(), 0)));
        if (power >= 20 && s.turn() >= 2) {
            c.add(cast(w, Spell.SUMMON, "", 0));
        }
        return c;
    }

    private static List<SpellOrders.Cast> druid(FantasyWarriorsState s, Individual d) {
        Optional<Magic.Druidic> held = s.magic().druidic(d.id());
        if (held.isPresent()) {
            // keep it while it is cheap to, and a hostile feature only while enemies stand on it
            boolean worth = !held.get().power().equals("hostile") || enemiesOn(s, d, held.get().feature());
            return worth && d.magicPower() >= 6 ? List.of(cast(d, Spell.of(held.get().power()).orElseThrow(),
                    held.get().feature(), 0)) : List.of();
        }
        if (d.magicPower() < 12) {
            return List.of();
        }
        List<SpellOrders.Cast> c = new ArrayList<>();
        s.table().features().stream().filter(f -> SpellOrders.touches(d.ground(), f)).forEach(f -> {
            if (enemiesOn(s, d, f.id())) {
                c.add(cast(d, Spell.HOSTILE, f.id(), 0));
            } else if (f.terrain().equals("wood")) {
                c.add(cast(d, Spell.SPIRIT, f.id(), 0));
            }
        });
        return c;
    }

    private static boolean enemiesOn(FantasyWarriorsState s, Individual d, String feature) {
        return SpellOrders.feature(s, feature).map(f -> s.enemiesOf(d.side()).stream().anyMatch(u -> f.under(u.ground())))
                .orElse(false);
    }

    private static Optional<Unit> nearestEnemy(FantasyWarriorsState s, Individual i, double within) {
        Eyes eyes = new Eyes(s);
        return s.enemiesOf(i.side()).stream().filter(u -> eyes.sees(i.side(), u))
                .filter(u -> u.ground().distanceTo(i.ground()) <= within)
                .min(Comparator.comparingDouble(u -> u.ground().distanceTo(i.ground())));
    }

    private static int feet(double inches) {
        return (int) Math.ceil(inches / Tables.companion().number("arcane-terror-inches-a-point"));
    }

    private static SpellOrders.Cast cast(Individual by, Spell spell, String target, int amount) {
        return new SpellOrders.Cast(by.side(), by.id(), spell, target, amount, false);
    }
}
