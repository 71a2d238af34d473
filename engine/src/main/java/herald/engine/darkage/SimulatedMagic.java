package herald.engine.darkage;

import herald.engine.table.Inches;
import java.util.List;
import java.util.Optional;

/**
 * The simulated player's priests and seeresses (8.0), one cast a phase: Raise the Fallen on a knocked-down friend,
 * a Blessing when a friend is in a Fight, Banishment or holy water at an enemy with Wyrd Powers, an attacking power
 * at the nearest enemy in its range. Mist and Storm of Fire, which want judgement about where to aim, are left alone.
 */
final class SimulatedMagic {
    private SimulatedMagic() {}

    /** Whether the figure has powers to use at all (a caster keeps back from the fighting). */
    static boolean caster(DarkAgeState s, Figure f) {
        return s.profileOf(f).powers().stream().anyMatch(k -> usable(s, f, k));
    }

    /** Not lost: a fumble records the power by its name ("Bolt of Fire"), so the key and the name are both matched. */
    static boolean usable(DarkAgeState s, Figure f, String key) {
        Power p = s.powers().get(key);
        return p != null && !f.lostPowers().contains(key) && !f.lostPowers().contains(p.name());
    }

    /** Adds the casts (and holy water) for {@code f}; true when it ordered anything. */
    static boolean cast(SimulatedPlayer p, Figure f) {
        DarkAgeState s = p.state();
        Ground g = p.ground();
        List<Figure> friends = s.inGame().stream().filter(o -> !o.id().equals(f.id()) && s.allied(p.side(), o.side()))
                .toList();
        boolean shooting = false;
        int before = p.orders().size();
        if (f.ammo("holy-water") > 0) {
            Optional<Weapons.Shooting> w = p.shootingWeapon(f);
            Optional<Figure> witch = p.nearestSeen(f, e -> wyrd(s, e) && p.clear(e) && w.isPresent()
                    && Inches.within(Ground.between(f.at(), e.at()), w.get().range()));
            witch.ifPresent(e -> p.orders().add(new Order.Shoot(f.id(), List.of(), e.id(), null, "holy-water")));
            shooting = witch.isPresent();
        }
        boolean moving = false;
        boolean fighting = false;
        for (String key : s.profileOf(f).powers()) {
            Power pw = s.powers().get(key);
            if (!usable(s, f, key)) {
                continue;
            }
            double range = pw.range() == null ? 0 : pw.range();
            switch (pw.effect()) {
                case "stand-up" -> {
                    Optional<Figure> down = friends.stream().filter(o -> o.down() && near(f, o, range)).findFirst();
                    if (!moving && down.isPresent()) {
                        p.orders().add(new Order.Cast(f.id(), key, down.get().id(), null, pw.phase()));
                        moving = true;
                    }
                }
                case "bless" -> {
                    if (!fighting && friends.stream().anyMatch(o -> near(f, o, range) && g.inFight(o))) {
                        p.orders().add(new Order.Cast(f.id(), key, null, null, pw.phase()));
                        fighting = true;
                    }
                }
                case "banish", "shot" -> {
                    Optional<Figure> e = shooting ? Optional.empty() : p.nearestSeen(f, x -> near(f, x, range) && p.clear(x)
                            && (!pw.effect().equals("banish") || wyrd(s, x)));
                    if (e.isPresent()) {
                        p.orders().add(new Order.Cast(f.id(), key, e.get().id(), null, pw.phase()));
                        shooting = true;
                    }
                }
                default -> { }
            }
        }
        return p.orders().size() > before;
    }

    private static boolean near(Figure f, Figure o, double range) {
        return Inches.within(Ground.between(f.at(), o.at()), range);
    }

    /** Whether the figure still has a Wyrd Power to lose (W7). */
    static boolean wyrd(DarkAgeState s, Figure f) {
        return s.profileOf(f).powers().stream().anyMatch(k -> usable(s, f, k) && "wyrd".equals(s.powers().get(k).kind()));
    }
}
