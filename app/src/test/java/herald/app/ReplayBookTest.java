package herald.app;

import herald.app.HeraldCli.Run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import herald.app.game.GameEvent;
import herald.app.game.GameRecord;
import herald.app.game.Games;
import herald.app.game.PlayedGame;
import herald.engine.RuleEvent;
import herald.engine.lonewolf.events.BrutalityUsed;
import herald.engine.lonewolf.events.PieceFired;
import herald.engine.lonewolf.events.PieceMoved;
import herald.engine.lonewolf.events.PieceRemoved;
import herald.engine.view.ReportSection;
import herald.engine.view.Trace;
import herald.journal.Journal;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.interactive.documentnavigation.outline.PDOutlineItem;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** `herald replay` and `herald book` on a finished Lone Wolf battle, checked against a plain fold of its journal. */
class ReplayBookTest {
    @TempDir
    static Path dir;
    private static String id;
    /** The game after each turn, folded from the first event with no snapshot, and each turn's rule events. */
    private static final Map<Integer, GameRecord> AFTER = new LinkedHashMap<>();
    private static final Map<Integer, List<RuleEvent>> EVENTS = new LinkedHashMap<>();


    @BeforeAll
    static void play() {
        id = PlayedGame.shared("lonewolf", "durncrag").id();
        try (Journal journal = Journal.openH2(data())) {
            List<RuleEvent> turn = new ArrayList<>();
            for (Games.Step step : new Games(journal).history(id)) {
                if (step.event() instanceof RuleEvent r && step.stored().version() > 1) {
                    turn.add(r);
                } else if (step.event() instanceof GameEvent.WindowResolved w) {
                    AFTER.put(w.turn(), step.after());
                    EVENTS.put(w.turn(), turn);
                    turn = new ArrayList<>();
                }
            }
        }
        assertTrue(AFTER.values().stream().reduce((a, b) -> b).orElseThrow().finished(), "the battle was fought out");
    }

    @Test
    void replay_of_turn_3_prints_and_draws_what_the_fold_of_the_journal_gives() throws IOException {
        Path pdf = dir.resolve("t3.pdf");
        Run r = herald("replay", id, "--turn", "3", "--out", pdf.toString());
        assertEquals(0, r.exit(), r.err());
        String text = Pdfs.body(Files.readAllBytes(pdf));
        GameRecord after3 = AFTER.get(3);
        List<ReportSection> report = after3.ruleset().view(after3.rules(), null).report();
        assertFalse(report.isEmpty());
        for (ReportSection section : report) {
            for (String line : section.lines()) {
                assertTrue(r.out().contains(line), "stdout has " + line);
                assertTrue(Pdfs.holds(text, line), "the PDF has " + line);
            }
        }
        assertTrue(Pdfs.holds(Pdfs.text(Files.readAllBytes(pdf)), "Turn 3 report Ambush in the Durncrag pass For Umpire · replay:"
                + " as it stood after turn 3"), "the frame names the turn replayed");
        assertTrue(text.contains("This turn: move fire close combat"), "the map has the key to its traces");
    }

    @Test
    void a_side_replay_shows_that_sides_view_and_no_line_it_may_not_read() throws IOException {
        GameRecord after3 = AFTER.get(3);
        String side = after3.created().seats().get(1).side();
        Path pdf = dir.resolve("t3-side.pdf");
        Run r = herald("replay", id, "--turn", "3", "--side", "blue", "--out", pdf.toString());
        assertEquals(0, r.exit(), r.err());
        String text = Pdfs.body(Files.readAllBytes(pdf));
        List<String> theirs = lines(after3.ruleset().view(after3.rules(), side).report());
        theirs.forEach(l -> assertTrue(Pdfs.holds(text, l), "the side's PDF has " + l));
        for (String secret : lines(after3.ruleset().view(after3.rules(), null).report())) {
            if (!theirs.contains(secret) && theirs.stream().noneMatch(l -> l.contains(secret))) {
                assertFalse(Pdfs.holds(text, secret), "not for " + side + ": " + secret);
            }
        }
    }

    @Test
    void traces_follow_the_turns_moves_and_fire() {
        GameRecord before = AFTER.get(2);
        GameRecord after = AFTER.get(3);
        List<Trace> traces = after.ruleset().traces(before.rules(), EVENTS.get(3), null);
        long fired = EVENTS.get(3).stream().filter(e -> e instanceof PieceFired).count();
        assertEquals(fired, traces.stream().filter(t -> t.kind() == Trace.Kind.FIRE).count(), "a line per shot");
        Map<String, PieceMoved> lastStep = new LinkedHashMap<>();
        EVENTS.get(3).stream().filter(e -> e instanceof PieceMoved).map(e -> (PieceMoved) e)
                .forEach(m -> lastStep.put(m.piece(), m));
        assertFalse(lastStep.isEmpty(), "pieces moved in turn 3");
        for (PieceMoved m : lastStep.values()) {
            Trace path = traces.stream().filter(t -> t.kind() == Trace.Kind.MOVE && t.label().equals(m.piece()))
                    .reduce((a, b) -> b).orElseThrow(() -> new AssertionError("no path for " + m.piece()));
            assertEquals(new Trace.Place(m.to().x(), m.to().y()), path.last(), m.piece() + "'s path ends where it stopped");
        }
        for (var seat : after.created().seats()) {
            assertTrue(traces.containsAll(after.ruleset().traces(before.rules(), EVENTS.get(3), seat.side())),
                    "a side sees no trace the umpire does not");
        }
    }

