package herald.engine.fantasywarriors;

/**
 * What a hit is struck with: the line of the weapons v armour chart it is read on and the striker's strength
 * (its attack strength in combat).
 */
public record Weapon(WeaponLine line, int strength) {

    /** A ballista or giant crossbow: the crossbow line with the engine's strength added (Companion L692). */
    public static Weapon ballista(int strength) {
        return new Weapon(WeaponLine.CROSSBOW, strength);
    }

    /**
     * Obstacles' automatic hits, read "as if attacked by spears" (L406); no striker, so no strength (Herald's
     * reading: the README).
     */
    public static Weapon spears() {
        return new Weapon(WeaponLine.SPEAR, 0);
    }
}
