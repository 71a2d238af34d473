package herald.engine.darkage;

import herald.engine.SideNames;
import herald.engine.table.Feature;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * The check of what a figure does besides moving: its targets (a figure of the game, an enemy to shoot or fight, a
 * feature for a fire arrow or a torch), the weapon, ammunition, torch and power it has now, a Fight's split of its FV
 * (F4), a Hero's standing orders. A knocked-down figure acts only if this mail gets it up first (ruling 7).
 */
final class OrderActs {
    private OrderActs() {}

    static final List<String> AMMO = List.of("fire-arrow", "holy-water");

    /** Every problem of a checked figure's order; {@code mail} is the side's other orders, spelt as the state does. */
    static List<String> problems(DarkAgeState s, String side, Order o, List<Order> mail) {
        List<String> out = new ArrayList<>();
        Figure f = s.figureOrThrow(o.figure());
        boolean acts = !(o instanceof Order.Move || o instanceof Order.Disengage || o instanceof Order.Stand
                || o instanceof Order.Hold || o instanceof Order.Heroic);
        for (String id : OrderCheck.figures(o)) {
            Figure who = s.figureOrThrow(id);
            if (acts && who.down() && !getsUp(who, mail)) {
                out.add(who.id() + " is knocked down: it gets up only as it moves, so give it STAND (or MOVE) this turn"
                        + " first");
            }
        }
        if (o instanceof Order.Shoot x) {
            OrderShots.problems(s, side, x, out);
        } else if (o instanceof Order.Torch x) {
            if (x.lit() && f.torchLit()) {
                out.add(f.id() + "'s torch is lit already");
            } else if (x.lit() && !s.carriesTorch(f)) {
                out.add(f.id() + " carries no torch to light");
            } else if (!x.lit() && !f.torchLit()) {
                out.add(f.id() + " has no lit torch to douse");
            }
        } else if (o instanceof Order.Fight x) {
            fight(s, side, f, x, out);
        } else if (o instanceof Order.Sunder x) {
            sunder(s, side, f, x, out);
        } else if (o instanceof Order.Burn x) {
            burnable(s, x.feature(), out);
            boolean lights = mail.stream().anyMatch(m -> m instanceof Order.Torch t && t.lit() && t.figure().equals(f.id()));
            if (!f.torchLit() && !lights) {
                out.add(f.id() + " has no lit torch to set it alight: LIGHT one this turn (a Shooting action) first");
            }
        } else if (o instanceof Order.Cast x) {
            OrderShots.cast(s, side, f, x, out);
        } else if (o instanceof Order.Heroic && !s.profileOf(f).has("hero")) {
            out.add(f.id() + " is no Hero: HEROIC orders are for figures with the hero trait");
        }
        return out;
    }

    /** A STAND or a move, or a friend's Raise the Fallen at it, gets a knocked-down figure up in the Movement phase. */
    private static boolean getsUp(Figure f, List<Order> mail) {
        return mail.stream().anyMatch(m -> m instanceof Order.Cast c ? f.id().equals(c.target())
                && "raise-the-fallen".equals(c.power()) : m.figure().equals(f.id()) && "movement".equals(m.phase()));
    }

    private static void fight(DarkAgeState s, String side, Figure f, Order.Fight x, List<String> out) {
        for (Order.Part p : x.parts()) {
            enemy(s, side, p.target(), "fight").ifPresent(out::add);
        }
        int fv = s.profileOf(f).fv();
        boolean whole = x.parts().size() == 1 && x.parts().get(0).fv() == 0;
        String split = whole ? null : Fighting.splitProblem(fv, x.parts().stream().map(Order.Part::fv).toList());
        if (split != null) {
            out.add(f.id() + "'s FV is " + fv + ", split into whole parts of at least 1 that use all of it: " + split);
        }
        if (x.weapon() != null) {
            fightingWeapon(s, f, x.weapon(), out);
        }
    }

