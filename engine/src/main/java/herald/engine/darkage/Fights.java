package herald.engine.darkage;

import herald.engine.darkage.events.BlowRolled;
import herald.engine.darkage.events.FireAttacked;
import herald.engine.darkage.events.FireLit;
import herald.engine.darkage.events.TorchLit;
import herald.engine.table.Feature;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * The Fighting phase (3.4) on the table: each attack at an opponent in base contact, its FV split as ordered (F4);
 * the odds counted from the Fight as it stands (ruling 17: the figures of each side in the Fight, and the attacker's
 * friends also touching the same opponent, who mob it); Sunder (W10) and setting a feature alight with a torch (W9).
 */
final class Fights {
    private Fights() {}

    static void play(Play p, Order o) {
        Figure f = p.f(o.figure());
        if (o instanceof Order.Fight fight) {
            fight(p, f, fight);
        } else if (o instanceof Order.Sunder s) {
            sunder(p, f, s);
        } else if (o instanceof Order.Burn b) {
            burn(p, f, b);
        }
    }

    private static void fight(Play p, Figure f, Order.Fight o) {
        List<Figure> foes = p.ground().opponents(f);
        if (foes.isEmpty()) {
            p.lost(o, f.id() + " is in base contact with no enemy");
            return;
        }
        List<Order.Part> parts = new ArrayList<>(o.parts());
        boolean whole = parts.size() == 1 && parts.get(0).fv() == 0;
        if (whole && foes.stream().noneMatch(x -> x.id().equalsIgnoreCase(parts.get(0).target()))) {
            // the one it meant to fight is gone: it fights whoever is still there
            parts.set(0, new Order.Part(foes.get(0).id(), 0));
        }
        Weapons.Fighting weapon = weapon(p, f, o.weapon());
        int fv = p.s.profileOf(f).fv();
        for (int i = 0; i < parts.size(); i++) {
            Order.Part part = parts.get(i);
            Figure t = p.s.figure(part.target()).orElse(null);
            if (t == null || !t.inGame() || !p.ground().opponents(p.f(f.id())).contains(t)) {
                p.lost(o, part.target() + " is not in base contact with " + f.id() + " any more");
                continue;
            }
            blow(p, p.f(f.id()), t, part.fv() == 0 ? fv : part.fv(), i, weapon, true);
        }
    }

    /**
     * One attack of {@code fv} (the {@code index}th of its phase) by {@code a} on {@code t}, then its Fate roll or
     * fumble; {@code counted} whether the Fight's odds count (not for a free attack on a figure disengaging).
     */
    static void blow(Play p, Figure a, Figure t, int fv, int index, Weapons.Fighting weapon, boolean counted) {
        int whole = p.s.profileOf(a).fv();
        Fighting.Attacker attacker = new Fighting.Attacker(a.id(), whole, whole, true, weapon, 0).withPart(fv, index);
        Fighting.Blow b = counted ? against(p, attacker, a, t) : Fighting.Blow.of(attacker, opponent(p, t))
                .withSeaState(p.ground().seaState(a.at()));
        if (p.s.poisoned(a) && Fighting.weapon(attacker).cutting()) {
            b = b.withPoison();
        }
        Fighting.Blow blow = b;
        int roll = Hits.reroll(p, a.id(), true, "attack on " + t.id(), p.dice.roll(10),
                r -> !Fighting.rolled(blow, p.o(), r).hit());
        BlowRolled rolled = Fighting.rolled(blow, p.o(), roll);
        p.add(rolled);
        Weapons.Fighting w = Fighting.weapon(attacker);
        if (rolled.hit()) {
            Hits.fate(p, t.id(), w.called(), w.fate(), blow.poisoned(), a.id());
        } else if (roll == 1) {
            p.add(Fumble.roll(a.id(), w.called(), false, p.dice));
        }
    }

    /** A blow or a Sunder by {@code a} at {@code t} with the Fight's odds (ruling 17) and the Sea State. */
    private static Fighting.Blow against(Play p, Fighting.Attacker attacker, Figure a, Figure t) {
        List<Figure> fight = p.ground().fight(a);
        int ours = (int) fight.stream().filter(x -> p.s.allied(a.side(), x.side())).count();
        return Fighting.Blow.of(attacker, opponent(p, t)).withOdds(ours, fight.size() - ours, mobbers(p, a, t))
                .withSeaState(p.ground().seaState(a.at()));
    }

