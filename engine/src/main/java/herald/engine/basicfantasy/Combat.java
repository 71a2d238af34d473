package herald.engine.basicfantasy;

import herald.engine.Dice;
import herald.engine.basicfantasy.events.CombatStruck;
import herald.engine.basicfantasy.events.WoundRoll;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * Phase 3, close combat (R11-R15). A unit strikes with one die a figure (R0c, R14; house option attacks=front-rank),
 * its combat skill or less hits (R11); each hit tested to wound with its strength against the target's resilience
 * (R12); casualties come off before the other strikes back (R13). The charger strikes first and the charged unit's
 * survivors strike back (house option strike-back). In later player turns each of the active side's locked units
 * strikes first at the first enemy it is locked with, which strikes back (R15). A combat ends only when one of the
 * two is destroyed.
 */
final class Combat {
    private Combat() {}

    /** {@code first} strikes {@code second}, which strikes back with what is left of it. */
    static void fight(TurnLog log, String first, String second, String kind, Dice dice) {
        strike(log, first, second, kind, dice);
        if (log.state().unitOrThrow(second).alive() && log.state().unitOrThrow(first).alive()
                && log.state().options().strikeBack().equals("yes")) {
            strike(log, second, first, "strike back", dice);
        }
    }

    static void strike(TurnLog log, String strikerId, String targetId, String kind, Dice dice) {
        BasicFantasyState s = log.state();
        Unit striker = s.unitOrThrow(strikerId);
        Unit target = s.unitOrThrow(targetId);
        Profile p = s.profile(striker);
        int attacks = s.options().attacks().equals("front-rank") ? striker.frontRank() : striker.figures();
        List<Integer> rolls = new ArrayList<>();
        for (int i = 0; i < attacks; i++) {
            rolls.add(dice.roll(6));
        }
        int hits = (int) rolls.stream().filter(r -> r <= p.combatSkill()).count();
        WoundRoll wound = WoundTable.roll(hits, p.strength(), "R", s.profile(target).resilience(), dice);
        WoundTable.Casualties c = WoundTable.allocate(target, s.profile(target).wounds(), wound.wounds());
        log.emit(new CombatStruck(strikerId, targetId, kind, rolls, p.combatSkill(), hits, wound, c.removed(), c.frontWounds()));
        Losses.check(log, targetId, "struck down by " + strikerId);
    }

    /** The active side's combats from earlier player turns, in table order; {@code charged} fought theirs already. */
    static void continuing(TurnLog log, String side, Set<String> charged, Dice dice) {
        for (Unit u : log.state().living(side)) {
            Unit now = log.state().unitOrThrow(u.id());
            if (!now.alive() || !now.locked() || charged.contains(now.id())) {
                continue;
            }
            fight(log, now.id(), now.lockedWith().get(0), "continuing", dice);
        }
    }
}
