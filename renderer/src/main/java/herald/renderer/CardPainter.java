package herald.renderer;

import herald.engine.view.OrderCard;
import java.io.IOException;
import java.util.List;

/**
 * The order grammar as a reference card: each order's examples in monospace in a left column, what it does
 * wrapped in the right one, a rule between orders, and the notes as paragraphs. A proportional font would
 * lose a text's columns of spaces, so the columns are drawn, not typed.
 */
final class CardPainter {
    private static final float SIZE = 10;
    private static final float LEADING = 13;
    private static final float HEADING = 13;
    private static final float GAP = 10;

    private final PageWriter pages;
    private final FontSet fonts;

    CardPainter(PageWriter pages) {
        this.pages = pages;
        this.fonts = pages.fonts();
    }

    /** Draws the card from the cursor on, over as many pages as it needs. */
    void paint(OrderCard card) throws IOException {
        pages.ensure(HEADING + 3 * LEADING);
        Ink.fill(pages.cs(), Ink.TEXT);
        fonts.show(pages.cs(), "Orders: a reference card", FontSet.Weight.BOLD, HEADING, pages.left(),
                pages.y() - HEADING);
        pages.down(HEADING + 6);
        paragraph(card.head(), FontSet.Weight.REGULAR);
        float column = exampleColumn(card);
        for (OrderCard.Section section : card.sections()) {
            if (!section.title().isEmpty()) {
                pages.ensure(5 * LEADING + 6);  // the title never ends a page without an order under it
                pages.down(6);
                paragraph(section.title(), FontSet.Weight.BOLD);
            }
            for (OrderCard.Entry entry : section.entries()) {
                entry(entry, column);
            }
            for (String note : section.notes()) {
                pages.down(3);
                paragraph(note, FontSet.Weight.REGULAR);
            }
        }
    }

    /** As wide as the longest example needs, but never more than half the page. */
    private float exampleColumn(OrderCard card) {
        float widest = 0;
        for (OrderCard.Section s : card.sections()) {
            for (OrderCard.Entry e : s.entries()) {
                for (String x : e.examples()) {
                    widest = Math.max(widest, fonts.width(x, FontSet.Weight.MONO, SIZE));
                }
            }
        }
        return Math.min(widest + GAP, pages.width() / 2);
    }

    private void entry(OrderCard.Entry entry, float column) throws IOException {
        List<String> examples = entry.examples().stream()
                .flatMap(x -> fonts.wrap(x, FontSet.Weight.MONO, SIZE, column - GAP).stream()).toList();
        List<String> meaning = fonts.wrap(entry.meaning(), FontSet.Weight.REGULAR, SIZE, pages.width() - column);
        int rows = Math.max(examples.size(), meaning.size());
        pages.ensure(rows * LEADING + 4);
        Ink.stroke(pages.cs(), Ink.RULE, 0.4f);
        pages.cs().moveTo(pages.left(), pages.y() - 1);
        pages.cs().lineTo(pages.right(), pages.y() - 1);
        pages.cs().stroke();
        pages.down(3);
        Ink.fill(pages.cs(), Ink.TEXT);
        for (int i = 0; i < rows; i++) {
            float baseline = pages.y() - SIZE;
            if (i < examples.size()) {
                fonts.show(pages.cs(), examples.get(i), FontSet.Weight.MONO, SIZE, pages.left(), baseline);
            }
            if (i < meaning.size()) {
                fonts.show(pages.cs(), meaning.get(i), FontSet.Weight.REGULAR, SIZE, pages.left() + column, baseline);
            }
            pages.down(LEADING);
        }
        pages.down(2);
    }

    private void paragraph(String text, FontSet.Weight weight) throws IOException {
        for (String line : fonts.wrap(text, weight, SIZE + 0.5f, pages.width())) {
            pages.ensure(LEADING);
            Ink.fill(pages.cs(), Ink.TEXT);
            fonts.show(pages.cs(), line, weight, SIZE + 0.5f, pages.left(), pages.y() - SIZE);
            pages.down(LEADING + 0.5f);
        }
        pages.down(2);
    }
}
