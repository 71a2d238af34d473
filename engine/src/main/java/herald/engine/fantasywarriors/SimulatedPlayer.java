package herald.engine.fantasywarriors;

import herald.engine.table.Inches;
import herald.engine.table.Point;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;

/**
 * Orders a simple, sensible warchief would mail, for the demo: steady what is shaken or disorganised, shoot the
 * nearest enemy in range (poisoned counters first, while there are any), threaten one close by, and move as each command's order says (on attack straight at the
 * nearest enemy, charging it when it can be reached; on oppose closing to a few inches and no nearer; on hold not
 * at all). Every line is one the order check accepts: each is tried against the phase's own refusal first.
 */
final class SimulatedPlayer {
    /** How close a unit on oppose orders comes to the enemy before it waits for him. */
    private static final double OPPOSE_DISTANCE = 3;
    private static final double[] SWERVES = {0, 25, -25, 50, -50, 75, -75};
    private static final double[] SHARES = {1, 0.8, 0.6, 0.5, 0.4, 0.2};
    /** How near a leader keeps to his command. */
    private static final double FOLLOW = 3;

    private SimulatedPlayer() {}

    static String orders(FantasyWarriorsState s, String side) {
        Optional<String> chant = SimulatedTricks.chant(s, side); // a chanting army writes nothing else
        if (chant.isPresent()) {
            return chant.get();
        }
        List<String> lines = new ArrayList<>(SimulatedTricks.lines(s, side));
        for (Unit u : s.onTable(side)) {
            if (Worth.inCombat(s, u)) {
                SimulatedEngines.fromTheFight(s, side, u).ifPresent(lines::add); // a giant's ballistas, a mammoth's bows
                continue; // it fights in phase 4
            }
            if (s.magic().enchanted().containsKey(u.id())) {
                continue; // it does the enchantress's will
            }
            threat(s, side, u).ifPresent(lines::add);
            shot(s, side, u).ifPresent(lines::add);
            if (u.disorganised() && !u.standing().firewater()) {
                lines.add("REORGANISE " + u.id());
            } else {
                move(s, side, u).ifPresent(lines::add);
            }
        }
        for (Individual leader : s.individuals().values()) {
            if (leader.side().equals(side) && leader.onTable() && leader.leads() != null) {
                follow(s, side, leader).ifPresent(lines::add);
            }
        }
        for (Unit u : s.onTable(side)) {
            if (worthSteadying(s, u)) {
                String leader = s.commandOf(u).leader();
                TurnOrders.Influence visit = new TurnOrders.Influence(leader, u.id());
                if (lines.stream().noneMatch(l -> l.endsWith(" WITH " + leader))
                        && CommandPhases.refusal(s, side, visit).isEmpty()) {
                    lines.add("INFLUENCE " + u.id() + " WITH " + leader);
                }
            }
        }
        lines.addAll(SimulatedMagic.lines(s, side));
        return lines.isEmpty() ? "HOLD" : String.join("\n", lines);
    }

    /**
     * A failed visit routs a shaken unit (H11), so a shaken one is visited only by a leader who passes at least half
     * the time; a disorganised one risks nothing; blood lust is left to burn, as it fights the better for it.
     */
    private static boolean worthSteadying(FantasyWarriorsState s, Unit u) {
        int leadership = s.individual(s.commandOf(u).leader()).map(l -> s.profile(l).leadership()
                .map(Profile.Sourced::value).orElse(0)).orElse(0);
        if (u.standing().shaken()) {
            return leadership - 1 >= 3;
        }
        return u.disorganised() && !u.standing().bloodLust();
    }

    /** The nearest enemy the side sees: a player knows no more than his pieces do. */
    private static Optional<Unit> nearestEnemy(FantasyWarriorsState s, Unit u) {
        Eyes eyes = new Eyes(s);
        return s.enemiesOf(u.side()).stream().filter(e -> eyes.sees(u.side(), e)).min(Comparator.comparingDouble(e -> e.ground().distanceTo(u.ground())));
    }

    private static Optional<String> threat(FantasyWarriorsState s, String side, Unit u) {
        return nearestEnemy(s, u).filter(e -> ThreatStep.refusal(s, side, new TurnOrders.Threaten(u.id(), e.id()))
                .isEmpty()).map(e -> "THREATEN " + u.id() + " AT " + e.id());
    }

