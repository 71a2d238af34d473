package herald.renderer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import herald.engine.RuleEvent;
import herald.engine.RulesState;
import herald.engine.Ruleset;
import herald.engine.view.OrderCard;
import herald.engine.view.PlayerView;
import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.imageio.ImageIO;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.cos.COSName;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The opening PDF of the village (the busiest shipped map: hexes, buildings, a long legend): its order card
 * and the PNG of its map that a phone shows in the mail.
 */
class OpeningCardTest {
    private static PlayerView view;
    private static byte[] pdf;

    @BeforeAll
    static void the_village_s_opening_pdf() throws Exception {
        Ruleset skirmish = new herald.engine.skirmish.Skirmish();
        String json = Files.readString(Path.of("../templates/src/main/resources/herald/templates/scenarios/skirmish/village.json"));
        RulesState state = skirmish.initial();
        for (RuleEvent e : skirmish.setUp(json, "village.json")) {
            state = skirmish.apply(state, e);
        }
        view = skirmish.view(state, skirmish.sides(state).get(0).id());
        pdf = new PdfRenderer().render(view, SampleViews.masthead(false));
    }

    @Test
    void the_card_sets_each_example_in_monospace_beside_its_whole_meaning() throws Exception {
        String text = Pdfs.text(pdf);
        assertTrue(text.contains("Orders: a reference card"), text);
        for (OrderCard.Section s : view.orders().sections()) {
            for (OrderCard.Entry e : s.entries()) {
                assertTrue(text.contains(e.examples().get(0)), e.examples().get(0));
                assertTrue(Pdfs.fold(text).contains(Pdfs.fold(e.meaning())), "the whole meaning, in order: " + e.meaning());
            }
        }
        try (PDDocument doc = Loader.loadPDF(pdf)) {
            PDPage last = doc.getPage(doc.getNumberOfPages() - 1);
            boolean mono = false;
            for (COSName name : last.getResources().getFontNames()) {
                mono |= last.getResources().getFont(name).getName().contains("Mono");
            }
            assertTrue(mono, "the examples are set in a monospace face");
        }
    }

    @Test
    void the_phone_s_map_is_1000_pixels_wide_small_and_drawn() throws Exception {
        byte[] png = PhoneMap.png(pdf);
        assertTrue(png.length < 300_000, png.length + " bytes");
        BufferedImage image = ImageIO.read(new ByteArrayInputStream(png));
        assertEquals(PhoneMap.WIDTH, image.getWidth());
        assertTrue(image.getHeight() > 800 && image.getHeight() < 1600, "height " + image.getHeight());
        int dark = 0;
        int light = 0;
        for (int y = 0; y < image.getHeight(); y += 3) {
            for (int x = 0; x < image.getWidth(); x += 3) {
                int rgb = image.getRGB(x, y);
                int grey = (((rgb >> 16) & 0xff) + ((rgb >> 8) & 0xff) + (rgb & 0xff)) / 3;
                dark += grey < 80 ? 1 : 0;
                light += grey > 200 ? 1 : 0;
            }
        }
        assertTrue(dark > 500 && light > 20_000, dark + " dark, " + light + " light");
    }
}
