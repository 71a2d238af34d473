package herald.renderer;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import herald.engine.RuleEvent;
import herald.engine.RulesState;
import herald.engine.ScenarioException;
import herald.engine.darkage.DarkAge;
import herald.engine.darkage.events.BlowRolled;
import herald.engine.darkage.events.FigureMoved;
import herald.engine.darkage.events.PowerWorked;
import herald.engine.table.Point;
import herald.engine.view.PlayerView;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The dark-age skirmish on paper: three sides at night by a burning hall, round bases, a torch, a knocked-down
 * figure, a Sea Mist and the turn's traces. The PDF is kept in target/ to be looked at as a player would.
 */
class DarkAgePageTest {

    private static final String SCENARIO = """
            {"schema": 1, "title": "The Burning of the Hall", "turns": 8, "table": {"width": 36, "depth": 36},
             "night": {"sight": 3, "torchLight": 6},
             "terrain": [{"id": "hall", "type": "wooden-building", "name": "Hall",
                          "outline": ["10,10", "18,10", "18,16", "10,16"], "burning": 9},
                         {"id": "wood", "type": "dense-wood", "name": "Ashwood", "outline": ["24,24", "34,24", "34,34", "26,34"]},
                         {"id": "beck", "type": "stream", "name": "Beck", "outline": ["0,30", "20,28", "20,29", "0,31"]}],
             "sides": [{"id": "vikings", "name": "The Vikings"}, {"id": "saxons", "name": "The Saxons"},
                       {"id": "normans", "name": "The Normans"}],
             "figures": [{"id": "Ulf", "side": "vikings", "profile": "viking-huscarl", "at": "8,8", "torch": true},
                         {"id": "Hrolf", "side": "vikings", "profile": "viking-hero", "at": "20,8"},
                         {"id": "Gudrun", "side": "vikings", "profile": "viking-seeress", "at": "6,22"},
                         {"id": "Wulf", "side": "saxons", "profile": "saxon-thegn", "at": "21,8"},
                         {"id": "Oswy", "side": "saxons", "profile": "saxon-fyrdman", "at": "30,4"},
                         {"id": "Eadric", "side": "saxons", "profile": "saxon-fyrdman", "at": "20,9"},
                         {"id": "Rollo", "side": "normans", "profile": "norman-knight", "at": "14,19"},
                         {"id": "Hidden", "side": "normans", "profile": "norman-crossbowman", "at": "32,32"}],
             "victory": {"text": "Burn the hall, or hold it at the end."}}
            """;

    @Test
    void a_night_view_shows_what_the_side_sees_and_nothing_of_the_figure_in_the_dark() throws Exception {
        DarkAge rules = new DarkAge();
        RulesState s = rules.initial();
        for (RuleEvent e : rules.setUp(SCENARIO, "test.json", java.util.Map.of())) {
            s = rules.apply(s, e);
        }
        List<RuleEvent> turn = List.of(
                new FigureMoved("Ulf", "moves", 4, 7, "6 +Speed 1 = 7\"", List.of(Point.of(4, 8), Point.of(8, 8))),
                new FigureMoved("Rollo", "moves", 6, 7, "6 +Speed 1 = 7\"", List.of(Point.of(14, 25), Point.of(14, 19))),
                new FigureMoved("Hidden", "moves", 5, 7, "6 +Speed 1 = 7\"", List.of(Point.of(32, 27), Point.of(32, 32))),
                new PowerWorked("Gudrun", "Sea Mist", "mist", List.of(), Point.of(6, 26), 3, -2),
                new BlowRolled("Hrolf", "two-handed axe", "Wulf", 9, 5, 5, 4, List.of(), 18, 13, 13, true));
        RulesState before = s;
        // the turn's events start from the figures where they were; this test only draws them
        for (RuleEvent e : turn.subList(3, turn.size())) {
            s = rules.apply(s, e);
        }
        var down = ((herald.engine.darkage.DarkAgeState) s).figureOrThrow("Wulf")
                .withCondition(herald.engine.darkage.Figure.Condition.DOWN, 1);
        s = ((herald.engine.darkage.DarkAgeState) s).withFigure(down);
        PlayerView view = rules.view(s, "vikings");
        view = view.withMap(view.map().withTraces(rules.traces(before, turn, "vikings")));
        byte[] pdf = new PdfRenderer().render(view, SampleViews.masthead(false));
        keep(pdf, "darkage");
        String text = Pdfs.fold(String.join(" ", Pdfs.pages(pdf)));
        assertFalse(text.contains("Hidden"), text);
        // Hrolf, Wulf and Eadric stand in base contact: each id is set where no other covers it
        List<PdfShapes.Word> ids = PdfShapes.words(pdf, 0).stream()
                .filter(w -> List.of("Hrolf", "Wulf", "Eadric").contains(w.text())).toList();
        assertTrue(ids.size() == 3, ids.toString());
        for (PdfShapes.Word a : ids) {
            for (PdfShapes.Word b : ids) {
                // 6.5-point bold: under 4.5 points a letter
                boolean apart = a == b || Math.abs(a.y() - b.y()) >= 6.5 || a.x() + a.text().length() * 4.5 <= b.x()
                        || b.x() + b.text().length() * 4.5 <= a.x();
                assertTrue(apart, a + " over " + b);
            }
        }
        for (String word : List.of("Coordinates are inches from the bottom-left corner and name the centre of a figure's"
                + " round base.", "The Normans, 0 points", "Hall: burning 9", "Record sheet: The Vikings",
                "Arms and gear: The Vikings", "Victory: Burn the hall")) {
            assertTrue(text.contains(word), word + " in " + text);
        }
    }

