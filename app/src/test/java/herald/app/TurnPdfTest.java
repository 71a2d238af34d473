package herald.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import herald.app.HeraldCli.Run;
import herald.app.game.GameEvent;
import herald.app.game.GameRecord;
import herald.app.game.Games;
import herald.app.game.PlayedGame;
import herald.app.loop.Dispatch;
import herald.engine.RuleEvent;
import herald.engine.skirmish.events.CombatFought;
import herald.engine.skirmish.events.MissileFired;
import herald.engine.view.ReportSection;
import herald.engine.view.Trace;
import herald.journal.Attachment;
import herald.journal.Journal;
import herald.journal.OutboxEntry;
import herald.renderer.PdfRenderer;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The PDF mailed after each window, for every ruleset, read back from the outbox: it is headed with the turn its
 * file is named for, draws the window's traces on the map (the very map `herald replay` draws), tells a piece's
 * move in one line and prints no empty phase.
 */
class TurnPdfTest {
    private static final Pattern FILE = Pattern.compile("(\\S+)-turn(\\d\\d)(-[A-Z])?-(\\S+)\\.pdf");
    private static final Pattern STEP_LINE = Pattern.compile("\\b\\S+ moves \\S+ (to|→) \\S+ \\(\\d+ MP, \\d+ left\\)");

    @TempDir
    static Path dir;
    private static Journal journal;
    /** Each ruleset's game id. */
    private static final Map<String, String> GAMES = new LinkedHashMap<>();

    @BeforeAll
    static void play() {
        journal = Journal.openH2(dir.resolve("data"));
        GAMES.put("lonewolf", PlayedGame.play(journal, "lonewolf", "patrol", 1));
        GAMES.put("skirmish", PlayedGame.play(journal, "skirmish", "village", 1));
        GAMES.put("basicfantasy", PlayedGame.play(journal, "basicfantasy", "skirmish-at-the-ford", 1));
        GAMES.put("darkage", PlayedGame.play(journal, "darkage", "raid", 1));
    }

    @AfterAll
    static void close() {
        journal.close();
    }

    @Test
    void every_mailed_pdf_is_headed_with_the_turn_its_file_names_and_says_which_orders_it_awaits() {
        for (String id : GAMES.values()) {
            Map<String, byte[]> pdfs = pdfs(id);
            assertTrue(pdfs.keySet().stream().anyMatch(n -> n.contains("-turn01")), id + " mailed turn 1: " + pdfs.keySet());
            pdfs.forEach((name, pdf) -> {
                Matcher m = FILE.matcher(name);
                assertTrue(m.matches(), name);
                int turn = Integer.parseInt(m.group(2));
                String text = Pdfs.text(pdf);
                String heading = turn == 0 ? "Set-up" : "Turn " + turn + " report";
                assertTrue(text.contains("Game " + id + " · " + heading), name + " is headed " + heading);
                assertFalse(text.contains("Turn " + (turn + 1) + " report"), name + " is not headed with the next turn");
                // the next window is the next turn's, or (where sides take turns) the other side's of this turn
                assertTrue(text.contains("awaiting orders: Turn " + (turn + 1)) || turn > 0
                        && text.contains("awaiting orders: Turn " + turn), name + " says which orders it awaits");
            });
        }
    }

    @Test
    void each_windows_pdf_draws_its_traces_tells_moves_in_one_line_and_drops_empty_phases() throws IOException {
        PdfRenderer renderer = new PdfRenderer();
        for (Map.Entry<String, String> game : GAMES.entrySet()) {
            String id = game.getValue();
            Map<String, byte[]> pdfs = pdfs(id);
            boolean grouped = false;
            for (Games.Step step : new Games(journal).history(id)) {
                if (!(step.event() instanceof GameEvent.WindowResolved w)) {
                    continue;
                }
                GameRecord after = step.after();
                String side = after.created().seats().get(0).side();
                String suffix = w.window().substring(("T" + w.turn()).length());
                byte[] mailed = pdfs.get(String.format("%s-turn%02d%s-%s.pdf", id, w.turn(), suffix, side));
                String text = Pdfs.text(mailed);
                assertTrue(text.contains("This turn:"), id + " " + w.window() + ": the map has the key to its traces");
                byte[] plain = new Dispatch(renderer, "herald@club.test").render(after, side);
                assertNotEquals(Pdfs.mapPage(plain), Pdfs.mapPage(mailed), id + " " + w.window() + ": the turn is drawn over the map");
                assertFalse(STEP_LINE.matcher(text).find(), id + " " + w.window() + ": no move told square by square");
                grouped |= text.matches(".* moves \\S+ → \\S+, \\d+ (squares?|hexes?|\").*")
                        || text.matches(".* moves [\\d.]+\" .*");
                for (ReportSection s : after.ruleset().view(after.rules(), side).report()) {
                    if (s.lines().isEmpty()) {
                        assertFalse(text.contains(Pdfs.fold(s.heading()) + " "), id + " " + w.window()
                                + ": the empty phase " + s.heading() + " is left out");
                    }
                }
            }
            assertTrue(grouped, game.getKey() + ": a move told in one line, with its length");
        }
    }

