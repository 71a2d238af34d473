package herald.renderer;

import java.awt.Color;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/**
 * The printed scale of an open table: a bar in inches ("0 6 12 18 24"") at the map's own scale, and the scale as
 * words ("Scale: 1 cm = 4 inches; grid squares are 6 inches"), the bar first and the words beside it, or under it
 * in a narrow column.
 */
final class ScaleKey {

    private static final float TEXT = 9.5f;
    private static final float LEADING = 12;
    private static final float NUMBER = 7;
    private static final float BAR = 5;
    /** The bar and its numbers. */
    private static final float BAR_HEIGHT = BAR + NUMBER + 6;
    private static final float GAP = 14;
    private static final float NARROWEST_TEXT = 190;

    private final FontSet fonts;
    private final TableProjection p;
    private final int barInches;
    private final int segment;
    private final List<String> lines;
    private final boolean stacked;

    ScaleKey(FontSet fonts, TableProjection p, float width) {
        this.fonts = fonts;
        this.p = p;
        double ppi = p.pointsPerInch();
        int inches = 24;
        while (inches > 6 && inches * ppi > Math.min(width, 240)) {
            inches -= 6;
        }
        if (inches * ppi > width) {
            inches = Math.max(1, (int) (width / ppi));
        }
        this.barInches = inches;
        this.segment = inches >= 18 ? 6 : inches >= 12 && inches % 3 == 0 ? 3 : 1;
        float barWidth = (float) (barInches * ppi) + 10;
        this.stacked = width - barWidth - GAP < NARROWEST_TEXT;
        float textWidth = stacked ? width : width - barWidth - GAP;
        String words = "Scale: " + p.scale() + "; grid squares are " + InchMarks.GRID
                + " inches. Printed at actual size (100%), a ruler measures as the rules do.";
        this.lines = new ArrayList<>(fonts.wrap(words, FontSet.Weight.REGULAR, TEXT, textWidth));
    }

    float height() {
        float text = lines.size() * LEADING;
        return (stacked ? BAR_HEIGHT + 4 + text : Math.max(BAR_HEIGHT, text)) + 6;
    }

    /** Draws the key with its top-left corner at (left, top). */
    void draw(Canvas cs, float left, float top) throws IOException {
        double ppi = p.pointsPerInch();
        float barTop = top - 2;
        for (int i = 0; i * segment < barInches; i++) {
            float x = (float) (left + i * segment * ppi);
            float w = (float) (Math.min(segment, barInches - i * segment) * ppi);
            Ink.fill(cs, i % 2 == 0 ? Ink.TEXT : Color.WHITE);
            Ink.stroke(cs, Ink.TEXT, 0.6f);
            cs.addRect(x, barTop - BAR, w, BAR);
            cs.fillAndStroke();
        }
        Ink.fill(cs, Ink.TEXT);
        int every = segment * ppi < 12 ? 2 * segment : segment;
        for (int at = 0; at <= barInches; at += every) {
            String n = at + (at + every > barInches ? "\"" : "");
            float x = (float) (left + at * ppi);
            fonts.show(cs, n, FontSet.Weight.REGULAR, NUMBER, x - fonts.width(String.valueOf(at),
                    FontSet.Weight.REGULAR, NUMBER) / 2, barTop - BAR - NUMBER - 1.5f);
        }
        float textLeft = stacked ? left : (float) (left + barInches * ppi + 10 + GAP);
        float y = stacked ? barTop - BAR_HEIGHT - 4 - TEXT + 2 : top - TEXT;
        for (String line : lines) {
            fonts.show(cs, line, FontSet.Weight.REGULAR, TEXT, textLeft, y);
            y -= LEADING;
        }
    }
}
