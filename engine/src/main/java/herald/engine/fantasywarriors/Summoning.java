package herald.engine.fantasywarriors;

import herald.engine.Dice;
import herald.engine.fantasywarriors.events.CreatureBanished;
import herald.engine.fantasywarriors.events.CreatureControlled;
import herald.engine.fantasywarriors.events.CreatureSummoned;
import herald.engine.fantasywarriors.events.FantasyWarriorsEvent;
import herald.engine.fantasywarriors.events.OrderRefused;
import herald.engine.table.Footprint;
import herald.engine.table.Point;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Summoning, controlling and banishing a fiend (Companion L1265-1303), at the start of the movement phase: the
 * dice are {@link SummonFiend}'s. A wizard with a fiend summoned in an earlier turn must control it each movement
 * phase; one whose mail says nothing rolls 2 dice (Herald's, the README).
 */
public final class Summoning {
    private Summoning() {}

    public static List<FantasyWarriorsEvent> fiends(FantasyWarriorsState s, List<SpellOrders.Cast> casts, Dice dice) {
        List<FantasyWarriorsEvent> out = new ArrayList<>();
        FantasyWarriorsState now = s;
        Tables t = Tables.companion();
        for (SpellOrders.Cast c : casts) {
            if (c.spell() != Spell.SUMMON && c.spell() != Spell.BANISH && c.spell() != Spell.CONTROL) {
                continue;
            }
            Optional<String> why = SpellChecks.refusal(now, c.side(), c);
            FantasyWarriorsEvent e = why.isPresent() ? new OrderRefused(c.caster(), "cast " + SpellOrders.word(c.spell()),
                    why.get()) : switch (c.spell()) {
                        case SUMMON -> summon(now, now.individual(c.caster()).orElseThrow(), dice, t);
                        case BANISH -> banish(now, now.individual(c.caster()).orElseThrow(), dice);
                        default -> control(now, now.individual(c.caster()).orElseThrow(), c.amount(), dice, t);
                    };
            out.add(e);
            now = e.applyTo(now);
        }
        // every fiend summoned before this turn and neither controlled nor banished by order: 2 dice (Herald's)
        for (var held : List.copyOf(now.magic().summoned().entrySet())) {
            Individual caster = now.individual(held.getValue()).orElseThrow();
            boolean ordered = casts.stream().anyMatch(c -> c.caster().equals(caster.id())
                    && (c.spell() == Spell.CONTROL || c.spell() == Spell.BANISH));
            if (ordered || !caster.onTable() || now.profile(caster).role() != Role.WIZARD
                    || now.magic().summonedIn().get(held.getKey()) >= now.turn()) {
                continue;
            }
            FantasyWarriorsEvent e = control(now, caster, 2, dice, t);
            out.add(e);
            now = e.applyTo(now);
        }
        return out;
    }

    private static CreatureSummoned summon(FantasyWarriorsState s, Individual w, Dice dice, Tables t) {
        SummonFiend.Casting c = SummonFiend.summon(dice, t);
        String entry = s.army(w.side()).profiles().stream().filter(p -> p.role() == Role.FIEND).findFirst()
                .orElseThrow().key();
        boolean slain = c.cost() > w.magicPower();
        return new CreatureSummoned(w.id(), freeId(s, w.id() + "-fiend"), entry, "", c.dice(),
                t.number("fiend-succeeds-above"), c.success() && !slain, c.cost(), Magic.after(w.magicPower(), c.cost()),
                slain, beside(s, w, Base.of(s.army(w.side()).profile(entry))));
    }

    private static CreatureControlled control(FantasyWarriorsState s, Individual w, int n, Dice dice, Tables t) {
        String creature = s.magic().creatureOf(w.id()).orElseThrow();
        SummonFiend.Casting c = SummonFiend.control(n, dice, t);
        boolean overdrawn = c.cost() > w.magicPower();
        return lostOrKept(s, w, creature, c.dice(), t.number("fiend-succeeds-above"), c.success(), c.cost(), overdrawn,
                dice);
    }

    /** A control roll's outcome: kept, or lost and the caster's save (no priests nor magic: L1290, L1140). */
    static CreatureControlled lostOrKept(FantasyWarriorsState s, Individual caster, String creature, List<Integer> roll,
            int need, boolean kept, int cost, boolean overdrawn, Dice dice) {
        List<Integer> save = List.of();
        int value = 0;
        boolean slain = false;
        if (!kept && !overdrawn) {
            Optional<Profile.Sourced> v = s.profile(caster).save();
            SavingThrow.Saves st = SavingThrow.against(1, v.map(Profile.Sourced::value).orElse(0), 0, dice);
            save = List.of(st.totals().get(0));
            value = st.value();
            slain = !st.survived();
        }
        return new CreatureControlled(caster.id(), creature, roll, need, kept, cost, Magic.after(caster.magicPower(), cost),
                overdrawn, save, value, slain);
    }

    private static CreatureBanished banish(FantasyWarriorsState s, Individual w, Dice dice) {
        String creature = s.magic().creatureOf(w.id()).orElseThrow();
        List<Integer> roll = List.of(dice.roll(6), dice.roll(6));
        int cost = roll.get(0) + roll.get(1);
        return new CreatureBanished(w.id(), creature, roll, cost, Magic.after(w.magicPower(), cost),
                cost > w.magicPower(), "banished");
    }

    /** An id no piece has: {@code wanted}, or it with -2, -3... */
    static String freeId(FantasyWarriorsState s, String wanted) {
        String id = wanted;
        for (int n = 2; s.individuals().containsKey(id) || s.units().containsKey(id); n++) {
            id = wanted + "-" + n;
        }
        return id;
    }

    /**
     * Where a summoned creature stands: base to base with its caster, on his right, else his left, behind or before
     * him, the first place on the table clear of every other piece (Herald's order).
     */
    static Point beside(FantasyWarriorsState s, Individual caster, Base base) {
        Footprint g = caster.ground();
        double own = g instanceof Footprint.Round r ? r.radius() : 0.5;
        double gap = own + base.frontage() / 2;
        Point fallback = g.at().towards(g.facing() + 90, gap);
        for (double turn : new double[] {90, 270, 180, 0}) {
            Point p = g.at().towards(g.facing() + turn, gap);
            Footprint f = base.ground(1, 1, p, g.facing());
            boolean clear = s.table().holds(f) && s.onTable().stream().noneMatch(u -> u.ground().overlaps(f))
                    && s.individuals().values().stream().noneMatch(i -> i.onTable() && i.ground().overlaps(f));
            if (clear) {
                return p;
            }
        }
        return fallback;
    }
}
