package herald.app.loop;

import herald.journal.Attachment;
import herald.journal.OutboxMail;
import herald.renderer.PhoneMap;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The HTML alternative of a welcome or turn mail, for a phone: the mail's own text, reflowed to the
 * screen's width, with the map of its PDF as an inline image after the opening paragraph. Made from
 * the plain text so the two never say different things; the plain text and the PDF go unchanged.
 *
 * <p>Styles are inline (some mail programs drop {@code <style>}), and every character of the text is
 * escaped: player names, press and scenario titles are a stranger's input.
 */
final class PhoneHtml {
    private static final String FONT = "font-family:Helvetica,Arial,sans-serif;font-size:16px;line-height:1.4;"
            + "color:#1a1a1a";
    private static final String MONO = "font-family:Menlo,Consolas,monospace;font-size:14px;white-space:pre-wrap;"
            + "margin:0 0 12px 0;padding:6px 8px;background:#f3f1ea";

    /** A line at least this long ended where the text was wrapped, not where its writer broke it. */
    private static final int WRAPPED = 56;
    /** Leading spaces, a first column, two or more spaces: where a second column starts. */
    private static final java.util.regex.Pattern COLUMNS = java.util.regex.Pattern.compile("^( *\\S+(?: \\S+)*? {2,})\\S");

    private PhoneHtml() {}

    /** {@code mail} with an HTML part showing its text and the map of its first PDF attachment. */
    static OutboxMail added(OutboxMail mail) {
        Attachment pdf = mail.attachments().stream().filter(a -> a.contentType().equals("application/pdf"))
                .findFirst().orElseThrow(() -> new IllegalArgumentException("no PDF to draw the map from"));
        String base = pdf.filename().replaceFirst("\\.pdf$", "");
        String contentId = base.replaceAll("[^A-Za-z0-9.-]", "-") + ".map@herald";
        Attachment image = new Attachment(base + "-map.png", "image/png", PhoneMap.png(pdf.content()), contentId);
        return mail.withHtml(html(mail.subject(), mail.body(), contentId, pdf.filename()), List.of(image));
    }

