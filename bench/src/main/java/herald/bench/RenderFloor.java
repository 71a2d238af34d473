package herald.bench;

import herald.engine.view.BoardView;
import herald.engine.view.PlayerView;
import herald.engine.view.ReportSection;
import herald.engine.view.SheetTable;
import java.awt.Color;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.PDPageContentStream;
import org.apache.pdfbox.pdmodel.common.PDRectangle;
import org.apache.pdfbox.pdmodel.font.PDType0Font;

/**
 * The floor of {@link RenderBench}: the same turn PDF (the hex map with its terrain, symbols, labels and counters, the
 * legend, the record sheet, the notes and the report, with a header and footer on every page) drawn with bare PDFBox
 * calls and nothing of Herald's renderer. Its facts (cells, counters, labels, text) come from the same view; its
 * layout is the least any such PDF needs: a cursor down the page, greedy word wrap, widths summed from each character's
 * advance. The fonts are the same DejaVu faces, embedded as subsets, loaded once per document.
 */
final class RenderFloor {

    static final float PAGE_W = PDRectangle.A4.getWidth();
    static final float PAGE_H = PDRectangle.A4.getHeight();
    static final float LEFT = 28;
    static final float RIGHT = PAGE_W - 28;
    static final float WIDTH = RIGHT - LEFT;
    static final float TOP = PAGE_H - 60;
    static final float BOTTOM = 40;
    static final Color TEXT = new Color(0x1f1f1f);
    static final Color MUTED = new Color(0x5a5a5a);
    static final Color RULE = new Color(0x9a9a9a);
    static final Color GRID = new Color(0x555555);

    /** The page frame's words, as the turn-result mail prints them. */
    record Frame(String title, String game, String who, String footer, String deadline) {}

    private static final byte[] REGULAR = resource("DejaVuSans.ttf");
    private static final byte[] BOLD = resource("DejaVuSans-Bold.ttf");

    final PDDocument doc;
    final Face regular;
    final Face bold;
    private final List<PDPageContentStream> streams = new ArrayList<>();
    PDPageContentStream cs;
    float y;

    private RenderFloor(PDDocument doc) throws IOException {
        this.doc = doc;
        this.regular = new Face(PDType0Font.load(doc, new ByteArrayInputStream(REGULAR), true));
        this.bold = new Face(PDType0Font.load(doc, new ByteArrayInputStream(BOLD), true));
    }

