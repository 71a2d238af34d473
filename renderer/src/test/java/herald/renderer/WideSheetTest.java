package herald.renderer;

import static org.junit.jupiter.api.Assertions.assertTrue;

import herald.engine.BoardKind;
import herald.engine.view.SheetTable;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.IntStream;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.text.PDFTextStripper;
import org.apache.pdfbox.text.TextPosition;
import org.junit.jupiter.api.Test;

/** A record sheet with more columns than the page holds at the usual type is set smaller, never cut off. */
class WideSheetTest {

    @Test
    void aTwelveColumnRecordSheetIsSetSmallerWithEveryWordWhole() throws IOException {
        List<String> heads = List.of("Piece", "Unit / name", "Race", "Class", "Weapons", "Armour", "Training",
                "Square", "Facing", "MP", "Combat", "Wounds / status");
        List<List<String>> rows = List.of(List.of("S1", "Longbowmen", "Human", "rank-and-file", "longbow, dagger",
                "leather", "regular", "H5", "N", "8", "±0", "removed turn 2"));
        String all = textOfSheet(new SheetTable("Record sheet", heads, rows));
        for (String word : List.of("Longbowmen", "rank-and-file", "longbow,", "Training", "Facing", "removed")) {
            assertTrue(all.contains(word), word + " whole in:\n" + all);
        }
    }

    @Test
    void evenAnAbsurdlyWideSheetPrintsNothingBeyondThePageEdge() throws IOException {
        List<String> heads = IntStream.range(0, 14).mapToObj(i -> "Heading" + i).toList();
        List<List<String>> rows = List.of(IntStream.range(0, 14).mapToObj(i -> "rank-and-file-" + i).toList());
        String all = textOfSheet(new SheetTable("Record sheet: a very wide one", heads, rows));
        assertTrue(all.contains("13"), "the last column is there:\n" + all);
    }

    /**
     * A hero with ten wounds among a dozen rank-and-file rows of "fit": the wounds column gets the
     * room, so the whole list is printed, not cut off at the foot of the page with an ellipsis.
     */
    @Test
    void aLongListOfWoundsGetsTheWidthItNeedsAndIsPrintedWhole() throws IOException {
        List<String> heads = List.of("Piece", "Unit / name", "Race", "Class", "Weapons", "Armour", "Training",
                "Square", "Facing", "MP", "Combat", "Wounds / status");
        List<String> wounds = new ArrayList<>();
        for (int i = 1; i <= 10; i++) {
            wounds.add("Head: stunned: no moving, shooting or close combat next turn; attackers in close combat have double chance (T" + i + ")");
        }
        List<List<String>> rows = new ArrayList<>();
        rows.add(List.of("LW", "Lone Wolf", "Human", "kai-lord", "sword", "none", "veteran", "L8", "N", "0",
                "−29%, half chances", String.join("; ", wounds)));
        for (int i = 1; i <= 12; i++) {
            rows.add(List.of("D" + i, "Gunners of Bor", "Dwarves of Bor", "rank-and-file", "arquebus, axe", "mail, shield",
                    "regular", "J" + i, "N", "6", "±0", "fit"));
        }
        String all = textOfSheet(new SheetTable("Record sheet", heads, rows)).replaceAll("\\s+", "");
        assertTrue(!all.contains("…"), "nothing is cut off:\n" + all);
        assertTrue(all.contains("(T10)D1"), "the last wound is printed, then the next row:\n" + all);
    }

    /**
     * The basic fantasy rules' record sheet: seventeen columns, most of them one digit, a wizard's list of spells and
     * positions like "44.3,35.3". Every word, head and position is printed whole (they were split "Figure s",
     * "Crossbowme n", "44.3,35. 3" when the narrow columns took as much room as the wide ones).
     */
    @Test
    void aSeventeenColumnSheetOfMostlyDigitsKeepsEveryWordWhole() throws IOException {
        List<String> heads = List.of("Id", "Type", "Figures", "Wounds", "Sp", "CS", "Aim", "S", "R", "Mo", "Ar", "W",
                "Weapon", "Spells", "At", "Facing", "State");
        List<List<String>> rows = List.of(
                List.of("K5", "Crossbowmen", "8/8", "0 of 1", "4", "2", "3", "3", "3", "3", "3", "1", "crossbow 18\" S4", "-",
                        "50,12", "0° (N)", "free"),
                List.of("H5", "Spearmen", "12/12", "0 of 1", "5", "3", "2", "3", "3", "3", "3", "1", "-", "-", "44.3,35.3",
                        "200°", "locked with K4"),
                List.of("KW", "Wizard", "1/1", "1 of 3", "6", "2", "2", "2", "3", "4", "2", "3", "-",
                        "HEAL, BLAST, MONSTER, ASSAIL", "36,9", "315° (NW)", "free; Melee monster"));
        String all = textOfSheet(new SheetTable("Record sheet: The Kingdom of Arden", heads, rows));
        for (String word : List.of("Crossbowmen", "Figures", "Wounds", "Weapon", "Facing", "State", "44.3,35.3", "50,12",
                "crossbow", "(NW)", "ASSAIL")) {
            assertTrue(all.contains(word), word + " whole in:\n" + all);
        }
    }

    /** The text of the sheet's page; fails if any of it lies beyond the right edge of the page. */
    private static String textOfSheet(SheetTable wide) throws IOException {
        byte[] pdf = new PdfRenderer().render(SampleViews.view("Wide", 10, 8, BoardKind.SQUARES,
                SampleViews.counters().subList(0, 2), List.of(wide), List.of(), List.of()), SampleViews.masthead(false));
        List<String> outside = new ArrayList<>();
        StringBuilder text = new StringBuilder();
        try (PDDocument doc = Loader.loadPDF(pdf)) {
            float pageWidth = doc.getPage(1).getMediaBox().getWidth();
            PDFTextStripper stripper = new PDFTextStripper() {
                @Override
                protected void writeString(String s, List<TextPosition> positions) throws IOException {
                    for (TextPosition p : positions) {
                        if (p.getXDirAdj() + p.getWidthDirAdj() > pageWidth - 10) {
                            outside.add(s);
                            break;
                        }
                    }
                    text.append(s).append('\n');
                    super.writeString(s, positions);
                }
            };
            stripper.setStartPage(2);
            stripper.setEndPage(2);
            stripper.getText(doc);
        }
        assertTrue(outside.isEmpty(), "text beyond the page edge: " + outside);
        return text.toString();
    }
}
