package herald.engine.darkage;

import herald.engine.table.Point;

/** A Sea Mist (Herald's power): shots into or out of {@code radius} inches about {@code at} take {@code value} until the end of turn {@code turn}. */
public record Mist(String caster, Point at, double radius, int value, int turn) {

    public boolean holds(Point p) {
        return at.distanceTo(p) <= radius + 1e-9;
    }
}