    /** The whole PDF as bytes. */
    static byte[] draw(PlayerView view, Frame frame) {
        try (PDDocument doc = new PDDocument()) {
            RenderFloor f = new RenderFloor(doc);
            f.newPage();
            new FloorBoard(f).draw((BoardView) view.map(), frame.deadline());
            f.newPage();
            for (SheetTable sheet : view.sheets()) {
                f.sheet(sheet);
            }
            f.notes(view.notes());
            f.newPage();
            f.report(view.report());
            f.frames(frame);
            doc.getDocumentInformation().setTitle(view.scenarioTitle() + ", turn " + view.turn());
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            doc.save(out);
            return out.toByteArray();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** A font with its advances summed per character, each looked up once per document. */
    static final class Face {
        final PDType0Font font;
        private final float[] advance = new float[0x2200];

        Face(PDType0Font font) {
            this.font = font;
        }

        float width(String s, float size) throws IOException {
            float w = 0;
            for (int i = 0; i < s.length(); i++) {
                char c = s.charAt(i);
                if (c >= advance.length) {
                    w += font.getStringWidth(String.valueOf(c));
                    continue;
                }
                if (advance[c] == 0) {
                    advance[c] = font.getStringWidth(String.valueOf(c)) + 1e-4f;
                }
                w += advance[c];
            }
            return w / 1000 * size;
        }

        /** The text cut to the width with an ellipsis, as a label too long for its room is printed. */
        String fit(String s, float size, float max) throws IOException {
            if (width(s, size) <= max) {
                return s;
            }
            for (int n = s.length() - 1; n > 0; n--) {
                String cut = s.substring(0, n).stripTrailing() + "…";
                if (width(cut, size) <= max) {
                    return cut;
                }
            }
            return "…";
        }

        List<String> wrap(String text, float size, float max) throws IOException {
            List<String> lines = new ArrayList<>();
            StringBuilder line = new StringBuilder();
            for (String word : text.strip().split(" +")) {
                String candidate = line.length() == 0 ? word : line + " " + word;
                if (line.length() > 0 && width(candidate, size) > max) {
                    lines.add(line.toString());
                    line.setLength(0);
                    candidate = word;
                }
                line.setLength(0);
                line.append(candidate);
            }
            lines.add(line.toString());
            return lines;
        }
    }

    void text(Face face, float size, float x, float at, String s) throws IOException {
        cs.beginText();
        cs.setFont(face.font, size);
        cs.newLineAtOffset(x, at);
        cs.showText(s);
        cs.endText();
    }

    void newPage() throws IOException {
        PDPage page = new PDPage(PDRectangle.A4);
        doc.addPage(page);
        cs = new PDPageContentStream(doc, page);
        streams.add(cs);
        y = TOP;
    }

    private void need(float h) throws IOException {
        if (y - h < BOTTOM) {
            newPage();
        }
    }

    private void sheet(SheetTable sheet) throws IOException {
        int cols = sheet.columns().size();
        float size = 10.5f;
        float pad = 4;
        float rowH = 20.5f;
        float[] w = new float[cols];
        float sum = 0;
        for (int c = 0; c < cols; c++) {
            w[c] = Math.max(24, bold.width(sheet.columns().get(c), size) + 2 * pad + 1);
            for (List<String> row : sheet.rows()) {
                w[c] = Math.max(w[c], regular.width(row.get(c), size) + 2 * pad + 1);
            }
            sum += w[c];
        }
        for (int c = 0; c < cols; c++) {
            w[c] *= WIDTH / sum;
        }
        need(22 + 2 * rowH);
        sheetHead(sheet, w, size, pad, rowH, "");
        for (int r = 0; r < sheet.rows().size(); r++) {
            if (y - rowH < BOTTOM) {
                newPage();
                sheetHead(sheet, w, size, pad, rowH, " (continued)");
            }
            sheetRow(sheet.rows().get(r), w, regular, size, pad, rowH, r % 2 == 1 ? new Color(0xf1f3f6) : null);
        }
        y -= 14;
    }

    private void sheetHead(SheetTable sheet, float[] w, float size, float pad, float rowH, String more)
            throws IOException {
        cs.setNonStrokingColor(TEXT);
        text(bold, 13, LEFT, y - 14, sheet.title() + more);
        y -= 22;
        sheetRow(sheet.columns(), w, bold, size, pad, rowH, new Color(0xd6dee8));
    }

    private void sheetRow(List<String> cells, float[] w, Face face, float size, float pad, float rowH, Color shade)
            throws IOException {
        if (shade != null) {
            cs.setNonStrokingColor(shade);
            cs.addRect(LEFT, y - rowH, WIDTH, rowH);
            cs.fill();
        }
        cs.setNonStrokingColor(TEXT);
        cs.beginText();
        cs.setFont(face.font, size);
        float x = LEFT;
        float lastX = 0;
        float lastY = 0;
        for (int c = 0; c < w.length; c++) {
            cs.newLineAtOffset(x + pad - lastX, y - pad - size + 1 - lastY);
            lastX = x + pad;
            lastY = y - pad - size + 1;
            cs.showText(cells.get(c));
            x += w[c];
        }
        cs.endText();
        cs.setStrokingColor(GRID);
        cs.setLineWidth(0.5f);
        x = LEFT;
        for (float cw : w) {
            cs.addRect(x, y - rowH, cw, rowH);
            x += cw;
        }
        cs.stroke();
        y -= rowH;
    }

    private void notes(List<String> notes) throws IOException {
        if (notes.isEmpty()) {
            return;
        }
        need(41.5f);
        heading("Notes");
        for (String note : notes) {
            paragraph(note, "•");
        }
        y -= 8;
    }

    private void report(List<ReportSection> sections) throws IOException {
        cs.setNonStrokingColor(TEXT);
        text(bold, 15, LEFT, y - 15, "Turn report");
        y -= 26;
        for (ReportSection section : sections) {
            if (section.lines().isEmpty()) {
                continue;
            }
            need(41.5f);
            heading(section.heading());
            for (String line : section.lines()) {
                paragraph(line, null);
            }
            y -= 8;
        }
    }

    private void heading(String text) throws IOException {
        cs.setNonStrokingColor(TEXT);
        for (String line : bold.wrap(text, 13, WIDTH)) {
            need(19);
            text(bold, 13, LEFT, y - 13, line);
            y -= 17;
        }
        cs.setStrokingColor(RULE);
        cs.setLineWidth(0.6f);
        cs.moveTo(LEFT, y);
        cs.lineTo(RIGHT, y);
        cs.stroke();
        y -= 6;
    }

    private void paragraph(String text, String bullet) throws IOException {
        float first = bullet == null ? 0 : 14;
        List<String> lines = regular.wrap(text, 11, WIDTH - first - 14);
        need(Math.min(lines.size(), 6) * 14.5f);
        for (int i = 0; i < lines.size(); i++) {
            need(14.5f);
            cs.setNonStrokingColor(TEXT);
            if (i == 0 && bullet != null) {
                text(bold, 11, LEFT + 3, y - 11, bullet);
            }
            text(regular, 11, LEFT + first + (i == 0 ? 0 : 14), y - 11, lines.get(i));
            y -= 14.5f;
        }
        y -= 2;
    }

    /** Closes each page's stream after its header and footer, now that the number of pages is known. */
    private void frames(Frame frame) throws IOException {
        for (int i = 0; i < streams.size(); i++) {
            cs = streams.get(i);
            float gameWidth = bold.width(frame.game(), 12);
            cs.setNonStrokingColor(TEXT);
            text(bold, 12, RIGHT - gameWidth, PAGE_H - 26, frame.game());
            text(bold, 14, LEFT, PAGE_H - 26, frame.title());
            cs.setNonStrokingColor(MUTED);
            text(regular, 10.5f, LEFT, PAGE_H - 43, frame.who());
            cs.setStrokingColor(RULE);
            cs.setLineWidth(0.8f);
            cs.moveTo(LEFT, PAGE_H - 50);
            cs.lineTo(RIGHT, PAGE_H - 50);
            cs.moveTo(LEFT, 30);
            cs.lineTo(RIGHT, 30);
            cs.stroke();
            text(regular, 9, LEFT, 17, frame.footer());
            String page = "Page " + (i + 1) + " of " + streams.size();
            cs.setNonStrokingColor(TEXT);
            text(bold, 10.5f, RIGHT - bold.width(page, 10.5f), 17, page);
            cs.close();
        }
    }

    private static byte[] resource(String name) {
        try (InputStream in = RenderFloor.class.getResourceAsStream("/net/sf/jasperreports/fonts/dejavu/" + name)) {
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