    @Test
    void the_umpire_sees_the_figure_in_the_dark() throws ScenarioException {
        DarkAge rules = new DarkAge();
        RulesState s = rules.initial();
        for (RuleEvent e : rules.setUp(SCENARIO, "test.json", java.util.Map.of())) {
            s = rules.apply(s, e);
        }
        String text = Pdfs.fold(String.join(" ", Pdfs.pages(new PdfRenderer().render(rules.view(s, null),
                SampleViews.masthead(false)))));
        assertTrue(text.contains("Hidden"), text);
    }

    @Test
    void six_sides_each_have_a_line_in_the_key_with_their_points() throws ScenarioException {
        String[] profiles = {"viking-huscarl", "saxon-thegn", "norman-knight", "viking-bowman", "saxon-fyrdman",
                "norman-crossbowman"};
        StringBuilder sides = new StringBuilder();
        StringBuilder figures = new StringBuilder();
        for (int i = 0; i < 6; i++) {
            sides.append(i == 0 ? "" : ", ").append("{\"id\": \"s").append(i).append("\", \"name\": \"Warband ")
                    .append(i).append("\"}");
            figures.append(i == 0 ? "" : ", ").append("{\"id\": \"F").append(i).append("\", \"side\": \"s").append(i)
                    .append("\", \"profile\": \"").append(profiles[i]).append("\", \"at\": \"").append(4 + 5 * i)
                    .append(",10\"}");
        }
        String json = "{\"schema\": 1, \"title\": \"Six\", \"table\": {\"width\": 36, \"depth\": 24}, \"terrain\": [],"
                + " \"sides\": [" + sides + "], \"figures\": [" + figures + "]}";
        DarkAge rules = new DarkAge();
        RulesState s = rules.initial();
        for (RuleEvent e : rules.setUp(json, "six.json", java.util.Map.of())) {
            s = rules.apply(s, e);
        }
        byte[] pdf = new PdfRenderer().render(rules.view(s, "s0"), SampleViews.masthead(false));
        keep(pdf, "darkage-six");
        String text = Pdfs.fold(String.join(" ", Pdfs.pages(pdf)));
        for (int i = 0; i < 6; i++) {
            assertTrue(text.contains("Warband " + i + ", 0 points (s" + i + ")"), i + " in " + text);
            assertTrue(text.contains("F" + i), "F" + i);
        }
    }

    /** A copy in target/ to look at as a player would: the PDF, and each page as a colour and a grey PNG at 70 dpi. */
    private static void keep(byte[] pdf, String name) {
        try (var doc = org.apache.pdfbox.Loader.loadPDF(pdf)) {
            Files.write(Path.of("target", name + ".pdf"), pdf);
            var r = new org.apache.pdfbox.rendering.PDFRenderer(doc);
            for (int i = 0; i < doc.getNumberOfPages(); i++) {
                for (var type : List.of(org.apache.pdfbox.rendering.ImageType.RGB, org.apache.pdfbox.rendering.ImageType.GRAY)) {
                    javax.imageio.ImageIO.write(r.renderImageWithDPI(i, 70, type), "png",
                            Path.of("target", name + "-" + type.name().toLowerCase() + "-" + (i + 1) + ".png").toFile());
                }
            }
        } catch (IOException e) {
            // only a copy to look at: the test stands without it
        }
    }
}
