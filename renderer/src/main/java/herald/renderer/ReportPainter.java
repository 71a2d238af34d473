package herald.renderer;

import herald.engine.view.ReportSection;
import java.io.IOException;
import java.util.List;

/**
 * Running text: the notes under the record sheets as a bulleted list, and the turn report, each
 * section's heading in bold over its lines, wrapped to the page and flowing over as many pages
 * as it needs. A heading never ends a page without its first line.
 */
final class ReportPainter {

    private static final float SIZE = 11;
    private static final float LEADING = 14.5f;
    private static final float HEADING = 13;
    private static final float INDENT = 14;
    /** A paragraph of up to this many lines starts on a new page rather than break; a longer one may flow over. */
    private static final int KEPT_TOGETHER = 6;

    private final PageWriter pages;
    private final FontSet fonts;

    ReportPainter(PageWriter pages) {
        this.pages = pages;
        this.fonts = pages.fonts();
    }

    void notes(List<String> notes) throws IOException {
        if (notes.isEmpty()) {
            return;
        }
        pages.ensure(heading() + LEADING);
        heading("Notes");
        for (String note : notes) {
            paragraph(note, "•");
        }
        pages.down(8);
    }

    /** Writes the report from the top of the current page. */
    void report(int turn, List<ReportSection> sections) throws IOException {
        Ink.fill(pages.cs(), Ink.TEXT);
        fonts.show(pages.cs(), "Turn report", FontSet.Weight.BOLD, 15,
                pages.left(), pages.y() - 15);
        pages.down(26);
        if (sections.stream().allMatch(s -> s.lines().isEmpty())) {
            paragraph("Nothing happened this turn.", null);
        }
        sections(sections);
    }

    /**
     * Each section's heading over its lines, from the cursor on. A phase in which nothing happened is left out:
     * a bare heading made players look for lines that were never there.
     */
    void sections(List<ReportSection> sections) throws IOException {
        for (ReportSection section : sections) {
            if (section.lines().isEmpty()) {
                continue;
            }
            pages.ensure(heading() + LEADING);
            heading(section.heading());
            for (String line : section.lines()) {
                paragraph(line, null);
            }
            pages.down(8);
        }
    }

    private static float heading() {
        return HEADING + 14;
    }

    private void heading(String text) throws IOException {
        Ink.fill(pages.cs(), Ink.TEXT);
        List<String> lines = fonts.wrap(text, FontSet.Weight.BOLD, HEADING, pages.width());
        for (String line : lines) {
            pages.ensure(HEADING + 6);
            fonts.show(pages.cs(), line, FontSet.Weight.BOLD, HEADING, pages.left(),
                    pages.y() - HEADING);
            pages.down(HEADING + 4);
        }
        Ink.stroke(pages.cs(), Ink.RULE, 0.6f);
        pages.cs().moveTo(pages.left(), pages.y());
        pages.cs().lineTo(pages.right(), pages.y());
        pages.cs().stroke();
        pages.down(6);
    }

    /**
     * One wrapped paragraph; continuation lines hang under the first line's text. With a bullet,
     * the bullet sits in the margin of the first line.
     */
    private void paragraph(String text, String bullet) throws IOException {
        float first = bullet == null ? 0 : INDENT;
        float width = pages.width() - first - INDENT;
        List<String> lines = fonts.wrap(text, FontSet.Weight.REGULAR, SIZE, width);
        // a report line is read whole: split by a page break, its end sat under the next page's header
        pages.ensure(Math.min(lines.size(), KEPT_TOGETHER) * LEADING);
        for (int i = 0; i < lines.size(); i++) {
            pages.ensure(LEADING);
            Ink.fill(pages.cs(), Ink.TEXT);
            float baseline = pages.y() - SIZE;
            if (i == 0 && bullet != null) {
                fonts.show(pages.cs(), bullet, FontSet.Weight.BOLD, SIZE, pages.left() + 3,
                        baseline);
            }
            float x = pages.left() + first + (i == 0 ? 0 : INDENT);
            fonts.show(pages.cs(), lines.get(i), FontSet.Weight.REGULAR, SIZE, x, baseline);
            pages.down(LEADING);
        }
        pages.down(2);
    }
}
