package herald.renderer;

import herald.engine.view.BoardView;
import herald.engine.view.Masthead;
import herald.engine.view.PlayerView;
import herald.engine.view.TableMap;
import java.awt.Color;
import java.io.IOException;

/**
 * The map page: title, deadline for the next orders, then the map drawn by its type (a grid by
 * {@link GridPainter}, an open table by {@link TablePainter}) with its key and legend under it.
 */
final class MapPainter {

    private final PageWriter pages;
    private final FontSet fonts;

    MapPainter(PageWriter pages) {
        this.pages = pages;
        this.fonts = pages.fonts();
    }

    void paint(PlayerView view, Masthead masthead) throws IOException {
        pages.newPage();
        Canvas cs = pages.cs();
        Ink.fill(cs, Ink.TEXT);
        fonts.show(cs, "Map", FontSet.Weight.BOLD, 15, pages.left(),
                pages.y() - 15);
        String size = view.map() instanceof BoardView b ? GridPainter.caption(b)
                : view.map() instanceof TableMap t ? TablePainter.caption(t) : null;
        if (size != null) {
            Ink.fill(cs, Ink.MUTED);
            fonts.show(cs, size, FontSet.Weight.REGULAR, 10.5f,
                    pages.right() - fonts.width(size, FontSet.Weight.REGULAR, 10.5f), pages.y() - 15);
        }
        pages.down(22);
        deadline(cs, masthead.deadline());
        map(view);
    }

    /** The map alone, by its type, with its key and legend: the PDF's map page and the site's picture alike. */
    void map(PlayerView view) throws IOException {
        if (view.map() instanceof BoardView board) {
            new GridPainter(pages).paint(board);
        } else if (view.map() instanceof TableMap table) {
            new TablePainter(pages).paint(table);
        }
    }

    private void deadline(Canvas cs, String deadline) throws IOException {
        String text = PlainText.clean(deadline).strip();
        if (text.isEmpty()) {
            return;
        }
        String line = fonts.fit("Next orders due: " + text, FontSet.Weight.BOLD, 12,
                pages.width() - 16);
        Ink.fill(cs, Ink.DEADLINE_FILL);
        Ink.stroke(cs, new Color(0xc9, 0x9a, 0x1a), 0.8f);
        cs.addRect(pages.left(), pages.y() - 22, pages.width(), 22);
        cs.fillAndStroke();
        Ink.fill(cs, Ink.TEXT);
        fonts.show(cs, line, FontSet.Weight.BOLD, 12, pages.left() + 8, pages.y() - 15.5f);
        pages.down(28);
    }
}
