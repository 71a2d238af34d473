package herald.engine.darkage;

import herald.engine.table.Feature;
import herald.engine.table.Inches;
import herald.engine.table.Point;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Predicate;
import java.util.stream.Collectors;

/**
 * The demo's plain, sensible player, one figure at a time in scenario order: a Hero first sets his standing orders
 * (re-roll attacks and Fate rolls); a knocked-down figure stands; a figure in a Fight fights its first opponent
 * (Sundering a shield it could hardly get past otherwise); a torch-bearer goes to burn what its side must burn, an
 * archer with fire arrows shoots them at it; a priest raises the fallen and blesses a friend in a Fight, a seeress
 * strikes with her Bolt of Fire; a shooter shoots the nearest enemy it sees within range (never into a Fight where it
 * might hit a friend, S6), or walks into range; a fighter goes at the nearest enemy it sees (running where its
 * armour allows and the enemy is beyond a walk) and fights it when it can reach it. The free figure nearest a place
 * its side must hold goes and holds it while no enemy is within a charge. Seeing no enemy, a figure walks to its
 * side's goal, or to the table's middle.
 * Everything comes from the state as it stands when the mail is written, so a target may have moved by its phase:
 * such an order is lost, as a player's would be (ruling 9). No dice, no randomness.
 */
final class SimulatedPlayer {
    /** The die result from which a blow is hard enough to try for the shield instead (W10): 7 or more on the D10. */
    private static final int HARD = 7;
    /** How far a priest or seeress stays from the nearest enemy: within reach of her powers, out of reach of a charge. */
    private static final double KEEP_BACK = 10;

    private final DarkAgeState s;
    private final String side;
    private final Ground ground;
    private final Eyes eyes;
    private final List<Order> orders = new ArrayList<>();
    private final Map<String, Boolean> sighted = new HashMap<>();

    private SimulatedPlayer(DarkAgeState s, String side) {
        this.s = s;
        this.side = side;
        this.ground = new Ground(s);
        this.eyes = new Eyes(s);
    }

    static String orders(DarkAgeState s, String side) {
        if (s.scenario() == null || s.outcome() != null || s.left().contains(side) || s.inGame(side).isEmpty()) {
            return "# nothing to order\n";
        }
        List<Order> plan = plan(s, side);
        if (plan.isEmpty()) {
            plan = List.of(new Order.Hold(s.inGame(side).get(0).id()));
        }
        return plan.stream().map(Order::line).collect(Collectors.joining("\n")) + "\n";
    }

    /** The orders, at most one a figure a phase (and one standing order), in scenario order. */
    static List<Order> plan(DarkAgeState s, String side) {
        SimulatedPlayer p = new SimulatedPlayer(s, side);
        for (Figure f : s.inGame(side)) {
            p.command(f);
        }
        return List.copyOf(p.orders);
    }

    private void command(Figure f) {
        Profile pr = s.profileOf(f);
        if (pr.has("hero") && !s.standing().containsKey(f.id())) {
            orders.add(new Order.Heroic(f.id(), Standing.of(f.id()).withReroll("both")));
        }
        if (f.down()) {
            orders.add(new Order.Stand(f.id()));
            return;
        }
        if (ground.inFight(f)) {
            orders.add(blow(f, ground.opponents(f).get(0)));
            return;
        }
        if (burnGoal(f) || SimulatedMagic.cast(this, f) || shoot(f) || holdGoal(f)) {
            return;
        }
        Optional<Figure> seen = nearestSeen(f, e -> true);
        if (seen.isEmpty()) {
            wander(f);
        } else if (SimulatedMagic.caster(s, f)) {
            SimulatedPaths.toward(s, f, seen.get().at(), KEEP_BACK, false).ifPresent(orders::add);
        } else if (shooter(f)) {
            approachToShoot(f, seen.get());
        } else {
            charge(f, seen.get());
        }
    }

    /** FIGHT with the whole FV, or SUNDER the shield when only a 7 or more would hit. */
    Order blow(Figure f, Figure o) {
        Optional<Weapons.Fighting> w = fightingWeapon(f);
        boolean shield = Data.armour().shieldBonus(s.wears(o)) > 0;
        if (w.isPresent() && w.get().sunder() && shield
                && s.ar(o) - s.profileOf(f).fv() - w.get().attack() >= HARD) {
            return new Order.Sunder(f.id(), o.id());
        }
        return new Order.Fight(f.id(), List.of(new Order.Part(o.id(), 0)), null);
    }

