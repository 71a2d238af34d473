package herald.engine.view;

import java.util.List;

/** One part of a turn report, e.g. "Turn 3 - Phase 1: fire", and its lines in order. */
public record ReportSection(String heading, List<String> lines) {
    public ReportSection {
        lines = List.copyOf(lines);
    }
}
