package herald.renderer;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import herald.engine.fantasywarriors.Deployment;
import herald.engine.fantasywarriors.FantasyWarriorsState;
import herald.engine.fantasywarriors.Reaction;
import herald.engine.fantasywarriors.View;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The ford at Grimwater on paper, as the orc player reads it: the table with both armies, its record sheets and what it
 * sees of the dwarves. The PDF is kept in target/ to be looked at as a player would.
 */
class FantasyWarriorsPageTest {

    private static FantasyWarriorsState ford() throws Exception {
        try (InputStream in = FantasyWarriorsPageTest.class
                .getResourceAsStream("/herald/engine/fantasywarriors/scenarios/grimwater-ford.json")) {
            String json = new String(in.readAllBytes(), StandardCharsets.UTF_8);
            FantasyWarriorsState s = FantasyWarriorsState.deployed(Deployment.read(json, "grimwater-ford.json"));
            return s.withUnit(Reaction.after(s.unitOrThrow("O2"), "shaken-and-disorganised", 1))
                    .withUnit(s.unitOrThrow("A1").withVolleys(3));
        }
    }

    @Test
    void theOrcPlayersPagesCarryEveryIdAndTheSheetsNumbers() throws Exception {
        byte[] pdf = new PdfRenderer().render(View.of(ford(), "orcs"), SampleViews.masthead(false));
        Files.write(Path.of("target", "fantasywarriors.pdf"), pdf);
        String text = Pdfs.text(pdf);
        for (String word : List.of("O1", "O2", "A1", "D1", "X1", "Skarg", "Gorbag", "Gash", "Durin", "Brokk", "Ashwood",
                "Commands: Skarg's warband", "Units: Skarg's warband", "Unit state: Skarg's warband",
                "Seen of the host of Khazad Tor", "Orc archers", "12/12", "20/20", "bow S1 12/24\"", "3/6",
                "shaken, disorganised", "Dwarf crossbowmen")) {
            assertTrue(text.contains(word), word + " in " + text);
        }
    }

    @Test
    void byNightTheOrcsPagesNameNoDwarf() throws Exception {
        FantasyWarriorsState night = ford().withTurn(1, 8);
        byte[] pdf = new PdfRenderer().render(View.of(night, "orcs"), SampleViews.masthead(false));
        Files.write(Path.of("target", "fantasywarriors-night.pdf"), pdf);
        String text = Pdfs.text(pdf);
        for (String dwarf : List.of("D1", "X1", "Durin", "Brokk", "Dwarf")) {
            assertFalse(text.contains(dwarf), dwarf + " in " + text);
        }
        assertTrue(text.contains("none in sight") && text.contains("Night: a side sees an enemy"), text);
        assertTrue(Pdfs.text(new PdfRenderer().render(View.of(night, null), SampleViews.masthead(false))).contains("X1"));
    }
}
