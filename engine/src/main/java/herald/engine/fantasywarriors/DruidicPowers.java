package herald.engine.fantasywarriors;

import herald.engine.Dice;
import herald.engine.fantasywarriors.events.CreatureBanished;
import herald.engine.fantasywarriors.events.CreatureSummoned;
import herald.engine.fantasywarriors.events.DruidicPowerEnded;
import herald.engine.fantasywarriors.events.DruidicPowerUsed;
import herald.engine.fantasywarriors.events.FantasyWarriorsEvent;
import herald.engine.fantasywarriors.events.FiguresLost;
import herald.engine.fantasywarriors.events.HostileTerrainStruck;
import herald.engine.fantasywarriors.events.OrderRefused;
import herald.engine.table.Feature;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A druid's powers at the start of the movement phase (Companion L1015-1143): hostile terrain, impassable terrain and
 * the tree spirit, initiated for 2D6 of power and maintained for 1D6 ({@link HostileTerrain}'s payments). A power
 * in force that its druid's mail does not maintain lapses: he "chooses not to pay" (L1048).
 */
public final class DruidicPowers {
    private DruidicPowers() {}

    public static List<FantasyWarriorsEvent> resolve(FantasyWarriorsState s, List<SpellOrders.Cast> casts, Dice dice) {
        List<FantasyWarriorsEvent> out = new ArrayList<>();
        FantasyWarriorsState now = s;
        for (Map.Entry<String, Magic.Druidic> held : List.copyOf(s.magic().druidic().entrySet())) {
            boolean kept = casts.stream().anyMatch(c -> c.caster().equals(held.getKey()) && c.spell().druidic());
            if (!kept) {
                for (FantasyWarriorsEvent e : ended(held.getKey(), held.getValue(), "its druid did not maintain it")) {
                    out.add(e);
                    now = e.applyTo(now);
                }
            }
        }
        for (SpellOrders.Cast c : casts) {
            if (!c.spell().druidic()) {
                continue;
            }
            Optional<String> why = SpellChecks.refusal(now, c.side(), c);
            List<FantasyWarriorsEvent> done = new ArrayList<>();
            if (why.isPresent()) {
                done.add(new OrderRefused(c.caster(), "cast " + SpellOrders.word(c.spell()) + " on " + c.target(), why.get()));
                now.magic().druidic(c.caster()).ifPresent(d -> done.addAll(ended(c.caster(), d, why.get())));
            } else {
                done.addAll(use(now, now.individual(c.caster()).orElseThrow(), c, dice));
            }
            for (FantasyWarriorsEvent e : done) {
                out.add(e);
                now = e.applyTo(now);
                if (e instanceof DruidicPowerUsed u && u.power().equals("hostile") && !u.slain()) {
                    List<FantasyWarriorsEvent> struck = strike(now, c.target(), dice);
                    for (FantasyWarriorsEvent x : struck) {
                        out.add(x);
                        now = x.applyTo(now);
                    }
                }
            }
        }
        return out;
    }

    /**
     * The features no piece of {@code side} enters: the table's own, and those an enemy druid holds impassable
     * (L1050-1064; a piece caught on one cannot leave it while the power lasts, as every way off crosses it).
     */
    static List<Feature> impassable(FantasyWarriorsState s, String side, List<Feature> table) {
        List<Feature> out = new ArrayList<>(table);
        s.magic().druidic().forEach((druid, d) -> {
            boolean enemy = s.individual(druid).map(i -> !s.allied(i.side(), side)).orElse(false);
            if (enemy && d.power().equals("impassable")) {
                SpellOrders.feature(s, d.feature()).filter(f -> !out.contains(f)).ifPresent(out::add);
            }
        });
        return out;
    }

    private static List<FantasyWarriorsEvent> ended(String druid, Magic.Druidic d, String reason) {
        List<FantasyWarriorsEvent> out = new ArrayList<>();
        if (d.spirit() != null) {
            out.add(new CreatureBanished(druid, d.spirit(), List.of(), 0, 0, false, "its druid's hold on it ended: "
                    + reason));
        }
        out.add(new DruidicPowerEnded(druid, d.power(), d.feature(), reason));
        return out;
    }

    private static List<FantasyWarriorsEvent> use(FantasyWarriorsState s, Individual druid, SpellOrders.Cast c, Dice dice) {
        String power = SpellOrders.word(c.spell());
        boolean maintained = s.magic().druidic(druid.id()).isPresent();
        if (c.spell() == Spell.SPIRIT) {
            return List.of(maintained ? spiritControl(s, druid, dice) : spirit(s, druid, c.target(), dice));
        }
        List<Integer> roll = new ArrayList<>(List.of(dice.roll(6)));
        if (!maintained) {
            roll.add(dice.roll(6));
        }
        int cost = roll.stream().mapToInt(Integer::intValue).sum();
        return List.of(new DruidicPowerUsed(druid.id(), power, c.target(), maintained, roll, cost,
                Magic.after(druid.magicPower(), cost), cost > druid.magicPower()));
    }

    private static CreatureSummoned spirit(FantasyWarriorsState s, Individual druid, String wood, Dice dice) {
        List<Integer> roll = List.of(dice.roll(6), dice.roll(6));
        int cost = roll.get(0) + roll.get(1);
        String entry = s.army(druid.side()).profiles().stream().filter(p -> p.role() == Role.TREE_SPIRIT).findFirst()
                .orElseThrow().key();
        boolean slain = cost > druid.magicPower();
        return new CreatureSummoned(druid.id(), Summoning.freeId(s, druid.id() + "-spirit"), entry, wood, roll, 0, !slain,
                cost, Magic.after(druid.magicPower(), cost), slain, Summoning.beside(s, druid,
                        Base.of(s.army(druid.side()).profile(entry))));
    }

    /** Keeping a tree spirit: 1D6 paid each movement phase; a 1 loses control (L1128-1133). */
    private static FantasyWarriorsEvent spiritControl(FantasyWarriorsState s, Individual druid, Dice dice) {
        String spirit = s.magic().druidic(druid.id()).orElseThrow().spirit();
        int d = dice.roll(6);
        return Summoning.lostOrKept(s, druid, spirit, List.of(d), 0, d != 1, d, d > druid.magicPower(), dice);
    }

    /**
     * What the hostile feature does to those on it as it is made or kept hostile (L1098-1111): each unit rolls the
     * table's dice, each individual alone 2D6, each 6 a kill, resolved as shooting: specials, then saves.
     */
    static List<FantasyWarriorsEvent> strike(FantasyWarriorsState s, String featureId, Dice dice) {
        Feature f = SpellOrders.feature(s, featureId).orElseThrow();
        Tables t = Tables.companion();
        WeaponsChart chart = WeaponsChart.shipped();
        List<FantasyWarriorsEvent> out = new ArrayList<>();
        for (Unit u : s.onTable()) {
            if (!f.under(u.ground())) {
                continue;
            }
            List<Integer> roll = Throw.roll(t.number("hostile-terrain-unit-dice"), dice);
            int kills = (int) roll.stream().filter(d -> d == 6).count();
            boolean specials = u.standing().leader() || u.standing().standard()
                    || s.individuals().values().stream().anyMatch(i -> i.onTable() && u.id().equals(i.joined()));
            Kills.Specials sp = specials && kills > 0 ? Kills.specials(kills, dice, chart) : null;
            int ordinary = kills - (sp == null ? 0 : sp.onSpecials());
            Optional<Profile.Sourced> save = s.profile(u).save();
            SavingThrow.Saves st = save.isPresent() && ordinary > 0
                    ? SavingThrow.against(ordinary, save.get().value(), 0, dice) : null;
            int failed = st == null ? ordinary : (int) st.totals().stream().filter(x -> x > st.value()).count();
            int lost = Math.min(u.figures(), failed + (sp == null ? 0 : sp.onSpecials()));
            out.add(new HostileTerrainStruck(f.id(), u.id(), roll, kills, sp == null ? List.of() : sp.dice(),
                    sp == null ? 0 : sp.onSpecials(), st == null ? List.of() : st.totals(), st == null ? 0 : st.value(),
                    lost, false));
            if (lost > 0) {
                out.add(new FiguresLost(u.id(), lost, u.figures() - lost, "to the hostile " + f.id()));
            }
        }
        for (Individual i : s.individuals().values()) {
            if (!i.onTable() || i.joined() != null || !f.under(i.ground())) {
                continue;
            }
            List<Integer> roll = Throw.roll(t.number("hostile-terrain-individual-dice"), dice);
            int kills = (int) roll.stream().filter(d -> d == 6).count();
            Optional<Profile.Sourced> save = s.profile(i).save();
            SavingThrow.Saves st = save.isPresent() && kills > 0 ? SavingThrow.against(kills, save.get().value(), 0, dice)
                    : null;
            boolean dies = kills > 0 && (st == null || !st.survived());
            out.add(new HostileTerrainStruck(f.id(), i.id(), roll, kills, List.of(), 0, st == null ? List.of() : st.totals(),
                    st == null ? 0 : st.value(), dies ? 1 : 0, true));
        }
        return out;
    }
}
