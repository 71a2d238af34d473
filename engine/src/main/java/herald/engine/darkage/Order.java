package herald.engine.darkage;

import herald.engine.table.Inches;
import herald.engine.table.Point;
import java.util.List;
import java.util.stream.Collectors;

/**
 * One order of a side's mail for the whole turn, already checked. {@link #line} writes it back in its normal form,
 * which the parser reads again to the same order: the journal keeps the normal lines, and the resolution reads them.
 * A figure's orders are carried out in their phases, in initiative order (3.1).
 */
public sealed interface Order {

    /** The figure the order is for (for a volley, its first shooter). */
    String figure();

    /** The phase it is carried out in: "movement", "shooting", "fighting", or "standing" for standing orders. */
    String phase();

    String line();

    /**
     * MOVE or RUN through {@code waypoints} (M1, M2; M6: it stops at the first enemy it touches and fights); with
     * {@code at} set instead, straight towards that figure into base contact, as far as it can reach. A knocked-down
     * figure gets up as it moves (ruling 7).
     */
    record Move(String figure, List<Point> waypoints, String at, boolean run) implements Order {
        public Move {
            waypoints = List.copyOf(waypoints);
        }

        public String phase() {
            return "movement";
        }

        public String line() {
            String verb = run ? "RUN " : "MOVE ";
            return at != null ? verb + figure + " AT " + at
                    : verb + figure + " TO " + waypoints.stream().map(Order::xy).collect(Collectors.joining(" THEN "));
        }
    }

    /** DISENGAGE from a Fight (M5, ruling 6) and move to {@code to}. */
    record Disengage(String figure, Point to, boolean run) implements Order {
        public String phase() {
            return "movement";
        }

        public String line() {
            return "DISENGAGE " + figure + " TO " + xy(to) + (run ? " RUNNING" : "");
        }
    }

    /** STAND: a knocked-down figure gets up where it lies, for half its move (ruling 7). */
    record Stand(String figure) implements Order {
        public String phase() {
            return "movement";
        }

        public String line() {
            return "STAND " + figure;
        }
    }

    /**
     * SHOOT at a figure (3.3); {@code weapon} a key of its shooting weapons, or null for its first; {@code ammo}
     * "fire-arrow" (at a feature, W6) or "holy-water" (W7), or null. {@code others} shoot with it as a volley (S4).
     */
    record Shoot(String figure, List<String> others, String target, String weapon, String ammo) implements Order {
        public Shoot {
            others = List.copyOf(others);
        }

        public String phase() {
            return "shooting";
        }

        public String line() {
            String who = others.isEmpty() ? "SHOOT " + figure : "VOLLEY " + figure + " " + String.join(" ", others);
            return who + " AT " + target + (weapon != null ? " WITH " + weapon : "") + (ammo != null ? " USING " + ammo : "");
        }
    }

    /** LIGHT a torch (W8: a Shooting action) or PUT OUT one ({@code lit} false). */
    record Torch(String figure, boolean lit) implements Order {
        public String phase() {
            return "shooting";
        }

        public String line() {
            return (lit ? "LIGHT " : "DOUSE ") + figure;
        }
    }

    /**
     * FIGHT figures in base contact (3.4): one attack a part, each part of the FV given (F4); a single part of 0
     * means the whole FV at one opponent. {@code weapon} a key of its fighting weapons, or null for its first usable.
     */
    record Fight(String figure, List<Part> parts, String weapon) implements Order {
        public Fight {
            parts = List.copyOf(parts);
        }

        public String phase() {
            return "fighting";
        }

        public String line() {
            String at = parts.stream().map(p -> p.fv() == 0 ? p.target() : p.target() + " " + p.fv())
                    .collect(Collectors.joining(", "));
            return "FIGHT " + figure + " AT " + at + (weapon != null ? " WITH " + weapon : "");
        }
    }

    /** One attack of a Fight order: the opponent and the FV given to it (0: all of it). */
    record Part(String target, int fv) {}

    /** SUNDER an opponent's shield (W10) with an axe. */
    record Sunder(String figure, String target) implements Order {
        public String phase() {
            return "fighting";
        }

        public String line() {
            return "SUNDER " + figure + " AT " + target;
        }
    }

    /** BURN a feature the figure touches with its lit torch: a Fighting attack against AR 7 (W9). */
    record Burn(String figure, String feature) implements Order {
        public String phase() {
            return "fighting";
        }

        public String line() {
            return "BURN " + figure + " " + feature;
        }
    }

    /**
     * CAST a Magical Power (8.0) in its phase: at a figure or feature ({@code target}), at a point ({@code point}), or
     * at neither (a power about the caster).
     */
    record Cast(String figure, String power, String target, Point point, String phase) implements Order {
        public String line() {
            String at = target != null ? " AT " + target : point != null ? " AT " + xy(point) : "";
            return "CAST " + figure + " " + power + at;
        }
    }

    /** HOLD: the figure does nothing this turn (and does not strike back in a Fight). */
    record Hold(String figure) implements Order {
        public String phase() {
            return "standing";
        }

        public String line() {
            return "HOLD " + figure;
        }
    }

    /** HEROIC: a Hero's standing orders (H1, H2), kept until changed. */
    record Heroic(String figure, Standing standing) implements Order {
        public String phase() {
            return "standing";
        }

        public String line() {
            String act = standing.lastAct().equals("speech")
                    ? " LAST SPEECH" + (standing.speech() == null ? "" : " " + standing.speech()) : " LAST ACT";
            return "HEROIC " + figure + " REROLL " + standing.reroll().toUpperCase(java.util.Locale.ROOT) + act;
        }
    }

    static String xy(Point p) {
        return Inches.number(p.x()) + "," + Inches.number(p.y());
    }
}