    // a fumble records the weapon as a report names it ("war bow"); the key is matched too, in case that changes
    private Optional<Weapons.Fighting> fightingWeapon(Figure f) {
        return s.profileOf(f).fighting().stream().map(k -> Data.weapons().fightingWeapon(k))
                .filter(w -> !f.broken().contains(w.key()) && !f.broken().contains(w.called())).findFirst();
    }

    Optional<Weapons.Shooting> shootingWeapon(Figure f) {
        return s.profileOf(f).shooting().stream().map(k -> Data.weapons().shootingWeapon(k))
                .filter(w -> !f.broken().contains(w.key()) && !f.broken().contains(w.called())).findFirst();
    }

    /** Shooters are those better with the bow than the blade: a fighter throwing his axe instead of closing wastes it. */
    private boolean shooter(Figure f) {
        Profile p = s.profileOf(f);
        return shootingWeapon(f).isPresent() && p.sv() >= p.fv();
    }

    private boolean reloading(Figure f, Weapons.Shooting w) {
        return w.reload() && f.shotCrossbow() > 0 && f.shotCrossbow() == s.turn() - 1;
    }

    /**
     * The nearest enemy (base to base) the side sees, that {@code f} has a line of sight to and that passes
     * {@code test}. Lines of sight are costly to measure, so only the candidates that pass are measured, once each.
     */
    Optional<Figure> nearestSeen(Figure f, Predicate<Figure> test) {
        return s.enemiesOf(side).stream().filter(e -> eyes.sees(side, e) && test.test(e))
                .sorted(Comparator.comparingDouble(e -> Ground.between(f.at(), e.at())))
                .filter(e -> sighted.computeIfAbsent(f.id() + ">" + e.id(), k -> ground.sight(f, e).isPresent()))
                .findFirst();
    }

    /** Whether a shot at the enemy cannot strike a friend: a shot into a Fight may hit anyone in it (S6). */
    boolean clear(Figure e) {
        return !ground.inFight(e) || ground.fight(e).stream().noneMatch(x -> s.allied(side, x.side()));
    }

    private boolean shoot(Figure f) {
        Optional<Weapons.Shooting> w = shootingWeapon(f);
        if (!shooter(f) || w.isEmpty() || reloading(f, w.get())) {
            return false;
        }
        Optional<Figure> e = nearestSeen(f, x -> clear(x) && Inches.within(Ground.between(f.at(), x.at()), w.get().range()));
        e.ifPresent(x -> orders.add(new Order.Shoot(f.id(), List.of(), x.id(), null, null)));
        return e.isPresent();
    }

    /** A walk that ends with the enemy in range, and the shot at it if the walk is short enough to leave it there. */
    private void approachToShoot(Figure f, Figure e) {
        Weapons.Shooting w = shootingWeapon(f).orElseThrow();
        Optional<Order.Move> m = SimulatedPaths.toward(s, f, e.at(), Math.max(1, w.range() - 2), false);
        m.ifPresent(orders::add);
        m.filter(x -> Inches.within(Ground.between(x.waypoints().get(0), e.at()), w.range()) && !reloading(f, w) && clear(e))
                .ifPresent(x -> orders.add(new Order.Shoot(f.id(), List.of(), e.id(), null, null)));
    }

    /** MOVE (or RUN) AT the enemy, and FIGHT it if the move reaches it. */
    private void charge(Figure f, Figure e) {
        if (ground.crossesImpassable(f.at(), e.at())) {
            // no straight way (water between two ships not alongside): as near as dry footing goes
            SimulatedPaths.toward(s, f, e.at(), Ground.diameter() + 0.1, false).ifPresent(orders::add);
            return;
        }
        double gap = Ground.between(f.at(), e.at());
        double walk = SimulatedPaths.allowance(s, f, f.at(), e.at(), false);
        boolean run = gap > walk && s.weight(f) == Armour.Weight.LIGHT;
        double reach = run ? SimulatedPaths.allowance(s, f, f.at(), e.at(), true) : walk;
        orders.add(new Order.Move(f.id(), List.of(), e.id(), run));
        if (gap <= reach - 0.5) {
            orders.add(blow(f, e));
        }
    }

