package herald.engine.skirmish;

import herald.engine.Dice;
import herald.engine.board.Hex;
import herald.engine.board.HexLine;
import herald.engine.skirmish.events.ActionHeld;
import herald.engine.skirmish.events.MissileFired;
import herald.engine.skirmish.events.Modifier;
import java.util.ArrayList;
import java.util.List;

/**
 * Phase 1 (R9-R13): the active side's shooters fire. Two rolls by default: to hit (1D10, hit on 6 or
 * less after +2 long range, +2 cover, +1 shooter wounded, +1 shooter in a tree) and then damage (1D10
 * in the infantry or rider column, +2 armoured target, −2 crossbow); modified rolls are clamped to
 * 1..10. Ranges are reading A of the garbled key unless the game chose B. A shooter in contact with
 * an enemy cannot shoot; sight is blocked by the hexes that block it (terrain table), the shooter's
 * and target's own hexes never; characters do not block sight.
 */
final class Missile {
    private Missile() {}

    /** A shot judged before the dice: {@code problem} is null when it may be taken. */
    record Shot(int range, String band, String cover, String problem) {}

    static Shot assess(SkirmishState s, Character shooter, Character target) {
        CharacterType type = s.typeOf(shooter);
        if (!type.shoots()) {
            return new Shot(0, "", null, shooter.label() + " has no missile weapon");
        }
        if (Movement.inContact(s, shooter)) {
            return new Shot(0, "", null, shooter.id() + " is in contact with " + s.adjacentEnemies(shooter).get(0).id()
                    + ": a character next to an enemy cannot shoot");
        }
        int range = shooter.hex().distance(target.hex());
        Tables.Band band = Data.tables().ranges().get(s.options().ranges()).of(type.missile());
        if (range > band.longMax()) {
            return new Shot(range, "", null, target.id() + " at " + target.hex() + " is " + range + " hexes from " + shooter.id()
                    + ": beyond the " + type.missile() + "'s long range (" + band.longMax() + ")");
        }
        Hex blocker = blocker(s, shooter.hex(), target.hex());
        if (blocker != null) {
            return new Shot(range, "", null, "no line of sight from " + shooter.id() + " at " + shooter.hex() + " to "
                    + target.id() + " at " + target.hex() + ": blocked at " + blocker + " (" + s.terrainAt(blocker).name().toLowerCase(java.util.Locale.ROOT) + ")");
        }
        return new Shot(range, range <= band.shortMax() ? "short" : "long", cover(s, shooter.hex(), target.hex()), null);
    }

    /** The first hex blocking sight between two hexes, or null; edge steps follow {@code edge-los}. */
    static Hex blocker(SkirmishState s, Hex a, Hex b) {
        boolean both = s.options().edgeLos().equals("both");
        for (HexLine.Step step : HexLine.between(a, b)) {
            List<Hex> blocking = step.hexes().stream().filter(h -> s.terrainAt(h).blocksSight()).toList();
            if (both ? blocking.size() == step.hexes().size() : !blocking.isEmpty()) {
                return blocking.get(0);
            }
        }
        return null;
    }

    /** Why the target has cover ("in scrub", "behind the low wall at 0607"), or null. */
    static String cover(SkirmishState s, Hex shooter, Hex target) {
        TerrainType t = s.terrainAt(target);
        String name = t.name().toLowerCase(java.util.Locale.ROOT);
        switch (t.cover()) {
            case "yes":
                return "in " + name;
            case "crossed":
                return "on the low wall";
            case "top-lip":
                if (!s.terrainAt(shooter).cover().equals("top-lip")) {
                    return "beyond the top lip of the slope";
                }
                break;
            default:
                break;
        }
        for (HexLine.Step step : HexLine.between(shooter, target)) {
            for (Hex h : step.hexes()) {
                if (s.terrainAt(h).cover().equals("crossed") && h.adjacentTo(target)) {
                    return "behind the low wall at " + h;
                }
            }
        }
        return null;
    }

    static void phase(TurnLog log, List<Order> orders, Dice dice) {
        for (Order o : orders) {
            if (o instanceof Order.Fire f) {
                fire(log, f, dice);
            }
        }
    }

    private static void fire(TurnLog log, Order.Fire f, Dice dice) {
        SkirmishState s = log.state();
        Character shooter = s.characterOrThrow(f.piece());
        Character target = s.characterOrThrow(f.target());
        if (!shooter.canAct() || !target.alive()) {
            log.emit(new ActionHeld(shooter.id(), !shooter.alive() ? "it is dead" : shooter.stunned() ? "it is stunned"
                    : target.id() + " is already dead"));
            return;
        }
        Shot shot = assess(s, shooter, target);
        if (shot.problem() != null) {
            log.emit(new ActionHeld(shooter.id(), shot.problem()));
            return;
        }
        Tables.Missile table = Data.tables().missile();
        CharacterType type = s.typeOf(shooter);
        List<Modifier> toHit = new ArrayList<>();
        if (shot.band().equals("long")) {
            toHit.add(new Modifier("long range", table.longRange()));
        }
        if (shot.cover() != null) {
            toHit.add(new Modifier("cover, " + shot.cover(), table.cover()));
        }
        if (shooter.wounded()) {
            toHit.add(new Modifier("shooter wounded", table.shooterWounded()));
        }
        if (s.terrainAt(shooter.hex()).key().equals("tree")) {
            toHit.add(new Modifier("shooter in a tree", table.shooterInTree()));
        }
        List<Modifier> damage = new ArrayList<>();
        if (Stats.armoured(s, target)) {
            damage.add(new Modifier("armour", table.armour()));
        }
        if (type.missile().equals("crossbow")) {
            damage.add(new Modifier("crossbow", table.crossbow()));
        }
        boolean rider = target.mounted();
        String column = rider ? "rider" : "infantry";
        String weapon = type.missile();
        int roll = dice.roll(10);
        Result result;
        if (s.options().missileRolls().equals("one")) {
            List<Modifier> all = new ArrayList<>(toHit);
            all.addAll(damage);
            int total = clamp(roll + Modifier.sum(all));
            result = table.damage(rider, total);
            log.emit(new MissileFired(shooter.label(), weapon, target.label(), shot.range(), shot.band(), roll, all, total,
                    lastEffect(table, rider), result != Result.NONE, 0, List.of(), 0, column, result.code(), true));
        } else {
            int total = clamp(roll + Modifier.sum(toHit));
            boolean hit = total <= table.hitsUpTo();
            int damageRoll = 0;
            int damageTotal = 0;
            result = Result.NONE;
            if (hit) {
                damageRoll = dice.roll(10);
                damageTotal = clamp(damageRoll + Modifier.sum(damage));
                result = table.damage(rider, damageTotal);
            }
            log.emit(new MissileFired(shooter.label(), weapon, target.label(), shot.range(), shot.band(), roll, toHit, total,
                    table.hitsUpTo(), hit, damageRoll, hit ? damage : List.of(), damageTotal, column, result.code(), false));
        }
        Effects.onDefender(log, target.id(), result, "shot by " + shooter.id(), List.of(shooter.hex()));
    }

    private static int lastEffect(Tables.Missile table, boolean rider) {
        int last = 0;
        for (int d = 1; d <= 10; d++) {
            if (table.damage(rider, d) != Result.NONE) {
                last = d;
            }
        }
        return last;
    }

    static int clamp(int v) {
        return Math.max(1, Math.min(10, v));
    }
}
