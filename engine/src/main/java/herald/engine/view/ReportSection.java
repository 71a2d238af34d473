package herald.engine.view;

import java.util.List;
import org.pcollections.PVector;

/** One part of a turn report, e.g. "Turn 3 - Phase 1: fire", and its lines in order. */
public record ReportSection(String heading, List<String> lines) {
    public ReportSection {
        // A persistent vector is kept as it is, so that a fold adding one line to a section costs O(log n), not n.
        lines = lines instanceof PVector<String> v ? v : List.copyOf(lines);
    }
}
