package herald.engine.darkage;

import herald.engine.view.ReportSection;
import java.util.List;
import org.pcollections.PVector;
import org.pcollections.TreePVector;

/**
 * The last turn's report as the umpire keeps it: each line with the sides that saw it happen. By day every side sees
 * every line; at night a side reads only what one of its figures (or a light) showed it, so a three-sided game at night
 * tells nobody what happened out of its sight.
 */
public final class Report {
    private Report() {}

    /** A line and who may read it: {@code seenBy} null for every side. */
    public record Line(String text, List<String> seenBy) {
        public Line {
            seenBy = seenBy == null ? null : List.copyOf(seenBy);
        }

        public boolean seenBy(String side) {
            return side == null || seenBy == null || seenBy.contains(side);
        }
    }

    public record Section(String heading, List<Line> lines) {
        public Section {
            lines = vector(lines);
        }

        /** This section with one more line: O(log n), so a turn's report costs what its lines do, not their square. */
        Section withLine(Line line) {
            return new Section(heading, ((PVector<Line>) lines).plus(line));
        }
    }

    /** The list as a persistent vector, kept as it is when it already is one. */
    static <T> PVector<T> vector(List<T> list) {
        return list instanceof PVector<T> v ? v : TreePVector.from(List.copyOf(list));
    }

    /** The report {@code side} may read (null: the umpire's, whole). A section is kept, even empty, for its heading. */
    public static List<ReportSection> forSide(List<Section> report, String side) {
        return report.stream().map(s -> new ReportSection(s.heading(),
                s.lines().stream().filter(l -> l.seenBy(side)).map(Line::text).toList())).toList();
    }
}
