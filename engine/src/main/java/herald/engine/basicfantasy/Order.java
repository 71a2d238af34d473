package herald.engine.basicfantasy;

import herald.engine.table.Inches;
import herald.engine.table.Point;
import java.util.List;
import java.util.stream.Collectors;

/** One order line as parsed: {@code line} is its 1-based number in the submission. */
public sealed interface Order {

    int line();

    String unit();

    /** The line as Herald keeps it: upper case, single spaces, no comment. */
    String normalised();

    /** The unit's front centre goes to each waypoint in turn (phase 1). */
    record MoveTo(int line, String unit, List<Point> waypoints) implements Order {
        public MoveTo {
            waypoints = List.copyOf(waypoints);
        }

        public String normalised() {
            return "MOVE " + unit + " TO " + waypoints.stream().map(Point::toString).collect(Collectors.joining(" THEN "));
        }
    }

    /** The unit moves {@code inches} straight along a bearing (phase 1); {@code heading} as written ("45", "NE"). */
    record MoveBy(int line, String unit, double inches, double bearing, String heading) implements Order {
        public String normalised() {
            return "MOVE " + unit + " " + Inches.number(inches) + " AT " + heading;
        }
    }

    /** The unit turns on its front centre after its move, or instead of one (phase 1). */
    record Face(int line, String unit, double bearing, String heading) implements Order {
        public String normalised() {
            return "FACE " + unit + " " + heading;
        }
    }

    record Shoot(int line, String unit, String target) implements Order {
        public String normalised() {
            return "SHOOT " + unit + " AT " + target;
        }
    }

    /** @param spell the spell's key: heal, blast, monster or assail */
    record Cast(int line, String unit, String spell, String target) implements Order {
        public String normalised() {
            return "CAST " + unit + " " + OrderParser.spellWord(spell) + " " + target;
        }
    }

    record Charge(int line, String unit, String target) implements Order {
        public String normalised() {
            return "CHARGE " + unit + " " + target;
        }
    }

    record Hold(int line, String unit) implements Order {
        public String normalised() {
            return "HOLD " + unit;
        }
    }

    /** The unit another unit's order aims at, or null. */
    default String target() {
        if (this instanceof Shoot s) {
            return s.target();
        }
        if (this instanceof Cast c) {
            return c.target();
        }
        if (this instanceof Charge c) {
            return c.target();
        }
        return null;
    }

    default boolean moves() {
        return this instanceof MoveTo || this instanceof MoveBy;
    }
}
