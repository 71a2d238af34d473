package herald.engine.fantasywarriors;

import herald.engine.Dice;
import herald.engine.fantasywarriors.events.DuelFought;
import herald.engine.fantasywarriors.events.EnchantmentBroken;
import herald.engine.fantasywarriors.events.FantasyWarriorsEvent;
import herald.engine.fantasywarriors.events.OrderRefused;
import herald.engine.fantasywarriors.events.ShieldCast;
import herald.engine.fantasywarriors.events.TerrorCast;
import herald.engine.fantasywarriors.events.UnitTested;
import herald.engine.table.Edges;
import herald.engine.table.Inches;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The new spells a wizard casts at the enemy or over his friends (Companion L1151-1246): arcane terror in the threat
 * phase, the arcane duel and the shield in the shooting phase. The numbers are {@link ArcaneTerror}'s and
 * {@link ArcaneDuel}'s; this is their play on the table.
 */
public final class WizardSpells {
    private WizardSpells() {}

    /** Phase 1, after the threats: each arcane terror cast, and the threat test it forces. */
    public static List<FantasyWarriorsEvent> terror(FantasyWarriorsState s, List<SpellOrders.Cast> casts, Dice dice) {
        List<FantasyWarriorsEvent> out = new ArrayList<>();
        FantasyWarriorsState now = s;
        for (SpellOrders.Cast c : casts) {
            if (c.spell() != Spell.TERROR) {
                continue;
            }
            List<FantasyWarriorsEvent> cast = terror(now, c, dice);
            for (FantasyWarriorsEvent e : cast) {
                now = e.applyTo(now);
            }
            out.addAll(cast);
        }
        return out;
    }

    private static List<FantasyWarriorsEvent> terror(FantasyWarriorsState s, SpellOrders.Cast c, Dice dice) {
        Optional<String> why = SpellChecks.refusal(s, c.side(), c);
        Unit u = s.unit(c.target()).orElse(null);
        if (why.isEmpty() && paladinBeside(s, u)) {
            why = Optional.of(u.id() + " has a paladin of its race beside it and is immune to arcane terror (L1165)");
        }
        if (why.isPresent()) {
            return List.of(new OrderRefused(c.caster(), "cast arcane terror at " + c.target(), why.get()));
        }
        Individual w = s.individual(c.caster()).orElseThrow();
        double gap = w.ground().distanceTo(u.ground());
        int worth = Worth.of(s, u);
        Tables t = Tables.companion();
        ArcaneTerror.Cost cost = ArcaneTerror.cost(Inches.measure(gap), worth, dice, t);
        boolean slain = cost.points() > w.magicPower();
        List<FantasyWarriorsEvent> out = new ArrayList<>();
        out.add(new TerrorCast(w.id(), u.id(), Inches.measure(gap), cost.before() - worth, worth, cost.before(),
                cost.die().dice(), cost.die().result(), cost.points(), Magic.after(w.magicPower(), cost.points()), slain));
        if (slain) {
            return out;
        }
        out.addAll(EnchantressPower.broken(s, u.id(), "struck by " + w.id() + "'s arcane terror"));
        // "as if threatened by a terrible creature with a greater worth" (L1163); it cannot counter-threaten
        ThreatTest.Threat threat = new ThreatTest.Threat(u.standing(), worth, worth + 1, true, s.night(), 0, 0, false,
                false, false);
        out.add(UnitTested.of(u.id(), "threat test", "arcane terror cast by " + w.id(), ThreatTest.take(threat, dice,
                Tables.core())));
        return out;
    }

    /** A paladin of the unit's own race in base contact with it (L880-884, L1165). */
    private static boolean paladinBeside(FantasyWarriorsState s, Unit u) {
        return u != null && s.individuals().values().stream().filter(Individual::onTable)
                .filter(i -> s.profile(i).role() == Role.PALADIN && s.profile(i).race().equals(s.profile(u).race()))
                .anyMatch(i -> Edges.touch(i.ground(), u.ground()));
    }

    /** Phase 2, before the volleys: each arcane duel, answered as the target's mail said (or defended with 5). */
    public static List<FantasyWarriorsEvent> duels(FantasyWarriorsState s, List<SpellOrders.Cast> casts, Dice dice) {
        List<FantasyWarriorsEvent> out = new ArrayList<>();
        FantasyWarriorsState now = s;
        Tables t = Tables.companion();
        for (SpellOrders.Cast c : casts) {
            if (c.spell() != Spell.DUEL) {
                continue;
            }
            Optional<String> why = SpellChecks.refusal(now, c.side(), c);
            Individual target = now.individual(c.target()).orElse(null);
            if (why.isEmpty() && ArcaneDuel.immune(target.magicPower(), t)) {
                why = Optional.of(target.id() + " has less than " + t.number("duel-points-a-die")
                        + " magic power and is immune to the arcane duel (L1206)");
            }
            if (why.isPresent()) {
                FantasyWarriorsEvent e = new OrderRefused(c.caster(), "duel " + c.target(), why.get());
                out.add(e);
                now = e.applyTo(now);
                continue;
            }
            FantasyWarriorsEvent e = duel(now, c, target, answer(casts, target), dice, t);
            out.add(e);
            now = e.applyTo(now);
        }
        return out;
    }

