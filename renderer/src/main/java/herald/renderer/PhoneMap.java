package herald.renderer;

import java.awt.image.BufferedImage;
import java.awt.image.DataBufferByte;
import java.awt.image.IndexColorModel;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.HashMap;
import java.util.Map;
import javax.imageio.ImageIO;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.common.PDRectangle;
import org.apache.pdfbox.rendering.ImageType;
import org.apache.pdfbox.rendering.PDFRenderer;

/**
 * The map page of a turn PDF as a PNG for a phone screen: the very drawing the PDF holds (counters,
 * traces, legend), rasterised and cut to the page's content, without its frame. Made from the PDF rather
 * than drawn again so that the mail's picture can never differ from the attached page.
 */
public final class PhoneMap {
    /** Wide enough for a phone's full width at 2-3 device pixels per CSS pixel, small enough to mail. */
    public static final int WIDTH = 1000;

    private static final int WHITE_ENOUGH = 0xf6;
    /** White kept round the drawing, in points, so that its frame lines do not touch the image's edge. */
    private static final float PAD = 6;

    private PhoneMap() {}

    /** The first page of {@code pdf} (a {@link PdfRenderer} turn PDF: its map), {@link #WIDTH} pixels wide. */
    public static byte[] png(byte[] pdf) {
        try (PDDocument doc = Loader.loadPDF(pdf)) {
            float contentWidth = PDRectangle.A4.getWidth() - 2 * (PageWriter.MARGIN - PAD);
            float scale = WIDTH / contentWidth;
            BufferedImage page = new PDFRenderer(doc).renderImage(0, scale, ImageType.RGB);
            int left = Math.round((PageWriter.MARGIN - PAD) * scale);
            int top = Math.round(PageWriter.HEADER * scale);
            int bottom = page.getHeight() - Math.round(PageWriter.FOOTER * scale);
            int last = lastInkedRow(page, left, top, bottom);
            int first = firstInkedRow(page, left, top, last);
            BufferedImage map = page.getSubimage(left, first, Math.min(WIDTH, page.getWidth() - left),
                    Math.max(1, last - first + 1));
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            ImageIO.write(indexed(map), "png", out);
            return out.toByteArray();
        } catch (IOException e) {
            throw new UncheckedIOException("could not draw the map for the mail", e);
        }
    }

    /**
     * The image in its 256 commonest colours, each other colour drawn in the nearest of them: a map is flat
     * colours and the greys of smoothed edges, so this looks the same and takes half the bytes or less.
     */
    static BufferedImage indexed(BufferedImage rgb) {
        int w = rgb.getWidth();
        int h = rgb.getHeight();
        int[] pixels = rgb.getRGB(0, 0, w, h, null, 0, w);
        Map<Integer, Integer> counts = new HashMap<>();
        for (int p : pixels) {
            counts.merge(p & 0xffffff, 1, Integer::sum);
        }
        int[] palette = counts.entrySet().stream().sorted(Map.Entry.<Integer, Integer>comparingByValue().reversed())
                .limit(256).mapToInt(Map.Entry::getKey).toArray();
        byte[] r = new byte[palette.length];
        byte[] g = new byte[palette.length];
        byte[] b = new byte[palette.length];
        Map<Integer, Integer> index = new HashMap<>();
        for (int i = 0; i < palette.length; i++) {
            r[i] = (byte) (palette[i] >> 16);
            g[i] = (byte) (palette[i] >> 8);
            b[i] = (byte) palette[i];
            index.put(palette[i], i);
        }
        BufferedImage out = new BufferedImage(w, h, BufferedImage.TYPE_BYTE_INDEXED,
                new IndexColorModel(8, palette.length, r, g, b));
        byte[] data = ((DataBufferByte) out.getRaster().getDataBuffer()).getData();
        for (int i = 0; i < pixels.length; i++) {
            data[i] = (byte) (int) index.computeIfAbsent(pixels[i] & 0xffffff, c -> nearest(c, palette));
        }
        return out;
    }

    private static int nearest(int colour, int[] palette) {
        int best = 0;
        int bestDistance = Integer.MAX_VALUE;
        for (int i = 0; i < palette.length; i++) {
            int dr = ((colour >> 16) & 0xff) - ((palette[i] >> 16) & 0xff);
            int dg = ((colour >> 8) & 0xff) - ((palette[i] >> 8) & 0xff);
            int db = (colour & 0xff) - (palette[i] & 0xff);
            int distance = dr * dr + dg * dg + db * db;
            if (distance < bestDistance) {
                best = i;
                bestDistance = distance;
            }
        }
        return best;
    }

    private static int lastInkedRow(BufferedImage page, int left, int top, int bottom) {
        for (int y = bottom - 1; y > top; y--) {
            if (inked(page, left, y)) {
                return Math.min(bottom - 1, y + 6);
            }
        }
        return bottom - 1;
    }

    private static int firstInkedRow(BufferedImage page, int left, int top, int last) {
        for (int y = top; y < last; y++) {
            if (inked(page, left, y)) {
                return Math.max(top, y - 6);
            }
        }
        return top;
    }

    private static boolean inked(BufferedImage page, int left, int y) {
        for (int x = left; x < Math.min(page.getWidth(), left + WIDTH); x++) {
            int rgb = page.getRGB(x, y);
            if (((rgb >> 16) & 0xff) < WHITE_ENOUGH || ((rgb >> 8) & 0xff) < WHITE_ENOUGH || (rgb & 0xff) < WHITE_ENOUGH) {
                return true;
            }
        }
        return false;
    }
}
