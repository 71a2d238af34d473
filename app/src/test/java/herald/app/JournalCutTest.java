package herald.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import herald.app.HeraldCli.Run;
import herald.app.game.GameRecord;
import herald.app.game.Games;
import herald.journal.Journal;
import herald.mailer.InboundMail;
import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A journal cut short, or an older copy put in its place, is refused by every command with one clear
 * line, never played on: the head file beside it, the mail already processed and the head printed in
 * every player's mail all show it was behind (issue 13).
 */
class JournalCutTest {
    private static final Pattern HEAD = Pattern.compile("Journal head (\\S+) (\\d+):([0-9a-f]{16})");
    private static final List<String> PLAYERS = List.of("red@club.test", "blue@club.test");

    @TempDir
    Path dir;
    private String cfg;
    private String id;
    private Path data;

    @BeforeEach
    void aGameOfPatrolByMailFolders() throws IOException {
        data = dir.resolve("data");
        Path config = dir.resolve("club.properties");
        Files.writeString(config, "data=" + data.toString().replace("\\", "/") + "\nmail.mode=folder\n"
                + "herald.address=umpire@club.test\n");
        cfg = config.toString();
        Run created = herald("new-game", "--ruleset", "lonewolf", "--scenario", "patrol", "--player",
                "red=red@club.test", "--player", "blue=blue@club.test");
        assertEquals(0, created.exit(), created.err());
        id = created.out().strip().lines().findFirst().orElseThrow();
    }

    @Test
    void a_journal_cut_to_half_its_size_is_refused_by_every_command_and_never_played_on() throws IOException {
        int played = playTurns(3);
        assertTrue(played >= 2, "a few turns were resolved: " + played);
        Path db = data.resolve("journal.mv.db");
        try (RandomAccessFile f = new RandomAccessFile(db.toFile(), "rw")) {
            f.setLength(f.length() / 2);
        }
        Path waiting = ordersMail("red@club.test", "after the cut");
        long sent = outCount();
        Path pdf = dir.resolve("x.pdf");
        List<String[]> commands = List.of(new String[] {"games"}, new String[] {"state", id},
                new String[] {"log", id}, new String[] {"verify", id}, new String[] {"render", id, "--out", pdf.toString()},
                new String[] {"replay", id, "--turn", "1", "--out", pdf.toString()},
                new String[] {"book", id, "--out", pdf.toString()}, new String[] {"export", id, dir.resolve("a.zip").toString()},
                new String[] {"gm", id, "EXTEND", "24"}, new String[] {"run", "--once"},
                new String[] {"new-game", "--ruleset", "lonewolf", "--scenario", "patrol", "--player", "red=a@club.test",
                    "--player", "blue=b@club.test"});
        for (String[] command : commands) {
            Run r = herald(command);
            String what = String.join(" ", command) + " -> " + r.err() + r.out();
            assertEquals(1, r.exit(), what);
            assertEquals(1, r.err().strip().lines().count(), "one line: " + what);
            assertTrue(r.err().contains("is behind its head file") || r.err().contains("is not a journal Herald can read"), what);
            assertTrue(r.err().toLowerCase().contains("restore") && r.err().contains("backup"), "says what to do: " + what);
            assertFalse(r.err().contains("recovery tool") || r.err().contains("Exception") || r.err().contains("[900"), what);
        }
        assertTrue(Files.exists(waiting), "the mail waiting was not taken in");
        assertEquals(sent, outCount(), "nothing was mailed from the cut journal");
        assertFalse(Files.exists(pdf), "nothing was drawn from it");
    }

