package herald.engine.lonewolf;

import herald.engine.board.Facing;
import herald.engine.board.Square;
import java.util.List;
import java.util.Optional;

/**
 * A rank-and-file piece. {@code removedTurn} is 0 while it is on the board. {@code moved},
 * {@code fired} and {@code attacked} are this game turn's marks, cleared when a turn begins.
 *
 * @param missile its missile weapon, or null
 * @param hand its hand weapon, or null
 */
public record Piece(String id, String side, String race, String unit, List<String> weapons, String missile,
        String hand, Armour armour, boolean shield, Training training, Square square, Facing facing,
        int removedTurn, String removedCause, boolean moved, boolean fired, boolean attacked) {

    public Piece {
        weapons = List.copyOf(weapons);
    }

    public boolean alive() {
        return removedTurn == 0;
    }

    public Optional<String> missileWeapon() {
        return Optional.ofNullable(missile);
    }

    public Optional<String> handWeapon() {
        return Optional.ofNullable(hand);
    }

    public Piece withSquare(Square to) {
        return new Piece(id, side, race, unit, weapons, missile, hand, armour, shield, training, to, facing,
                removedTurn, removedCause, true, fired, attacked);
    }

    public Piece withFacing(Facing to) {
        return new Piece(id, side, race, unit, weapons, missile, hand, armour, shield, training, square, to,
                removedTurn, removedCause, moved, fired, attacked);
    }

    public Piece withRemoved(int turn, String cause) {
        return new Piece(id, side, race, unit, weapons, missile, hand, armour, shield, training, square, facing,
                turn, cause, moved, fired, attacked);
    }

    public Piece withFired() {
        return new Piece(id, side, race, unit, weapons, missile, hand, armour, shield, training, square, facing,
                removedTurn, removedCause, moved, true, attacked);
    }

    public Piece withAttacked() {
        return new Piece(id, side, race, unit, weapons, missile, hand, armour, shield, training, square, facing,
                removedTurn, removedCause, moved, fired, true);
    }

    /** The same piece as a new game turn begins: no marks. */
    public Piece withTurnMarksCleared() {
        return new Piece(id, side, race, unit, weapons, missile, hand, armour, shield, training, square, facing,
                removedTurn, removedCause, false, false, false);
    }
}
