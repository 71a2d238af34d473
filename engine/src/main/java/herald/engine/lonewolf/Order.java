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

    record Fire(int line, String piece, String target) implements Order {
        public String normalised() {
            return "FIRE " + piece + " AT " + target;
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

    record Attack(int line, String piece, String target) implements Order {
        public String normalised() {
            return "ATTACK " + piece + " " + target;
        }
    }

    record Hold(int line, String piece) implements Order {
        public String normalised() {
            return "HOLD " + piece;
        }
    }
}
