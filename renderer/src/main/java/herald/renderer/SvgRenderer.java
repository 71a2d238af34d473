package herald.renderer;

import herald.engine.view.PlayerView;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.Objects;
import org.apache.pdfbox.pdmodel.PDDocument;

/**
 * Draws a view's map as SVG for the replay site, with the very painters that draw the PDF's map page (see
 * {@link Canvas}): the same board or table, counters, footprints, traces, key and legend, cut to what was drawn.
 * One renderer draws all the maps of a site, its fonts loaded once; it is not for several threads at a time.
 */
public final class SvgRenderer implements AutoCloseable {
    private static final float MARGIN = 4;

    private final FontLibrary library;
    /** Holds the embedded faces whose metrics the maps are measured by, as the PDF's are; never saved. */
    private PDDocument metrics;
    private FontSet fonts;

    public SvgRenderer() {
        this.library = new FontLibrary();
    }

    /**
     * The map of {@code view} as one {@code <svg>} element, sized in points and scalable; {@code title} names it.
     * Its ids begin with {@code ids}: give each map set in one web page its own.
     */
    public String map(PlayerView view, String title, String ids) {
        Objects.requireNonNull(view, "view");
        try {
            if (fonts == null) {
                metrics = new PDDocument();
                fonts = new FontSet(metrics, library);
            }
            Surface.Svg surface = new Surface.Svg(ids);
            PageWriter pages = new PageWriter(surface, fonts, false);
            pages.newPage();
            new MapPainter(pages).map(view);
            return surface.drawn().get(surface.drawn().size() - 1).svg(title, MARGIN);
        } catch (IOException e) {
            throw new UncheckedIOException("could not draw the map as SVG", e);
        }
    }

    @Override
    public void close() {
        if (metrics != null) {
            try {
                metrics.close();
            } catch (IOException e) {
                // nothing was written to it: there is nothing to lose
            }
            metrics = null;
            fonts = null;
        }
    }
}
