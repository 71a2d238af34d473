package herald.mailer;

/**
 * Undoes RFC 3676 format=flowed, which Thunderbird and Apple Mail use: a long line is sent as
 * several lines each ending in a space. Joined again, an order that was wrapped in transit is one
 * line, as the player wrote it and sees it, so line numbers in error reports match their screen.
 */
final class Flowed {

    private Flowed() {}

    static String decode(String text, boolean delSp) {
        StringBuilder out = new StringBuilder();
        StringBuilder paragraph = null;
        int paragraphDepth = 0;
        String[] lines = text.split("\n", -1);
        for (String line : lines) {
            int depth = 0;
            while (depth < line.length() && line.charAt(depth) == '>') {
                depth++;
            }
            String content = line.substring(depth);
            if (content.startsWith(" ")) {
                content = content.substring(1);  // space-stuffing
            }
            boolean signature = content.equals("-- ");
            boolean soft = !signature && content.endsWith(" ");
            if (paragraph != null && depth != paragraphDepth) {
                emit(out, paragraph, paragraphDepth);  // a quote level change ends a paragraph
                paragraph = null;
            }
            if (paragraph == null) {
                paragraph = new StringBuilder();
                paragraphDepth = depth;
            }
            paragraph.append(soft && delSp ? content.substring(0, content.length() - 1) : content);
            if (!soft) {
                emit(out, paragraph, depth);
                paragraph = null;
            }
        }
        if (paragraph != null) {
            emit(out, paragraph, paragraphDepth);
        }
        out.setLength(out.length() - 1);  // split gave one line more than there were line breaks
        return out.toString();
    }

    private static void emit(StringBuilder out, StringBuilder paragraph, int depth) {
        if (depth > 0) {
            out.append(">".repeat(depth)).append(' ');
        }
        out.append(paragraph).append('\n');
    }
}
