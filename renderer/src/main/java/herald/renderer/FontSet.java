package herald.renderer;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.font.PDType0Font;

/**
 * The fonts of one document and everything about setting text with them: measuring, drawing and
 * wrapping any string, whatever its script, without ever throwing on a character.
 */
final class FontSet {

    enum Weight { REGULAR, BOLD, MONO }

    /** A stretch of text set in one face: an embedded DejaVu font, or a fallback outline face. */
    private record Run(String text, PDType0Font font, OutlineFace outline) {}

    private final FontLibrary library;
    private final PDType0Font regular;
    private final PDType0Font bold;
    private final PDDocument doc;
    private PDType0Font mono;
    private final Map<Integer, OutlineFace> fallback = new HashMap<>();
    /**
     * Each face's advance and coverage per character, looked up once per document: PDFBox measures a string by
     * encoding it and decoding it again through the font's CMap, which cost a quarter of a large map's PDF.
     */
    private final Map<PDType0Font, Metrics> metrics = new IdentityHashMap<>();

    FontSet(PDDocument doc, FontLibrary library) throws IOException {
        this.library = library;
        this.doc = doc;
        this.regular = PDType0Font.load(doc, new ByteArrayInputStream(library.regular()), true);
        this.bold = PDType0Font.load(doc, new ByteArrayInputStream(library.bold()), true);
    }

    float width(String text, Weight weight, float size) {
        float width = 0;
        for (Run run : runs(PlainText.clean(text), weight)) {
            width += runWidth(run, size);
        }
        return width;
    }

    /** Draws one line with its baseline starting at (x, y), in the current fill colour. */
    void show(Canvas cs, String text, Weight weight, float size, float x, float y)
            throws IOException {
        float at = x;
        for (Run run : runs(PlainText.visual(PlainText.clean(text)), weight)) {
            if (run.font() != null) {
                float width = runWidth(run, size);
                cs.showText(run.font(), weight, size, at, y, run.text(), width);
                at += width;
            } else {
                for (int cp : run.text().codePoints().toArray()) {
                    at += run.outline().draw(cs, cp, at, y, size);
                }
            }
        }
    }

    /** Draws a line centred on x. */
    void showCentred(Canvas cs, String text, Weight weight, float size, float x,
            float y) throws IOException {
        show(cs, text, weight, size, x - width(text, weight, size) / 2, y);
    }

    /** The text cut to fit the width, ending in an ellipsis when cut. */
    String fit(String text, Weight weight, float size, float maxWidth) {
        String clean = PlainText.clean(text);
        if (width(clean, weight, size) <= maxWidth) {
            return clean;
        }
        int[] cps = clean.codePoints().toArray();
        for (int n = cps.length - 1; n > 0; n--) {
            String cut = new String(cps, 0, n).stripTrailing() + "…";
            if (width(cut, weight, size) <= maxWidth) {
                return cut;
            }
        }
        return "…";
    }

    /**
     * Breaks the text into lines no wider than maxWidth: at spaces where it can, inside a word
     * when a word alone is too long (names in scripts without spaces, long ids).
     */
    List<String> wrap(String text, Weight weight, float size, float maxWidth) {
        List<String> lines = new ArrayList<>();
        StringBuilder line = new StringBuilder();
        for (String word : PlainText.clean(text).strip().split(" +")) {
            String candidate = line.length() == 0 ? word : line + " " + word;
            if (width(candidate, weight, size) <= maxWidth) {
                line.setLength(0);
                line.append(candidate);
                continue;
            }
            if (line.length() > 0) {
                lines.add(line.toString());
                line.setLength(0);
            }
            String rest = word;
            while (width(rest, weight, size) > maxWidth) {
                int cut = longestPrefix(rest, weight, size, maxWidth);
                lines.add(rest.substring(0, cut));
                rest = rest.substring(cut);
            }
            line.append(rest);
        }
        if (line.length() > 0 || lines.isEmpty()) {
            lines.add(line.toString());
        }
        return lines;
    }

    private int longestPrefix(String word, Weight weight, float size, float maxWidth) {
        int end = word.offsetByCodePoints(0, 1);
        while (end < word.length()) {
            int next = word.offsetByCodePoints(end, 1);
            if (width(word.substring(0, next), weight, size) > maxWidth) {
                break;
            }
            end = next;
        }
        return end;
    }

