package herald.engine.skirmish;

import herald.engine.view.ReportSection;
import java.util.AbstractList;
import java.util.List;
import java.util.Objects;
import java.util.RandomAccess;
import org.pcollections.PVector;
import org.pcollections.TreePVector;

/**
 * The report of a {@link SkirmishState}, one section per phase, as an immutable list that takes a
 * line in O(log n): every event of a fold adds one to the last section, and copying the section (and
 * the report around it) for each line made a player turn cost its events squared. The last section's
 * lines stay a persistent vector until someone reads the section. To JSON and to {@code equals} it is
 * just a list of sections.
 */
final class Report extends AbstractList<ReportSection> implements RandomAccess {
    private static final Report EMPTY = new Report(TreePVector.empty(), false, null, TreePVector.empty());

    /** Every section but the last. */
    private final PVector<ReportSection> earlier;
    private final boolean open;
    private final String heading;
    private final PVector<String> lines;
    /** The last section once read: a record with final fields, safe to publish without a lock. */
    private ReportSection last;

    private Report(PVector<ReportSection> earlier, boolean open, String heading, PVector<String> lines) {
        this.earlier = earlier;
        this.open = open;
        this.heading = heading;
        this.lines = lines;
    }

    /** {@code sections} as a report: itself if it is one, else a copy (refusing nulls, as List.copyOf does). */
    static Report of(List<ReportSection> sections) {
        if (sections instanceof Report r) {
            return r;
        }
        if (sections.isEmpty()) {
            return EMPTY;
        }
        sections.forEach(Objects::requireNonNull);
        ReportSection tail = sections.get(sections.size() - 1);
        return new Report(TreePVector.from(sections.subList(0, sections.size() - 1)), true, tail.heading(),
                TreePVector.from(tail.lines()));
    }

    /** A report of one empty section. */
    static Report fresh(String heading) {
        return EMPTY.withSection(heading);
    }

    Report withSection(String next) {
        return new Report(open ? earlier.plus(get(size() - 1)) : earlier, true, next, TreePVector.empty());
    }

    /** This report with {@code line} at the end of its last section, or of a new one {@code headingIfNone} when it has none. */
    Report withLine(String line, String headingIfNone) {
        Objects.requireNonNull(line);
        return open ? new Report(earlier, true, heading, lines.plus(line))
                : new Report(earlier, true, headingIfNone, TreePVector.singleton(line));
    }

    @Override
    public ReportSection get(int index) {
        if (index != earlier.size() || !open) {
            return earlier.get(index);
        }
        ReportSection s = last;
        if (s == null) {
            s = new ReportSection(heading, lines);
            last = s;
        }
        return s;
    }

    @Override
    public int size() {
        return earlier.size() + (open ? 1 : 0);
    }
}
