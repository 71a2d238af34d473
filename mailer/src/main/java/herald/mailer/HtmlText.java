package herald.mailer;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Element;
import org.jsoup.nodes.Node;
import org.jsoup.nodes.TextNode;
import org.jsoup.select.NodeFilter;
import org.jsoup.select.NodeTraversor;

/**
 * HTML mail to text that keeps the lines. Orders are one per line, and jsoup's own
 * {@code text()} runs the whole mail into one line, so this walks the DOM and breaks lines where
 * a browser would. Blockquotes come out as "> " lines, so that a quoted earlier mail (Herald's own
 * help text, say) is ignored like a quote in a plain-text reply.
 */
final class HtmlText implements NodeFilter {

    private static final Set<String> BLOCKS = Set.of(
            "p", "div", "li", "tr", "table", "ul", "ol", "dl", "dt", "dd", "h1", "h2", "h3", "h4", "h5",
            "h6", "hr", "address", "article", "aside", "footer", "header", "section", "nav", "main",
            "figure", "figcaption", "fieldset", "form", "center", "caption", "blockquote", "pre");
    private static final Set<String> INVISIBLE = Set.of(
            "head", "title", "style", "script", "template", "noscript", "object", "iframe", "svg");

    private final StringBuilder out = new StringBuilder();
    private boolean atLineStart = true;
    private boolean pendingSpace;
    private int quoteDepth;
    private int preDepth;

    private HtmlText() {}

    static String toText(String html) {
        HtmlText walker = new HtmlText();
        NodeTraversor.filter(walker, Jsoup.parse(html).body());
        return tidy(walker.out.toString());
    }

    @Override
    public FilterResult head(Node node, int depth) {
        if (node instanceof TextNode text) {
            text(preDepth > 0 ? text.getWholeText() : text.getWholeText().replaceAll("[ \t\r\n\f]+", " "));
        } else if (node instanceof Element element) {
            String name = element.normalName();
            if (INVISIBLE.contains(name)) {
                return FilterResult.SKIP_ENTIRELY;
            }
            if (name.equals("br")) {
                newline();
            } else if (name.equals("td") || name.equals("th")) {
                pendingSpace = !atLineStart;
            } else if (BLOCKS.contains(name)) {
                endLine();
                quoteDepth += name.equals("blockquote") ? 1 : 0;
                preDepth += name.equals("pre") ? 1 : 0;
            }
        }
        return FilterResult.CONTINUE;
    }

    @Override
    public FilterResult tail(Node node, int depth) {
        if (node instanceof Element element && BLOCKS.contains(element.normalName())) {
            endLine();
            quoteDepth -= element.normalName().equals("blockquote") ? 1 : 0;
            preDepth -= element.normalName().equals("pre") ? 1 : 0;
        }
        return FilterResult.CONTINUE;
    }

    private void text(String text) {
        if (preDepth > 0) {
            String[] lines = text.split("\r?\n", -1);
            for (int i = 0; i < lines.length; i++) {
                if (i > 0) {
                    newline();
                }
                write(lines[i]);
            }
            return;
        }
        if (text.startsWith(" ")) {
            pendingSpace = !atLineStart;
            text = text.substring(1);
        }
        if (text.isEmpty()) {
            return;
        }
        boolean trailingSpace = text.endsWith(" ");
        write(trailingSpace ? text.substring(0, text.length() - 1) : text);
        pendingSpace = trailingSpace;
    }

    private void write(String s) {
        if (s.isEmpty()) {
            return;
        }
        if (atLineStart && quoteDepth > 0) {
            out.append(">".repeat(quoteDepth)).append(' ');
        } else if (pendingSpace) {
            out.append(' ');
        }
        out.append(s);
        atLineStart = false;
        pendingSpace = false;
    }

    private void newline() {
        if (atLineStart && quoteDepth > 0) {
            out.append(">".repeat(quoteDepth));
        }
        out.append('\n');
        atLineStart = true;
        pendingSpace = false;
    }

    /** A block starts or ends: start a new line unless already on a fresh one. */
    private void endLine() {
        if (!atLineStart) {
            newline();
        }
    }

    /** Non-breaking spaces as spaces, no trailing blanks, no blank-line runs, no blank ends. */
    private static String tidy(String text) {
        List<String> lines = new ArrayList<>();
        for (String line : text.replace('\u00A0', ' ').replace("\u200B", "").split("\n", -1)) {
            line = line.stripTrailing();
            boolean blank = line.isEmpty();
            if (blank && (lines.isEmpty() || lines.get(lines.size() - 1).isEmpty())) {
                continue;
            }
            lines.add(line);
        }
        while (!lines.isEmpty() && lines.get(lines.size() - 1).isEmpty()) {
            lines.remove(lines.size() - 1);
        }
        return String.join("\n", lines);
    }
}
