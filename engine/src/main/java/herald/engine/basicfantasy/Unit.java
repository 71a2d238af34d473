package herald.engine.basicfantasy;

import herald.engine.table.Point;
import java.util.ArrayList;
import java.util.List;

/**
 * A unit on the table: its figures, the wounds on its front figure, where it stands (the centre of its front edge;
 * a round base's centre) and which way it faces, whom it is locked in close combat with, and whether Melee monster
 * lifts it this player turn.
 *
 * @param startFigures the figures it began the game with
 * @param files figures in each rank (its frontage narrows when fewer are left)
 * @param frontWounds wounds on its front figure, fewer than its type's wounds
 * @param lockedWith the enemy units it is locked with, in the order the combats began
 * @param destroyedTurn the game turn it was destroyed, 0 while it stands
 */
public record Unit(String id, String side, String type, int figures, int startFigures, int files, int frontWounds, Point at,
        double facing, List<String> lockedWith, boolean enhanced, int destroyedTurn) {

    public Unit {
        lockedWith = List.copyOf(lockedWith);
    }

    static Unit placed(String id, String side, String type, int figures, int files, int wounds, Point at, double facing) {
        return new Unit(id, side, type, figures, figures, files, wounds, at, facing, List.of(), false, 0);
    }

    public boolean alive() {
        return destroyedTurn == 0;
    }

    public boolean locked() {
        return !lockedWith.isEmpty();
    }

    /** Figures in its front rank. */
    public int frontRank() {
        return Math.min(files, figures);
    }

    public Unit withPlace(Point to, double bearing) {
        return new Unit(id, side, type, figures, startFigures, files, frontWounds, to, bearing, lockedWith, enhanced, destroyedTurn);
    }

    public Unit withCasualties(int removed, int woundsLeft) {
        return new Unit(id, side, type, figures - removed, startFigures, files, woundsLeft, at, facing, lockedWith, enhanced,
                destroyedTurn);
    }

    public Unit withFrontWounds(int wounds) {
        return new Unit(id, side, type, figures, startFigures, files, wounds, at, facing, lockedWith, enhanced, destroyedTurn);
    }

    public Unit withLock(String enemy) {
        if (lockedWith.contains(enemy)) {
            return this;
        }
        List<String> l = new ArrayList<>(lockedWith);
        l.add(enemy);
        return new Unit(id, side, type, figures, startFigures, files, frontWounds, at, facing, l, enhanced, destroyedTurn);
    }

    public Unit withoutLock(String enemy) {
        List<String> l = new ArrayList<>(lockedWith);
        l.remove(enemy);
        return new Unit(id, side, type, figures, startFigures, files, frontWounds, at, facing, l, enhanced, destroyedTurn);
    }

    public Unit withEnhanced(boolean on) {
        return new Unit(id, side, type, figures, startFigures, files, frontWounds, at, facing, lockedWith, on, destroyedTurn);
    }

    public Unit withDestroyed(int turn) {
        return new Unit(id, side, type, figures, startFigures, files, 0, at, facing, lockedWith, false, turn);
    }
}
