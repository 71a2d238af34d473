package herald.engine.fantasywarriors;

import herald.engine.table.Footprint;

/**
 * An individual on the table (the core §2): a warchief, a battle leader, a wizard, a hero... Individuals move freely
 * through friendly units, never through enemy ones (L1332); one may stand with a unit ({@code joined}).
 *
 * @param leads the command he leads, if he is its warchief or battle leader; null otherwise
 * @param joined the unit he stands with, or null
 * @param magicPower the magic power counters he has left (a caster's), 0 for others
 * @param dead the battle turn he fell, 0 while he lives
 */
public record Individual(String id, String side, String entry, String leads, Footprint ground, String joined,
        int magicPower, int dead) {

    public boolean onTable() {
        return dead == 0;
    }

    public Individual withGround(Footprint g) {
        return new Individual(id, side, entry, leads, g, joined, magicPower, dead);
    }

    public Individual withJoined(String unit) {
        return new Individual(id, side, entry, leads, ground, unit, magicPower, dead);
    }

    public Individual withMagicPower(int left) {
        return new Individual(id, side, entry, leads, ground, joined, left, dead);
    }

    public Individual withDead(int turn) {
        return new Individual(id, side, entry, leads, ground, joined, magicPower, turn);
    }

    /** The side he serves now: a mercenary battle leader or individual that changed sides (Companion L666-668). */
    public Individual withSide(String changed) {
        return new Individual(id, changed, entry, leads, ground, joined, magicPower, dead);
    }
}
