package herald.engine.darkage;

import herald.engine.darkage.events.FateRolled;
import herald.engine.darkage.events.LastHeroicAct;
import java.util.ArrayList;
import java.util.List;
import java.util.function.IntPredicate;

/**
 * What a hit does, and the Hero's re-roll of a die it has just rolled (H1). A hit is followed at once by the figure's
 * Fate roll (3.5), with its blessing if it has one; a figure taken out scores a point for the side that took it out
 * (ruling 27) and a Hero Point for a Hero who did (H1); a Hero taken out before it has acted in the phase makes its
 * Last Heroic Act (H2) there and then. By mail the Hero's choices are its standing orders.
 */
final class Hits {
    private Hits() {}

    /**
     * A die the figure has just rolled, re-rolled with a Hero Point when its standing orders say so and {@code bad}
     * holds for the roll: the point spent records the first die, the second stands.
     */
    static int reroll(Play p, String figure, boolean attack, String what, int roll, IntPredicate bad) {
        Figure f = p.f(figure);
        if (!p.s.profileOf(f).has("hero") || !bad.test(roll)) {
            return roll;
        }
        Standing st = p.s.standing(figure);
        if (attack ? !st.rerollsAttacks() : !st.rerollsFate()) {
            return roll;
        }
        Ruling spend = Heroics.spend(new Heroics.Hero(f.id(), f.heroPoints(), f.heroSpentIn()), p.s.phaseKey(), what, roll);
        if (!spend.accepted()) {
            return roll;
        }
        p.addAll(spend.events());
        return p.dice.roll(10);
    }

    /** The Fate roll of {@code target}, hit by {@code weapon}; {@code by} the figure that hit it, or null (flames). */
    static void fate(Play p, String target, String weapon, int weaponFate, boolean poisoned, String by) {
        Figure t = p.f(target);
        int fate = p.s.profileOf(t).fate();
        List<Modifier> ms = new ArrayList<>(FateRolls.modifiers(weapon, weaponFate, poisoned));
        if (t.blessed() != 0) {
            ms.add(new Modifier(t.blessed(), "blessed"));
        }
        int roll = reroll(p, target, false, "Fate roll", p.dice.roll(10),
                r -> FateRolls.resolve(target, fate, ms, r).result() != FateRolled.Result.OK);
        FateRolled r = FateRolls.resolve(target, fate, ms, roll);
        Figure attacker = by == null ? null : p.f(by);
        boolean enemy = attacker != null && p.s.enemy(attacker.side(), t);
        if (r.result() == FateRolled.Result.OUT && enemy) {
            r = r.scoring(attacker.side());
        }
        p.add(r);
        if (r.result() != FateRolled.Result.OUT) {
            return;
        }
        if (enemy && p.s.profileOf(attacker).has("hero")) {
            Figure a = p.f(by);
            p.add(Heroics.tookOut(new Heroics.Hero(a.id(), a.heroPoints(), a.heroSpentIn()), target));
        }
        lastAct(p, target);
    }

    /** H2: a Hero taken out before its act in this phase makes it now, or speaks, as its standing orders say. */
    private static void lastAct(Play p, String hero) {
        if (!p.s.profileOf(p.f(hero)).has("hero") || !p.pending.containsKey(hero)) {
            return;
        }
        Order act = p.pending.remove(hero);
        Standing st = p.s.standing(hero);
        if (st.lastAct().equals("speech")) {
            p.add(new LastHeroicAct(hero, "speech", st.speech()));
            return;
        }
        p.add(new LastHeroicAct(hero, act.line(), null));
        p.lastActs.add(hero);
        Phases.act(p, act);
        p.lastActs.remove(hero);
    }
}
