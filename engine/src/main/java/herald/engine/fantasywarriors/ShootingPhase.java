package herald.engine.fantasywarriors;

import herald.engine.Dice;
import herald.engine.fantasywarriors.events.FantasyWarriorsEvent;
import herald.engine.fantasywarriors.events.FiguresLost;
import herald.engine.fantasywarriors.events.UnitTested;
import herald.engine.fantasywarriors.events.VolleyShot;
import herald.engine.fantasywarriors.events.VolleyWithheld;
import herald.engine.table.Edges;
import herald.engine.table.Feature;
import herald.engine.table.Footprint;
import herald.engine.table.Inches;
import herald.engine.table.Sight;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;

/**
 * Phase 2, shooting, on the open table (the core §5, Herald's H1-H5): a unit with a missile weapon and volley counters
 * left looses one volley a phase at an enemy unit it can see within its weapon's long range, base to base; not while
 * it is in combat, nor into combat (L1410). Both sides shoot in the same phase, and the volleys are simultaneous: each
 * counts the figures its unit had when the phase began, the dead are removed once every volley is loosed, and only
 * then are the casualty tests taken (the README). Every die is in the events.
 */
public final class ShootingPhase {
    private ShootingPhase() {}

    /** Why {@code side} may not give this order, as the reply to its mail says it; empty when it may. */
    public static Optional<String> refusal(FantasyWarriorsState s, String side, TurnOrders.Shoot shot) {
        Optional<Unit> shooter = s.unit(shot.unit());
        Optional<Unit> aim = s.unit(shot.target());
        if (shooter.isEmpty() || aim.isEmpty()) {
            return Optional.of("there is no unit " + (shooter.isEmpty() ? shot.unit() : shot.target()));
        }
        Unit u = shooter.get();
        Unit t = aim.get();
        if (!u.side().equals(side)) {
            return Optional.of(u.id() + " is not one of your units: it serves " + s.sideName(u.side()));
        }
        if (s.allied(t.side(), side)) {
            return Optional.of(t.id() + " is " + (t.side().equals(side) ? "on your own side" : "an ally's")
                    + ": a unit shoots at the enemy");
        }
        if (!u.onTable() || !t.onTable()) {
            Unit gone = u.onTable() ? t : u;
            return Optional.of(gone.id() + (gone.figures() == 0 ? " has been destroyed" : " has routed and left the table"));
        }
        if (s.profile(u).role().category() != Role.Category.UNIT) {
            return EngineShooting.refusal(s, u, t, shot); // the Companion's engines and huge creatures (L681-860)
        }
        Profile.Arms arms = s.profile(u).weapon();
        if (!arms.isMissile() || arms.longRange().isEmpty()) {
            return Optional.of(u.id() + " has no missile weapon to shoot with (it fights with "
                    + arms.line().key().replace('-', ' ') + ")");
        }
        Optional<String> melee = inCombatWith(s, u);
        if (melee.isPresent()) {
            return Optional.of(u.id() + " is in combat with " + melee.get() + " and cannot shoot");
        }
        melee = inCombatWith(s, t);
        if (melee.isPresent()) {
            return Optional.of(t.id() + " is in combat with " + melee.get() + ": shooting into combat is not allowed (L1410)");
        }
        WeaponsChart chart = WeaponsChart.shipped();
        if (shot.volleys() < 1) {
            return Optional.of("a volley uses at least one volley counter, not " + shot.volleys());
        }
        Optional<String> counters = Volley.carriedRefusal(shot.volleys(), chart)
                .or(() -> Volley.of(1, shot.volleys(), 0, Range.SHORT).refusal(u.volleys(), chart));
        if (counters.isPresent()) {
            return Optional.of(u.id() + " cannot shoot: " + counters.get());
        }
        Optional<String> poison = poisonRefusal(u, shot);
        if (poison.isPresent()) {
            return Optional.of(u.id() + " cannot shoot: " + poison.get());
        }
        double gap = u.ground().distanceTo(t.ground());
        int longRange = arms.longRange().get().value();
        if (!Inches.within(gap, longRange)) {
            return Optional.of(t.id() + " is " + Inches.measured(gap) + " from " + u.id() + ", beyond the long range of its "
                    + arms.line().key().replace('-', ' ') + ", " + Inches.show(longRange));
        }
        if (Sight.between(u.ground(), t.ground(), blocking(s, u, t), screens(s, u, t)).isEmpty()) {
            return Optional.of(u.id() + " cannot see " + t.id() + ": terrain or other units block every line of sight");
        }
        return Optional.empty();
    }

