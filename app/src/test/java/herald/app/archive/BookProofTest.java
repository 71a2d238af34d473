package herald.app.archive;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import herald.app.HeraldCli;
import herald.app.game.GameRecord;
import herald.app.game.Games;
import herald.engine.view.CounterView;
import herald.journal.Journal;
import java.io.ByteArrayInputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.verapdf.gf.foundry.VeraGreenfieldFoundryProvider;
import org.verapdf.pdfa.Foundries;
import org.verapdf.pdfa.PDFAParser;
import org.verapdf.pdfa.flavours.PDFAFlavour;
import org.verapdf.pdfa.results.TestAssertion;
import org.verapdf.pdfa.results.ValidationResult;

/** The battle book is a PDF/A-3b that carries the game's archive, and `herald verify BOOK.pdf` checks it. */
class BookProofTest {
    @TempDir
    static Path dir;
    private static Path home;
    private static String finished;
    private static String running;

    @BeforeAll
    static void aPatrolFoughtToItsEndAndAForestAmbushWithTurnOnesOrdersIn() {
        home = dir.resolve("home");
        try (Journal journal = Journal.openH2(home)) {
            Battles battles = new Battles(journal);
            finished = battles.play("lonewolf", "patrol", 0);
            assertTrue(new Games(journal).load(finished).finished(), "the patrol was fought out");
            running = battles.create("lonewolf", "forestroad");
            battles.mailOrders(running);
        }
    }

    @Test
    void the_book_of_a_finished_battle_is_pdf_a_3b_as_verapdf_judges_it() throws Exception {
        byte[] book = Files.readAllBytes(book(finished, null));
        List<String> failed = pdfA3bFailures(book);
        assertTrue(failed.isEmpty(), "veraPDF finds the book is not PDF/A-3b:\n" + String.join("\n", failed));
    }

    @Test
    void verify_checks_the_archive_inside_the_book_as_it_checks_the_zip() throws Exception {
        Path book = book(finished, null);
        HeraldCli.Run fromBook = Cli.herald("verify", book.toString());
        assertEquals(0, fromBook.exit(), fromBook.out() + fromBook.err());
        assertTrue(fromBook.out().startsWith("the archive inside the book " + book + ": " + finished + ".zip\n"),
                fromBook.out());
        Path zip = dir.resolve(finished + ".zip");
        assertEquals(0, Cli.herald("export", finished, zip.toString(), "--data", home.toString()).exit());
        HeraldCli.Run fromZip = Cli.herald("verify", zip.toString());
        assertEquals(fromZip.out(), fromBook.out().substring(fromBook.out().indexOf('\n') + 1),
                "after its first line, the same verdicts as the zip's");
        assertTrue(fromBook.out().contains("turn 1 (T1): ") && fromBook.out().strip().endsWith("verified"),
                fromBook.out());

        HeraldCli.Run imported = Cli.herald("import", book.toString(), "--data", dir.resolve("away").toString());
        assertEquals(0, imported.exit(), imported.err());
        assertTrue(imported.out().contains("imported " + finished), imported.out());
    }

    @Test
    void a_book_whose_archive_had_one_die_changed_fails_verify_naming_the_event() throws Exception {
        Path book = book(finished, null);
        Path inside = BookArchive.extract(book, Files.createTempDirectory(dir, "x"));
        String journal = Cli.entries(inside).get("journal.jsonl");
        JsonNode fired = ArchiveTest.jsonLines(journal).stream().filter(l -> l.get("type").asText().equals("PieceFired"))
                .findFirst().orElseThrow();
        Matcher roll = Pattern.compile("\\\\\"roll\\\\\":(\\d)").matcher(journal);
        assertTrue(roll.find(journal.indexOf("\"version\":" + fired.get("version").asLong() + ",")), "the shot has a roll");
        int digit = roll.start(1);
        Path edited = Cli.edited(inside, dir.resolve("edited.zip"), "journal.jsonl", text -> text.substring(0, digit)
                + (text.charAt(digit) == '9' ? '8' : (char) (text.charAt(digit) + 1)) + text.substring(digit + 1));
        Path forged = PdfAttachments.replace(book, dir.resolve("forged.pdf"), Files.readAllBytes(edited));

        HeraldCli.Run caught = Cli.herald("verify", forged.toString());
        assertEquals(3, caught.exit(), caught.out());
        assertTrue(caught.out().startsWith("the archive inside the book " + forged), caught.out());
        assertTrue(caught.out().contains("hash chain: BROKEN: game " + finished + " version "
                + fired.get("version").asLong() + " (PieceFired) does not match its hash"), caught.out());
        assertTrue(caught.out().strip().endsWith("NOT verified"), caught.out());
    }

