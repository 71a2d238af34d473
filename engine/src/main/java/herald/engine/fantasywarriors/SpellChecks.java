package herald.engine.fantasywarriors;

import herald.engine.table.Edges;
import herald.engine.table.Feature;
import herald.engine.table.Footprint;
import herald.engine.table.Inches;
import herald.engine.table.Sight;
import java.util.List;
import java.util.Optional;

/**
 * Whether a caster may cast what a CAST order asks, judged on the table as it stands: when the orders are checked,
 * and again when its phase comes (a caster killed or a target routed in between makes it void, reported then).
 */
public final class SpellChecks {
    private SpellChecks() {}

    /** Why {@code side}'s caster may not cast this, as the player reads it; empty when he may. */
    public static Optional<String> refusal(FantasyWarriorsState s, String side, SpellOrders.Cast c) {
        Optional<Individual> found = s.individual(c.caster());
        if (found.isEmpty()) {
            return Optional.of(c.caster() + " is not an individual: a spell is cast by a wizard, a druid or the enchantress");
        }
        Individual caster = found.get();
        Role role = s.profile(caster).role();
        if (!caster.side().equals(side)) {
            return Optional.of(caster.id() + " is not yours");
        }
        if (!caster.onTable()) {
            return Optional.of(caster.id() + " has fallen");
        }
        // "wizard" includes witches and liches (L1157); druids follow every rule for wizards (L1017)
        boolean may = role == c.spell().caster() || (c.spell().caster() == Role.WIZARD && role == Role.DRUID
                && c.spell() != Spell.SUMMON && c.spell() != Spell.CONTROL && c.spell() != Spell.BANISH);
        if (!may) {
            return Optional.of(caster.id() + " is a " + role.key().replace('-', ' ') + ": " + SpellOrders.word(c.spell())
                    + " is for " + (c.spell().caster() == Role.WIZARD ? "a wizard" : "a " + c.spell().caster().key()));
        }
        Optional<String> creature = s.magic().creatureOf(caster.id());
        if (creature.isPresent() && c.spell() != Spell.CONTROL && c.spell() != Spell.BANISH && role == Role.WIZARD) {
            return Optional.of(caster.id() + " controls " + creature.get() + " and can cast no other magic while he does"
                    + " (L1283)");
        }
        if (role != Role.ENCHANTRESS && c.spell() != Spell.ANSWER && caster.magicPower() <= 0) {
            return Optional.of(caster.id() + " has no magic power left");
        }
        int least = switch (c.spell()) {
            case SHIELD, CONTROL -> c.amount();
            case HASTE -> c.amount() / 3;
            case SUMMON, BANISH -> 2;
            case HOSTILE, IMPASSABLE, SPIRIT -> s.magic().druidic(caster.id()).isPresent() ? 1 : 2;
            default -> 0;
        };
        if (role != Role.ENCHANTRESS && least > caster.magicPower()) {
            return Optional.of(caster.id() + " has " + caster.magicPower() + " magic power, less than the least this can"
                    + " cost (" + least + "): he would overdraw and die");
        }
        return switch (c.spell()) {
            case TERROR -> enemyUnit(s, caster, c.target()).or(() -> sight(s, caster, s.unitOrThrow(c.target()).ground()));
            case ENCHANT -> enchant(s, caster, c);
            case SHIELD -> ownPiece(s, caster, c.target(), true);
            case HASTE -> c.target().equals(caster.id()) ? Optional.empty() : ownPiece(s, caster, c.target(), false);
            case DUEL -> duel(s, caster, c);
            case ANSWER -> c.amount() > caster.magicPower() ? Optional.of(caster.id() + " has " + caster.magicPower()
                    + " magic power, not " + c.amount()) : Optional.empty();
            case SUMMON -> s.army(side).profiles().stream().anyMatch(p -> p.role() == Role.FIEND) ? Optional.empty()
                    : Optional.of("your army list has no fiend for " + caster.id() + " to summon");
            case CONTROL -> creature.isEmpty() || s.magic().summonedIn().get(creature.get()) >= s.turn()
                    ? Optional.of(caster.id() + " has no fiend summoned in an earlier turn to control (L1281)")
                    : Optional.empty();
            case BANISH -> creature.isEmpty() ? Optional.of(caster.id() + " has no fiend to banish") : Optional.empty();
            case HOSTILE, IMPASSABLE, SPIRIT -> druidic(s, caster, c);
        };
    }

    private static Optional<String> enemyUnit(FantasyWarriorsState s, Individual caster, String target) {
        Optional<Unit> u = s.unit(target).filter(Unit::onTable).filter(x -> new Eyes(s).sees(caster.side(), x));
        if (u.isEmpty()) {
            return Optional.of("there is no unit " + target + " in your sight");
        }
        return s.allied(u.get().side(), caster.side()) ? Optional.of(target + " is not an enemy unit") : Optional.empty();
    }