    /**
     * Whether the volley's poisoned and plain counters are the unit's to spend: the poisoned are among the volley's
     * counters, and the player says which he spends (Herald's: the book lets him choose, L287), so a volley asking for
     * plain counters the unit no longer has is refused rather than poisoned behind his back.
     */
    private static Optional<String> poisonRefusal(Unit u, TurnOrders.Shoot shot) {
        if (shot.poisoned() < 0 || shot.poisoned() > shot.volleys()) {
            return Optional.of("a volley of " + counters(shot.volleys()) + " has at most " + shot.volleys()
                    + " poisoned, not " + shot.poisoned());
        }
        if (shot.poisoned() > u.poisoned()) {
            return Optional.of(u.poisoned() == 0 ? "it has no poisoned arrows (a scenario gives them, to units whose list"
                    + " allows them: L284-285)" : "it has " + u.poisoned() + " poisoned counters left, not " + shot.poisoned());
        }
        int plain = shot.volleys() - shot.poisoned();
        if (plain > u.volleys() - u.poisoned()) {
            return Optional.of("it has " + (u.volleys() - u.poisoned()) + " plain volley counters left, not " + plain
                    + ": say how many of the volley are POISONED");
        }
        return Optional.empty();
    }

    private static String counters(int n) {
        return n + (n == 1 ? " counter" : " counters");
    }

    /**
     * Every side's shots of the phase, in the order of the scenario's sides, each side's in the order its mail gave
     * them (the volleys being simultaneous, the order decides only the report's and the dice's). A shot the rules no
     * longer allow, or a unit's second volley of the phase, is reported and not shot.
     */
    public static List<FantasyWarriorsEvent> resolve(FantasyWarriorsState s, List<TurnOrders.Shoot> shots, Dice dice) {
        return resolve(s, shots, List.of(), dice);
    }

    /** As above, with the phase's spells: a volley breaks an enchantment, a shield may take counters from it. */
    public static List<FantasyWarriorsEvent> resolve(FantasyWarriorsState s, List<TurnOrders.Shoot> shots,
            List<SpellOrders.Cast> casts, Dice dice) {
        Set<String> magicUsed = new HashSet<>();
        WeaponsChart chart = WeaponsChart.shipped();
        Tables core = Tables.core();
        List<FantasyWarriorsEvent> events = new ArrayList<>();
        Map<String, Integer> lost = new LinkedHashMap<>();
        Map<String, List<String>> by = new LinkedHashMap<>();
        Set<String> shot = new HashSet<>();
        Map<String, Integer> saves = new LinkedHashMap<>();
        Set<String> firing = shots.stream().map(TurnOrders.Shoot::unit).collect(java.util.stream.Collectors.toSet());
        for (TurnOrders.Shoot o : inOrder(s, shots)) {
            Optional<String> why = s.unit(o.unit()).map(u -> refusal(s, u.side(), o))
                    .orElse(Optional.of("there is no unit " + o.unit()));
            // one volley a phase: split into single counters, a volley would shed blackening the sky's −1
            if (why.isEmpty() && !shot.add(o.unit())) {
                why = Optional.of(o.unit() + " has shot this phase already: a unit looses one volley a phase");
            }
            why = why.or(() -> EnchantressPower.forbids(s, o.unit()));
            if (why.isPresent()) {
                events.add(new VolleyWithheld(o.unit(), o.target(), o.volleys(), why.get()));
                continue;
            }
            if (s.profile(s.unitOrThrow(o.unit())).role().category() != Role.Category.UNIT) {
                EngineShooting.Fired f = EngineShooting.fire(s, s.unitOrThrow(o.unit()), s.unitOrThrow(o.target()), o,
                        lost, firing, dice);
                events.addAll(f.events());
                f.lost().forEach((target, n) -> {
                    lost.merge(target, n, Integer::sum);
                    by.computeIfAbsent(target, k -> new ArrayList<>()).add(f.by());
                });
                f.events().stream().filter(VolleyShot.class::isInstance).map(VolleyShot.class::cast)
                        .forEach(v -> saves.merge(v.target(), v.saveRoll().size(), Integer::sum));
                continue;
            }
            Spellcasting.BeforeVolley magic = Spellcasting.beforeVolley(s, o, casts, magicUsed, dice);
            events.addAll(magic.events());
            if (magic.removed() == o.volleys()) {
                continue;
            }
            VolleyShot v = volley(s, s.unitOrThrow(o.unit()), s.unitOrThrow(o.target()), o.volleys() - magic.removed(),
                    o.poisoned() - magic.poisonedRemoved(), lost.getOrDefault(o.target(), 0), firing, dice, chart, core);
            events.add(v);
            saves.merge(v.target(), v.saveRoll().size(), Integer::sum);
            if (v.lost() > 0) {
                lost.merge(v.target(), v.lost(), Integer::sum);
                by.computeIfAbsent(v.target(), k -> new ArrayList<>()).add(v.unit());
            }
        }
        for (Map.Entry<String, Integer> e : lost.entrySet()) {
            Unit t = s.unitOrThrow(e.getKey());
            int n = e.getValue();
            if (EngineCrew.isEngine(s, t)) {
                events.add(EngineCrew.lost(s, t, Math.min(n, EngineCrew.figures(s, t)), cause(by.get(t.id()))));
                continue; // a crew's casualty test waits for the book's word (the README)
            }
            events.add(new FiguresLost(t.id(), n, t.figures() - n, cause(by.get(t.id()))));
            if (t.figures() > n && CasualtyTest.due(t.figures(), n, core)) {
                int lostInAll = t.startFigures() - t.figures() + n;
                Scored test = CasualtyTest.take(new CasualtyTest.Losses(t.standing(), t.figures(), n, t.startFigures(),
                        lostInAll), dice, core);
                events.add(UnitTested.of(t.id(), "casualty test", "lost " + n + " of the " + t.figures()
                        + " figures it began the phase with, " + lostInAll + " of " + t.startFigures() + " in all", test));
            }
        }
        events.addAll(HugeCreatures.afterSaves(s, saves, lost, dice));
        return events;
    }

