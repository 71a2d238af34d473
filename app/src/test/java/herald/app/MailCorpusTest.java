package herald.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import herald.app.game.GameRecord;
import herald.app.game.Rulesets;
import herald.app.loop.Umpire;
import herald.engine.Ruleset;
import herald.journal.InboundRecord;
import herald.journal.OutboxEntry;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.UUID;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.io.TempDir;

/**
 * Mail as real clients and robots write it (HELPERS.md, "The mail corpus"): every {@code NAME.eml} in
 * {@code herald/app/corpus/} goes through GreenMail's SMTP into a real Umpire with a fresh Lone Wolf
 * {@code patrol} between red and blue, and its {@code NAME.json} says what must become of it: the journalled
 * disposition, the answer (words it contains and lacks, or {@code null}: no answer at all), the lines named as
 * ignored (placeholders are filled in these too). Every case also checks that the journal holds the mail's bytes as they were sent.
 *
 * <p>The .eml is sent as it stands after its placeholders are filled, with line ends made CRLF (SMTP allows no
 * other) and lines starting with "." doubled on the wire. GreenMail puts its own Return-Path and Received on
 * top, as every server does, and keeps the last line's CRLF as part of the end-of-data marker, not of the mail:
 * the journalled bytes must be those two lines and then exactly what was sent, but for that last CRLF.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class MailCorpusTest {
    static final String CORPUS = "herald/app/corpus";
    static final Map<String, String> ADDRESS = Map.of("red", "red@club.test", "blue", "blue@club.test",
            "stranger", "stranger@elsewhere.test");
    static final Set<String> PLACEHOLDERS = Set.of("{{GAME}}", "{{FROM}}", "{{HERALD}}", "{{REPLY}}", "{{KEY}}",
            "{{ORDERS}}", "{{MSGID}}");

    /** What NAME.json says; an unknown field is an error, so a misspelt check cannot pass unnoticed. */
    record Case(String about, String from, String disposition, Answer answer, List<String> ignored) {
        Case {
            ignored = ignored == null ? List.of() : List.copyOf(ignored);
        }
    }

    record Answer(List<String> contains, List<String> absent) {
        Answer {
            contains = contains == null ? List.of() : List.copyOf(contains);
            absent = absent == null ? List.of() : List.copyOf(absent);
        }
    }

    @TempDir
    static Path dir;
    MailWorld w;
    final Ruleset lw = Rulesets.byId("lonewolf");
    final ObjectMapper json = new ObjectMapper().enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
            .enable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES);

    @BeforeAll
    void one_mail_world_for_every_case() {
        w = new MailWorld(dir.resolve("data"));
        ADDRESS.values().forEach(w::addPlayer);
    }

    @AfterAll
    void close() {
        w.close();
    }

    @TestFactory
    Stream<DynamicTest> every_mail_of_the_corpus() throws IOException {
        Path folder = folder();
        List<DynamicTest> tests = new ArrayList<>();
        Set<String> names = new TreeSet<>();
        try (Stream<Path> files = Files.list(folder)) {
            files.map(p -> p.getFileName().toString()).forEach(names::add);
        }
        tests.add(DynamicTest.dynamicTest("every .eml has its .json and every .json its .eml", () -> {
            List<String> unpaired = new ArrayList<>();
            for (String n : names) {
                String other = n.endsWith(".eml") ? n.replaceAll("\\.eml$", ".json")
                        : n.endsWith(".json") ? n.replaceAll("\\.json$", ".eml") : null;
                if (other == null) {
                    unpaired.add(n + " (neither .eml nor .json)");
                } else if (!names.contains(other)) {
                    unpaired.add(n + " has no " + other);
                }
            }
            assertTrue(unpaired.isEmpty(), "in " + folder + ": " + unpaired);
        }));
        names.stream().filter(n -> n.endsWith(".eml") && names.contains(n.replaceAll("\\.eml$", ".json")))
                .map(n -> n.replaceAll("\\.eml$", ""))
                .forEach(n -> tests.add(DynamicTest.dynamicTest(n, () -> play(folder, n))));
        return tests.stream();
    }

    private static Path folder() {
        try {
            return Path.of(MailCorpusTest.class.getClassLoader().getResource(CORPUS).toURI());
        } catch (URISyntaxException | NullPointerException e) {
            throw new AssertionError("no corpus folder " + CORPUS + " on the test class path", e);
        }
    }

    private Case spec(Path folder, String name) {
        Path file = folder.resolve(name + ".json");
        Case c;
        try {
            com.fasterxml.jackson.databind.JsonNode tree = json.readTree(file.toFile());
            if (tree == null || !tree.has("answer")) {
                fail(file.getFileName() + ": \"answer\" is missing (null: no answer may be sent)");
            }
            c = json.treeToValue(tree, Case.class);
        } catch (IOException e) {
            throw new AssertionError(file.getFileName() + " is not a corpus case: " + e.getMessage(), e);
        }
        if (c.about() == null || c.about().isBlank()) {
            fail(file.getFileName() + ": \"about\" must say what real client or robot the mail imitates");
        }
        if (!ADDRESS.containsKey(c.from())) {
            fail(file.getFileName() + ": \"from\" must be one of " + ADDRESS.keySet() + ", not " + c.from());
        }
        if (c.disposition() == null || c.disposition().isBlank()) {
            fail(file.getFileName() + ": \"disposition\" is missing");
        }
        if (c.answer() == null && !c.ignored().isEmpty()) {
            fail(file.getFileName() + ": \"ignored\" lines are named in the answer, but \"answer\" is null");
        }
        return c;
    }

    private void play(Path folder, String name) throws IOException {
        Case c = spec(folder, name);
        String template = Files.readString(folder.resolve(name + ".eml"), StandardCharsets.ISO_8859_1);
        Game game = freshGame();
        String from = ADDRESS.get(c.from());
        String side = c.from().equals("blue") ? game.blueSide : game.redSide;
        Map<String, String> values = new LinkedHashMap<>();
        values.put("{{GAME}}", game.id);
        values.put("{{FROM}}", from);
        values.put("{{HERALD}}", MailWorld.HERALD);
        values.put("{{REPLY}}", c.from().equals("stranger") ? MailWorld.HERALD : game.replyTo.get(side));
        values.put("{{KEY}}", c.from().equals("stranger") ? "ABCD-EFGH-JKMN" : game.keys.get(side));
        values.put("{{ORDERS}}", lw.simulatedOrders(game.record.rules(), side).strip().replace("\n", "\r\n"));
        values.put("{{MSGID}}", "<" + UUID.randomUUID() + "@" + name + ".corpus.test>");
        String filled = template;
        for (var v : values.entrySet()) {
            filled = filled.replace(v.getKey(), v.getValue());
        }
        byte[] sent = filled.replace("\r\n", "\n").replace("\n", "\r\n").getBytes(StandardCharsets.ISO_8859_1);

        long sentBefore = sentTo(from).count();
        smtp(envelopeSender(filled, from), sent);
        w.loop.once();

        List<InboundRecord> added = w.journal.inbound(null).stream().filter(r -> !game.before.contains(r.messageId()))
                .toList();
        assertEquals(1, added.size(), name + ": the mail is journalled once");
        InboundRecord in = added.get(0);
        assertEquals(c.disposition(), in.disposition(), name + ": disposition (note: " + in.note() + ")");
        sameBytes(name, sent, in.raw());

        List<OutboxEntry> answers = w.journal.sentMail(null).stream()
                .filter(e -> in.messageId().equals(e.mail().inReplyTo())).toList();
        if (c.answer() == null) {
            assertTrue(answers.isEmpty() && sentTo(from).count() == sentBefore,
                    name + ": no answer may be sent, but: " + answers.stream().map(e -> e.mail().subject()).toList());
            return;
        }
        assertEquals(1, answers.size(), name + ": exactly one answer");
        String text = answers.get(0).mail().subject() + "\n" + answers.get(0).mail().body();
        for (String s : fill(c.answer().contains(), values)) {
            assertTrue(text.contains(s), name + ": the answer should contain \"" + s + "\":\n" + text);
        }
        for (String s : fill(c.answer().absent(), values)) {
            assertTrue(!text.contains(s), name + ": the answer should not contain \"" + s + "\":\n" + text);
        }
        for (String s : fill(c.ignored(), values)) {
            assertTrue(text.matches("(?s).*line \\d+ \"" + java.util.regex.Pattern.quote(s) + "\".*"),
                    name + ": the answer should name \"" + s + "\" as an ignored line:\n" + text);
        }
    }

    /** The expectations with the placeholders filled as in the mail ({{GAME}} in an answer's subject...). */
    private static List<String> fill(List<String> texts, Map<String, String> values) {
        return texts.stream().map(t -> {
            for (var v : values.entrySet()) {
                t = t.replace(v.getKey(), v.getValue());
            }
            return t;
        }).toList();
    }

    /** A game of its own for each case, so that no case's orders or key change another's. */
    private record Game(String id, String redSide, String blueSide, Map<String, String> keys,
            Map<String, String> replyTo, GameRecord record, Set<String> before) {}

    private Game freshGame() {
        Map<String, String> players = new LinkedHashMap<>();
        players.put("red", ADDRESS.get("red"));
        players.put("blue", ADDRESS.get("blue"));
        Umpire.Created created = w.umpire.createGame(new Umpire.NewGame(lw, "patrol", players, null, null));
        GameRecord g = w.umpire.games().load(created.gameId());
        String red = g.created().seats().get(0).side();
        String blue = g.created().seats().get(1).side();
        Map<String, String> replyTo = new LinkedHashMap<>();
        for (OutboxEntry e : w.journal.pendingMail()) {
            if (created.gameId().equals(e.mail().gameId()) && e.mail().replyTo() != null) {
                replyTo.put(g.seatByEmail(e.mail().recipient()).orElseThrow().side(), e.mail().replyTo());
            }
        }
        assertEquals(2, replyTo.size(), "each welcome carries its player's reply address");
        Set<String> before = new java.util.HashSet<>();
        w.journal.inbound(null).forEach(r -> before.add(r.messageId()));
        return new Game(created.gameId(), red, blue, created.keys(), replyTo, g, before);
    }

    /** Every answer Herald has sent to {@code address} (welcomes and turn mails answer no mail). */
    private Stream<OutboxEntry> sentTo(String address) {
        return w.journal.sentMail(null).stream()
                .filter(e -> e.mail().recipient().equalsIgnoreCase(address) && e.mail().inReplyTo() != null);
    }

    /** The null sender for a mail that says "Return-Path: <>" (a bounce), else its From. */
    private static String envelopeSender(String mail, String from) {
        int end = mail.replace("\r\n", "\n").indexOf("\n\n");
        String head = end < 0 ? mail : mail.replace("\r\n", "\n").substring(0, end);
        return head.lines().anyMatch(l -> l.replaceAll("\\s", "").equalsIgnoreCase("Return-Path:<>")) ? "" : from;
    }

    /** Herald's copy must be the server's two trace lines and then, byte for byte, what was sent. */
    private static void sameBytes(String name, byte[] sent, byte[] raw) {
        String text = new String(raw, StandardCharsets.ISO_8859_1);
        int start = 0;
        for (String trace : List.of("Return-Path:", "Received:")) {
            if (text.startsWith(trace, start)) {
                start = text.indexOf("\r\n", start) + 2;
                while (start < text.length() && (text.charAt(start) == ' ' || text.charAt(start) == '\t')) {
                    start = text.indexOf("\r\n", start) + 2;
                }
            }
        }
        byte[] kept = Arrays.copyOfRange(raw, start, raw.length);
        if (kept.length == sent.length - 2 && text.endsWith("\r\n") == false) {
            sent = Arrays.copyOf(sent, sent.length - 2);  // the last CRLF is the SMTP end marker's: not kept
        }
        int i = Arrays.mismatch(sent, kept);
        if (i >= 0) {
            String at = new String(sent, Math.max(0, i - 40), Math.min(sent.length, i + 40) - Math.max(0, i - 40),
                    StandardCharsets.ISO_8859_1);
            fail(name + ": the journal's raw bytes differ from what was sent at byte " + i + " of " + sent.length
                    + " (journal: " + kept.length + " bytes), near: " + at.replace("\r", "\\r").replace("\n", "\\n"));
        }
    }

    /** A minimal SMTP client, so the bytes go on the wire as written (Jakarta Mail would rewrite headers). */
    private void smtp(String envelopeFrom, byte[] mail) throws IOException {
        try (Socket s = new Socket("127.0.0.1", w.mail.getSmtp().getPort())) {
            s.setSoTimeout(30_000);
            InputStream in = s.getInputStream();
            OutputStream out = s.getOutputStream();
            expect(in, "220");
            command(out, in, "EHLO corpus.test", "250");
            command(out, in, "MAIL FROM:<" + envelopeFrom + ">", "250");
            command(out, in, "RCPT TO:<" + MailWorld.HERALD + ">", "250");
            command(out, in, "DATA", "354");
            String text = new String(mail, StandardCharsets.ISO_8859_1);
            String stuffed = (text.startsWith(".") ? "." : "") + text.replace("\r\n.", "\r\n..");
            out.write(stuffed.getBytes(StandardCharsets.ISO_8859_1));
            out.write((text.endsWith("\r\n") ? ".\r\n" : "\r\n.\r\n").getBytes(StandardCharsets.US_ASCII));
            out.flush();
            expect(in, "250");
            command(out, in, "QUIT", "221");
        }
    }

    private static void command(OutputStream out, InputStream in, String line, String code) throws IOException {
        out.write((line + "\r\n").getBytes(StandardCharsets.US_ASCII));
        out.flush();
        expect(in, code);
    }

    /** Reads one reply (all its lines, "250-..." then "250 ...") and checks its code. */
    private static void expect(InputStream in, String code) throws IOException {
        while (true) {
            StringBuilder line = new StringBuilder();
            int b;
            while ((b = in.read()) != -1 && b != '\n') {
                line.append((char) b);
            }
            String l = line.toString().strip();
            if (!l.startsWith(code)) {
                throw new AssertionError("SMTP said \"" + l + "\", expected " + code);
            }
            if (l.length() < 4 || l.charAt(3) != '-') {
                return;
            }
        }
    }
}
