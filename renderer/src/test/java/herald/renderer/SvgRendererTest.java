package herald.renderer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import herald.engine.view.PlayerView;
import java.awt.geom.Point2D;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.text.Normalizer;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import javax.xml.parsers.DocumentBuilderFactory;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/**
 * The site's map is the PDF's map: both surfaces are given the same painters' drawing, and the SVG must hold the
 * same paths, in the same order, colours, places and widths, and the same words, as the PDF page read back.
 */
class SvgRendererTest {

    @Test
    void aHexBoardWithCountersAndTracesIsTheSameDrawingOnBothSurfaces() throws Exception {
        sameDrawing(SampleViews.skirmish());
    }

    @Test
    void anOpenTableWithStandsRegionsAndTracesIsTheSameDrawingOnBothSurfaces() throws Exception {
        sameDrawing(SampleTables.view(SampleTables.table(48, 36)));
    }

    @Test
    void thePictureIsCutToTheMapAndNamed() throws Exception {
        String svg = new SvgRenderer().map(SampleViews.skirmish(), "Turn 3 <map> & key", "t3-");
        Document doc = parse(svg);
        Element root = doc.getDocumentElement();
        assertEquals("svg", root.getTagName());
        assertEquals("Turn 3 <map> & key", doc.getElementsByTagName("title").item(0).getTextContent());
        String[] box = root.getAttribute("viewBox").split(" ");
        float width = Float.parseFloat(box[2]);
        float height = Float.parseFloat(box[3]);
        // inside an A4 page's 595 × 842 points, and no page frame: the map and its legend only
        assertTrue(width > 300 && width <= 595 && height > 200 && height < 842, root.getAttribute("viewBox"));
        assertTrue(!svg.contains("Page 1 of"), "no page footer in the picture");
        NodeList clips = doc.getElementsByTagName("clipPath");
        assertTrue(clips.getLength() > 0, "the counters' patterns are clipped");
        for (int i = 0; i < clips.getLength(); i++) {
            // several maps are set in one page of the site: ids of one must not be another's
            assertTrue(((Element) clips.item(i)).getAttribute("id").startsWith("t3-"), "clip ids begin as asked");
        }
    }

    private static void sameDrawing(PlayerView view) throws Exception {
        byte[] pdf;
        try (PDDocument doc = new PDDocument()) {
            PageWriter pages = new PageWriter(doc, new FontSet(doc, new FontLibrary()), false);
            pages.newPage();
            new MapPainter(pages).map(view);
            pages.endPage();
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            doc.save(out);
            pdf = out.toByteArray();
        }
        List<PdfShapes.Shape> printed = PdfShapes.shapes(pdf, 0);
        List<PdfShapes.Shape> pictured = shapes(parse(new SvgRenderer().map(view, "map", "m-")));
        assertTrue(printed.size() > 50, "a sample map draws many paths: " + printed.size());
        assertEquals(printed.size(), pictured.size(), "paths painted");
        for (int i = 0; i < printed.size(); i++) {
            PdfShapes.Shape p = printed.get(i);
            PdfShapes.Shape s = pictured.get(i);
            String at = "path " + i + " of " + printed.size();
            assertEquals(p.filled(), s.filled(), at + " filled");
            assertEquals(Integer.toHexString(p.rgb()), Integer.toHexString(s.rgb()), at + " colour");
            assertEquals(p.corners().size(), s.corners().size(), at + " corners");
            for (int k = 0; k < p.corners().size(); k++) {
                // the picture keeps a path's places to a tenth of a point
                assertEquals(p.corners().get(k).x, s.corners().get(k).x, 0.051, at + " corner " + k + " x");
                assertEquals(p.corners().get(k).y, s.corners().get(k).y, 0.051, at + " corner " + k + " y");
            }
            if (!p.filled()) {
                assertEquals(p.lineWidth(), s.lineWidth(), 0.01, at + " line width");
            }
        }
        StringBuilder words = new StringBuilder();
        PdfShapes.words(pdf, 0).forEach(w -> words.append(w.text()));
        // PDFBox reads DejaVu's fi and ffi ligature glyphs back as the ligature characters: the same letters.
        assertEquals(Normalizer.normalize(words, Normalizer.Form.NFKC),
                text(parse(new SvgRenderer().map(view, "map", "m-"))).replaceAll("\\s", ""));
    }

    /** The painted paths (not clips) as PdfShapes reads a page: a fill and a stroke of one path are two shapes. */
    private static List<PdfShapes.Shape> shapes(Document svg) {
        List<PdfShapes.Shape> shapes = new ArrayList<>();
        NodeList paths = svg.getElementsByTagName("path");
        for (int i = 0; i < paths.getLength(); i++) {
            Element path = (Element) paths.item(i);
            if (path.getParentNode().getNodeName().equals("clipPath")) {
                continue;
            }
            List<Point2D.Float> corners = corners(path.getAttribute("d"));
            if (!path.getAttribute("fill").equals("none")) {
                shapes.add(new PdfShapes.Shape(corners, true, rgb(path.getAttribute("fill")), 0));
            }
            if (path.hasAttribute("stroke")) {
                shapes.add(new PdfShapes.Shape(corners, false, rgb(path.getAttribute("stroke")),
                        Float.parseFloat(path.getAttribute("stroke-width"))));
            }
        }
        return shapes;
    }

    /** Each point a path moves or draws to; a curve's end point only. */
    private static List<Point2D.Float> corners(String d) {
        List<Point2D.Float> corners = new ArrayList<>();
        int curve = 0;
        for (String token : d.replace("Z", " ").replaceAll("([MLC])", " $1").trim().split(" +")) {
            char op = Character.isLetter(token.charAt(0)) ? token.charAt(0) : ' ';
            String[] xy = (op == ' ' ? token : token.substring(1)).split(",");
            if (op == 'C') {
                curve = 1;
            } else if (op != ' ') {
                curve = 0;
            } else if (curve > 0) {
                curve++;
            }
            if (curve == 0 || curve == 3) {
                corners.add(new Point2D.Float(Float.parseFloat(xy[0]), Float.parseFloat(xy[1])));
            }
        }
        return corners;
    }

    private static int rgb(String hex) {
        return Integer.parseInt(hex.substring(1).toLowerCase(Locale.ROOT), 16);
    }

    private static String text(Document svg) {
        StringBuilder s = new StringBuilder();
        NodeList texts = svg.getElementsByTagName("text");
        for (int i = 0; i < texts.getLength(); i++) {
            s.append(texts.item(i).getTextContent());
        }
        return s.toString();
    }

    private static Document parse(String svg) throws Exception {
        return DocumentBuilderFactory.newInstance().newDocumentBuilder()
                .parse(new ByteArrayInputStream(svg.getBytes(StandardCharsets.UTF_8)));
    }
}