    @Test
    void a_sides_book_of_a_running_battle_carries_the_sides_archive_and_no_hidden_enemy() throws Exception {
        Set<String> hidden;
        try (Journal journal = Journal.openH2(home)) {
            GameRecord game = new Games(journal).load(running);
            assertFalse(game.finished());
            Set<String> seen = game.ruleset().view(game.rules(), "sommerlund").board().counters().stream()
                    .map(CounterView::label).collect(Collectors.toSet());
            hidden = game.ruleset().view(game.rules(), null).board().counters().stream().map(CounterView::label)
                    .filter(l -> !seen.contains(l)).collect(Collectors.toSet());
        }
        assertFalse(hidden.isEmpty(), "Giaks still lie hidden in the wood");
        Path book = book(running, "sommerlund");
        Path inside = BookArchive.extract(book, Files.createTempDirectory(dir, "side"));
        assertEquals(running + "-sommerlund.zip", inside.getFileName().toString());
        Map<String, String> files = Cli.entries(inside);
        assertEquals("sommerlund", new ObjectMapper().readTree(files.get("manifest.json")).get("scope").asText());
        assertFalse(files.containsKey("setup.json") || files.containsKey("scenario.json"), files.keySet().toString());
        List<JsonNode> lines = ArchiveTest.jsonLines(files.get("journal.jsonl"));
        for (String piece : hidden) {
            assertTrue(lines.stream().noneMatch(l -> l.get("payload").asText().contains("\"" + piece + "\"")),
                    "the side's book never names hidden " + piece);
        }
        List<String> failed = pdfA3bFailures(Files.readAllBytes(book));
        assertTrue(failed.isEmpty(), "veraPDF finds the side's book is not PDF/A-3b:\n" + String.join("\n", failed));

        HeraldCli.Run verified = Cli.herald("verify", book.toString());
        assertEquals(0, verified.exit(), verified.out());
        assertTrue(verified.out().contains("the copy of side sommerlund")
                && verified.out().contains("only their links were checked"), verified.out());
    }

    @Test
    void a_pdf_without_an_archive_is_refused_with_what_to_do_instead() throws Exception {
        Path turn = dir.resolve("turn.pdf");
        HeraldCli.Run rendered = Cli.herald("render", finished, "--out", turn.toString(), "--data", home.toString());
        assertEquals(0, rendered.exit(), rendered.err());
        assertFalse(pdfA3bFailures(Files.readAllBytes(turn)).isEmpty(), "veraPDF tells a PDF that is not PDF/A");
        HeraldCli.Run refused = Cli.herald("verify", turn.toString());
        assertEquals(1, refused.exit(), refused.out());
        assertEquals("herald: " + turn + " is a PDF with no Herald archive inside it: only a battle book made by"
                + " `herald book` carries one (a turn PDF, or a book made before Herald put the archive in, does not)."
                + " Verify the game itself (`herald verify GAME`), an archive from `herald export GAME FILE`, or a new"
                + " book from `herald book GAME --out FILE`", refused.err().strip());
    }

    private static Path book(String game, String side) {
        Path pdf = dir.resolve(game + (side == null ? "" : "-" + side) + ".pdf");
        HeraldCli.Run made = side == null ? Cli.herald("book", game, "--out", pdf.toString(), "--data", home.toString())
                : Cli.herald("book", game, "--side", side, "--out", pdf.toString(), "--data", home.toString());
        assertEquals(0, made.exit(), made.err());
        return pdf;
    }

    /**
     * Every rule of PDF/A-3b the PDF breaks, as veraPDF words it, with how often and where first; none for a
     * conforming file.
     */
    static List<String> pdfA3bFailures(byte[] pdf) throws Exception {
        VeraGreenfieldFoundryProvider.initialise();
        PDFAFlavour flavour = PDFAFlavour.PDFA_3_B;
        try (PDFAParser parser = Foundries.defaultInstance().createParser(new ByteArrayInputStream(pdf), flavour)) {
            ValidationResult result = Foundries.defaultInstance().createValidator(flavour, false).validate(parser);
            Map<String, List<TestAssertion>> byRule = result.getTestAssertions().stream()
                    .filter(a -> a.getStatus() == TestAssertion.Status.FAILED)
                    .collect(Collectors.groupingBy(a -> a.getRuleId().getClause() + "-" + a.getRuleId().getTestNumber(),
                            java.util.TreeMap::new, Collectors.toList()));
            List<String> failed = byRule.entrySet().stream().map(r -> {
                TestAssertion first = r.getValue().get(0);
                return "rule " + r.getKey() + " (" + r.getValue().size() + " times, first at "
                        + first.getLocation().getContext() + "): " + first.getMessage()
                        + (first.getErrorMessage() == null ? "" : " [" + first.getErrorMessage() + "]");
            }).toList();
            assertEquals(failed.isEmpty(), result.isCompliant(), "veraPDF's verdict: " + failed);
            return failed;
        }
    }
}