    private static Optional<String> shot(FantasyWarriorsState s, String side, Unit u) {
        if (s.profile(u).role().category() != Role.Category.UNIT) {
            return SimulatedEngines.shot(s, side, u);
        }
        if (u.volleys() == 0) {
            return Optional.empty();
        }
        int counters = Math.min(2, u.volleys());
        // poison first: a counter kept back is wasted if the unit routs, and the plain ones then last the longer
        int poisoned = Math.min(counters, u.poisoned());
        Eyes eyes = new Eyes(s);
        return s.enemiesOf(side).stream().filter(e -> eyes.sees(side, e)).sorted(Comparator.comparingDouble(e -> e.ground().distanceTo(u.ground())))
                .filter(e -> ShootingPhase.refusal(s, side, new TurnOrders.Shoot(u.id(), e.id(), counters, poisoned))
                        .isEmpty())
                .findFirst().map(e -> "SHOOT " + u.id() + " AT " + e.id() + " " + counters + " VOLLEYS"
                        + (poisoned == 0 ? "" : " " + poisoned + " POISONED"));
    }

    /** The longest legal move towards the nearest enemy, swerving round what is in the way; none on hold orders. */
    private static Optional<String> move(FantasyWarriorsState s, String side, Unit u) {
        Order order = s.commandOf(u).order();
        Optional<Unit> enemy = nearestEnemy(s, u);
        if (order == Order.HOLD || enemy.isEmpty()) {
            return Optional.empty();
        }
        Point from = u.ground().at();
        Point aim = enemy.get().ground().nearestTo(from);
        double gap = u.ground().distanceTo(enemy.get().ground());
        double reach = s.profile(u).move().ground().value();
        if (order == Order.OPPOSE) {
            reach = Math.min(reach, gap - OPPOSE_DISTANCE);
            if (reach < 1) {
                return Optional.empty();
            }
        }
        for (double swerve : SWERVES) {
            for (double share : SHARES) {
                // the front centre goes a little past the enemy's nearest point: the move stops where the bases meet
                double inches = order == Order.ATTACK && swerve == 0 && share == 1 ? Math.min(reach, gap + 1) : reach * share;
                Point to = round(from.towards(from.bearingTo(aim) + swerve, inches));
                // kept square to its front first: a block that wheels to every leg jams in a ford
                for (OptionalDouble facing : List.of(OptionalDouble.of(u.ground().facing()), OptionalDouble.<Double>empty())) {
                    TurnOrders.Move m = new TurnOrders.Move(u.id(), List.of(to), facing);
                    if (inches >= 0.5 && MovementPhase.refusal(s, side, m).isEmpty() && orderly(s, m)) {
                        return Optional.of(line(u.id(), to, facing));
                    }
                }
            }
        }
        return Optional.empty();
    }

    /**
     * Whether the unit arrives in order: a move that would hurry it through difficult ground (and disorganise it) is
     * tried on the table first, alone, which rolls no initiative and so needs no dice.
     */
    private static boolean orderly(FantasyWarriorsState s, TurnOrders.Move m) {
        return MovementPhase.resolve(s, List.of(m), java.util.Set.of(), herald.engine.ScriptedDice.of()).stream()
                .noneMatch(e -> e instanceof herald.engine.fantasywarriors.events.UnitDisorganised);
    }

    /** A leader keeps within a few inches of his command's first unit, to influence it when it needs him. */
    private static Optional<String> follow(FantasyWarriorsState s, String side, Individual leader) {
        Command c = s.commands().get(leader.leads());
        Optional<Unit> unit = c.units().stream().map(s::unitOrThrow).filter(Unit::onTable).findFirst();
        if (unit.isEmpty() || leader.ground().distanceTo(unit.get().ground()) <= FOLLOW) {
            return Optional.empty();
        }
        Point from = leader.ground().at();
        Point near = unit.get().ground().nearestTo(from);
        double reach = Math.min(s.profile(leader).move().ground().value(), from.distanceTo(near) - FOLLOW / 2);
        for (double share : SHARES) {
            Point to = round(from.towards(from.bearingTo(near), reach * share));
            TurnOrders.Move m = new TurnOrders.Move(leader.id(), List.of(to), OptionalDouble.empty());
            if (reach * share >= 0.5 && MovementPhase.refusal(s, side, m).isEmpty()) {
                return Optional.of(line(leader.id(), to, OptionalDouble.empty()));
            }
        }
        return Optional.empty();
    }

    private static String line(String id, Point to, OptionalDouble facing) {
        return "MOVE " + id + " TO " + Inches.number(to.x()) + "," + Inches.number(to.y())
                + (facing.isPresent() ? " FACING " + Math.round(facing.getAsDouble()) : "");
    }

    /** To a tenth of an inch, as a player writes it. */
    private static Point round(Point p) {
        return Point.of(Math.round(p.x() * 10) / 10.0, Math.round(p.y() * 10) / 10.0);
    }
}
