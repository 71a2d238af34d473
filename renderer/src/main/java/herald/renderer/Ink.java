package herald.renderer;

import java.awt.Color;
import java.io.IOException;

/** The colours of the documents, and reading the "#rrggbb" colours of the views. */
final class Ink {

    static final Color TEXT = new Color(0x1f, 0x1f, 0x1f);
    static final Color MUTED = new Color(0x5a, 0x5a, 0x5a);
    static final Color RULE = new Color(0x9a, 0x9a, 0x9a);
    static final Color GRID = new Color(0x55, 0x55, 0x55);
    static final Color HEAD_FILL = new Color(0xd6, 0xde, 0xe8);
    static final Color STRIPE = new Color(0xf1, 0xf3, 0xf6);
    static final Color ALERT = new Color(0xb0, 0x10, 0x10);
    static final Color DEADLINE_FILL = new Color(0xff, 0xf1, 0xc4);
    static final Color UNKNOWN = new Color(0xc8, 0xc8, 0xc8);

    private Ink() {}

    /** "#rrggbb" (or "rrggbb", or "#rgb") as a colour; anything else is a neutral grey. */
    static Color parse(String hex) {
        if (hex == null) {
            return UNKNOWN;
        }
        String h = hex.strip();
        if (h.startsWith("#")) {
            h = h.substring(1);
        }
        if (h.length() == 3) {
            h = "" + h.charAt(0) + h.charAt(0) + h.charAt(1) + h.charAt(1) + h.charAt(2) + h.charAt(2);
        }
        if (!sixHexDigits(h)) {
            return UNKNOWN;
        }
        return new Color(Integer.parseInt(h, 16));
    }

    /** As the pattern [0-9a-fA-F]{6}, without compiling one for each of a large map's cells. */
    private static boolean sixHexDigits(String h) {
        if (h.length() != 6) {
            return false;
        }
        for (int i = 0; i < 6; i++) {
            char c = h.charAt(i);
            if (!(c >= '0' && c <= '9' || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F')) {
                return false;
            }
        }
        return true;
    }

    /** The colour towards black by the factor (0 = unchanged, 1 = black). */
    static Color darker(Color c, float factor) {
        float keep = 1 - factor;
        return new Color(Math.round(c.getRed() * keep), Math.round(c.getGreen() * keep),
                Math.round(c.getBlue() * keep));
    }

    /** A colour that reads on the fill: much darker, or for dark fills much lighter. */
    static Color symbolOn(Color fill) {
        double luminance =
                0.2126 * fill.getRed() + 0.7152 * fill.getGreen() + 0.0722 * fill.getBlue();
        if (luminance > 80) {
            return darker(fill, 0.58f);
        }
        return new Color((fill.getRed() + 3 * 255) / 4, (fill.getGreen() + 3 * 255) / 4,
                (fill.getBlue() + 3 * 255) / 4);
    }

    /**
     * The ink of small print on a cell's fill (a hex's own label): muted grey on a light fill, near black on a
     * middling one, near white on a dark one (a building's wall).
     */
    static Color labelOn(Color fill) {
        double luminance = 0.2126 * fill.getRed() + 0.7152 * fill.getGreen() + 0.0722 * fill.getBlue();
        if (luminance > 175) {
            return MUTED;
        }
        return luminance > 100 ? TEXT : new Color(0xf4, 0xf4, 0xf4);
    }

    /** True when white text would be hard to read on the colour. */
    static boolean isLight(Color c) {
        double luminance = 0.2126 * c.getRed() + 0.7152 * c.getGreen() + 0.0722 * c.getBlue();
        return luminance > 165;
    }

    static void fill(Canvas cs, Color c) throws IOException {
        cs.setNonStrokingColor(c);
    }

    static void stroke(Canvas cs, Color c, float width) throws IOException {
        cs.setStrokingColor(c);
        cs.setLineWidth(width);
    }
}
