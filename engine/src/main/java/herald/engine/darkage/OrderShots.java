package herald.engine.darkage;

import herald.engine.table.Inches;
import herald.engine.table.Point;
import java.util.ArrayList;
import java.util.List;

/**
 * The check of SHOOT, VOLLEY and CAST: the weapon a shooter has and can use this turn (not broken, S9's crossbow not
 * reloading), its special ammunition (S8), what a fire arrow (W6) and holy water (W7) are shot with and at, and what
 * each kind of power is aimed at. Range and line of sight are the resolution's, at the moment of shooting.
 */
final class OrderShots {
    private OrderShots() {}

    static void problems(DarkAgeState s, String side, Order.Shoot x, List<String> out) {
        if (x.ammo() != null && !OrderActs.AMMO.contains(x.ammo())) {
            out.add("USING takes fire-arrow or holy-water, not " + x.ammo());
            return;
        }
        boolean fireArrow = "fire-arrow".equals(x.ammo());
        boolean holyWater = "holy-water".equals(x.ammo());
        if (fireArrow && s.figure(x.target()).isPresent()) {
            out.add("a fire arrow is no use against figures (W6): shoot it AT a feature to set alight, e.g. AT "
                    + s.table().features().stream().map(f -> f.id()).findFirst().orElse("t1"));
        } else if (fireArrow) {
            OrderActs.burnable(s, x.target(), out);
        } else {
            OrderActs.enemy(s, side, x.target(), "shoot").ifPresent(out::add);
        }
        if (holyWater && x.weapon() != null) {
            out.add("holy water is thrown by hand, as an improvised weapon (W7): leave out WITH " + x.weapon());
        }
        List<String> shooters = new ArrayList<>(List.of(x.figure()));
        shooters.addAll(x.others());
        for (int i = 0; i < shooters.size(); i++) {
            Figure f = s.figureOrThrow(shooters.get(i));
            if (x.ammo() != null && f.ammo(x.ammo()) < 1) {
                out.add(f.id() + " carries no " + (fireArrow ? "fire arrows" : "holy water") + " (S8: special ammunition is"
                        + " limited)");
            }
            if (!holyWater) {
                weapon(s, f, i == 0 ? x.weapon() : null, fireArrow, out);
            }
        }
    }

    /** The shooting weapon {@code key} (null: any it has) usable by {@code f} this turn, with a fire arrow a bow. */
    private static void weapon(DarkAgeState s, Figure f, String key, boolean fireArrow, List<String> out) {
        List<String> own = s.profileOf(f).shooting();
        if (own.isEmpty()) {
            out.add(f.id() + " has no shooting weapon");
            return;
        }
        if (key != null && !own.contains(key)) {
            out.add(f.id() + " has no shooting weapon " + key + " (its own: " + String.join(", ", own) + ")");
            return;
        }
        List<String> tried = key != null ? List.of(key) : own;
        List<String> why = new ArrayList<>();
        List<String> usable = new ArrayList<>();
        for (String k : tried) {
            Weapons.Shooting w = Data.weapons().shootingWeapon(k);
            if (OrderActs.broken(f, k, w.called())) {
                why.add(f.id() + "'s " + w.called() + " is broken: it is unusable for the rest of the game");
            } else if (w.reload() && f.shotCrossbow() > 0 && f.shotCrossbow() == s.turn() - 1) {
                why.add(f.id() + "'s " + w.called() + " shot in turn " + f.shotCrossbow() + " and reloads through turn "
                        + s.turn() + " (S9)");
            } else {
                usable.add(k);
            }
        }
        if (usable.isEmpty()) {
            out.addAll(why);
        } else if (fireArrow && usable.stream().noneMatch(k -> k.endsWith("bow"))) {
            out.add("a fire arrow is shot from a bow or a crossbow: " + f.id() + " has "
                    + (key != null ? "a " + Data.weapons().shootingWeapon(key).called() : "none it can use"));
        }
    }

    /** A power the caster has and has not lost, aimed as its effect needs. */
    static void cast(DarkAgeState s, String side, Figure f, Order.Cast x, List<String> out) {
        Power p = s.powers().get(x.power());
        List<String> own = s.profileOf(f).powers();
        if (p == null) {
            out.add("there is no power " + x.power() + " (the powers: " + String.join(", ", s.powers().keySet().stream()
                    .sorted().toList()) + ")");
            return;
        }
        if (!own.contains(x.power())) {
            out.add(f.id() + " has no power " + p.name() + (own.isEmpty() ? "" : " (its own: " + String.join(", ", own) + ")"));
            return;
        }
        if (f.lostPowers().stream().anyMatch(l -> l.equalsIgnoreCase(p.name()) || l.equalsIgnoreCase(x.power()))) {
            out.add(f.id() + " has lost " + p.name() + " for the rest of the game");
        }
        String how = "CAST " + f.id() + " " + x.power();
        switch (p.effect()) {
            case "shot":
                if (x.target() == null) {
                    out.add(p.name() + " is cast at a figure or a feature: write " + how + " AT and its id");
                } else if (s.figure(x.target()).isPresent()) {
                    OrderActs.enemy(s, side, x.target(), "cast " + p.name()).ifPresent(out::add);
                } else if (new Ground(s).feature(x.target()).isEmpty()) {
                    out.add("there is no figure or terrain feature " + x.target());
                }
                break;
            case "banish":
                if (x.target() == null) {
                    out.add(p.name() + " is cast at a figure: write " + how + " AT and its id");
                } else {
                    OrderActs.enemy(s, side, x.target(), "cast " + p.name()).ifPresent(out::add);
                }
                break;
            case "stand-up":
                if (x.target() == null) {
                    out.add(p.name() + " is cast at a friend: write " + how + " AT and its id");
                } else if (OrderActs.inGame(s, x.target()).isPresent()) {
                    out.add(OrderActs.inGame(s, x.target()).get());
                } else if (!s.allied(side, s.figureOrThrow(x.target()).side())) {
                    out.add(x.target() + " is an enemy: " + p.name() + " is for friends");
                }
                break;
            case "blast":
            case "mist":
                if (x.point() == null) {
                    out.add(p.name() + " is cast at a point: write " + how + " AT x,y");
                } else {
                    onTable(s, x.point(), out);
                }
                break;
            default:
                if (x.target() != null || x.point() != null) {
                    out.add(p.name() + " works about its caster: write " + how + " with no AT");
                }
        }
    }

    private static void onTable(DarkAgeState s, Point p, List<String> out) {
        if (!s.table().holds(p)) {
            out.add(p + " is off the table (" + Inches.show(s.table().width()) + " by " + Inches.show(s.table().depth())
                    + ", from 0,0 at the bottom left)");
        }
    }
}
