package herald.renderer;

import java.text.Bidi;

/** Makes any player's string safe to set on one line: no control characters, visual order. */
final class PlainText {

    private PlainText() {}

    /** Tabs, newlines and other controls become single spaces; null becomes "". */
    static String clean(String text) {
        if (text == null || text.isEmpty()) {
            return "";
        }
        if (plain(text)) {
            return text; // most text (every hex label, every cell of a sheet) has nothing to clean
        }
        StringBuilder out = new StringBuilder(text.length());
        text.codePoints().forEach(cp -> {
            if (Character.getType(cp) == Character.FORMAT || cp >= 0xFE00 && cp <= 0xFE0F) {
                return; // soft hyphens, direction marks, variation selectors: nothing to draw
            }
            boolean control = Character.isISOControl(cp) || cp == 0x2028 || cp == 0x2029;
            boolean afterSpace = out.length() == 0 || out.charAt(out.length() - 1) == ' ';
            if (!(control && afterSpace)) {
                out.appendCodePoint(control ? ' ' : cp);
            }
        });
        return out.toString();
    }

    /** True when no character is a control, a format character or a variation selector (nor a surrogate). */
    private static boolean plain(String text) {
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (Character.isISOControl(c) || Character.isSurrogate(c) || Character.getType(c) == Character.FORMAT
                    || c == 0x2028 || c == 0x2029 || c >= 0xFE00 && c <= 0xFE0F) {
                return false;
            }
        }
        return true;
    }

    /**
     * The string in the order its characters are to be drawn left to right: runs of Arabic or
     * Hebrew are reversed, as {@link Bidi} says. Left-to-right text comes back unchanged.
     */
    static String visual(String text) {
        if (!Bidi.requiresBidi(text.toCharArray(), 0, text.length())) {
            return text;
        }
        Bidi bidi = new Bidi(text, Bidi.DIRECTION_DEFAULT_LEFT_TO_RIGHT);
        int runs = bidi.getRunCount();
        byte[] levels = new byte[runs];
        String[] pieces = new String[runs];
        for (int i = 0; i < runs; i++) {
            levels[i] = (byte) bidi.getRunLevel(i);
            String piece = text.substring(bidi.getRunStart(i), bidi.getRunLimit(i));
            pieces[i] = (levels[i] & 1) == 1 ? reverse(piece) : piece;
        }
        Bidi.reorderVisually(levels, 0, pieces, 0, runs);
        return String.join("", pieces);
    }

    private static String reverse(String piece) {
        StringBuilder out = new StringBuilder(piece.length());
        int[] cps = piece.codePoints().toArray();
        for (int i = cps.length - 1; i >= 0; i--) {
            out.appendCodePoint(mirror(cps[i]));
        }
        return out.toString();
    }

    private static int mirror(int cp) {
        return switch (cp) {
            case '(' -> ')';
            case ')' -> '(';
            case '[' -> ']';
            case ']' -> '[';
            case '<' -> '>';
            case '>' -> '<';
            default -> cp;
        };
    }
}
