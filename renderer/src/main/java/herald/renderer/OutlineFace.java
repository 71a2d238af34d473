package herald.renderer;

import java.awt.geom.GeneralPath;
import java.awt.geom.PathIterator;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicReference;
import org.apache.fontbox.cff.CFFCIDFont;
import org.apache.fontbox.cff.CFFFont;
import org.apache.fontbox.ttf.CmapLookup;
import org.apache.fontbox.ttf.GlyphData;
import org.apache.fontbox.ttf.OTFParser;
import org.apache.fontbox.ttf.OpenTypeFont;
import org.apache.fontbox.ttf.TTFParser;
import org.apache.fontbox.ttf.TrueTypeCollection;
import org.apache.fontbox.ttf.TrueTypeFont;
import org.apache.pdfbox.io.RandomAccessReadBufferedFile;

/**
 * A system font used only for the characters DejaVu lacks. Its glyphs are drawn as filled vector
 * outlines in the current fill colour: PDFBox cannot subset CFF-based fonts such as Noto CJK, and
 * embedding a whole CJK font would make every mail several megabytes.
 */
final class OutlineFace {

    /** Stops reading a font collection once its first face is in hand. */
    private static final class FirstFound extends IOException {
        FirstFound() {
            super("first face found");
        }
    }

    /** A glyph ready to draw: its outline in font units and its advance in em. */
    private record Glyph(GeneralPath path, float advance) {}

    private final TrueTypeFont font;
    private final CmapLookup cmap;
    private final float unitsPerEm;
    private final float outlineScale;
    private final Map<Integer, Glyph> glyphs = new ConcurrentHashMap<>();

    private OutlineFace(TrueTypeFont font) throws IOException {
        this.font = font;
        this.cmap = font.getUnicodeCmapLookup(false);
        this.unitsPerEm = font.getUnitsPerEm();
        this.outlineScale = isCff(font) ? cffScale((OpenTypeFont) font) : 1f / unitsPerEm;
    }

    /** Opens the first face of a font file, or returns null when it cannot be used. */
    static OutlineFace open(Path file) {
        try {
            TrueTypeFont font = parse(file);
            if (font == null || font.getUnicodeCmapLookup(false) == null) {
                return null;
            }
            return new OutlineFace(font);
        } catch (IOException | RuntimeException e) {
            return null;
        }
    }

    private static TrueTypeFont parse(Path file) throws IOException {
        String name = file.getFileName().toString().toLowerCase(Locale.ROOT);
        if (name.endsWith(".ttc")) {
            @SuppressWarnings("resource") // stays open for the life of the library
            TrueTypeCollection collection = new TrueTypeCollection(file.toFile());
            AtomicReference<TrueTypeFont> first = new AtomicReference<>();
            try {
                collection.processAllFonts(f -> {
                    first.set(f);
                    throw new FirstFound();
                });
            } catch (FirstFound e) {
                // the rest of the collection is not needed
            }
            return first.get();
        }
        RandomAccessReadBufferedFile in = new RandomAccessReadBufferedFile(file.toFile());
        return name.endsWith(".otf") ? new OTFParser(true).parse(in) : new TTFParser(true).parse(in);
    }

    boolean has(int codePoint) {
        return cmap.getGlyphId(codePoint) > 0;
    }

    /** The advance of one character, in points at the given size. */
    float advance(int codePoint, float size) {
        Glyph glyph = glyph(codePoint);
        return glyph == null ? 0 : glyph.advance() * size;
    }

    /** Fills the outline of one character with its origin at (x, y); returns its advance. */
    float draw(Canvas cs, int codePoint, float x, float y, float size)
            throws IOException {
        Glyph glyph = glyph(codePoint);
        if (glyph == null) {
            return 0;
        }
        float scale = size * outlineScale;
        PathIterator it = glyph.path().getPathIterator(null);
        float[] c = new float[6];
        float lastX = 0;
        float lastY = 0;
        boolean any = false;
        while (!it.isDone()) {
            int type = it.currentSegment(c);
            switch (type) {
                case PathIterator.SEG_MOVETO -> cs.moveTo(x + c[0] * scale, y + c[1] * scale);
                case PathIterator.SEG_LINETO -> cs.lineTo(x + c[0] * scale, y + c[1] * scale);
                case PathIterator.SEG_QUADTO -> cs.curveTo(
                        x + (lastX + 2 * c[0]) / 3 * scale, y + (lastY + 2 * c[1]) / 3 * scale,
                        x + (c[2] + 2 * c[0]) / 3 * scale, y + (c[3] + 2 * c[1]) / 3 * scale,
                        x + c[2] * scale, y + c[3] * scale);
                case PathIterator.SEG_CUBICTO -> cs.curveTo(
                        x + c[0] * scale, y + c[1] * scale, x + c[2] * scale, y + c[3] * scale,
                        x + c[4] * scale, y + c[5] * scale);
                default -> cs.closePath();
            }
            any = true;
            int last = type == PathIterator.SEG_CUBICTO ? 4 : type == PathIterator.SEG_QUADTO ? 2 : 0;
            if (type != PathIterator.SEG_CLOSE) {
                lastX = c[last];
                lastY = c[last + 1];
            }
            it.next();
        }
        if (any) {
            cs.fill();
        }
        return glyph.advance() * size;
    }

    private Glyph glyph(int codePoint) {
        Glyph cached = glyphs.get(codePoint);
        if (cached != null) {
            return cached;
        }
        synchronized (this) {
            try {
                int gid = cmap.getGlyphId(codePoint);
                GeneralPath path = isCff(font) ? cffPath((OpenTypeFont) font, gid) : ttfPath(gid);
                Glyph glyph = new Glyph(path, font.getAdvanceWidth(gid) / unitsPerEm);
                glyphs.put(codePoint, glyph);
                return glyph;
            } catch (IOException | RuntimeException e) {
                return null;
            }
        }
    }

    private GeneralPath ttfPath(int gid) throws IOException {
        GlyphData data = font.getGlyph().getGlyph(gid);
        return data == null ? new GeneralPath() : data.getPath();
    }

    private static GeneralPath cffPath(OpenTypeFont font, int gid) throws IOException {
        CFFFont cff = font.getCFF().getFont();
        if (cff instanceof CFFCIDFont cid) {
            return cid.getType2CharString(cff.getCharset().getCIDForGID(gid)).getPath();
        }
        return cff.getType2CharString(gid).getPath();
    }

    private static boolean isCff(TrueTypeFont font) {
        return font instanceof OpenTypeFont otf && otf.isPostScript();
    }

    private static float cffScale(OpenTypeFont font) throws IOException {
        List<Number> matrix = font.getCFF().getFont().getFontMatrix();
        return matrix == null || matrix.isEmpty() ? 0.001f : matrix.get(0).floatValue();
    }
}