    /**
     * Something of its side's still to burn: an archer with fire arrows shoots one at it, a torch-bearer who is not
     * the side's leader (he leads the fight) goes and BURNs it, the same turn if the move brings its base to it.
     */
    private boolean burnGoal(Figure f) {
        boolean leads = s.leader(side).map(l -> l.id().equals(f.id())).orElse(false);
        for (Feature x : goals("burn")) {
            if (s.fires().containsKey(x.id())) {
                continue;
            }
            if (f.ammo("fire-arrow") > 0 && fireArrow(f, x)) {
                return true;
            }
            if (f.torchLit() && !leads) {
                Optional<Order.Move> m = touches(f, x) ? Optional.empty()
                        : SimulatedPaths.toward(s, f, Ground.nearest(x, f.at()), 0, true);
                m.ifPresent(orders::add);
                if (touches(f, x) || m.map(o -> touches(f.withAt(o.waypoints().get(0), 0, false), x)).orElse(false)) {
                    orders.add(new Order.Burn(f.id(), x.id()));
                }
                return touches(f, x) || m.isPresent();
            }
        }
        return false;
    }

    private boolean touches(Figure f, Feature x) {
        return ground.toFeature(f, x) <= Ground.TOUCH;
    }

    /** A fire arrow at the feature: a bow in range and sight, and a fire to light it at (W6): its torch or a blaze. */
    private boolean fireArrow(Figure f, Feature x) {
        Optional<Weapons.Shooting> w = shootingWeapon(f).filter(b -> b.key().endsWith("bow") && !b.reload());
        boolean fire = f.torchLit() || s.fires().keySet().stream().flatMap(id -> ground.feature(id).stream())
                .anyMatch(b -> ground.toFeature(f, b) <= 2);
        Point aim = Ground.nearest(x, f.at());
        if (w.isEmpty() || !fire || !Inches.within(ground.toFeature(f, x), w.get().range())
                || ground.sight(f, aim, null).isEmpty()) {
            return false;
        }
        orders.add(new Order.Shoot(f.id(), List.of(), x.id(), null, "fire-arrow"));
        return true;
    }

    /**
     * Something of its side's to hold: the side's figure nearest it that is free (standing, in no Fight) goes there
     * and stays, unless an enemy it sees is within a charge of it. True when it is there or on its way.
     */
    private boolean holdGoal(Figure f) {
        for (Feature x : goals("hold")) {
            Point c = SimulatedPaths.centre(x);
            Optional<Figure> nearest = s.inGame(side).stream().filter(o -> !o.down() && !ground.inFight(o))
                    .min(Comparator.comparingDouble(o -> o.at().distanceTo(c)));
            double charge = SimulatedPaths.allowance(s, f, f.at(), f.at(), false) + 1;
            if (nearest.filter(o -> o.id().equals(f.id())).isEmpty()
                    || nearestSeen(f, e -> Ground.between(f.at(), e.at()) <= charge).isPresent()) {
                continue;
            }
            if (!x.holds(f.at())) {
                SimulatedPaths.toward(s, f, c, 0, false).ifPresent(orders::add);
            }
            return true;
        }
        return false;
    }

    private List<Feature> goals(String kind) {
        if (s.scenario().victory() == null) {
            return List.of();
        }
        return s.scenario().victory().goals().stream().filter(g -> g.side().equals(side) && g.kind().equals(kind))
                .flatMap(g -> ground.feature(g.feature()).stream()).toList();
    }

    /** Seeing nobody: to a feature its side must hold or burn, else to the middle of the table, looking. */
    private void wander(Figure f) {
        List<Feature> places = new ArrayList<>(goals("hold"));
        places.addAll(goals("burn"));
        Point to = places.isEmpty() ? Point.of(s.table().width() / 2, s.table().depth() / 2)
                : SimulatedPaths.centre(places.get(0));
        SimulatedPaths.toward(s, f, to, 0, false).ifPresent(orders::add);
    }

    List<Order> orders() {
        return orders;
    }

    DarkAgeState state() {
        return s;
    }

    String side() {
        return side;
    }

    Ground ground() {
        return ground;
    }
}