    @Test
    void an_older_journal_put_in_place_is_refused_naming_both_positions_until_the_organiser_accepts_it() throws IOException {
        playTurns(1);
        Path older = Files.copy(data.resolve("journal.mv.db"), dir.resolve("older.mv.db"));
        String olderEnd = lastEvent().get("seq").asText();
        assertTrue(playTurns(2) >= 1);
        String newerEnd = lastEvent().get("seq").asText();
        Files.copy(older, data.resolve("journal.mv.db"), StandardCopyOption.REPLACE_EXISTING);

        Run games = herald("games");
        assertEquals(1, games.exit(), games.out());
        assertTrue(games.err().contains("the journal ends at event " + olderEnd + " (" + id)
                && games.err().contains("the head file says event " + newerEnd + " (" + id)
                && games.err().contains("herald accept-journal"), games.err());

        Run accepted = herald("accept-journal");
        assertEquals(0, accepted.exit(), accepted.err());
        assertTrue(accepted.out().contains("at event " + olderEnd) && accepted.out().contains("said event " + newerEnd)
                && accepted.out().contains("journal.head.replaced-"), accepted.out());
        try (Stream<Path> kept = Files.list(data)) {
            assertTrue(kept.anyMatch(p -> p.getFileName().toString().startsWith("journal.head.replaced-")),
                    "the old head file is kept");
        }
        Run after = herald("games");
        assertEquals(0, after.exit(), after.err());
        assertTrue(after.out().contains(id), after.out());
        Run run = herald("run", "--once");
        assertEquals(0, run.exit(), "mail processed before the acceptance no longer counts: " + run.err());
    }

    @Test
    void run_refuses_a_journal_that_lacks_mail_already_moved_to_the_processed_folder() throws IOException {
        playTurns(1);
        // The whole data folder's journal and head file from an older backup: consistent with each other.
        Path olderDb = Files.copy(data.resolve("journal.mv.db"), dir.resolve("older.mv.db"));
        Path olderHead = Files.copy(data.resolve("journal.head"), dir.resolve("older.head"));
        // One more mail, journalled and moved to the processed folder (a turn would do, but fair dice may have
        // ended the patrol in its first turn; a mail is processed either way).
        ordersMail(PLAYERS.get(0), "t2");
        assertEquals(0, herald("run", "--once").exit());
        Files.copy(olderDb, data.resolve("journal.mv.db"), StandardCopyOption.REPLACE_EXISTING);
        Files.copy(olderHead, data.resolve("journal.head"), StandardCopyOption.REPLACE_EXISTING);
        long sent = outCount();

        assertEquals(0, herald("games").exit(), "the journal agrees with its own head file");
        Run run = herald("run", "--once");
        assertEquals(1, run.exit(), run.out());
        assertTrue(run.err().contains("the journal is behind the mail already processed: <t2-")
                && run.err().contains(data.resolve("mail/in/processed").toString())
                && run.err().contains("herald accept-journal"), run.err());
        assertEquals(sent, outCount(), "nothing was mailed");
    }