    static String html(String subject, String body, String contentId, String pdfName) {
        StringBuilder out = new StringBuilder();
        out.append("<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\">")
                .append("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">")
                .append("<title>").append(escape(subject)).append("</title></head>\n")
                .append("<body style=\"margin:0;padding:12px;").append(FONT).append("\">\n")
                .append("<div style=\"max-width:680px;margin:0 auto\">\n");
        List<List<String>> blocks = blocks(body);
        for (int i = 0; i < blocks.size(); i++) {
            block(out, blocks.get(i));
            if (i == 0) {
                image(out, contentId, pdfName);
            }
        }
        if (blocks.isEmpty()) {
            image(out, contentId, pdfName);
        }
        return out.append("</div>\n</body></html>\n").toString();
    }

    private static void image(StringBuilder out, String contentId, String pdfName) {
        out.append("<p style=\"margin:0 0 12px 0\"><img src=\"cid:").append(escape(contentId))
                .append("\" width=\"100%\" alt=\"The map: page 1 of the attached PDF, ").append(escape(pdfName))
                .append("\" style=\"display:block;width:100%;max-width:680px;height:auto;border:1px solid #ccc\">")
                .append("</p>\n");
    }

    /** The body's paragraphs, split at blank lines; the signature ("-- ") and what follows is one block. */
    private static List<List<String>> blocks(String body) {
        List<List<String>> blocks = new ArrayList<>();
        List<String> current = new ArrayList<>();
        boolean signature = false;
        for (String line : body.replace("\r\n", "\n").split("\n", -1)) {
            signature |= line.equals("-- ");
            if (line.isBlank() && !signature) {
                if (!current.isEmpty()) {
                    blocks.add(current);
                }
                current = new ArrayList<>();
            } else if (!line.isBlank()) {
                current.add(line);
            }
        }
        if (!current.isEmpty()) {
            blocks.add(current);
        }
        return blocks;
    }

    /**
     * A paragraph reflowed to the screen; indented lines (orders, the short report, examples) kept as
     * they are in a monospace box; a line in capitals alone (HOW TO SEND ORDERS) a heading.
     */
    private static void block(StringBuilder out, List<String> lines) {
        if (lines.get(0).equals("-- ")) {
            out.append("<p style=\"margin:24px 0 0 0;font-size:13px;color:#555\">")
                    .append(reflowed(lines.subList(1, lines.size()))).append("</p>\n");
            return;
        }
        if (lines.size() == 1 && heading(lines.get(0))) {
            out.append("<p style=\"margin:20px 0 8px 0;font-weight:bold;font-size:17px\">").append(escape(lines.get(0)))
                    .append("</p>\n");
            return;
        }
        List<String> run = new ArrayList<>();
        boolean indented = false;
        for (String line : lines) {
            boolean in = line.startsWith(" ");
            if (!run.isEmpty() && in != indented) {
                run(out, run, indented);
                run = new ArrayList<>();
            }
            indented = in;
            run.add(line);
        }
        run(out, run, indented);
    }

    private static void run(StringBuilder out, List<String> lines, boolean indented) {
        List<String[]> rows = indented ? rows(lines) : null;
        if (rows != null) {
            // two columns of text ("  HOLD S4      do nothing") are set one above the other: a phone is narrow
            for (String[] row : rows) {
                out.append("<div style=\"margin:0 0 8px 0\"><div style=\"font-family:Menlo,Consolas,monospace;")
                        .append("font-size:14px;font-weight:bold\">").append(escape(row[0])).append("</div>");
                if (!row[1].isEmpty()) {
                    out.append("<div style=\"padding-left:16px\">").append(escape(row[1])).append("</div>");
                }
                out.append("</div>\n");
            }
        } else if (indented) {
            int indent = lines.stream().mapToInt(l -> l.length() - l.stripLeading().length()).min().orElse(0);
            out.append("<div style=\"").append(MONO).append("\">");
            out.append(String.join("\n", lines.stream().map(l -> escape(l.substring(indent))).toList()));
            out.append("</div>\n");
        } else {
            out.append("<p style=\"margin:0 0 12px 0\">").append(reflowed(lines)).append("</p>\n");
        }
    }

    /**
     * Lines joined where the text was wrapped to fit 78 columns, broken where a line ended short: there the
     * writer ended a statement of its own ("Opposing you: ..." under "You command ...").
     */
    private static String reflowed(List<String> lines) {
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < lines.size(); i++) {
            if (i > 0) {
                out.append(lines.get(i - 1).strip().length() >= WRAPPED ? " " : "<br>\n");
            }
            out.append(escape(lines.get(i).strip()));
        }
        return out.toString();
    }

    /**
     * The lines as rows of a first column and the text beside or under it, when they are laid out so: each
     * line either starts a row (its first column, then two or more spaces and text, or a first column alone)
     * or goes on the row's text from the second column. Null when they are not.
     */
    private static List<String[]> rows(List<String> lines) {
        java.util.regex.Matcher first = COLUMNS.matcher(lines.get(0));
        if (!first.find()) {
            return null;
        }
        int column = first.group(1).length();
        int indent = lines.get(0).length() - lines.get(0).stripLeading().length();
        List<String[]> rows = new ArrayList<>();
        for (String line : lines) {
            int lead = line.length() - line.stripLeading().length();
            if (lead >= column && !rows.isEmpty()) {
                String[] row = rows.get(rows.size() - 1);
                row[1] = (row[1] + " " + line.strip()).strip();
            } else if (lead == indent) {
                java.util.regex.Matcher m = COLUMNS.matcher(line);
                boolean two = m.find() && m.group(1).length() == column;
                rows.add(two ? new String[] {line.substring(indent, column).strip(), line.substring(column).strip()}
                        : new String[] {line.strip(), ""});
            } else {
                return null;
            }
        }
        return rows.size() > 1 ? rows : null;
    }

    private static boolean heading(String line) {
        return line.length() < 40 && line.equals(line.toUpperCase(Locale.ROOT)) && line.matches("[A-Z][A-Z ,]+");
    }

    /** The text as HTML shows it, whatever it holds. */
    static String escape(String text) {
        StringBuilder out = new StringBuilder(text.length());
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            switch (c) {
                case '&' -> out.append("&amp;");
                case '<' -> out.append("&lt;");
                case '>' -> out.append("&gt;");
                case '"' -> out.append("&quot;");
                case '\'' -> out.append("&#39;");
                default -> out.append(c);
            }
        }
        return out.toString();
    }
}