    /** The target's answer: his mail's, or (Herald's) a defence with the least that rolls a die. */
    private static SpellOrders.Cast answer(List<SpellOrders.Cast> casts, Individual target) {
        return casts.stream().filter(c -> c.spell() == Spell.ANSWER && c.caster().equals(target.id())).findFirst()
                .orElse(new SpellOrders.Cast(target.side(), target.id(), Spell.ANSWER, "",
                        Tables.companion().number("duel-points-a-die"), false));
    }

    private static DuelFought duel(FantasyWarriorsState s, SpellOrders.Cast c, Individual target, SpellOrders.Cast answer,
            Dice dice, Tables t) {
        Individual a = s.individual(c.caster()).orElseThrow();
        int aCommits = c.amount();
        int tCommits = Math.min(answer.amount(), target.magicPower());
        ArcaneDuel.Bout bout = ArcaneDuel.fight(aCommits, tCommits, dice, t);
        int aPower = a.magicPower();
        int tPower = target.magicPower();
        if (bout.margin() == 0) {
            return new DuelFought(a.id(), target.id(), answer.toDeath(), aCommits, tCommits, bout.attacker(), bout.target(),
                    "", List.of(), 0, "", aPower, tPower);
        }
        boolean attackerWon = bout.margin() > 0;
        Individual loser = attackerWon ? target : a;
        // both pay what they committed; the winner picks up the loser's (L1263, the digest's reading)
        aPower = aPower - aCommits + (attackerWon ? tCommits : 0);
        tPower = tPower - tCommits + (attackerWon ? 0 : aCommits);
        int saves = answer.toDeath() ? bout.savesOwed() : attackerWon ? 1 : 0;
        String slain = "";
        List<Integer> saveRoll = List.of();
        int need = 0;
        if (!answer.toDeath() && !attackerWon) {
            // a defender who wins makes the challenger pay double what he used: overdrawn, he dies with no save (L1257-1259)
            aPower -= aCommits;
            if (aPower < 0) {
                slain = a.id();
                aPower = 0;
            }
        } else {
            Optional<Profile.Sourced> value = s.profile(loser).save();
            if (value.isEmpty()) {
                slain = loser.id();
            } else {
                SavingThrow.Saves st = SavingThrow.against(saves, value.get().value(), 0, dice);
                saveRoll = st.totals();
                need = st.value();
                slain = st.survived() ? "" : loser.id();
            }
        }
        return new DuelFought(a.id(), target.id(), answer.toDeath(), aCommits, tCommits, bout.attacker(), bout.target(),
                attackerWon ? a.id() : target.id(), saveRoll, need, slain, aPower, tPower);
    }

    /**
     * The shield cast over {@code target} against a volley about to be shot at it, if one was ordered and not yet
     * used this phase: a die for each counter shielded (no more than the volley has), each of 4 or more removing one,
     * poisoned counters first (L1191-1200, L1240).
     */
    public static Optional<ShieldCast> shield(FantasyWarriorsState s, TurnOrders.Shoot volley, List<SpellOrders.Cast> casts,
            java.util.Set<String> used, Dice dice) {
        Optional<SpellOrders.Cast> cast = casts.stream().filter(c -> c.spell() == Spell.SHIELD
                && c.target().equals(volley.target()) && !used.contains(c.caster())).findFirst();
        if (cast.isEmpty() || SpellChecks.refusal(s, cast.get().side(), cast.get()).isPresent()) {
            return Optional.empty();
        }
        SpellOrders.Cast c = cast.get();
        used.add(c.caster());
        Tables t = Tables.companion();
        int need = t.number("shield-removes-from");
        List<Integer> roll = new ArrayList<>();
        for (int i = 0; i < Math.min(c.amount(), volley.volleys()); i++) {
            roll.add(dice.roll(6));
        }
        int cost = roll.stream().mapToInt(Integer::intValue).sum();
        int removed = (int) roll.stream().filter(d -> d >= need).count();
        Individual w = s.individual(c.caster()).orElseThrow();
        boolean slain = cost > w.magicPower();
        return Optional.of(new ShieldCast(w.id(), c.target(), volley.unit(), roll, need, slain ? 0 : removed,
                slain ? 0 : Math.min(removed, volley.poisoned()), cost, Magic.after(w.magicPower(), cost), slain));
    }

    /** The shots of the phase whose target an enchanted unit is, breaking its enchantment before the volley. */
    static List<EnchantmentBroken> shotAt(FantasyWarriorsState s, TurnOrders.Shoot volley) {
        return EnchantressPower.broken(s, volley.target(), "shot at by " + volley.unit());
    }
}
