package herald.engine.fantasywarriors;

import herald.engine.Dice;
import herald.engine.fantasywarriors.events.CannonFired;
import herald.engine.fantasywarriors.events.DragonBreathed;
import herald.engine.fantasywarriors.events.FantasyWarriorsEvent;
import herald.engine.table.Edges;
import herald.engine.table.Inches;
import herald.engine.table.Sight;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Phase 2 for the Companion's artillery and huge creatures (L681-860): the ballista (its worth in dice a counter, one
 * crew member cannot blacken the sky), the war cannon (one to three charges, the ignition of {@link WarCannon}, one
 * shot a turn at its single 30in range), the war giant's ballistas and the mammoth's archers (which may shoot at the
 * enemy their creature fights), and the mercenary dragon's breath (1D6 counters, 6in). A mercenary giant does not shoot.
 */
final class EngineShooting {
    private EngineShooting() {}

    /** What one engine's or creature's order did: its events, the figures it killed by target, and who killed them. */
    record Fired(List<FantasyWarriorsEvent> events, Map<String, Integer> lost, String by) {}

    static Optional<String> refusal(FantasyWarriorsState s, Unit u, Unit t, TurnOrders.Shoot shot) {
        Profile p = s.profile(u);
        if (p.role() == Role.GIANT) {
            return Optional.of(u.id() + " is a giant: it has no missile and no breath (L853-860), and fights in combat");
        }
        if (shot.poisoned() > 0) {
            return Optional.of(u.id() + " has no poisoned arrows: only units of archers buy them (L283-285)");
        }
        Optional<String> melee = ShootingPhase.inCombatWith(s, u);
        boolean fromAbove = p.role() == Role.WAR_GIANT || p.role() == Role.WAR_MAMMOTH;
        if (melee.isPresent() && !(fromAbove && Edges.touch(u.ground(), t.ground()))) {
            return Optional.of(u.id() + " is in combat with " + melee.get() + (fromAbove
                    ? ": its crew may shoot only at the enemy it fights (L784, L815)" : " and cannot shoot"));
        }
        Optional<String> into = ShootingPhase.inCombatWith(s, t);
        if (melee.isEmpty() && into.isPresent()) {
            return Optional.of(t.id() + " is in combat with " + into.get() + ": shooting into combat is not allowed (L1410)");
        }
        if (p.role() == Role.DRAGON) {
            return shot.volleys() != 1
                    ? Optional.of("a dragon's breath spends no volley counters: its cost is rolled, 1D6 breath counters"
                            + " (L845); write SHOOT " + u.id() + " AT " + t.id())
                    : reach(s, u, t, Tables.companion().number("dragon-breath-inches"), "breath");
        }
        Profile.Arms arms = p.weapon();
        if (!arms.isMissile() || arms.longRange().isEmpty()) {
            return Optional.of(u.id() + " has no missile weapon to shoot with");
        }
        Optional<String> counters = p.role() == Role.WAR_CANNON ? charges(s, u, shot.volleys())
                : Volley.carriedRefusal(shot.volleys(), WeaponsChart.shipped())
                        .or(() -> Volley.of(1, shot.volleys(), 0, Range.SHORT).refusal(u.volleys(), WeaponsChart.shipped()));
        if (counters.isEmpty() && p.role() == Role.BALLISTA) {
            counters = Volley.artillery(p.worth().value(), shot.volleys(), Range.SHORT)
                    .ballistaRefusal(EngineCrew.figures(s, u), WeaponsChart.shipped());
        }
        if (counters.isPresent()) {
            return Optional.of(u.id() + " cannot shoot: " + counters.get());
        }
        return reach(s, u, t, arms.longRange().get().value(), arms.line().key().replace('-', ' '));
    }

    /** A cannon's charges: one to three (L711), each a counter it still has, the most it can when in blood lust (L745). */
    private static Optional<String> charges(FantasyWarriorsState s, Unit u, int charges) {
        int most = Tables.companion().number("cannon-most-charges");
        if (charges > most) {
            return Optional.of("the gunpowder charge is " + most + " at most (L711), not " + charges);
        }
        if (charges > u.volleys()) {
            return Optional.of("it has " + u.volleys() + " cannonball counters left, not " + charges);
        }
        int full = Math.min(most, u.volleys());
        if (u.standing().bloodLust() && charges < full) {
            return Optional.of("its crew is in blood lust and fires the maximum charge, " + full + " (L745)");
        }
        return Optional.empty();
    }

