package herald.engine.fantasywarriors;

import herald.engine.Dice;
import herald.engine.fantasywarriors.events.BlowsStruck;
import herald.engine.fantasywarriors.events.FantasyWarriorsEvent;
import herald.engine.fantasywarriors.events.FightJoined;
import herald.engine.fantasywarriors.events.FiguresLost;
import herald.engine.fantasywarriors.events.UnitTested;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * Phase 4, combat (the core §7, Herald's H2, H4, H5, H8): every unit base to base with an enemy fights. Each strikes
 * with 1D6 a point of the worth of its front rank and attached individuals (L1372, L1422), +1D6 each 5 worth under
 * attack orders, sharing its dice out among the enemies it touches; the hits, kills, specials and saves are
 * {@link Combat}'s. Both sides strike with what they had when the phase began; then the dead fall, and every unit of
 * the fight still standing takes the combat test, a rout leaving the table at once. The README gives Herald's rulings.
 */
public final class CombatPhase {
    private CombatPhase() {}

    /** Which units fight, and with whom. */
    public static List<Melee> melees(FantasyWarriorsState s) {
        return Melee.of(s);
    }

    /** Every fight of the phase, the worth that battlefield equipment takes read from the table (table 4.9). */
    public static List<FantasyWarriorsEvent> resolve(FantasyWarriorsState s, Dice dice) {
        return resolve(s, dice, EquipmentInCombat.penalties(s, melees(s)));
    }

    /**
     * Every fight of the phase.
     *
     * @param equipment what battlefield equipment takes from a unit's total worth in its fight, by unit
     *        ({@link EquipmentWorth}: pavises and mantlets from both units, palisades and chevaux de frise from the
     *        attacker, a spiked pit from the unit in it)
     */
    public static List<FantasyWarriorsEvent> resolve(FantasyWarriorsState s, Dice dice,
            Map<String, List<Modifier>> equipment) {
        WeaponsChart chart = WeaponsChart.shipped();
        Tables core = Tables.core();
        List<FantasyWarriorsEvent> events = new ArrayList<>();
        for (Melee m : melees(s)) {
            events.addAll(fight(s, m, dice, equipment, chart, core));
            // attacked in combat, an enchanted unit is freed, her counter back, but it struck no blow (L993)
            m.units().forEach(id -> events.addAll(EnchantressPower.broken(s, id, "attacked in combat")));
        }
        return events;
    }

    private static List<FantasyWarriorsEvent> fight(FantasyWarriorsState s, Melee m, Dice dice,
            Map<String, List<Modifier>> equipment, WeaponsChart chart, Tables core) {
        List<FantasyWarriorsEvent> events = new ArrayList<>();
        events.add(new FightJoined(m.units(), m.contacts().stream().map(c -> c.unit() + " with " + c.enemy()).toList()));
        Map<String, Integer> lost = new LinkedHashMap<>();
        m.units().forEach(id -> lost.put(id, 0));
        for (String id : m.units()) {
            if (s.magic().enchanted().containsKey(id)) {
                continue; // it attacks no one (L986), nor fights back the turn it is freed (L993)
            }
            Unit u = s.unitOrThrow(id);
            List<String> enemies = enemies(s, m, u);
            List<Modifier> changes = equipment.getOrDefault(id, List.of());
            Combat.Attack attack = attack(s, u, changes);
            int total = Combat.dice(attack, chart);
            for (int i = 0; i < enemies.size(); i++) {
                Unit e = s.unitOrThrow(enemies.get(i));
                // Herald's ruling: the dice are shared out evenly, the odd ones to the enemies first in the list.
                int share = total / enemies.size() + (i < total % enemies.size() ? 1 : 0);
                Combat.Attack a = attack.withQualities(u.standing().quality(), e.standing().quality());
                Throw hits = Combat.toHit(a, share, dice, chart);
                Kills.Casualties c = Kills.resolve(hits.successes(), weapon(s, u), target(s, e), 0, dice, chart);
                lost.merge(e.id(), c.lost(), Integer::sum);
                events.add(blows(u, e, attack, changes, share, total, enemies.size(), hits, c));
            }
        }
        Map<String, Integer> left = new LinkedHashMap<>();
        for (String id : m.units()) {
            Unit u = s.unitOrThrow(id);
            int n = Math.min(EngineCrew.figures(s, u), lost.get(id)); // an engine fights as its crew (L689)
            lost.put(id, n);
            left.put(id, EngineCrew.figures(s, u) - n);
            if (n > 0) {
                events.add(EngineCrew.lost(s, u, n, "in combat with " + String.join(" and ", m.enemiesOf(id))));
            }
        }
        for (String id : m.units()) {
            if (left.get(id) > 0) {
                events.add(test(s, m, s.unitOrThrow(id), lost, left.get(id), dice, core));
            }
        }
        return events;
    }

    /** The enemies it touches: those its front edge touches first (Herald's), then in the scenario's order. */
    private static List<String> enemies(FantasyWarriorsState s, Melee m, Unit u) {
        return m.enemiesOf(u.id()).stream()
                .sorted(Comparator.comparing(e -> !Melee.frontTouches(u.ground(), s.unitOrThrow(e).ground())))
                .toList();
    }

    /** Its front rank's worth and its attached individuals' (L1372, L1422), less what equipment takes. */
    private static Combat.Attack attack(FantasyWarriorsState s, Unit u, List<Modifier> changes) {
        int change = changes.stream().mapToInt(Modifier::value).sum();
        return new Combat.Attack(frontRankWorth(s, u) + individualsWorth(s, u), change, 0,
                s.commandOf(u).order(), u.standing().bloodLust(), u.standing().firewater(), u.standing().quality(),
                u.standing().quality(), u.disorganised());
    }

    private static int frontRankWorth(FantasyWarriorsState s, Unit u) {
        int ranks = WeaponsChart.shipped().number("ranks-fighting");
        // an engine's crew stands about it, every man of it fighting (Herald's)
        int fighting = EngineCrew.isEngine(s, u) ? EngineCrew.figures(s, u) : Math.min(u.figures(), u.files() * ranks);
        return fighting * EngineCrew.profile(s, u).worth().value();
    }

    private static List<Individual> attached(FantasyWarriorsState s, Unit u) {
        return s.individuals().values().stream().filter(i -> i.onTable() && u.id().equals(i.joined())).toList();
    }

    private static int individualsWorth(FantasyWarriorsState s, Unit u) {
        return attached(s, u).stream().mapToInt(i -> s.profile(i).worth().value()).sum();
    }

    /** Its weapon in hand, struck with its attack strength; a bow or gun is no weapon in a fight (Herald's). */
    private static Weapon weapon(FantasyWarriorsState s, Unit u) {
        Profile p = EngineCrew.profile(s, u);
        WeaponLine line = p.weapon().isMissile() ? WeaponLine.HAND_WEAPON : p.weapon().line();
        return new Weapon(line, p.attackStrength().value());
    }

    private static Target target(FantasyWarriorsState s, Unit e) {
        Profile p = EngineCrew.profile(s, e);
        Target t = Target.of(EngineCrew.figures(s, e), p.resilience().value(), p.armour())
                .withSpecials(e.standing().leader() || e.standing().standard() || e.standing().hero()
                        || !attached(s, e).isEmpty());
        return p.save().isPresent() ? t.withSave(p.save().get().value()) : t;
    }

    private static BlowsStruck blows(Unit u, Unit e, Combat.Attack a, List<Modifier> changes, int share, int total,
            int enemies, Throw hits, Kills.Casualties c) {
        List<String> lines = new ArrayList<>(List.of(hits.line()));
        if (hits.successes() > 0) {
            lines.add(c.kills().line());
        }
        c.specials().ifPresent(sp -> lines.add("specials check: " + join(sp.dice()) + ": " + sp.onSpecials()
                + " on specials or individuals"));
        c.saves().ifPresent(sv -> lines.add("saving throws: " + join(sv.totals()) + " against " + sv.value()
                + " or under"));
        return new BlowsStruck(u.id(), e.id(), dice(a, changes, share, total, enemies), hits.dice(), hits.needs(),
                hits.successes(), c.kills().dice(), c.kills().needs(), c.kills().successes(),
                c.specials().map(Kills.Specials::dice).orElse(List.of()), c.onSpecials(),
                c.saves().map(SavingThrow.Saves::totals).orElse(List.of()), c.saves().map(SavingThrow.Saves::value).orElse(0),
                c.lost(), String.join("; ", lines));
    }

    /** "6 dice (5 worth, +1 for attack orders)", "4 of its 7 dice (...)". */
    private static String dice(Combat.Attack a, List<Modifier> changes, int share, int total, int enemies) {
        StringBuilder why = new StringBuilder(a.worth() + " worth");
        changes.forEach(m -> why.append(' ').append(m));
        if (!changes.isEmpty()) {
            why.append(" = ").append(a.fightingWorth());
        }
        int extra = total - a.fightingWorth();
        if (extra > 0) {
            why.append(", +").append(extra).append(" for attack orders");
        }
        return (enemies > 1 ? share + " of its " + total : String.valueOf(share)) + (share == 1 && enemies == 1 ? " die"
                : " dice") + " (" + why + ")";
    }

    private static UnitTested test(FantasyWarriorsState s, Melee m, Unit u, Map<String, Integer> lost, int left, Dice dice,
            Tables core) {
        List<String> enemies = m.enemiesOf(u.id());
        int enemyLost = enemies.stream().mapToInt(lost::get).sum();
        boolean half = (u.startFigures() - left) * 2 >= u.startFigures();
        Order order = s.commandOf(u).order();
        boolean terrible = enemies.stream().anyMatch(e -> s.profile(s.unitOrThrow(e)).flags().terrible());
        CombatTest.Fight f = new CombatTest.Fight(u.standing(), order, lost.get(u.id()), enemyLost, half,
                order != Order.ATTACK, terrible, Light.bad(s, u.side()));
        String cause = "lost " + lost.get(u.id()) + ", " + String.join(" and ", enemies) + " " + enemyLost;
        return UnitTested.of(u.id(), "combat test", cause, CombatTest.take(f, dice, core));
    }

    private static String join(List<Integer> dice) {
        return dice.stream().map(String::valueOf).collect(Collectors.joining(" "));
    }
}