    @Test
    void a_turn_mails_summary_prints_no_phase_heading_with_nothing_under_it() {
        Pattern phase = Pattern.compile("\\s*Turn \\d+(, .+)? - Phase \\d+: .*");
        int mails = 0;
        for (OutboxEntry e : journal.pendingMail()) {
            if (!GAMES.containsValue(e.mail().gameId()) || !e.mail().body().contains("In short:")) {
                continue;
            }
            mails++;
            List<String> lines = e.mail().body().lines().toList();
            for (int i = 0; i + 1 < lines.size(); i++) {
                boolean bare = phase.matcher(lines.get(i)).matches()
                        && (phase.matcher(lines.get(i + 1)).matches() || lines.get(i + 1).isBlank());
                assertFalse(bare, e.mail().subject() + ": the empty phase '" + lines.get(i).strip() + "'\n"
                        + e.mail().body());
            }
        }
        assertTrue(mails >= 3, "every game mailed its turn: " + mails);
    }

    @Test
    void the_hex_games_shots_and_combats_are_drawn_as_well_as_its_moves() {
        String id = GAMES.get("skirmish");
        GameRecord before = null;
        List<RuleEvent> events = new ArrayList<>();
        int shots = 0;
        for (Games.Step step : new Games(journal).history(id)) {
            if (step.event() instanceof RuleEvent r && before != null) {
                events.add(r);
            } else if (step.event() instanceof GameEvent.WindowResolved) {
                List<Trace> traces = before.ruleset().traces(before.rules(), events, null);
                long fired = events.stream().filter(e -> e instanceof MissileFired).count();
                long blows = events.stream().mapToLong(e -> e instanceof CombatFought c ? c.attackers().size() : 0).sum();
                assertEquals(fired, traces.stream().filter(t -> t.kind() == Trace.Kind.FIRE).count(), "a line per shot");
                assertEquals(blows, traces.stream().filter(t -> t.kind() == Trace.Kind.ATTACK).count(), "an arrow per attacker");
                shots += (int) (fired + blows);
            }
            if (!(step.event() instanceof RuleEvent)) {
                before = step.after();
                events = new ArrayList<>();
            }
        }
        assertTrue(shots > 0, "the first turn had shots or combats to draw");
    }

    @Test
    void the_mailed_map_is_the_map_herald_replay_draws_of_that_turn() throws IOException {
        // Lone Wolf turns are one window each, so the mail after turn 1 and the replay of turn 1 show one turn.
        String id = GAMES.get("lonewolf");
        String side = new Games(journal).load(id).created().seats().get(0).side();
        byte[] mailed = pdfs(id).get(id + "-turn01-" + side + ".pdf");
        Path out = dir.resolve("replay.pdf");
        journal.close();
        try {
            Run r = HeraldCli.run("replay", id, "--turn", "1", "--side", side, "--out", out.toString(),
                    "--data", dir.resolve("data").toString());
            assertEquals(0, r.exit(), r.err());
        } finally {
            journal = Journal.openH2(dir.resolve("data"));
        }
        assertEquals(Pdfs.mapPage(Files.readAllBytes(out)), Pdfs.mapPage(mailed), "the same map, traces and all");
    }

    @Test
    void where_sides_take_turns_herald_replay_draws_one_player_turn_as_its_mail_did() throws IOException {
        String id = GAMES.get("skirmish");
        String side = new Games(journal).load(id).created().seats().get(0).side();
        Map.Entry<String, byte[]> mail = pdfs(id).entrySet().stream()
                .filter(e -> e.getKey().matches(".*-turn01-[A-Za-z0-9]+-" + side + "\\.pdf")).findFirst().orElseThrow();
        String window = mail.getKey().replaceAll(".*-turn01-([A-Za-z0-9]+)-.*", "$1");
        Path out = dir.resolve("replay-window.pdf");
        journal.close();
        Run missing;
        try {
            Run r = HeraldCli.run("replay", id, "--turn", "1-" + window, "--side", side, "--out", out.toString(),
                    "--data", dir.resolve("data").toString());
            assertEquals(0, r.exit(), r.err());
            assertTrue(r.out().contains("after turn 1-" + window), r.out());
            missing = HeraldCli.run("replay", id, "--turn", "1-Q", "--data", dir.resolve("data").toString());
        } finally {
            journal = Journal.openH2(dir.resolve("data"));
        }
        assertEquals(Pdfs.mapPage(Files.readAllBytes(out)), Pdfs.mapPage(mail.getValue()),
                mail.getKey() + ": the same map, that player turn alone");
        assertEquals(1, missing.exit());
        assertTrue(missing.err().contains("has no resolved player turn T1-Q"), missing.err());
    }

    /** The PDFs mailed to the first seat of a game, by file name. */
    private static Map<String, byte[]> pdfs(String id) {
        String to = new Games(journal).load(id).created().seats().get(0).email();
        Map<String, byte[]> out = new LinkedHashMap<>();
        for (OutboxEntry e : journal.pendingMail()) {
            if (id.equals(e.mail().gameId()) && e.mail().recipient().equals(to)) {
                for (Attachment a : e.mail().attachments()) {
                    if (a.filename().contains("-turn") && a.filename().endsWith(".pdf")) {
                        out.put(a.filename(), a.content());
                    }
                }
            }
        }
        return out;
    }
}
