package herald.engine.darkage;

import herald.engine.darkage.events.FireAttacked;
import herald.engine.darkage.events.FireLit;
import herald.engine.darkage.events.OrderLost;
import herald.engine.darkage.events.PowersTested;
import herald.engine.darkage.events.ShotRolled;
import herald.engine.darkage.events.TorchLit;
import herald.engine.table.Feature;
import java.util.ArrayList;
import java.util.List;

/**
 * The Shooting phase (3.3) on the table: the target must be in the game, seen (at night), in line of sight and range
 * when the shot is taken, else the shot is lost; a shot into a Fight is drawn among its figures (S6); a volley is
 * one roll by the first shooter able to shoot, +1 for each other (ruling 12). Fire arrows are shot at a feature
 * (W6), holy water at a figure with Wyrd Powers (W7), and a torch is lit as a Shooting action (W8).
 */
final class Shots {
    private Shots() {}

    /** Holy water thrown: an improvised thrown weapon (W7). */
    static final Weapons.Shooting HOLY_WATER = new Weapons.Shooting("holy-water", "Holy water", 0, 3, 1, false, 1, false);

    static void play(Play p, Order o) {
        Figure f = p.f(o.figure());
        if (o instanceof Order.Torch t) {
            torch(p, f, t);
        } else if (o instanceof Order.Shoot s && "fire-arrow".equals(s.ammo())) {
            fireArrow(p, f, s);
        } else if (o instanceof Order.Shoot s) {
            shoot(p, s);
        }
    }

    private static void shoot(Play p, Order.Shoot o) {
        o.others().forEach(p.pending::remove);
        Figure target = p.s.figure(o.target()).orElse(null);
        if (target == null || !target.inGame()) {
            p.lost(o, o.target() + " is out of the game");
            return;
        }
        List<String> names = new ArrayList<>(List.of(o.figure()));
        names.addAll(o.others());
        List<Figure> able = new ArrayList<>();
        for (String name : names) {
            Figure f = p.f(name);
            Weapons.Shooting w = "holy-water".equals(o.ammo()) ? HOLY_WATER : weapon(p, f, o.weapon());
            String why = !p.canAct(name) ? name + (f.down() ? " is knocked down" : " is out of the game")
                    : w == null ? name + " has no shooting weapon left" : aim(p, f, target, w);
            if (why != null) {
                p.add(new OrderLost(name, o.line(), why));
            } else {
                able.add(f);
            }
        }
        if (able.isEmpty()) {
            return;
        }
        boolean each = p.o().volley().equals("each-rolls");
        for (Figure f : each ? able : able.subList(0, 1)) {
            Weapons.Shooting w = "holy-water".equals(o.ammo()) ? HOLY_WATER : weapon(p, f, o.weapon());
            attack(p, p.f(f.id()), w, p.f(target.id()), able.size() - 1, o.ammo(), true);
        }
    }

    /** Why {@code f} cannot shoot {@code w} at {@code t} now, or null. */
    static String aim(Play p, Figure f, Figure t, Weapons.Shooting w) {
        if (!new Eyes(p.s).sees(f.side(), t)) {
            return f.id() + "'s side cannot see " + t.id() + " in the dark";
        }
        if (p.ground().sight(f, t).isEmpty()) {
            return f.id() + " has no line of sight to " + t.id();
        }
        return Shooting.problem(shot(p, f, w, t, 0));
    }

    private static Shooting.Shooter shooter(Play p, Figure f, Weapons.Shooting w) {
        Profile pr = p.s.profileOf(f);
        return new Shooting.Shooter(f.id(), pr.sv(), f.moved(), p.ground().inFight(f), pr.has("close-quarters-shooting"),
                w.reload() && f.shotCrossbow() > 0 && f.shotCrossbow() == p.s.turn() - 1);
    }

    /** A Sea Mist's modifier on a shot from or to these points: the worst mist either stands in. */
    private static int mist(Play p, herald.engine.table.Point from, herald.engine.table.Point to) {
        return p.s.mists().stream().filter(m -> m.holds(from) || m.holds(to)).mapToInt(Mist::value).min().orElse(0);
    }

    private static Shooting.Shot shot(Play p, Figure f, Weapons.Shooting w, Figure t, int volley) {
        Ground ground = p.ground();
        Shooting.Shooter shooter = shooter(p, f, w);
        Shooting.Target target = new Shooting.Target(t.id(), p.s.ar(t), p.s.profileOf(t).fate(), t.moved(), t.ran(),
                ground.difficult(t.at()), t.down(), ground.opponents(f).contains(t));
        return new Shooting.Shot(shooter, w, target, Ground.between(f.at(), t.at()), volley, ground.seaState(f.at()), false,
                mist(p, f.at(), t.at()));
    }

    /**
     * One Shooting attack at a figure, already in sight and range: drawn among a Fight's figures if it is in one the
     * shooter is not, re-rolled by a Hero's standing orders, then its Fate roll or fumble.
     */
    static void attack(Play p, Figure f, Weapons.Shooting w, Figure declared, int volley, String ammo, boolean fumbles) {
        Ground ground = p.ground();
        Figure t = declared;
        List<Figure> fight = ground.fight(declared);
        if (!fight.isEmpty() && !fight.contains(f) && !p.s.profileOf(f).has("uncanny-accuracy")) {
            var drawn = Shooting.draw(f.id(), declared.id(), fight.stream().map(Figure::id).toList(), p.dice);
            p.add(drawn);
            t = p.f(drawn.drawn());
        }
        Shooting.Shot shot = shot(p, f, w, t, volley);
        Shooting.Shot s = p.s.poisoned(f) && w.penetrating() ? shot.withPoison() : shot;
        int roll = Hits.reroll(p, f.id(), true, "shot at " + t.id(), p.dice.roll(10),
                r -> !Shooting.rolled(s, p.o(), r, ammo).hit());
        ShotRolled rolled = Shooting.rolled(s, p.o(), roll, ammo);
        p.add(rolled);
        if (rolled.hit() && "holy-water".equals(ammo)) {
            testPowers(p, t, "holy water");
        } else if (rolled.hit()) {
            Hits.fate(p, t.id(), w.called(), w.fate(), s.poisoned(), f.id());
        } else if (roll == 1 && fumbles && p.o().shootingFumbles().equals("yes")) {
            p.add(Fumble.roll(f.id(), w.called(), false, p.dice));
        }
    }