    private static void fightingWeapon(DarkAgeState s, Figure f, String key, List<String> out) {
        String unarmed = s.profileOf(f).has("skilled-unarmed") ? "unarmed-skilled" : "unarmed-unskilled";
        List<String> has = s.profileOf(f).fighting();
        if (!has.contains(key) && !key.equals(unarmed)) {
            out.add(f.id() + " has no fighting weapon " + key + " (its own: " + String.join(", ", has) + ", or " + unarmed
                    + ")");
        } else if (!key.startsWith("unarmed") && broken(f, key, Data.weapons().fightingWeapon(key).called())) {
            out.add(f.id() + "'s " + Data.weapons().fightingWeapon(key).called() + " is broken: it is unusable for the rest"
                    + " of the game");
        }
    }

    private static void sunder(DarkAgeState s, String side, Figure f, Order.Sunder x, List<String> out) {
        List<Weapons.Fighting> axes = s.profileOf(f).fighting().stream().map(Data.weapons()::fightingWeapon)
                .filter(Weapons.Fighting::sunder).toList();
        if (axes.isEmpty()) {
            out.add(f.id() + " has no axe: only an axe can Sunder a shield");
        } else if (axes.stream().allMatch(w -> broken(f, w.key(), w.called()))) {
            out.add(f.id() + "'s " + axes.get(0).called() + " is broken: it cannot Sunder");
        }
        Optional<String> target = enemy(s, side, x.target(), "sunder");
        if (target.isPresent()) {
            out.add(target.get());
        } else if (Data.armour().shieldBonus(s.wears(s.figureOrThrow(x.target()))) == 0) {
            Figure t = s.figureOrThrow(x.target());
            out.add(t.id() + (t.shieldLost() ? " has lost its shield already" : " carries no shield") + ": nothing to Sunder");
        }
    }

    /** Why a feature cannot be set alight, if it cannot. */
    static void burnable(DarkAgeState s, String id, List<String> out) {
        Ground g = new Ground(s);
        Optional<Feature> x = g.feature(id);
        if (x.isEmpty()) {
            out.add("there is no terrain feature " + id + " (the features: "
                    + String.join(", ", s.table().features().stream().map(Feature::id).toList()) + ")");
        } else if (!g.terrainOf(x.get()).burns()) {
            out.add(x.get().id() + " (" + g.terrainOf(x.get()).name().toLowerCase(Locale.ROOT) + ") does not burn: only"
                    + " buildings of wood, wagons, boats, barricades, haystacks and the like");
        }
    }

    /** Why {@code name} cannot be the target of an attack by {@code side}, if it cannot. */
    static Optional<String> enemy(DarkAgeState s, String side, String name, String verb) {
        Optional<String> there = inGame(s, name);
        if (there.isPresent()) {
            return there;
        }
        Figure t = s.figureOrThrow(name);
        if (s.allied(side, t.side())) {
            return Optional.of(t.id() + " is " + (t.side().equals(side) ? "one of yours" : "one of your allies, "
                    + SideNames.inSentence(s.sideName(t.side()))) + ": you " + verb + " only at enemies");
        }
        return Optional.empty();
    }

    /** Why {@code name} is no figure in the game, if it is not. */
    static Optional<String> inGame(DarkAgeState s, String name) {
        Optional<Figure> t = s.figure(name);
        if (t.isEmpty()) {
            return Optional.of(new Ground(s).feature(name).isPresent() ? name + " is a terrain feature, not a figure"
                    : "there is no figure " + name);
        }
        if (!t.get().inGame()) {
            return Optional.of(t.get().id() + " was taken out of the game in turn " + t.get().outTurn());
        }
        return Optional.empty();
    }

    /** A weapon unusable after a fumble: the events name it as a report does ("war bow"), or by its key. */
    static boolean broken(Figure f, String key, String called) {
        return f.broken().stream().anyMatch(b -> b.equalsIgnoreCase(key) || b.equalsIgnoreCase(called));
    }
}
