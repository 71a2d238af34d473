package herald.engine.basicfantasy;

import herald.engine.Dice;
import herald.engine.basicfantasy.events.MagicTested;
import herald.engine.basicfantasy.events.OrderHeld;
import herald.engine.basicfantasy.events.SpellAimed;
import herald.engine.basicfantasy.events.SpellHit;
import herald.engine.basicfantasy.events.UnitEnhanced;
import herald.engine.basicfantasy.events.UnitHealed;
import herald.engine.basicfantasy.events.WoundRoll;
import herald.engine.table.Inches;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Phase 2, magic (R8, R9). A caster chooses one spell its type knows (R9c) and takes the Magic Test: one die, its
 * morale or less passes (R8). Heal mends up to 2 wounds on the front figure of a friendly unit of several wounds;
 * Melee monster lifts a friendly unit's strength, resilience, speed and combat skill by 1 until the end of the player
 * turn; Assailing of the Mind strikes an enemy with one Strength 5 hit; Blast of the Heavens strikes its enemy target
 * and every other unit, friend or foe, within 6" of it with one Strength 4 hit each (house options blast-target,
 * blast-roll). Spells wound against armour. A failed test turns an offensive spell on the caster's own unit with the
 * same hit (Blast: the caster only, one S4 hit); any other failed spell does nothing (R9b). Ranges are base to base;
 * no sight is needed (house option spell-sight). A caster may cast while locked in combat, and cast at a unit that
 * is: the rulebook forbids neither.
 */
final class Magic {
    private Magic() {}

    /** A spell judged before the dice: the range measured; {@code problem} is null when it may be cast. */
    record Casting(double inches, int range, String problem) {
        String measured() {
            return Inches.measured(inches) + " of " + range + "\"";
        }
    }

    static Casting assess(BasicFantasyState s, Unit caster, String spell, Unit target, Set<String> moved) {
        UnitType type = s.typeOf(caster);
        SpellType sp = s.spells().get(spell);
        if (!type.spells().contains(spell)) {
            return new Casting(0, 0, caster.id() + " does not know " + sp.name() + (type.casts() ? " (it knows "
                    + String.join(", ", type.spells().stream().map(k -> s.spells().get(k).name()).toList()) + ")"
                    : ": " + type.name().toLowerCase(Locale.ROOT) + " cast no spells"));
        }
        if (moved.contains(caster.id()) && s.options().moveThenShoot().equals("no")) {
            return new Casting(0, 0, caster.id() + " moves this player turn: it cannot also cast (house option move-then-shoot=no)");
        }
        boolean friend = target.side().equals(caster.side());
        if (sp.onFriends() && !friend) {
            return new Casting(0, 0, sp.name() + " is cast on a friendly unit: " + target.id() + " is an enemy");
        }
        if (!sp.onFriends() && friend) {
            return new Casting(0, 0, sp.name() + " is cast on an enemy unit: " + target.id() + " is on your own side");
        }
        if (spell.equals("heal") && s.profile(target).wounds() <= 1) {
            return new Casting(0, 0, target.id() + "'s figures have 1 wound each: Heal mends only a unit of several wounds");
        }
        if (spell.equals("heal") && target.frontWounds() == 0) {
            return new Casting(0, 0, target.id() + " has no wounds to heal");
        }
        if (spell.equals("monster") && target.enhanced()) {
            return new Casting(0, 0, target.id() + " is already lifted by Melee monster this player turn");
        }
        Ground ground = new Ground(s);
        double inches = caster.id().equals(target.id()) ? 0 : Inches.measure(ground.distance(caster, target));
        if (!Inches.within(inches, sp.range())) {
            return new Casting(inches, sp.range(), target.id() + " is " + Inches.measured(inches) + " from " + caster.id()
                     + ": beyond " + possessive(sp.name()) + " range of " + sp.range() + "\"");
        }
        if (s.options().spellSight().equals("yes") && !caster.id().equals(target.id()) && ground.sight(caster, target).isEmpty()) {
            return new Casting(inches, sp.range(), caster.id() + " has no line of sight to " + target.id() + ": blocked by "
                    + ground.screen(caster, target) + " (house option spell-sight=yes)");
        }
        return new Casting(inches, sp.range(), null);
    }

