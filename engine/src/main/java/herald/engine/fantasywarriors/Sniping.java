package herald.engine.fantasywarriors;

import herald.engine.Dice;
import herald.engine.fantasywarriors.events.FantasyWarriorsEvent;
import herald.engine.fantasywarriors.events.OrderRefused;
import herald.engine.fantasywarriors.events.Sniped;
import herald.engine.table.Feature;
import herald.engine.table.Footprint;
import herald.engine.table.Inches;
import herald.engine.table.Sight;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * A marksman sniping in phase 2 (Companion L895-922, table 4.6): once a turn, with no volley counters and no poison,
 * at an enemy individual, warchief or battle leader who stands with no unit, in sight and within his bow's long range;
 * not while he touches a unit or is in combat. 1D6, -1 in bad light ({@link Light}): 3+ hits at short range, 4+ at
 * long; then the kill on the chart and the target's save ({@link Marksman}).
 */
public final class Sniping {
    private Sniping() {}

    public static Optional<String> refusal(FantasyWarriorsState s, String side, TurnOrders.Snipe o) {
        Optional<Individual> who = s.individual(o.marksman());
        Optional<Individual> aim = s.individual(o.target());
        if (who.isEmpty() || aim.isEmpty()) {
            return Optional.of("there is no individual " + (who.isEmpty() ? o.marksman() : o.target()));
        }
        Individual m = who.get();
        Individual t = aim.get();
        if (!m.side().equals(side)) {
            return Optional.of(m.id() + " is not yours");
        }
        if (s.profile(m).role() != Role.MARKSMAN) {
            return Optional.of(m.id() + " is no marksman: only a marksman snipes (L895)");
        }
        if (s.allied(t.side(), side)) {
            return Optional.of(t.id() + " is on your side: a marksman picks off the enemy");
        }
        if (!m.onTable() || !t.onTable()) {
            return Optional.of((m.onTable() ? t.id() : m.id()) + " has fallen");
        }
        if (withUnit(s, m)) {
            return Optional.of(m.id() + " is in base contact with a unit and cannot snipe (L915); with bowmen he adds"
                    + " his worth to theirs");
        }
        if (Destroyers.touchesEnemy(s, m)) {
            return Optional.of(m.id() + " is in combat and cannot shoot (L914)");
        }
        if (withUnit(s, t)) {
            return Optional.of(t.id() + " stands with a unit: a marksman picks off only individuals with none (L905)");
        }
        Profile.Arms arms = s.profile(m).weapon();
        if (!arms.isMissile() || arms.longRange().isEmpty()) {
            return Optional.of(m.id() + " has no bow to shoot with");
        }
        double gap = m.ground().distanceTo(t.ground());
        int longRange = arms.longRange().get().value();
        if (!Inches.within(gap, longRange)) {
            return Optional.of(t.id() + " is " + Inches.measured(gap) + " from " + m.id() + ", beyond his long range, "
                    + Inches.show(longRange));
        }
        if (Sight.between(m.ground(), t.ground(), blocking(s, m, t), screens(s)).isEmpty()) {
            return Optional.of(m.id() + " cannot see " + t.id() + ": terrain or units block every line of sight");
        }
        return Optional.empty();
    }

    /** Every side's snipes, in the order written, after the volleys; one a turn for each marksman (L910-911). */
    public static List<FantasyWarriorsEvent> resolve(FantasyWarriorsState s, List<TurnOrders.Snipe> snipes, Dice dice) {
        WeaponsChart chart = WeaponsChart.shipped();
        List<FantasyWarriorsEvent> events = new ArrayList<>();
        FantasyWarriorsState now = s;
        for (TurnOrders.Snipe o : snipes) {
            Optional<String> why = now.individual(o.marksman()).flatMap(m -> refusal(s, m.side(), o));
            if (why.isEmpty() && !now.individual(o.target()).map(Individual::onTable).orElse(false)) {
                why = Optional.of(o.target() + " has fallen already");
            }
            if (why.isPresent()) {
                events.add(new OrderRefused(o.marksman(), "snipe at " + o.target(), why.get()));
                continue;
            }
            Sniped shot = shot(s, s.individual(o.marksman()).orElseThrow(), s.individual(o.target()).orElseThrow(),
                    dice, chart);
            events.add(shot);
            now = shot.applyTo(now);
        }
        return events;
    }

    private static Sniped shot(FantasyWarriorsState s, Individual m, Individual t, Dice dice, WeaponsChart chart) {
        Profile p = s.profile(m);
        Profile tp = s.profile(t);
        double gap = m.ground().distanceTo(t.ground());
        boolean shortRange = Inches.within(gap, p.weapon().shortRange().map(Profile.Sourced::value)
                .orElse(p.weapon().longRange().get().value()));
        boolean flyer = Flying.airborne(s, m.id()) || Flying.airborne(s, t.id());
        Throw hit = Marksman.snipe(shortRange ? Range.SHORT : Range.LONG, Light.bad(s, m.side()), flyer, dice, chart);
        List<String> workings = new ArrayList<>(List.of(hit.line()));
        boolean killed = false;
        if (hit.successes() > 0) {
            Target target = new Target(1, tp.resilience().value(), tp.armour(), Cover.NONE, false,
                    tp.save().map(x -> OptionalInt.of(x.value())).orElse(OptionalInt.empty()), false,
                    tp.flags().undead(), 1, 0);
            Kills.Casualties k = Kills.resolve(1, p.weapon().asWeapon(), target, 0, dice, chart);
            workings.add(k.kills().line());
            k.saves().ifPresent(sv -> workings.add("save 2D6 " + sv.totals() + " at or under " + sv.value()));
            killed = k.lost() > 0;
        }
        return new Sniped(m.id(), t.id(), Inches.measure(gap), hit.dice(), hit.needs(), hit.successes() > 0,
                String.join("; ", workings), killed);
    }

    /**
     * The worth the side's marksmen add to a bow-armed unit they stand with (L916), as that many more figures in its
     * front rank (Herald's reading: a volley's dice are counted by figures).
     */
    static int withBowmen(FantasyWarriorsState s, Unit u) {
        if (s.profile(u).weapon().line() != WeaponLine.BOW) {
            return 0;
        }
        return s.individuals().values().stream().filter(i -> i.onTable() && i.side().equals(u.side()))
                .filter(i -> s.profile(i).role() == Role.MARKSMAN)
                .filter(i -> u.id().equals(i.joined()) || i.ground().touches(u.ground()))
                .mapToInt(i -> s.profile(i).worth().value()).sum();
    }

    /** Whether an individual stands with a unit: joined to one, or his base touching one. */
    static boolean withUnit(FantasyWarriorsState s, Individual i) {
        return i.joined() != null && s.unit(i.joined()).map(Unit::onTable).orElse(false)
                || s.onTable().stream().anyMatch(u -> u.ground().touches(i.ground()));
    }

    private static List<Feature> blocking(FantasyWarriorsState s, Individual m, Individual t) {
        Map<String, Terrain> types = Terrain.shipped();
        return s.table().features().stream().filter(f -> types.get(f.terrain()).blocksSight())
                .filter(f -> !f.under(m.ground()) && !f.under(t.ground())).toList();
    }

    private static List<Footprint> screens(FantasyWarriorsState s) {
        return s.onTable().stream().map(Unit::ground).toList();
    }
}
