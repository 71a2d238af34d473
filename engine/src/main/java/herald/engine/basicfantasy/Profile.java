package herald.engine.basicfantasy;

/**
 * A unit's stats as they stand at one moment (R0): its type's, plus Melee monster's bonus while it lasts.
 */
public record Profile(int speed, int combatSkill, int aim, int strength, int resilience, int morale, int armour,
        int wounds) {

    static Profile of(UnitType t) {
        return new Profile(t.speed(), t.combatSkill(), t.aim(), t.strength(), t.resilience(), t.morale(), t.armour(),
                t.wounds());
    }

    /** Melee monster (R9): + {@code bonus} strength, resilience, speed and combat skill. */
    Profile plusMonster(int bonus) {
        return new Profile(speed + bonus, combatSkill + bonus, aim, strength + bonus, resilience + bonus, morale, armour,
                wounds);
    }
}
