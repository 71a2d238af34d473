package herald.renderer;

import java.awt.geom.Point2D;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.contentstream.PDFGraphicsStreamEngine;
import org.apache.pdfbox.cos.COSName;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.graphics.image.PDImage;
import org.apache.pdfbox.text.PDFTextStripper;
import org.apache.pdfbox.text.TextPosition;

/**
 * What a page of a rendered PDF draws, read back from its content stream as a printer would: every filled or
 * stroked path with its corners in page points (y up, as printed) and its colour, and where each word is set.
 */
final class PdfShapes {

    /** A path as painted: its corners (curves by their end points), fill or stroke colour as 0xrrggbb, width. */
    record Shape(List<Point2D.Float> corners, boolean filled, int rgb, float lineWidth) {
        float minX() {
            return (float) corners.stream().mapToDouble(p -> p.x).min().orElse(0);
        }

        float maxX() {
            return (float) corners.stream().mapToDouble(p -> p.x).max().orElse(0);
        }

        float minY() {
            return (float) corners.stream().mapToDouble(p -> p.y).min().orElse(0);
        }

        float maxY() {
            return (float) corners.stream().mapToDouble(p -> p.y).max().orElse(0);
        }

        boolean contains(float x, float y) {
            return x >= minX() && x <= maxX() && y >= minY() && y <= maxY();
        }
    }

    /** A run of text and the middle of its box, y up. */
    record Word(String text, float x, float y) {}

    private PdfShapes() {}

    static List<Shape> shapes(byte[] pdf, int pageIndex) {
        try (PDDocument doc = Loader.loadPDF(pdf)) {
            Engine engine = new Engine(doc.getPage(pageIndex));
            engine.processPage(doc.getPage(pageIndex));
            return engine.shapes;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Every run of text on the page, split at spaces. */
    static List<Word> words(byte[] pdf, int pageIndex) {
        try (PDDocument doc = Loader.loadPDF(pdf)) {
            float height = doc.getPage(pageIndex).getMediaBox().getHeight();
            List<Word> words = new ArrayList<>();
            PDFTextStripper stripper = new PDFTextStripper() {
                @Override
                protected void writeString(String text, List<TextPosition> positions) {
                    int start = 0;
                    for (int i = 0; i <= positions.size(); i++) {
                        boolean end = i == positions.size() || positions.get(i).getUnicode().isBlank();
                        if (end && i > start) {
                            TextPosition first = positions.get(start);
                            TextPosition last = positions.get(i - 1);
                            StringBuilder s = new StringBuilder();
                            positions.subList(start, i).forEach(p -> s.append(p.getUnicode()));
                            float x = (first.getXDirAdj() + last.getXDirAdj() + last.getWidthDirAdj()) / 2;
                            float y = height - first.getYDirAdj() + first.getHeightDir() / 2;
                            words.add(new Word(s.toString(), x, y));
                        }
                        if (end) {
                            start = i + 1;
                        }
                    }
                }
            };
            stripper.setStartPage(pageIndex + 1);
            stripper.setEndPage(pageIndex + 1);
            stripper.getText(doc);
            return words;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static final class Engine extends PDFGraphicsStreamEngine {
        private final List<Shape> shapes = new ArrayList<>();
        private List<Point2D.Float> path = new ArrayList<>();
        private Point2D.Float current = new Point2D.Float();

        Engine(PDPage page) {
            super(page);
        }

        private void paint(boolean filled) throws IOException {
            var state = getGraphicsState();
            int rgb = (filled ? state.getNonStrokingColor() : state.getStrokingColor()).toRGB();
            float width = state.getLineWidth() * (float) Math.sqrt(Math.abs(state.getCurrentTransformationMatrix()
                    .getScalingFactorX() * state.getCurrentTransformationMatrix().getScalingFactorY()));
            if (!path.isEmpty()) {
                shapes.add(new Shape(List.copyOf(path), filled, rgb, width));
            }
            path = new ArrayList<>();
        }

        @Override
        public void appendRectangle(Point2D p0, Point2D p1, Point2D p2, Point2D p3) {
            for (Point2D p : List.of(p0, p1, p2, p3)) {
                path.add(new Point2D.Float((float) p.getX(), (float) p.getY()));
            }
        }

        @Override
        public void moveTo(float x, float y) {
            current = new Point2D.Float(x, y);
            path.add(current);
        }

        @Override
        public void lineTo(float x, float y) {
            moveTo(x, y);
        }

        @Override
        public void curveTo(float x1, float y1, float x2, float y2, float x3, float y3) {
            moveTo(x3, y3);
        }

        @Override
        public Point2D getCurrentPoint() {
            return current;
        }

        @Override
        public void closePath() {}

        @Override
        public void endPath() {
            path = new ArrayList<>();
        }

        @Override
        public void strokePath() throws IOException {
            paint(false);
        }

        @Override
        public void fillPath(int windingRule) throws IOException {
            paint(true);
        }

        @Override
        public void fillAndStrokePath(int windingRule) throws IOException {
            List<Point2D.Float> kept = path;
            paint(true);
            path = kept;
            paint(false);
        }

        @Override
        public void clip(int windingRule) {}

        @Override
        public void drawImage(PDImage pdImage) {}

        @Override
        public void shadingFill(COSName shadingName) {}
    }
}