    private float runWidth(Run run, float size) {
        if (run.font() == null) {
            float width = 0;
            for (int cp : run.text().codePoints().toArray()) {
                width += run.outline().advance(cp, size);
            }
            return width;
        }
        // the advances summed in the order PDFBox's getStringWidth sums them, so the width is the same to the bit
        Metrics m = metrics(run.font());
        String text = run.text();
        float width = 0;
        for (int i = 0; i < text.length(); ) {
            int cp = text.codePointAt(i);
            float advance = m.advance(cp);
            if (Float.isNaN(advance)) {
                return text.length() * size * 0.6f;
            }
            width += advance;
            i += Character.charCount(cp);
        }
        return width / 1000f * size;
    }

    /** Splits the text into runs by face; characters no face has become '?'. */
    private List<Run> runs(String text, Weight weight) {
        PDType0Font main = weight == Weight.BOLD ? bold : weight == Weight.MONO ? mono() : regular;
        Metrics m = metrics(main);
        if (m.hasAll(text)) {
            return text.isEmpty() ? List.of() : List.of(new Run(text, main, null));
        }
        List<Run> runs = new ArrayList<>();
        StringBuilder current = new StringBuilder();
        OutlineFace currentFace = null;
        for (int cp : text.codePoints().toArray()) {
            OutlineFace face = null;
            int drawn = cp;
            if (!m.has(cp)) {
                face = fallbackFor(cp);
                if (face == null) {
                    drawn = '?';
                }
            }
            if (face != currentFace && current.length() > 0) {
                runs.add(new Run(current.toString(), currentFace == null ? main : null, currentFace));
                current.setLength(0);
            }
            currentFace = face;
            current.appendCodePoint(drawn);
        }
        if (current.length() > 0) {
            runs.add(new Run(current.toString(), currentFace == null ? main : null, currentFace));
        }
        return runs;
    }

    private PDType0Font mono() {
        if (mono == null) {
            try {
                mono = PDType0Font.load(doc, new ByteArrayInputStream(library.mono()), true);
            } catch (IOException e) {
                throw new java.io.UncheckedIOException("cannot load the monospace font", e);
            }
        }
        return mono;
    }

    private Metrics metrics(PDType0Font font) {
        return metrics.computeIfAbsent(font, Metrics::new);
    }

    /** One face's advances (in 1/1000 em) and whether it has a glyph, per character of the BMP's first part. */
    private static final class Metrics {
        private static final int CACHED = 0x3000;
        private final PDType0Font font;
        private final float[] advance = new float[CACHED];
        private final boolean[] measured = new boolean[CACHED];
        /** 0 not yet asked, 1 has a glyph, 2 has none. */
        private final byte[] has = new byte[CACHED];

        Metrics(PDType0Font font) {
            this.font = font;
        }

        boolean has(int cp) {
            if (cp >= CACHED) {
                return lookUp(cp);
            }
            if (has[cp] == 0) {
                has[cp] = lookUp(cp) ? (byte) 1 : (byte) 2;
            }
            return has[cp] == 1;
        }

        /** True when every character of the text is in the face (a surrogate never is, here: it takes the long way). */
        boolean hasAll(String text) {
            for (int i = 0; i < text.length(); i++) {
                char c = text.charAt(i);
                if (c >= CACHED || !has(c)) {
                    return false;
                }
            }
            return true;
        }

        private boolean lookUp(int cp) {
            return cp == ' ' || font.getCmapLookup().getGlyphId(cp) > 0;
        }

        /** The advance as PDFBox's getStringWidth counts it; NaN where it cannot encode the character. */
        float advance(int cp) {
            if (cp < CACHED && measured[cp]) {
                return advance[cp];
            }
            float width;
            try {
                width = font.getStringWidth(new String(Character.toChars(cp)));
            } catch (IOException | RuntimeException e) {
                width = Float.NaN;
            }
            if (cp < CACHED) {
                advance[cp] = width;
                measured[cp] = true;
            }
            return width;
        }
    }

    private OutlineFace fallbackFor(int cp) {
        return fallback.computeIfAbsent(cp, library::fallbackFor);
    }
}
