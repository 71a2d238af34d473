package herald.renderer;

import herald.engine.view.PlayerView;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.Objects;
import org.apache.pdfbox.pdmodel.PDDocument;

/**
 * Draws a view's map as SVG for the replay site, with the very painters that draw the PDF's map page (see
 * {@link Canvas}): the same board or table, counters, footprints, traces, key and legend, cut to what was drawn.
 * Safe to share, as {@link PdfRenderer} is.
 */
public final class SvgRenderer {
    private static final float MARGIN = 4;

    private final FontLibrary library;

    public SvgRenderer() {
        this.library = new FontLibrary();
    }

    /**
     * The map of {@code view} as one {@code <svg>} element, sized in points and scalable; {@code title} names it.
     * Its ids begin with {@code ids}: give each map set in one web page its own.
     */
    public String map(PlayerView view, String title, String ids) {
        Objects.requireNonNull(view, "view");
        // The fonts' metrics come from the embedded faces, as in the PDF: this document is never saved.
        try (PDDocument metrics = new PDDocument()) {
            Surface.Svg surface = new Surface.Svg(ids);
            PageWriter pages = new PageWriter(surface, new FontSet(metrics, library), false);
            pages.newPage();
            new MapPainter(pages).map(view);
            return surface.drawn().get(surface.drawn().size() - 1).svg(title, MARGIN);
        } catch (IOException e) {
            throw new UncheckedIOException("could not draw the map as SVG", e);
        }
    }
}
