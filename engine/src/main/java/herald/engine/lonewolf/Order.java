package herald.engine.lonewolf;

import herald.engine.board.Compass;
import herald.engine.board.Facing;
import java.util.List;
import java.util.stream.Collectors;

/** One order line as parsed: {@code line} is its 1-based number in the submission. */
public sealed interface Order {

    int line();

    String piece();

    /** The line as Herald keeps it: upper case, single spaces, no comment. */
    String normalised();

    /** Members of a FIRE or ATTACK: the piece alone, or every piece of a group, the first being {@code piece()}. */
    static List<String> members(Order o) {
        if (o instanceof Fire f) {
            return f.group();
        }
        return o instanceof Attack a ? a.group() : List.of(o.piece());
    }

    /** FIRE: one piece, or several of one unit concentrating their fire (F10); {@code group} lists them all. */
    record Fire(int line, String piece, String target, List<String> group) implements Order {
        public Fire {
            group = group == null || group.isEmpty() ? List.of(piece) : List.copyOf(group);
        }

        public Fire(int line, String piece, String target) {
            this(line, piece, target, List.of(piece));
        }

        public boolean concentrated() {
            return group.size() > 1;
        }

        public String normalised() {
            return "FIRE " + String.join(" ", group) + " AT " + target;
        }
    }

    record Move(int line, String piece, List<Compass> steps) implements Order {
        public Move {
            steps = List.copyOf(steps);
        }

        public String normalised() {
            return "MOVE " + piece + " " + steps.stream().map(Compass::name).collect(Collectors.joining(" "));
        }
    }

    record Face(int line, String piece, Facing facing) implements Order {
        public String normalised() {
            return "FACE " + piece + " " + facing;
        }
    }

    /** ATTACK: one piece, or a combat grouping of one unit adding its percentages (C5, C6). */
    record Attack(int line, String piece, String target, List<String> group) implements Order {
        public Attack {
            group = group == null || group.isEmpty() ? List.of(piece) : List.copyOf(group);
        }

        public Attack(int line, String piece, String target) {
            this(line, piece, target, List.of(piece));
        }

        public boolean grouped() {
            return group.size() > 1;
        }

        public String normalised() {
            return "ATTACK " + String.join(" ", group) + " " + target;
        }
    }

    record Hold(int line, String piece) implements Order {
        public String normalised() {
            return "HOLD " + piece;
        }
    }

    /**
     * STANDING: a standing order for a choice made on the spot at a table, kept on the piece's record sheet until
     * changed ({@link herald.engine.lonewolf.Standing} lists the names and values).
     */
    record Standing(int line, String piece, String name, String value) implements Order {
        public String normalised() {
            return "STANDING " + piece + " " + name + " " + value;
        }
    }

    /** HEAL (K5): in phase 1 the healer heals {@code patient} (himself if the same), its worst wound or one at {@code location}. */
    record Heal(int line, String piece, String patient, String location) implements Order {
        public String normalised() {
            return "HEAL " + piece + " " + patient + (location == null ? "" : " ON " + location);
        }
    }

    /** MINDBLAST (K7, ET1): in firing phase 1 or 3 instead of firing. */
    record Mindblast(int line, String piece, String target, int phase) implements Order {
        public String normalised() {
            return "MINDBLAST " + piece + " AT " + target + (phase == 3 ? " PHASE 3" : "");
        }
    }

    /** KINSHIP (K9): in phase 1 instead of firing; on success the animal steps {@code step} and/or turns to {@code face}. */
    record Kinship(int line, String piece, String target, Compass step, Facing face) implements Order {
        public String normalised() {
            return "KINSHIP " + piece + " AT " + target + (step == null ? "" : " " + step.name()) + (face == null ? "" : " FACE " + face);
        }
    }

    /** HYPNOTISE V1 AT P1, in the first firing phase (ET7). */
    record Hypnotise(int line, String piece, String target) implements Order {
        public String normalised() {
            return "HYPNOTISE " + piece + " AT " + target;
        }
    }

    /** LEAP P1 TO F7 [FACE N]: a Salmon Leap after the hero's normal move (HA1); without FACE he keeps his facing. */
    record Leap(int line, String piece, herald.engine.board.Square to, Facing facing) implements Order {
        public String normalised() {
            return "LEAP " + piece + " TO " + to + (facing == null ? "" : " FACE " + facing);
        }
    }

    /** ATTACK P1 G4 THEN G5: a Lightning Attack's second opponent, should the first blow kill (HA5). */
    record Lightning(int line, String piece, String target, String then) implements Order {
        /** The first attack, as a plain ATTACK. */
        public Attack attack() {
            return new Attack(line, piece, target);
        }

        public String normalised() {
            return "ATTACK " + piece + " " + target + " THEN " + then;
        }
    }
}