    @Test
    void every_turn_mail_and_pdf_print_the_head_that_herald_log_shows_and_verify_head_checks_it() throws IOException {
        List<String[]> heads = new ArrayList<>(); // {version, hash16} of each turn mail, oldest first
        for (int turn = 1; turn <= 2 && playTurns(1) == 1; turn++) {
            InboundMail mail = newestTurnMail();
            Matcher m = HEAD.matcher(mail.text());
            assertTrue(m.find(), "the turn mail prints the journal head:\n" + mail.text());
            assertEquals(id, m.group(1));
            JsonNode last = lastEvent();
            assertEquals(last.get("version").asText(), m.group(2), "the head is the last event of the turn");
            assertTrue(last.get("hash").asText().startsWith(m.group(3)), "the true hash: " + last);
            for (byte[] pdf : MailWorld.pdfs(mail)) {
                assertTrue(Pdfs.text(pdf).contains("journal " + m.group(2) + ":" + m.group(3)), Pdfs.text(pdf));
            }
            heads.add(new String[] {m.group(2), m.group(3)});
        }
        InboundMail welcome = InboundMail.read(Files.readAllBytes(welcomes().get(0)), null);
        Matcher w = HEAD.matcher(welcome.text());
        assertTrue(w.find(), welcome.text());
        assertTrue(Pdfs.text(MailWorld.pdfs(welcome).get(0)).contains("journal " + w.group(2) + ":" + w.group(3)));
        Path render = dir.resolve("now.pdf");
        assertEquals(0, herald("render", id, "--out", render.toString()).exit());
        JsonNode last = lastEvent();
        assertTrue(Pdfs.text(Files.readAllBytes(render)).contains("journal " + last.get("version").asText() + ":"
                + last.get("hash").asText().substring(0, 16)), "render prints the journal's head now");

        String now = last.get("version").asText() + ":" + last.get("hash").asText().substring(0, 16);
        Path replay = dir.resolve("replay.pdf");
        assertEquals(0, herald("replay", id, "--turn", "1", "--side", "red", "--out", replay.toString()).exit());
        assertTrue(Pdfs.text(Files.readAllBytes(replay)).contains("journal " + heads.get(0)[0] + ":" + heads.get(0)[1]),
                "a replay of turn 1 prints the head turn 1 made");
        Path book = dir.resolve("book.pdf");
        assertEquals(0, herald("book", id, "--out", book.toString()).exit());
        assertTrue(Pdfs.text(Files.readAllBytes(book)).contains("journal " + now), "the book's last pages print the head now");
        ordersMail("red@club.test", "status", "STATUS");
        assertEquals(0, herald("run", "--once").exit());
        InboundMail status = statusReply();
        assertTrue(Pdfs.text(MailWorld.pdfs(status).get(0)).contains("journal " + now), "a STATUS PDF prints the head");

        String[] newest = heads.get(heads.size() - 1);
        Run held = herald("verify", id, "--head", newest[0] + ":" + newest[1]);
        assertEquals(0, held.exit(), held.out() + held.err());
        assertEquals(1, held.out().strip().lines().count(), held.out());
        assertTrue(held.out().startsWith("held: " + id + " version " + newest[0]), held.out());
        assertEquals(0, herald("verify", id, "--head", "Journal head " + id + " " + newest[0] + ":" + newest[1]).exit(),
                "the line pasted whole from the mail");
        assertEquals(0, herald("verify", id, "--head", newest[1]).exit(), "a hash alone");

        // The data folder from before the last turn, journal and head file alike: only the players' mail shows it.
        Path olderDb = Files.copy(data.resolve("journal.mv.db"), dir.resolve("older.mv.db"));
        Path olderHead = Files.copy(data.resolve("journal.head"), dir.resolve("older.head"));
        if (playTurns(1) == 1) {
            Matcher m = HEAD.matcher(newestTurnMail().text());
            assertTrue(m.find());
            Files.copy(olderDb, data.resolve("journal.mv.db"), StandardCopyOption.REPLACE_EXISTING);
            Files.copy(olderHead, data.resolve("journal.head"), StandardCopyOption.REPLACE_EXISTING);
            Run behind = herald("verify", id, "--head", m.group(2) + ":" + m.group(3));
            assertEquals(3, behind.exit(), behind.out() + behind.err());
            assertEquals(1, behind.out().strip().lines().count(), behind.out());
            assertTrue(behind.out().contains("is behind the player's proof " + m.group(2) + ":" + m.group(3)), behind.out());
        }
        Run wrong = herald("verify", id, "--head", "1:0123456789abcdef");
        assertEquals(3, wrong.exit(), wrong.out());
        assertTrue(wrong.out().contains("not the one the player's mail came from"), wrong.out());
        Run garbage = herald("verify", id, "--head", "abc");
        assertEquals(1, garbage.exit());
        assertTrue(garbage.err().contains("--head takes"), garbage.err());
    }

    // ---- a game played by .eml files, as CliTest plays it ----

    private Run herald(String... args) {
        String[] all = java.util.Arrays.copyOf(args, args.length + 2);
        all[args.length] = "--config";
        all[args.length + 1] = cfg;
        return HeraldCli.run(all);
    }