    /** W7 and Banishment: a figure with Wyrd Powers keeps them on a Fate roll above its Fate (ruling 34). */
    static void testPowers(Play p, Figure t, String by) {
        List<String> wyrd = p.s.profileOf(t).powers().stream()
                .filter(k -> p.s.powers().get(k).kind().equals("wyrd") && !t.lostPowers().contains(p.s.powers().get(k).name()))
                .map(k -> p.s.powers().get(k).name()).toList();
        if (wyrd.isEmpty()) {
            return;
        }
        int fate = p.s.profileOf(t).fate();
        int roll = p.dice.roll(10);
        boolean keeps = roll != 1 && (roll == 10 || roll > fate);
        p.add(new PowersTested(t.id(), by, roll, fate, fate + 1, keeps ? List.of() : wyrd));
    }

    /** The shooting weapon the figure uses: the one named if it still has it, else its first not broken; or null. */
    static Weapons.Shooting weapon(Play p, Figure f, String named) {
        Weapons all = Data.weapons();
        List<String> usable = p.s.profileOf(f).shooting().stream()
                .filter(k -> !f.broken().contains(all.shootingWeapon(k).called())).toList();
        if (named != null && usable.contains(named)) {
            return all.shootingWeapon(named);
        }
        return usable.isEmpty() ? null : all.shootingWeapon(usable.get(0));
    }

    /**
     * A fire arrow at a feature (W6, W9): lit from the shooter's own torch, a friend's it touches or a fire within 6"
     * (ruling 32); one Shooting attack against AR 7 at the feature's nearest edge; it catches at rating 9.
     */
    private static void fireArrow(Play p, Figure f, Order.Shoot o) {
        Ground ground = p.ground();
        Feature x = ground.feature(o.target()).orElse(null);
        Weapons.Shooting w = o.weapon() != null ? weapon(p, f, o.weapon()) : p.s.profileOf(f).shooting().stream()
                .filter(k -> k.endsWith("bow")).map(k -> weapon(p, f, k)).filter(b -> b != null && b.key().endsWith("bow"))
                .findFirst().orElse(null);
        double light = Data.sheet().bases().lightRadius();
        boolean fire = f.torchLit() || p.s.inGame().stream().anyMatch(o2 -> o2.torchLit() && p.s.allied(f.side(), o2.side())
                && Ground.touching(o2.at(), f.at()))
                || p.s.fires().keySet().stream().map(ground::feature).flatMap(java.util.Optional::stream)
                        .anyMatch(b -> ground.toFeature(f, b) <= light);
        String why = x == null || !ground.terrainOf(x).burns() ? o.target() + " does not burn"
                : f.ammo("fire-arrow") < 1 ? f.id() + " has no fire arrow left"
                : w == null || !w.key().endsWith("bow") ? f.id() + " has no bow to shoot a fire arrow"
                : !fire ? f.id() + " has no fire to light the arrow: a lit torch, its own or a friend's in contact, or a fire within 6\""
                : ground.sight(f, Ground.nearest(x, f.at()), null).isEmpty() ? f.id() + " has no line of sight to " + x.id()
                : null;
        if (why != null) {
            p.lost(o, why);
            return;
        }
        Shooting.Shot at = new Shooting.Shot(shooter(p, f, w), w, Shooting.Target.of(x.id(), Fire.againstAr(), 0),
                ground.toFeature(f, x), 0, ground.seaState(f.at()), false, mist(p, f.at(), Ground.nearest(x, f.at())));
        String problem = Shooting.problem(at);
        if (problem != null) {
            p.lost(o, problem);
            return;
        }
        List<Modifier> ms = Shooting.modifiers(at);
        int sv = p.s.profileOf(f).sv();
        int roll = p.dice.roll(10);
        int total = roll + sv + w.attack() + Modifier.sum(ms);
        int need = p.o().need(Fire.againstAr());
        boolean hit = roll != 1 && total >= need;
        p.add(new FireAttacked(f.id(), FireAttacked.FIRE_ARROW, x.id(), roll, "SV", sv, w.attack(), ms, total, need, hit));
        if (hit) {
            p.add(new FireLit(x.id(), "fire-arrow", p.s.turn(), Fire.rating("fire-arrow")));
        } else if (roll == 1 && p.o().shootingFumbles().equals("yes")) {
            // a fire arrow is a Shooting attack (W9): its natural 1 may fumble the bow, as any shot's (ruling 16)
            p.add(Fumble.roll(f.id(), w.called(), false, p.dice));
        }
    }

    /** LIGHT or DOUSE a torch the figure carries (W8; ruling 33). */
    private static void torch(Play p, Figure f, Order.Torch o) {
        if (o.lit() && f.torchLit()) {
            p.lost(o, f.id() + "'s torch is alight already");
        } else if (o.lit() && !p.s.carriesTorch(f)) {
            p.lost(o, f.id() + " carries no torch");
        } else if (!o.lit() && !f.torchLit()) {
            p.lost(o, f.id() + " has no lit torch to put out");
        } else {
            p.add(new TorchLit(f.id(), o.lit(), o.lit() ? null : "put out"));
        }
    }

}