    private static Fighting.Opponent opponent(Play p, Figure t) {
        return new Fighting.Opponent(t.id(), p.s.ar(t), p.s.profileOf(t).fate(), t.down());
    }

    /**
     * Ruling 17: the other figures of the attacker's side (or its allies) attacking {@code t} this phase, by their
     * orders or Herald's default, still in the game and on their feet to do it; a friend on HOLD or striking
     * someone else does not mob.
     */
    private static int mobbers(Play p, Figure a, Figure t) {
        return (int) p.attackers.getOrDefault(t.id(), Set.of()).stream().map(p::f)
                .filter(x -> !x.id().equals(a.id()) && x.inGame() && !x.down() && p.s.allied(a.side(), x.side())).count();
    }

    /** The weapon the figure fights with: the one named if it still has it, else its first not broken, else its hands. */
    static Weapons.Fighting weapon(Play p, Figure f, String named) {
        Profile pr = p.s.profileOf(f);
        Weapons all = Data.weapons();
        List<String> usable = pr.fighting().stream().filter(k -> !f.broken().contains(all.fightingWeapon(k).called()))
                .toList();
        if (named != null && usable.contains(named)) {
            return all.fightingWeapon(named);
        }
        if (!usable.isEmpty()) {
            return all.fightingWeapon(usable.get(0));
        }
        return all.fightingWeapon(pr.has("skilled-unarmed") ? "unarmed-skilled" : "unarmed-unskilled");
    }

    private static void sunder(Play p, Figure f, Order.Sunder o) {
        Figure t = p.s.figure(o.target()).orElse(null);
        if (t == null || !t.inGame() || !p.ground().opponents(f).contains(t)) {
            p.lost(o, o.target() + " is not in base contact with " + f.id());
            return;
        }
        Profile pr = p.s.profileOf(f);
        Weapons all = Data.weapons();
        Weapons.Fighting axe = pr.fighting().stream().map(all::fightingWeapon)
                .filter(w -> w.sunder() && !f.broken().contains(w.called())).findFirst().orElse(null);
        if (axe == null) {
            p.lost(o, f.id() + " has no axe left to Sunder with");
            return;
        }
        Fighting.Blow b = against(p, Fighting.Attacker.of(f.id(), pr.fv(), axe), f, t);
        Sunder.Shield shield = new Sunder.Shield(p.s.profileOf(t).fv(), Data.armour().shieldBonus(p.s.wears(t)),
                p.s.profileOf(t).has("legendary-shield"));
        Ruling r = Sunder.strike(b, shield, p.o(), p.dice);
        if (!r.accepted()) {
            p.lost(o, r.refusal());
            return;
        }
        p.addAll(r.events());
    }

    /**
     * A torch put to a feature the figure touches: 1D10 + FV against AR 7 (W9, the torch adding nothing); it catches
     * at rating 9; a natural 1 is the torch's fumble and puts it out (ruling 31).
     */
    private static void burn(Play p, Figure f, Order.Burn o) {
        Ground ground = p.ground();
        Feature x = ground.feature(o.feature()).orElse(null);
        if (x == null || !ground.terrainOf(x).burns()) {
            p.lost(o, o.feature() + " does not burn");
            return;
        }
        if (!f.torchLit()) {
            p.lost(o, f.id() + " has no lit torch");
            return;
        }
        if (ground.toFeature(f, x) > Ground.TOUCH) {
            p.lost(o, f.id() + " is not touching " + x.id() + " (" + herald.engine.table.Inches.measured(ground.toFeature(f, x))
                    + " away)");
            return;
        }
        int fv = p.s.profileOf(f).fv();
        int roll = p.dice.roll(10);
        int need = p.o().need(Fire.againstAr());
        boolean hit = roll != 1 && roll + fv >= need;
        p.add(new FireAttacked(f.id(), "a torch", x.id(), roll, "FV", fv, 0, List.of(), roll + fv, need, hit));
        if (hit) {
            p.add(new FireLit(x.id(), "torch", p.s.turn(), Fire.rating("torch")));
        } else if (roll == 1) {
            p.add(new TorchLit(f.id(), false, "a fumble"));
        }
    }
}
