package herald.renderer;

import java.awt.Color;
import java.io.IOException;

/**
 * How a side's pieces are told apart besides their colour, as printed counter sheets do: on a black-and-white print
 * two sides in red and blue are the same grey. The pattern follows the side's place in the scenario (the first side
 * solid, the second white with a thick rim, …), never its colour; a seventh side starts the list again. Every pattern
 * leaves the id on a plain ground: the colour (light id) or white (dark id), and where lines cross the middle the id
 * gets a white plate of its own.
 */
enum SidePattern {
    /** The side's colour all over. */
    SOLID("solid colour"),
    /** White, with a thick rim in the side's colour. */
    RING("white, thick rim"),
    /** White, hatched with diagonal lines in the side's colour. */
    HATCH("hatched"),
    /** White, with two thin rims in the side's colour. */
    DOUBLE("white, double rim"),
    /** White, with bands of the side's colour along its top and bottom. */
    BANDS("banded top and bottom"),
    /** The side's colour, with a white line just inside its edge (a dark one on a pale colour). */
    INLAY("solid colour, white inner line");

    private final String words;

    SidePattern(String words) {
        this.words = words;
    }

    /** The pattern of the side at this place in the scenario's list; a piece of no side (-1) is solid. */
    static SidePattern of(int side) {
        if (side < 0) {
            return SOLID;
        }
        return values()[side % values().length];
    }

    /** The pattern in a few words, for the key: "white, thick rim". */
    String words() {
        return words;
    }

    /** What the middle of the piece is, where its id is printed: the colour itself, or white. */
    Color ground(Color colour) {
        return this == SOLID || this == INLAY ? colour : Color.WHITE;
    }

    /** True when lines of the pattern cross the middle, so the id needs a white plate under it. */
    boolean platesId() {
        return this == HATCH || this == BANDS;
    }

    /** How much of the piece's width the id may take: less where a rim eats into the middle. */
    float room() {
        return switch (this) {
            case RING -> 0.74f;
            case DOUBLE -> 0.6f;
            case INLAY -> 0.64f;
            default -> 0.84f;
        };
    }

    /** The ink for the id: white on a dark ground, near-black on a light one. */
    Color idInk(Color colour) {
        return Ink.isLight(ground(colour)) ? Ink.TEXT : Color.WHITE;
    }

    /**
     * Fills the piece's outline with the pattern; its own rim is the caller's to stroke afterwards.
     *
     * @param bounds the outline's bounds, {minX, minY, maxX, maxY}
     * @param across the piece's width across (a counter's side), the scale of rims and hatching
     */
    void fill(Canvas cs, SymbolPainter.Outline outline, float[] bounds, Color colour, float across)
            throws IOException {
        Ink.fill(cs, ground(colour));
        outline.add(cs);
        cs.fill();
        if (this == SOLID) {
            return;
        }
        // lines in a pale colour (a light amber, a pale violet) vanish against white: they are drawn darker
        Color line = Ink.isLight(colour) ? Ink.darker(colour, 0.45f) : colour;
        Color inlay = Ink.isLight(colour) ? Ink.TEXT : Color.WHITE;
        cs.saveGraphicsState();
        outline.add(cs);
        cs.clip();
        // a stroke along the outline, clipped to it, is a band of half its width inside the edge
        switch (this) {
            case RING -> rim(cs, outline, line, across * 0.26f);
            case DOUBLE -> {
                rim(cs, outline, line, across * 0.40f);
                rim(cs, outline, Color.WHITE, across * 0.26f);
                rim(cs, outline, line, across * 0.12f);
            }
            case INLAY -> {
                rim(cs, outline, inlay, across * 0.30f);
                rim(cs, outline, colour, across * 0.18f);
            }
            case HATCH -> hatch(cs, bounds, line, across);
            case BANDS -> bands(cs, bounds, line);
            default -> { }
        }
        cs.restoreGraphicsState();
    }

    /** A white plate under an id of this width and point size centred on (cx, cy), where the pattern needs one. */
    void plate(Canvas cs, float width, float size, float cx, float cy) throws IOException {
        if (!platesId()) {
            return;
        }
        Ink.fill(cs, Color.WHITE);
        cs.addRect(cx - width / 2 - size * 0.25f, cy - size * 0.55f, width + size * 0.5f, size * 1.1f);
        cs.fill();
    }

    private static void rim(Canvas cs, SymbolPainter.Outline outline, Color colour, float width)
            throws IOException {
        Ink.stroke(cs, colour, width);
        outline.add(cs);
        cs.stroke();
    }

    private static void hatch(Canvas cs, float[] b, Color colour, float across) throws IOException {
        float gap = across * 0.2f;
        Ink.stroke(cs, colour, across * 0.075f);
        float h = b[3] - b[1];
        for (float x = b[0] - h; x < b[2] + gap; x += gap) {
            cs.moveTo(x, b[1]);
            cs.lineTo(x + h, b[3]);
        }
        cs.stroke();
    }

    private static void bands(Canvas cs, float[] b, Color colour) throws IOException {
        float h = (b[3] - b[1]) * 0.27f;
        Ink.fill(cs, colour);
        cs.addRect(b[0], b[1], b[2] - b[0], h);
        cs.addRect(b[0], b[3] - h, b[2] - b[0], h);
        cs.fill();
    }
}