    @Test
    void every_piece_slain_is_marked_where_it_stood_in_the_turn_it_fell() {
        int slain = 0;
        for (int turn = 2; turn <= AFTER.size(); turn++) {
            GameRecord before = AFTER.get(turn - 1);
            List<Trace> fell = before.ruleset().traces(before.rules(), EVENTS.get(turn), null).stream()
                    .filter(t -> t.kind() == Trace.Kind.FELL).toList();
            List<String> removed = EVENTS.get(turn).stream().map(e -> e instanceof PieceRemoved r ? r.piece()
                    : e instanceof BrutalityUsed b ? b.victim() : null).filter(java.util.Objects::nonNull).toList();
            assertEquals(removed, fell.stream().map(Trace::label).toList(), "turn " + turn + ": a cross for each piece slain");
            slain += removed.size();
        }
        assertTrue(slain > 0, "the battle had pieces slain");
    }

    @Test
    void a_side_is_never_shown_the_path_of_a_piece_hidden_from_it() {
        int hiddenSteps = 0;
        for (int turn = 2; turn <= AFTER.size(); turn++) {
            GameRecord before = AFTER.get(turn - 1);
            for (var seat : before.created().seats()) {
                List<Trace> seen = before.ruleset().traces(before.rules(), EVENTS.get(turn), seat.side());
                for (RuleEvent e : EVENTS.get(turn)) {
                    if (e instanceof PieceMoved m && !m.visibleTo().isEmpty() && !m.visibleTo().contains(seat.side())) {
                        hiddenSteps++;
                        // The step itself must not be drawn (where it ended may be seen: a piece revealed there).
                        List<Trace.Place> step = List.of(new Trace.Place(m.from().x(), m.from().y()),
                                new Trace.Place(m.to().x(), m.to().y()));
                        assertTrue(seen.stream().noneMatch(t -> t.label().equals(m.piece())
                                && java.util.Collections.indexOfSubList(t.places(), step) >= 0),
                                seat.side() + " must not see " + m.piece() + " step " + m.from() + "-" + m.to()
                                        + " in turn " + turn);
                    }
                }
            }
        }
        assertTrue(hiddenSteps > 0, "the battle had hidden moves to hide");
    }

    @Test
    void the_battle_book_has_a_cover_every_turn_with_its_report_and_an_outline_entry_each() throws IOException {
        Path pdf = dir.resolve("book.pdf");
        Run r = herald("book", id, "--out", pdf.toString());
        assertEquals(0, r.exit(), r.err());
        byte[] bytes = Files.readAllBytes(pdf);
        List<String> outline = new ArrayList<>();
        try (PDDocument doc = Loader.loadPDF(bytes)) {
            for (PDOutlineItem item : doc.getDocumentCatalog().getDocumentOutline().children()) {
                outline.add(item.getTitle());
                assertTrue(doc.getPages().indexOf(item.findDestinationPage(doc)) >= 0, item.getTitle() + " opens a page");
            }
        }
        List<String> expected = new ArrayList<>(List.of("Cover", "Set-up"));
        AFTER.keySet().forEach(t -> expected.add("Turn " + t));
        expected.add("Final record sheets");
        assertEquals(expected, outline);
        String text = Pdfs.body(bytes);
        assertTrue(text.contains("Fair dice, checked: the seed revealed at the end matches"), "the dice line");
        GameRecord last = AFTER.values().stream().reduce((a, b) -> b).orElseThrow();
        assertTrue(Pdfs.holds(text, last.outcome().orElseThrow().reason()), "the result is on the cover");
        for (Map.Entry<Integer, GameRecord> turn : AFTER.entrySet()) {
            GameRecord g = turn.getValue();
            for (String line : lines(g.ruleset().view(g.rules(), null).report())) {
                assertTrue(Pdfs.holds(text, line), "turn " + turn.getKey() + ": " + line);
            }
        }
    }

    @Test
    void mistakes_in_replay_and_book_get_one_clear_line() {
        Run notYet = herald("replay", id, "--turn", "99");
        assertEquals(1, notYet.exit());
        assertTrue(notYet.err().contains(id + " has not resolved turn 99 yet; the last resolved is turn "
                + AFTER.size()), notYet.err());
        Run badSide = herald("replay", id, "--turn", "2", "--side", "elves");
        assertEquals(1, badSide.exit());
        assertTrue(badSide.err().contains("--side elves: no side 'elves'") && badSide.err().contains("umpire"),
                badSide.err());
        Run zero = herald("replay", id, "--turn", "0");
        assertTrue(zero.exit() == 1 && zero.err().contains("turns count from 1"), zero.err());
        Run noGame = herald("book", "LW-NOPE1", "--out", dir.resolve("x.pdf").toString());
        assertTrue(noGame.exit() == 1 && noGame.err().contains("no game LW-NOPE1"), noGame.err());
        assertEquals(1, noGame.err().strip().lines().count(), noGame.err());
        Run noOut = herald("book", id);
        assertTrue(noOut.exit() != 0 && noOut.err().contains("--out"), noOut.err());
    }

    private static List<String> lines(List<ReportSection> report) {
        return report.stream().flatMap(s -> s.lines().stream()).toList();
    }

    /** The battle's journal, shared with the site's tests: this class only reads it. */
    private static Path data() {
        return PlayedGame.shared("lonewolf", "durncrag").data();
    }

    private static Run herald(String... args) {
        List<String> all = new ArrayList<>(List.of(args));
        all.add("--data");
        all.add(data().toString());
        return HeraldCli.run(all.toArray(String[]::new));
    }
}
