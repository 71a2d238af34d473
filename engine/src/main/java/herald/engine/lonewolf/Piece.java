package herald.engine.lonewolf;

import herald.engine.board.Facing;
import herald.engine.board.Square;
import java.util.List;
import java.util.Optional;

/**
 * A piece: rank-and-file, or a hero, Kai Lord or monster with a record sheet of wounds.
 * {@code removedTurn} is 0 while it is on the board. {@code moved}, {@code fired} and
 * {@code attacked} are this game turn's marks, cleared when a turn begins.
 *
 * @param missile its missile weapon, or null
 * @param hand its hand weapon, or null
 * @param card its Hero Card, or null (rank-and-file, and monsters without one)
 * @param mounted a mounted piece on two squares (MV5): {@code square} is its front square, the rear one is behind it
 * @param powers the rest of its record sheet: skill uses spent, standing orders, lasting marks
 */
public record Piece(String id, String side, String race, String unit, List<String> weapons, String missile,
        String hand, Armour armour, boolean shield, Training training, Square square, Facing facing,
        int removedTurn, String removedCause, boolean moved, boolean fired, boolean attacked,
        PieceClass kind, HeroCard card, Condition condition, boolean mounted, Powers powers) {

    public Piece {
        weapons = List.copyOf(weapons);
        kind = kind == null ? PieceClass.RANK_AND_FILE : kind;
        condition = condition == null ? Condition.FIT : condition;
        powers = powers == null ? Powers.NONE : powers;
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

    /** "Prince Pelathar (P1)" for a piece with a card, else its id. */
    public String title() {
        return card == null || card.name() == null ? id : card.name() + " (" + id + ")";
    }

    public Piece withSquare(Square to) {
        return new Piece(id, side, race, unit, weapons, missile, hand, armour, shield, training, to, facing,
                removedTurn, removedCause, true, fired, attacked, kind, card, condition, mounted, powers);
    }

    public Piece withFacing(Facing to) {
        return new Piece(id, side, race, unit, weapons, missile, hand, armour, shield, training, square, to,
                removedTurn, removedCause, moved, fired, attacked, kind, card, condition, mounted, powers);
    }

    public Piece withRemoved(int turn, String cause) {
        return new Piece(id, side, race, unit, weapons, missile, hand, armour, shield, training, square, facing,
                turn, cause, moved, fired, attacked, kind, card, condition, mounted, powers);
    }

    public Piece withFired() {
        return new Piece(id, side, race, unit, weapons, missile, hand, armour, shield, training, square, facing,
                removedTurn, removedCause, moved, true, attacked, kind, card, condition, mounted, powers);
    }

    public Piece withAttacked() {
        return new Piece(id, side, race, unit, weapons, missile, hand, armour, shield, training, square, facing,
                removedTurn, removedCause, moved, fired, true, kind, card, condition, mounted, powers);
    }

    public Piece withWound(Wound w) {
        return new Piece(id, side, race, unit, weapons, missile, hand, armour, shield, training, square, facing,
                removedTurn, removedCause, moved, fired, attacked, kind, card, condition.plus(w), mounted, powers);
    }

    /** The same piece as a new game turn begins: no marks. */
    public Piece withTurnMarksCleared() {
        return new Piece(id, side, race, unit, weapons, missile, hand, armour, shield, training, square, facing,
                removedTurn, removedCause, false, false, false, kind, card, condition, mounted, powers);
    }

    public Piece withPowers(Powers to) {
        return new Piece(id, side, race, unit, weapons, missile, hand, armour, shield, training, square, facing,
                removedTurn, removedCause, moved, fired, attacked, kind, card, condition, mounted, to);
    }

    public Piece withCondition(Condition to) {
        return new Piece(id, side, race, unit, weapons, missile, hand, armour, shield, training, square, facing,
                removedTurn, removedCause, moved, fired, attacked, kind, card, to, mounted, powers);
    }

    /** Its Hero Card lists {@code skill} (any weapon, for a weaponskill) among the skills it holds ({@link Disciplines#held}). */
    public boolean has(Skill skill) {
        return card != null && Disciplines.held(this).stream().anyMatch(e -> Skill.parse(e).orElse(null) == skill);
    }

    /** A weaponskill with {@code weapon} among the skills it holds (K6, HA0, ET0). */
    public boolean hasWeaponskill(String weapon) {
        return weapon != null && Disciplines.held(this).stream()
                .anyMatch(e -> Skill.weaponOf(e).map(weapon::equalsIgnoreCase).orElse(false));
    }

    /** MV5: the square directly behind a mounted piece's front square (opposite its facing); empty on one square. */
    public Optional<Square> rear() {
        return mounted ? Optional.of(behind(square, facing)) : Optional.empty();
    }

    /** The square behind {@code front} for a piece facing {@code f}: where a mounted piece's rear half stands. */
    public static Square behind(Square front, Facing f) {
        return new Square(front.x() - f.dx(), front.y() - f.dy());
    }

    /** The squares it stands on: its own, or a mounted piece's front then rear square (MV5). */
    public List<Square> squares() {
        return mounted ? List.of(square, behind(square, facing)) : List.of(square);
    }

    /** Stands on {@code s} (either half of a mounted piece). */
    public boolean occupies(Square s) {
        return square.equals(s) || (mounted && behind(square, facing).equals(s));
    }

    /** Range (G5) from {@code s} to the nearest of its squares. */
    public int rangeTo(Square s) {
        return squares().stream().mapToInt(q -> q.rangeTo(s)).min().orElseThrow();
    }

    /** Range between the nearest squares of the two pieces. */
    public int rangeTo(Piece other) {
        return other.squares().stream().mapToInt(this::rangeTo).min().orElseThrow();
    }

    /** Next to {@code other}: either of its squares next to either of the other's (MV5, C8). */
    public boolean adjacentTo(Piece other) {
        return rangeTo(other) == 1;
    }

    /** Its square nearest {@code s} (the front on a tie). */
    public Square nearestSquareTo(Square s) {
        return squares().stream().min(java.util.Comparator.comparingInt(q -> q.rangeTo(s))).orElseThrow();
    }

    /** The same piece moved by another player (a hypnotised piece under control, ET7). */
    public Piece withSide(String to) {
        return new Piece(id, to, race, unit, weapons, missile, hand, armour, shield, training, square, facing,
                removedTurn, removedCause, moved, fired, attacked, kind, card, condition, mounted, powers);
    }
}
