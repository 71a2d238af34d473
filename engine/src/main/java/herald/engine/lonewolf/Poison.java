package herald.engine.lonewolf;

import herald.engine.lonewolf.events.Modifier;

/**
 * Poisoner (ET5, L1939-1948): his blade and his ammunition are poisoned. A rank-and-file target counts as having no
 * armour and its shield is ignored; a hero, Kai Lord or monster is struck as normal but +20 is added to the severity
 * roll. A target with Immunity to poison (HA3) is struck as by a normal weapon.
 */
final class Poison {
    private Poison() {}

    static boolean poisons(Piece attacker, Piece target) {
        return attacker.has(Skill.POISONER) && !target.has(Skill.IMMUNITY_TO_POISON);
    }

    /** The armour column the attack is read in. */
    static Armour armourStruck(Piece attacker, Piece target) {
        return poisons(attacker, target) && !target.kind().takesWounds() ? Armour.NONE : target.armour();
    }

    static boolean shieldCounts(Piece attacker, Piece target) {
        return target.shield() && !(poisons(attacker, target) && !target.kind().takesWounds());
    }

    /** A note for the working when the poison strips a rank-and-file target's armour and shield. */
    static java.util.Optional<Modifier> note(Piece attacker, Piece target) {
        return poisons(attacker, target) && !target.kind().takesWounds()
                ? java.util.Optional.of(new Modifier("poisoned: no armour, no shield (ET5)", 0)) : java.util.Optional.empty();
    }

    /** What is added to a hit hero's, Kai Lord's or monster's severity roll. */
    static int severity(LoneWolfState s, Piece attacker, Piece target) {
        return poisons(attacker, target) && target.kind().takesWounds() ? s.skills().of(Skill.POISONER).modifier("severity") : 0;
    }
}
