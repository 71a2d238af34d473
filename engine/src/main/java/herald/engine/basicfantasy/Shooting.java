package herald.engine.basicfantasy;

import herald.engine.Dice;
import herald.engine.basicfantasy.events.OrderHeld;
import herald.engine.basicfantasy.events.ShotsFired;
import herald.engine.basicfantasy.events.WoundRoll;
import herald.engine.table.Inches;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * Phase 2, shooting (R3-R7). A unit with a ranged weapon shoots at an enemy within the weapon's range, measured base
 * to base (R3). Line of sight is ours (house option sight): a clear line from the shooter's front edge to any part of
 * the target, past terrain that blocks sight and every other unit; terrain either of them stands in does not block.
 * One die a figure (R0c; house option shots=front-rank), aim or less hits (R4); each hit tested to wound with the
 * weapon's strength against the target's armour (R6); the wounds come off the front (R7). A unit locked in close
 * combat does not shoot, nor is it shot at (house option shoot-into-combat).
 */
final class Shooting {
    private Shooting() {}

    /** A shot judged before the dice: the range measured; {@code problem} is null when it may be taken. */
    record Shot(double inches, int range, String problem) {
        String measured() {
            return Inches.measured(inches) + " of " + range + "\"";
        }
    }

    static Shot assess(BasicFantasyState s, Unit shooter, Unit target, Set<String> moved) {
        UnitType type = s.typeOf(shooter);
        if (target.side().equals(shooter.side())) {
            return new Shot(0, 0, target.id() + " is on your own side: shoot at an enemy");
        }
        if (!type.shoots()) {
            return new Shot(0, 0, shooter.id() + " (" + type.name().toLowerCase(java.util.Locale.ROOT) + ") has no ranged weapon");
        }
        if (moved.contains(shooter.id()) && s.options().moveThenShoot().equals("no")) {
            return new Shot(0, 0, shooter.id() + " moves this player turn: it cannot also shoot (house option move-then-shoot=no)");
        }
        if (shooter.locked()) {
            return new Shot(0, 0, shooter.id() + " is locked in close combat with " + String.join(" and ", shooter.lockedWith())
                    + ": it cannot shoot");
        }
        if (target.locked() && s.options().shootIntoCombat().equals("no")) {
            return new Shot(0, 0, target.id() + " is locked in close combat with " + String.join(" and ", target.lockedWith())
                    + ": a unit in combat is not shot at (house option shoot-into-combat=no)");
        }
        Ground ground = new Ground(s);
        double inches = Inches.measure(ground.distance(shooter, target));
        int range = type.weapon().range();
        if (!Inches.within(inches, range)) {
            return new Shot(inches, range, target.id() + " is " + Inches.measured(inches) + " from " + shooter.id()
                    + ": beyond its " + type.weapon().name() + "'s range of " + range + "\"");
        }
        if (s.options().sightRule() && ground.sight(shooter, target).isEmpty()) {
            return new Shot(inches, range, shooter.id() + " has no line of sight to " + target.id() + ": blocked by "
                    + ground.screen(shooter, target));
        }
        return new Shot(inches, range, null);
    }

    static void shoot(TurnLog log, Order.Shoot o, Set<String> moved, Dice dice) {
        BasicFantasyState s = log.state();
        Unit shooter = s.unitOrThrow(o.unit());
        Unit target = s.unitOrThrow(o.target());
        if (!shooter.alive() || !target.alive()) {
            log.emit(new OrderHeld(shooter.id(), o.normalised(), !shooter.alive() ? shooter.id() + " has been destroyed"
                    : target.id() + " has been destroyed"));
            return;
        }
        Shot shot = assess(s, shooter, target, moved);
        if (shot.problem() != null) {
            log.emit(new OrderHeld(shooter.id(), o.normalised(), shot.problem()));
            return;
        }
        Profile p = s.profile(shooter);
        int shots = s.options().shots().equals("front-rank") ? shooter.frontRank() : shooter.figures();
        List<Integer> rolls = new ArrayList<>();
        for (int i = 0; i < shots; i++) {
            rolls.add(dice.roll(6));
        }
        int hits = (int) rolls.stream().filter(r -> r <= p.aim()).count();
        UnitType.Weapon weapon = s.typeOf(shooter).weapon();
        WoundRoll wound = WoundTable.roll(hits, weapon.strength(), "A", s.profile(target).armour(), dice);
        WoundTable.Casualties c = WoundTable.allocate(target, s.profile(target).wounds(), wound.wounds());
        log.emit(new ShotsFired(shooter.id(), target.id(), shot.inches(), shot.range(), rolls, p.aim(), hits, wound,
                c.removed(), c.frontWounds()));
        Losses.check(log, target.id(), "shot by " + shooter.id());
    }
}
