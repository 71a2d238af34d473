package herald.engine.darkage;

import herald.engine.darkage.events.FigureStood;
import herald.engine.darkage.events.FireAttacked;
import herald.engine.darkage.events.FireLit;
import herald.engine.darkage.events.FireOut;
import herald.engine.darkage.events.PowerCast;
import herald.engine.darkage.events.PowerWorked;
import herald.engine.table.Feature;
import herald.engine.table.Point;
import java.util.List;
import java.util.Map;

/**
 * What a Magical Power does once cast (8.0; the effects are Herald's, powers.json): a shot (Bolt of Fire, Ice Grip)
 * is a Shooting attack with the caster's SV and the power's bonus; a blast (Storm of Fire) one such attack on every
 * figure within its radius of the point, friend or foe; fire powers set a feature alight against AR 7; an ice power
 * cast at a burning feature puts it out (5.2.5); Blessing, Raise the Fallen, Banishment and Sea Mist as their notes say.
 * The range is measured base to base, or to a feature's nearest edge, and the target must be in sight.
 */
final class Powers {
    private Powers() {}

    static void cast(Play p, Order.Cast o) {
        Figure f = p.f(o.figure());
        Map.Entry<String, Power> known = p.s.powers().entrySet().stream()
                .filter(e -> e.getKey().equalsIgnoreCase(o.power()) || e.getValue().name().equalsIgnoreCase(o.power()))
                .findFirst().orElse(null);
        if (known == null || !p.s.profileOf(f).powers().contains(known.getKey())) {
            p.lost(o, f.id() + " has no power " + o.power());
            return;
        }
        Power power = known.getValue();
        if (f.lostPowers().contains(power.name())) {
            p.lost(o, f.id() + " has lost " + power.name());
            return;
        }
        String why = aim(p, f, o, power);
        if (why != null) {
            p.lost(o, why);
            return;
        }
        Ruling r = Casting.cast(f.id(), p.s.profileOf(f).fate(), power, p.o(), p.dice);
        p.addAll(r.events());
        if (r.first(PowerCast.class).cast()) {
            work(p, p.f(f.id()), o, known.getKey(), power);
        }
    }

    /** Why the power cannot be aimed where the order says, or null; checked before the casting roll. */
    private static String aim(Play p, Figure f, Order.Cast o, Power power) {
        Ground ground = p.ground();
        int range = power.range() == null ? 0 : power.range();
        if (o.point() != null) {
            double d = f.at().distanceTo(o.point());
            return d > range + Ground.TOUCH ? "the point is " + herald.engine.table.Inches.measured(d) + " away, beyond "
                    + power.name() + "'s " + range + "\"" : null;
        }
        if (o.target() == null) {
            return power.effect().equals("bless") ? null : power.name() + " needs a target";
        }
        Feature x = ground.feature(o.target()).orElse(null);
        Figure t = p.s.figure(o.target()).orElse(null);
        if (x == null && (t == null || !t.inGame())) {
            return o.target() + " is out of the game";
        }
        double d = x != null ? ground.toFeature(f, x) : Ground.between(f.at(), t.at());
        if (d > range + Ground.TOUCH) {
            return o.target() + " is " + herald.engine.table.Inches.measured(d) + " away, beyond " + power.name() + "'s "
                    + range + "\"";
        }
        if (x != null && ground.sight(f, Ground.nearest(x, f.at()), null).isEmpty()) {
            // a feature is aimed at as a fire arrow is (ruling 32): at its nearest edge, in sight
            return f.id() + " has no line of sight to " + x.id();
        }
        if (t != null && !t.id().equals(f.id())) {
            if (!new Eyes(p.s).sees(f.side(), t)) {
                return f.id() + "'s side cannot see " + t.id() + " in the dark";
            }
            if (ground.sight(f, t).isEmpty()) {
                return f.id() + " has no line of sight to " + t.id();
            }
        }
        return null;
    }

    private static void work(Play p, Figure f, Order.Cast o, String key, Power power) {
        Ground ground = p.ground();
        switch (power.effect()) {
            case "shot" -> {
                Feature x = o.target() == null ? null : ground.feature(o.target()).orElse(null);
                if (x != null) {
                    burn(p, f, x, key, power);
                } else {
                    Shots.attack(p, f, weapon(key, power), p.f(o.target()), 0, null, false);
                }
            }
            case "blast" -> {
                Point at = o.point() != null ? o.point() : p.s.figure(o.target()).map(Figure::at)
                        .orElseGet(() -> Ground.nearest(ground.feature(o.target()).orElseThrow(), f.at()));
                double reach = power.radius() + Ground.diameter() / 2;
                for (Figure t : p.s.inGame()) {
                    if (t.at().distanceTo(at) <= reach + Ground.TOUCH && p.f(t.id()).inGame()) {
                        Shots.attack(p, p.f(f.id()), weapon(key, power), p.f(t.id()), 0, null, false);
                    }
                }
                for (Feature x : p.s.table().features()) {
                    if (x.holds(at) || Ground.nearest(x, at).distanceTo(at) <= power.radius()) {
                        burn(p, p.f(f.id()), x, key, power);
                    }
                }
            }
            case "bless" -> p.add(new PowerWorked(f.id(), power.name(), "bless", p.s.inGame().stream()
                    .filter(t -> p.s.allied(f.side(), t.side()) && Ground.between(f.at(), t.at()) <= power.range())
                    .map(Figure::id).toList(), null, 0, power.value()));
            case "stand-up" -> {
                Figure t = p.f(o.target());
                if (t.down() && p.s.allied(f.side(), t.side())) {
                    p.add(new FigureStood(t.id(), "raised by " + f.id() + "'s " + power.name()));
                } else {
                    p.lost(o, t.id() + " is not a friend lying knocked down");
                }
            }
            case "banish" -> Shots.testPowers(p, p.f(o.target()), f.id() + "'s " + power.name());
            case "mist" -> p.add(new PowerWorked(f.id(), power.name(), "mist", List.of(), o.point() != null ? o.point()
                    : p.f(o.target()).at(), power.radius(), power.value()));
            default -> throw new IllegalStateException("no effect " + power.effect());
        }
    }

    /** The power as a Shooting weapon: its bonus, range and Fate modifier (a power's fumble is its casting's). */
    private static Weapons.Shooting weapon(String key, Power power) {
        return new Weapons.Shooting(key, power.name(), power.attack(), power.range(), power.fate(), false, 1, false);
    }

    /** A fire power at a feature that burns: against AR 7, alight at its rating; an ice power puts a fire out. */
    private static void burn(Play p, Figure f, Feature x, String key, Power power) {
        Ground ground = p.ground();
        if (power.ice()) {
            if (p.s.fires().containsKey(x.id())) {
                p.add(new FireOut(x.id(), f.id() + "'s " + power.name()));
            }
            return;
        }
        if (power.fireRating() == null || !ground.terrainOf(x).burns()) {
            return;
        }
        int sv = p.s.profileOf(f).sv();
        int roll = p.dice.roll(10);
        int total = roll + sv + power.attack();
        int need = p.o().need(Fire.againstAr());
        boolean hit = roll != 1 && total >= need;
        p.add(new FireAttacked(f.id(), power.name(), x.id(), roll, "SV", sv, power.attack(), List.of(), total, need, hit));
        if (hit) {
            p.add(new FireLit(x.id(), key, p.s.turn(), power.fireRating()));
        }
    }
}