    /** "Heal's", "Blast of the Heavens'". */
    static String possessive(String name) {
        return name.endsWith("s") ? name + "'" : name + "'s";
    }

    static void cast(TurnLog log, Order.Cast o, Set<String> moved, Dice dice) {
        BasicFantasyState s = log.state();
        Unit caster = s.unitOrThrow(o.unit());
        Unit target = s.unitOrThrow(o.target());
        if (!caster.alive() || !target.alive()) {
            log.emit(new OrderHeld(caster.id(), o.normalised(), (!caster.alive() ? caster.id() : target.id()) + " has been destroyed"));
            return;
        }
        Casting c = assess(s, caster, o.spell(), target, moved);
        if (c.problem() != null) {
            log.emit(new OrderHeld(caster.id(), o.normalised(), c.problem()));
            return;
        }
        SpellType sp = s.spells().get(o.spell());
        int need = s.profile(caster).morale();
        int roll = dice.roll(6);
        boolean passed = roll <= need;
        log.emit(new MagicTested(caster.id(), o.spell(), sp.name(), target.id(), c.inches(), c.range(), roll, need, passed,
                sp.offensive()));
        if (!passed) {
            if (sp.offensive()) {
                hit(log, caster.id(), sp, caster.id(), "backfire", 0, dice);
            }
            return;
        }
        switch (o.spell()) {
            case "heal" -> {
                int healed = Math.min(sp.heals(), target.frontWounds());
                log.emit(new UnitHealed(caster.id(), target.id(), healed, target.frontWounds() - healed));
            }
            case "monster" -> log.emit(new UnitEnhanced(caster.id(), target.id(), sp.bonus()));
            case "assail" -> hit(log, caster.id(), sp, target.id(), "target", 0, dice);
            case "blast" -> blast(log, caster, sp, target, dice);
            default -> throw new IllegalStateException("no such spell: " + o.spell());
        }
    }

    private static void blast(TurnLog log, Unit caster, SpellType sp, Unit target, Dice dice) {
        BasicFantasyState s = log.state();
        if (s.options().blastRoll().equals("aim")) {
            int need = s.profile(caster).aim();
            int roll = dice.roll(6);
            log.emit(new SpellAimed(caster.id(), sp.name(), target.id(), roll, need, roll <= need));
            if (roll > need) {
                return;
            }
        }
        // Who stands within reach is measured before any hit, from where the target stands now.
        Ground ground = new Ground(s);
        List<Unit> around = new ArrayList<>();
        List<Double> inches = new ArrayList<>();
        for (Unit u : s.living()) {
            double d = Inches.measure(ground.distance(u, target));
            if (!u.id().equals(target.id()) && Inches.within(d, sp.radius())) {
                around.add(u);
                inches.add(d);
            }
        }
        if (s.options().blastTarget().equals("hit")) {
            hit(log, caster.id(), sp, target.id(), "target", 0, dice);
        }
        for (int i = 0; i < around.size(); i++) {
            hit(log, caster.id(), sp, around.get(i).id(), "blast", inches.get(i), dice);
        }
    }

    /** One hit of the spell's strength on {@code unit}, wounding against armour. */
    private static void hit(TurnLog log, String caster, SpellType sp, String unit, String role, double inches, Dice dice) {
        BasicFantasyState s = log.state();
        Unit u = s.unitOrThrow(unit);
        if (!u.alive()) {
            return;
        }
        WoundRoll wound = WoundTable.roll(1, sp.strength(), "A", s.profile(u).armour(), dice);
        WoundTable.Casualties c = WoundTable.allocate(u, s.profile(u).wounds(), wound.wounds());
        log.emit(new SpellHit(caster, sp.name(), unit, role, inches, wound, c.removed(), c.frontWounds()));
        Losses.check(log, unit, sp.name() + " cast by " + caster);
    }
}