    /** Plays up to {@code turns} turns (fewer if the game ends); returns how many were resolved. */
    private int playTurns(int turns) throws IOException {
        int played = 0;
        for (int t = 0; t < turns; t++) {
            int turn;
            try (Journal journal = Journal.openH2(data)) {
                GameRecord g = new Games(journal).load(id);
                if (g.finished()) {
                    return played;
                }
                turn = g.rules().turn();
                for (String player : PLAYERS) {
                    String side = g.seatByEmail(player).orElseThrow().side();
                    ordersMail(player, "t" + turn, g.ruleset().simulatedOrders(g.rules(), side));
                }
            }
            Run run = herald("run", "--once");
            assertEquals(0, run.exit(), run.err());
            assertTrue(run.out().contains("resolved"), run.out());
            played++;
        }
        return played;
    }

    private Path ordersMail(String player, String tag) throws IOException {
        return ordersMail(player, tag, "HOLD G1");
    }

    private Path ordersMail(String player, String tag, String orders) throws IOException {
        Path in = Files.createDirectories(data.resolve("mail/in"));
        Path file = in.resolve(tag + "-" + player + ".eml");
        Files.writeString(file, "From: " + player + "\r\nTo: umpire@club.test\r\nSubject: [" + id + "] " + tag
                + "\r\nMessage-ID: <" + tag + "-" + player + ">\r\nContent-Type: text/plain; charset=UTF-8\r\n\r\nKEY "
                + keyFor(player) + "\r\n" + orders.replace("\n", "\r\n") + "\r\n");
        return file;
    }

    private List<Path> welcomes() throws IOException {
        try (Stream<Path> out = Files.list(data.resolve("mail/out"))) {
            return out.filter(p -> read(p).contains("KEY ")).sorted().toList();
        }
    }

    private String keyFor(String player) throws IOException {
        for (Path eml : welcomes()) {
            Matcher m = Pattern.compile("(?m)^To: " + Pattern.quote(player)
                    + "[\\s\\S]*?KEY\\s+([A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4})").matcher(read(eml));
            if (m.find()) {
                return m.group(1);
            }
        }
        throw new AssertionError("no welcome for " + player);
    }

    private InboundMail newestTurnMail() throws IOException {
        try (Stream<Path> out = Files.list(data.resolve("mail/out"))) {
            List<InboundMail> turnMails = new ArrayList<>();
            for (Path p : out.toList()) {
                InboundMail m = InboundMail.read(Files.readAllBytes(p), null);
                if (m.subject().contains(" result")) {
                    turnMails.add(m);
                }
            }
            return turnMails.stream().max(java.util.Comparator.comparing((InboundMail m) -> HEAD.matcher(m.text())
                    .results().mapToLong(r -> Long.parseLong(r.group(2))).max().orElse(0))).orElseThrow();
        }
    }

    private InboundMail statusReply() throws IOException {
        try (Stream<Path> out = Files.list(data.resolve("mail/out"))) {
            for (Path p : out.sorted(java.util.Comparator.reverseOrder()).toList()) {
                InboundMail m = InboundMail.read(Files.readAllBytes(p), null);
                if (!MailWorld.pdfs(m).isEmpty() && !m.subject().contains(" result") && !m.subject().contains("Welcome")) {
                    return m;
                }
            }
        }
        throw new AssertionError("no answer with a PDF to STATUS");
    }

    private JsonNode lastEvent() throws IOException {
        String[] lines = herald("log", id, "--json").out().strip().split("\n");
        return new ObjectMapper().readTree(lines[lines.length - 1]);
    }

    private long outCount() throws IOException {
        try (Stream<Path> out = Files.list(data.resolve("mail/out"))) {
            return out.count();
        }
    }

    private static String read(Path p) {
        try {
            return Files.readString(p, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }
}
