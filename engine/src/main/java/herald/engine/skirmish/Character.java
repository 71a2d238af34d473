package herald.engine.skirmish;

import herald.engine.board.Hex;

/**
 * A character on the map: foot or mounted, healthy, wounded and/or stunned, or dead. A rider who
 * loses his horse is {@code dismounted} for good (the record sheet marks it "D").
 *
 * @param diedTurn the game turn it died, 0 while it lives
 */
public record Character(String id, String side, String type, Hex hex, boolean mounted, boolean dismounted,
        boolean wounded, boolean stunned, int diedTurn) {

    public boolean alive() {
        return diedTurn == 0;
    }

    /** Alive and not stunned: may fire, move and attack. */
    public boolean canAct() {
        return alive() && !stunned;
    }

    public Character withHex(Hex to) {
        return new Character(id, side, type, to, mounted, dismounted, wounded, stunned, diedTurn);
    }

    public Character withDismounted() {
        return new Character(id, side, type, hex, false, true, wounded, stunned, diedTurn);
    }

    public Character withWounded() {
        return new Character(id, side, type, hex, mounted, dismounted, true, stunned, diedTurn);
    }

    public Character withStunned(boolean s) {
        return new Character(id, side, type, hex, mounted, dismounted, wounded, s, diedTurn);
    }

    public Character withDied(int turn) {
        return new Character(id, side, type, hex, mounted, dismounted, wounded, false, turn);
    }

    /** "A3 (archer)" or "A1 (knight, mounted)". */
    public String label() {
        return id + " (" + type + (mounted ? ", mounted" : "") + ")";
    }
}