    /** Line of sight from the caster, past terrain that blocks it and the units between (L1364). */
    private static Optional<String> sight(FantasyWarriorsState s, Individual caster, Footprint to) {
        List<Feature> blocking = ThreatStep.blocking(s).stream().filter(f -> !f.under(caster.ground()) && !f.under(to))
                .toList();
        List<Footprint> screens = s.onTable().stream().map(Unit::ground).filter(g -> !g.equals(to)).toList();
        return Sight.between(caster.ground(), to, blocking, screens).isPresent() ? Optional.empty()
                : Optional.of(caster.id() + " cannot see it: terrain or units block every line of sight");
    }

    private static Optional<String> ownPiece(FantasyWarriorsState s, Individual caster, String target, boolean unitOnly) {
        Optional<Footprint> g = s.unit(target).filter(Unit::onTable).map(Unit::ground).or(() -> unitOnly ? Optional.empty()
                : s.individual(target).filter(Individual::onTable).map(Individual::ground));
        String side = s.unit(target).map(Unit::side).or(() -> s.individual(target).map(Individual::side)).orElse("");
        if (g.isEmpty() || !s.allied(side, caster.side())) {
            return Optional.of("there is no " + (unitOnly ? "unit " : "unit or individual ") + target + " of your side");
        }
        return Edges.touch(caster.ground(), g.get()) ? Optional.empty()
                : Optional.of(caster.id() + " must be in base contact with " + target);
    }

    private static Optional<String> duel(FantasyWarriorsState s, Individual caster, SpellOrders.Cast c) {
        Optional<Individual> t = s.individual(c.target()).filter(Individual::onTable)
                .filter(i -> new Eyes(s).sees(caster.side(), i));
        if (t.isEmpty() || s.allied(t.get().side(), caster.side())) {
            return Optional.of("there is no enemy wizard " + c.target() + " in your sight");
        }
        Role r = s.profile(t.get()).role();
        if (r != Role.WIZARD && r != Role.DRUID) {
            return Optional.of(c.target() + " is not a wizard");
        }
        if (c.amount() > caster.magicPower()) {
            return Optional.of(caster.id() + " has " + caster.magicPower() + " magic power, not the " + c.amount()
                    + " he would commit");
        }
        return sight(s, caster, t.get().ground());
    }

    private static Optional<String> enchant(FantasyWarriorsState s, Individual e, SpellOrders.Cast c) {
        if (s.magic().counters(s, e) <= 0) {
            return Optional.of(e.id() + "'s power of enchantment is spent");
        }
        Optional<String> enemy = enemyUnit(s, e, c.target());
        if (enemy.isPresent()) {
            return enemy;
        }
        Unit u = s.unitOrThrow(c.target());
        Tables t = Tables.companion();
        double gap = e.ground().distanceTo(u.ground());
        if (!Inches.within(gap, t.number("enchantment-long-range-inches"))) {
            return Optional.of(u.id() + " is " + Inches.measured(gap) + " from " + e.id() + ", beyond her 24\" (L942)");
        }
        boolean crowded = s.onTable().stream().anyMatch(x -> Edges.touch(x.ground(), e.ground()))
                || s.individuals().values().stream().anyMatch(i -> i.onTable() && !i.id().equals(e.id())
                        && Edges.touch(i.ground(), e.ground()));
        if (crowded) {
            return Optional.of(e.id() + " is in base contact with another figure and cannot use her power (L936)");
        }
        if (u.standing().bloodLust() || u.standing().shaken() || u.disorganised()) {
            return Optional.of(u.id() + " is reacting and cannot be enchanted (L937)");
        }
        if (Worth.inCombat(s, u)) {
            return Optional.of(u.id() + " is in combat and cannot be enchanted (L938)");
        }
        if (s.magic().enchanted().containsKey(u.id())) {
            return Optional.of(u.id() + " is enchanted already");
        }
        return sight(s, e, u.ground());
    }

    private static Optional<String> druidic(FantasyWarriorsState s, Individual druid, SpellOrders.Cast c) {
        Optional<Feature> f = SpellOrders.feature(s, c.target());
        if (f.isEmpty()) {
            return Optional.of("there is no terrain feature " + c.target());
        }
        if (!SpellOrders.touches(druid.ground(), f.get())) {
            return Optional.of(druid.id() + " must be in base contact with " + f.get().id() + " (L1021)");
        }
        Optional<Magic.Druidic> held = s.magic().druidic(druid.id());
        String power = SpellOrders.word(c.spell());
        if (held.isPresent() && (!held.get().power().equals(power) || !held.get().feature().equals(f.get().id()))) {
            return Optional.of(druid.id() + " holds " + held.get().power() + " on " + held.get().feature()
                    + ": he keeps one power at a time (it lapses when he does not maintain it)");
        }
        if (c.spell() == Spell.SPIRIT && held.isEmpty()) {
            if (!f.get().terrain().equals("wood")) {
                return Optional.of(f.get().id() + " is not a wood: a tree spirit needs a tree (L1124)");
            }
            if (s.army(druid.side()).profiles().stream().noneMatch(p -> p.role() == Role.TREE_SPIRIT)) {
                return Optional.of("your army list has no tree spirit");
            }
        }
        return Optional.empty();
    }
}