    private static Optional<String> reach(FantasyWarriorsState s, Unit u, Unit t, int range, String what) {
        double gap = u.ground().distanceTo(t.ground());
        if (!Inches.within(gap, range)) {
            return Optional.of(t.id() + " is " + Inches.measured(gap) + " from " + u.id() + ", beyond the range of its "
                    + what + ", " + Inches.show(range));
        }
        if (Sight.between(u.ground(), t.ground(), ShootingPhase.blocking(s, u, t), ShootingPhase.screens(s, u, t))
                .isEmpty()) {
            return Optional.of(u.id() + " cannot see " + t.id() + ": terrain or other units block every line of sight");
        }
        return Optional.empty();
    }

    /** The order played; {@code killed} the figures the phase's earlier volleys killed, by target. */
    static Fired fire(FantasyWarriorsState s, Unit u, Unit t, TurnOrders.Shoot o, Map<String, Integer> killed,
            Set<String> firing, Dice dice) {
        Profile p = s.profile(u);
        WeaponsChart chart = WeaponsChart.shipped();
        Tables core = Tables.core();
        Tables companion = Tables.companion();
        int already = killed.getOrDefault(t.id(), 0);
        List<FantasyWarriorsEvent> events = new ArrayList<>();
        double gap = u.ground().distanceTo(t.ground());
        Range range = Inches.within(gap, p.weapon().shortRange().map(Profile.Sourced::value).orElse(0))
                ? Range.SHORT : Range.LONG;
        Volley v;
        Weapon w = p.weapon().asWeapon();
        int spent = o.volleys();
        switch (p.role()) {
            case WAR_CANNON -> {
                WarCannon.Shot shot = WarCannon.fire(new WarCannon.Loading(o.volleys(), EngineCrew.figures(s, u),
                        EngineCrew.leader(s, u), u.disorganised(), u.standing().shaken()), dice, companion);
                Scored ignition = shot.ignition();
                events.add(new CannonFired(u.id(), t.id(), o.volleys(), ignition.dice(), ignition.line(),
                        ignition.score(), ignition.result(), shot.worth()));
                if (ignition.result().equals("explodes")) {
                    Map<String, Integer> dead = Explosion.of(s, u, dice);
                    events.addAll(Explosion.individuals(s, u, dice));
                    return new Fired(events, dead, u.id() + "'s explosion");
                }
                if (shot.worth() <= 0) {
                    return new Fired(events, Map.of(), u.id());
                }
                // the charges are in the worth (L707-711): one counter of dice, at its single range (L700)
                v = Volley.artillery(shot.worth(), 1, Range.SHORT);
            }
            case DRAGON -> {
                int had = s.companion().artillery().breathOf(s, u);
                int cost = dice.roll(6);
                boolean routs = cost > had;
                events.add(new DragonBreathed(u.id(), t.id(), List.of(cost), had, routs ? had : had - cost, routs));
                if (routs) {
                    return new Fired(events, Map.of(), u.id());
                }
                // the profile's worth whatever it cost (L849), read on its own line with its attack strength (Herald's)
                v = Volley.artillery(p.worth().value(), 1, Range.SHORT);
                w = new Weapon(p.weapon().line(), p.attackStrength().value());
                spent = 0;
            }
            case BALLISTA -> v = Volley.artillery(p.worth().value(), o.volleys(), range);
            case WAR_GIANT -> v = Volley.of(companion.number("war-giant-ballistas"), o.volleys(), 0, range);
            case WAR_MAMMOTH -> v = Volley.of(companion.number("war-mammoth-archers"), o.volleys(), 0, range);
            default -> throw new IllegalStateException(u.id() + " does not shoot: " + p.role());
        }
        var shot = ShootingPhase.shot(s, u, t, v, spent, w, already, firing, dice, chart, core);
        events.add(shot);
        return new Fired(events, shot.lost() > 0 ? Map.of(t.id(), shot.lost()) : Map.of(), u.id());
    }

    /**
     * A cannon that does not fire this phase gives its crew soft cover when shot at (L699); a war giant seen only over
     * a unit it touches has soft cover (L783).
     */
    static Cover cover(FantasyWarriorsState s, Unit u, Unit t, Cover terrain, Set<String> firing) {
        boolean idle = s.profile(t).role() == Role.WAR_CANNON && !firing.contains(t.id());
        boolean soft = idle || ShootingOver.coversGiant(s, u, t);
        return soft && terrain.compareTo(Cover.SOFT) < 0 ? Cover.SOFT : terrain;
    }
}
