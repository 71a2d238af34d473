package herald.engine.view;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

class TraceBuilderTest {
    private static Trace.Place at(double x, double y) {
        return new Trace.Place(x, y);
    }

    @Test
    void a_pieces_steps_join_into_one_path_and_paths_come_before_lines_moves_before_charges() {
        TraceBuilder b = new TraceBuilder();
        b.step("U1", "#000000", at(1, 1), at(1, 2));
        b.charge("U2", "#000000", List.of(at(5, 5), at(5, 9)));
        b.fire("U3", "#000000", at(9, 9), at(9, 1), true);
        b.step("U1", "#000000", at(1, 2), at(1, 3)); // still open when the charge was made
        List<Trace> traces = b.build();
        assertEquals(List.of(Trace.Kind.MOVE, Trace.Kind.CHARGE, Trace.Kind.FIRE), traces.stream().map(Trace::kind).toList());
        assertEquals(List.of(at(1, 1), at(1, 2), at(1, 3)), traces.get(0).places());
    }
}
