package herald.engine.skirmish;

import herald.engine.board.HexDirection;
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

    record Move(int line, String piece, List<HexDirection> steps) implements Order {
        public Move {
            steps = List.copyOf(steps);
        }

        public String normalised() {
            return "MOVE " + piece + " " + steps.stream().map(HexDirection::name).collect(Collectors.joining(" "));
        }
    }

    /** Several ATTACK lines on one target are one combined attack. */
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