    /** One volley, its dice read against the target as it stood when the phase began, less the figures already killed. */
    private static VolleyShot volley(FantasyWarriorsState s, Unit u, Unit t, int counters, int poisoned, int killedAlready,
            Set<String> firing, Dice dice, WeaponsChart chart, Tables core) {
        Profile p = s.profile(u);
        Profile tp = s.profile(t);
        double gap = u.ground().distanceTo(t.ground());
        boolean flyer = Flying.airborne(s, u.id()) || Flying.airborne(s, t.id()); // flying: its counter (L304)
        boolean longRange = flyer || !Inches.within(gap, p.weapon().shortRange().map(Profile.Sourced::value)
                .orElse(p.weapon().longRange().get().value()));
        int front = Math.min(u.files(), u.figures());
        int rearRank = Shelter.oneRank(s, u) ? 0 : Math.min(front, u.figures() - front);
        int marksmen = Sniping.withBowmen(s, u); // a marksman with bowmen adds his worth (L916)
        Volley v = new Volley(front + marksmen, rearRank, counters, poisoned, longRange ? Range.LONG : Range.SHORT);
        return shot(s, u, t, v, counters, p.weapon().asWeapon(), killedAlready, firing, dice, chart, core);
    }

    /**
     * A volley {@code v} at {@code t}, its dice read on {@code w}, spending {@code counters} of the shooter's counters:
     * a unit's, or an engine's or huge creature's ({@link EngineShooting}). An engine is shot at as its crew (L689).
     */
    static VolleyShot shot(FantasyWarriorsState s, Unit u, Unit t, Volley v, int counters, Weapon w, int killedAlready,
            Set<String> firing, Dice dice, WeaponsChart chart, Tables core) {
        Profile p = s.profile(u);
        Profile tp = EngineCrew.profile(s, t);
        int poisoned = v.poisoned();
        double gap = u.ground().distanceTo(t.ground());
        boolean flyer = Flying.airborne(s, u.id()) || Flying.airborne(s, t.id()); // flying: its counter (L304)
        boolean longRange = v.range() == Range.LONG || flyer;
        int marksmen = Sniping.withBowmen(s, u);
        ToHit.Conditions c = ToHit.Conditions.none().withFirewater(u.standing().firewater())
                .withBloodLust(u.standing().bloodLust()).withFlyer(flyer).withBadLight(Light.bad(s, u.side()));
        Cover cover = EngineShooting.cover(s, u, t, TerrainCover.of(t, s.table(), Terrain.shipped()), firing);
        Optional<EquipmentCover.Covered> behind = Shelter.of(s, u, t);
        String sheltered = null;
        if (behind.isPresent() && behind.get().cover().compareTo(cover) > 0) {
            EquipmentCover.Covered b = behind.get();
            cover = b.cover();
            sheltered = RecordSheet.word(cover) + " cover behind " + b.by().get().title() + ": " + b.covered() + " of "
                    + b.figures() + " figures covered";
        }
        Target target = new Target(EngineCrew.figures(s, t) - killedAlready, tp.resilience().value(), tp.armour(), cover, false,
                tp.save().map(x -> OptionalInt.of(x.value())).orElse(OptionalInt.empty()), hasSpecials(s, t),
                tp.flags().undead(), EngineCrew.figures(s, t), killedAlready);
        Shooting.Ruling r = Shooting.resolve(new Shooting.Shot(v, c, w), target, dice, chart, core);
        List<Throw> ranks = r.hits().ranks();
        Throw second = ranks.size() > 1 ? ranks.get(1) : null;
        Kills.Casualties k = r.casualties();
        List<String> workings = new ArrayList<>();
        ranks.forEach(x -> workings.add(x.line()));
        if (marksmen > 0) {
            workings.add("the front rank counts " + marksmen + " more for the marksman's worth with it (L916)");
        }
        if (sheltered != null) {
            workings.add(sheltered);
        }
        workings.add(k.kills().line());
        k.specials().ifPresent(x -> workings.add("specials check: " + join(x.dice()) + ", on specials or individuals: "
                + x.onSpecials()));
        k.saves().ifPresent(x -> workings.add("saves at " + x.value() + " or under" + poison(poisoned, tp) + ": "
                + join(x.totals())));
        return new VolleyShot(u.id(), t.id(), counters, poisoned, v.firstRank() + v.secondRank(), Inches.measure(gap), longRange,
                ranks.get(0).dice(), ranks.get(0).needs(), second == null ? List.of() : second.dice(),
                second == null ? 0 : second.needs(), r.hits().hits(), cover.name().toLowerCase(Locale.ROOT),
                k.kills().dice(), k.kills().needs(), k.kills().successes(),
                k.specials().map(Kills.Specials::dice).orElse(List.of()), k.onSpecials(),
                k.saves().map(SavingThrow.Saves::totals).orElse(List.of()), k.saves().map(SavingThrow.Saves::value).orElse(0),
                r.lost(), workings);
    }

    /** How the poisoned counters changed the saves, for the report: " (5, -1 for 1 poisoned counter)", or nothing. */
    private static String poison(int poisoned, Profile target) {
        if (poisoned == 0) {
            return "";
        }
        return target.flags().undead() ? " (poison does nothing against the undead, L292)"
                : " (" + target.save().map(Profile.Sourced::value).orElse(0) + ", -" + poisoned + " for " + poisoned
                        + " poisoned " + (poisoned == 1 ? "counter" : "counters") + ", L291)";
    }

    /** The enemy unit or individual {@code u} touches, if any: it is in combat (L1360, L1376). */
    static Optional<String> inCombatWith(FantasyWarriorsState s, Unit u) {
        Optional<String> unit = s.enemiesOf(u.side()).stream().filter(e -> Edges.touch(e.ground(), u.ground()))
                .map(Unit::id).findFirst();
        return unit.or(() -> s.individuals().values().stream().filter(i -> i.onTable() && !s.allied(i.side(), u.side())
                && Edges.touch(i.ground(), u.ground())).map(Individual::id).findFirst());
    }

    /**
     * The terrain that blocks sight (a feature's whole base, L1380), but not a feature the shooter or its target stands
     * in: a unit in a wood sees out and is seen from outside, and claims the wood's cover (the README).
     */
    static List<Feature> blocking(FantasyWarriorsState s, Unit u, Unit t) {
        Map<String, Terrain> types = Terrain.shipped();
        return s.table().features().stream().filter(f -> types.get(f.terrain()).blocksSight())
                .filter(f -> !f.under(u.ground()) && !f.under(t.ground())).toList();
    }

    /** Every other unit on the table interrupts sight, friend or foe (L1364). */
    static List<Footprint> screens(FantasyWarriorsState s, Unit u, Unit t) {
        return s.onTable().stream().filter(x -> !x.id().equals(u.id()) && !x.id().equals(t.id()))
                .filter(x -> !ShootingOver.seenOver(s, u, t, x)).map(Unit::ground).toList();
    }

    /** A leader or standard bearer, or an individual with it, for a kill to fall on (Herald's H5). */
    private static boolean hasSpecials(FantasyWarriorsState s, Unit t) {
        return t.standing().leader() || t.standing().standard()
                || s.individuals().values().stream().anyMatch(i -> i.onTable() && t.id().equals(i.joined()));
    }

    private static List<TurnOrders.Shoot> inOrder(FantasyWarriorsState s, List<TurnOrders.Shoot> shots) {
        List<String> sides = s.sides().stream().map(herald.engine.Side::id).toList();
        return shots.stream().sorted(Comparator.comparingInt((TurnOrders.Shoot o) -> s.unit(o.unit())
                .map(u -> sides.indexOf(u.side())).orElse(sides.size()))).toList();
    }

    private static String cause(List<String> shooters) {
        if (shooters.size() == 1 && shooters.get(0).endsWith(" explosion")) {
            return "to " + shooters.get(0);
        }
        return shooters.size() == 1 ? "to " + shooters.get(0) + "'s volley"
                : "to the volleys of " + String.join(", ", shooters.subList(0, shooters.size() - 1)) + " and "
                        + shooters.get(shooters.size() - 1);
    }

    private static String join(List<Integer> dice) {
        return String.join(" ", dice.stream().map(String::valueOf).toList());
    }
}
