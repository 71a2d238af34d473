package herald.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import herald.app.demo.Demo;
import herald.app.game.GameEvent;
import herald.app.game.GameRecord;
import herald.app.game.Games;
import herald.engine.lonewolf.LoneWolfState;
import herald.engine.lonewolf.Movement;
import herald.engine.lonewolf.Piece;
import herald.engine.lonewolf.PieceClass;
import herald.engine.lonewolf.Wound;
import herald.engine.lonewolf.events.MoraleTested;
import herald.engine.lonewolf.events.TurnBegan;
import herald.journal.Journal;
import herald.mailer.InboundMail;
import jakarta.mail.Multipart;
import jakarta.mail.Part;
import jakarta.mail.Session;
import jakarta.mail.internet.MimeMessage;
import java.io.ByteArrayInputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The "done means": a whole Lone Wolf encounter (a Kai Lord, a hero on each side, a monster,
 * hidden troops on both sides, units that test morale) played to its end by the demo's simulated
 * players over real SMTP and IMAP, and every turn's mail to each side checked against the game as
 * the journal folds it at that turn: each living hero's and monster's wounds by location, MP and
 * combat value; each unit's pieces left, original strength, morale result and coherency; and never
 * a word of the enemy's hidden pieces.
 */
class EncounterByMailTest {
    private static final Pattern PDF_NAME = Pattern.compile("-turn(\\d+)-([a-z]+)\\.pdf$");

    @TempDir
    Path dir;

    /** One turn's mail to one side: its text and its PDF's text. */
    record TurnMail(String text, String pdf) {}

    @Test
    void the_durncrag_encounter_plays_to_its_end_by_email_and_every_pdf_shows_every_hero_and_unit() {
        Path data = dir.resolve("data");
        Demo.Result r = new Demo(data, new PrintStream(OutputStream.nullOutputStream()))
                .play("lonewolf", "durncrag", 0, "durncrag-by-mail");
        try (Journal journal = Journal.openH2(data)) {
            Games games = new Games(journal);
            GameRecord end = games.load(r.gameId());
            assertTrue(end.finished(), "the game ended (victory or turn limit): " + r.outcome());
            LoneWolfState last = (LoneWolfState) end.rules();
            int turns = last.turn();
            assertTrue(turns <= last.scenario().turnLimit(), "ended by turn " + turns);

            // given an encounter with everything in it
            List<Games.Step> history = games.history(r.gameId());
            Map<Integer, LoneWolfState> atTurn = statesByTurn(games, r.gameId(), history);
            LoneWolfState start = atTurn.get(0);
            for (PieceClass kind : PieceClass.values()) {
                assertTrue(start.pieces().stream().anyMatch(p -> p.kind() == kind), "the encounter has a " + kind.key());
            }
            for (String side : start.sideIds()) {
                assertTrue(start.pieces().stream().anyMatch(p -> p.side().equals(side) && start.hidden(p.id())),
                        side + " has hidden troops");
            }
            Map<Integer, Map<String, String>> morale = moraleByTurn(history);
            assertTrue(morale.values().stream().flatMap(m -> m.values().stream()).anyMatch(x -> !x.equals("Carry On")),
                    "some unit retired or routed: " + morale);
            assertTrue(last.pieces().stream().anyMatch(p -> p.kind().takesWounds() && !p.condition().wounds().isEmpty()),
                    "some hero or monster was wounded");

            int hiddenChecked = 0;
            for (String side : start.sideIds()) {
                Map<Integer, TurnMail> mails = turnMails(r.mail().get(side), side);
                for (int t = 0; t <= turns; t++) {
                    TurnMail mail = mails.get(t);
                    assertTrue(mail != null, side + " had a mail with a PDF for turn " + t + "; had " + mails.keySet());
                    LoneWolfState s = atTurn.get(t);
                    String where = side + ", turn " + t;
                    heroesShown(s, side, mail.pdf(), where);
                    unitsShown(s, side, mail.pdf(), morale.getOrDefault(t, Map.of()), t, where);
                    hiddenChecked += hiddenKept(s, side, mail, where);
                }
                assertTrue(mails.get(turns).text().contains("over"), "the last mail says the game is over:\n" + mails.get(turns).text());
            }
            assertTrue(hiddenChecked > 0, "some enemy piece was hidden when a mail went out");
        }
    }

    /** Every living hero, Kai Lord and monster of {@code side}: its row holds square, facing, MP, combat value and each wound. */
    private static void heroesShown(LoneWolfState s, String side, String pdf, String where) {
        String flat = squash(pdf);
        List<Piece> mine = s.pieces().stream().filter(p -> p.side().equals(side)).toList();
        for (int i = 0; i < mine.size(); i++) {
            Piece p = mine.get(i);
            if (!p.alive() || !p.kind().takesWounds()) {
                continue;
            }
            String row = row(flat, mine, i, where);
            String combat = p.condition().combatLost() == 0 ? "±0" : "−" + p.condition().combatLost() + "%";
            String numbers = p.square() + p.facing().name() + Movement.allowance(s, p) + combat;
            assertTrue(row.contains(squash(numbers)), where + ": " + p.id() + "'s row shows square, facing, MP and combat "
                    + numbers + ":\n" + row);
            for (Wound w : p.condition().wounds()) {
                String wound = w.location() + ": " + w.effect().text() + " (T" + w.turn() + ")";
                assertTrue(row.contains(squash(wound)), where + ": " + p.id() + "'s row shows its wound " + wound + ":\n" + row);
            }
            if (p.condition().wounds().isEmpty()) {
                assertTrue(row.contains("fit") || row.contains("hidden"), where + ": " + p.id() + " is shown unwounded:\n" + row);
            }
        }
    }

    /** The text of piece {@code i}'s record-sheet row: from its id and name to the next row of the side's sheet. */
    private static String row(String flat, List<Piece> mine, int i, String where) {
        String head = squash(mine.get(i).id() + name(mine.get(i)));
        int from = flat.indexOf(head);
        assertTrue(from >= 0, where + ": the record sheet has a row for " + mine.get(i).id());
        int to = i + 1 < mine.size() ? flat.indexOf(squash(mine.get(i + 1).id() + name(mine.get(i + 1))), from) : -1;
        int units = flat.indexOf("Units:", from);
        to = to < 0 ? (units < 0 ? flat.length() : units) : to;
        return flat.substring(from, to);
    }

    private static String name(Piece p) {
        return p.card() != null && p.card().name() != null ? p.card().name() : p.unit();
    }

    /**
     * Every unit of {@code side}: its row names it, its living pieces, "left / of" and this turn's
     * morale result; a unit split apart says it is out of coherency, a unit with hidden pieces says so.
     */
    private static void unitsShown(LoneWolfState s, String side, String pdf, Map<String, String> tested, int turn, String where) {
        String flat = squash(pdf);
        int table = flat.indexOf(squash("Units: " + s.sideName(side)));
        assertTrue(table >= 0, where + ": the PDF has the unit table");
        Map<String, List<Piece>> units = new LinkedHashMap<>();
        s.pieces().stream().filter(p -> p.side().equals(side) && p.kind() == PieceClass.RANK_AND_FILE)
                .forEach(p -> units.computeIfAbsent(p.unit(), u -> new ArrayList<>()).add(p));
        assertFalse(units.isEmpty());
        List<String> names = List.copyOf(units.keySet());
        for (int i = 0; i < names.size(); i++) {
            String unit = names.get(i);
            List<Piece> living = units.get(unit).stream().filter(Piece::alive).toList();
            String result = turn == 0 ? "-" : tested.getOrDefault(unit, "no test");
            String expected = squash(unit + (living.isEmpty() ? "-" : living.stream().map(Piece::id).collect(Collectors.joining("")))
                    + living.size() + "/" + units.get(unit).size() + result);
            int at = flat.indexOf(expected, table);
            assertTrue(at >= 0, where + ": the unit table shows " + expected + ":\n" + flat.substring(table));
            int end = i + 1 < names.size() ? flat.indexOf(squash(names.get(i + 1)), at + expected.length()) : flat.indexOf("Notes", at);
            String notes = flat.substring(at + expected.length(), end < 0 ? flat.length() : end);
            if (split(living)) {
                assertTrue(notes.contains("outofcoherency"), where + ": " + unit + " is shown out of coherency: " + notes);
            }
            if (living.stream().anyMatch(p -> s.hidden(p.id()))) {
                assertTrue(notes.contains("hidden"), where + ": " + unit + " is shown hidden: " + notes);
            }
            if (living.isEmpty()) {
                assertTrue(notes.contains("allremoved"), where + ": " + unit + " is shown gone: " + notes);
            }
        }
    }

    /** U2 with 8 neighbours: do the living pieces form more than one group? */
    private static boolean split(List<Piece> living) {
        if (living.size() < 2) {
            return false;
        }
        List<Piece> group = new ArrayList<>(List.of(living.get(0)));
        for (int i = 0; i < group.size(); i++) {
            for (Piece p : living) {
                if (!group.contains(p) && p.square().rangeTo(group.get(i).square()) <= 1) {
                    group.add(p);
                }
            }
        }
        return group.size() < living.size();
    }

    /** No enemy piece hidden at this turn is named in the side's mail or PDF, nor a unit all of whose pieces are hidden. */
    private static int hiddenKept(LoneWolfState s, String side, TurnMail mail, String where) {
        int checked = 0;
        for (Piece p : s.pieces()) {
            if (!p.side().equals(side) && p.alive() && s.hidden(p.id())) {
                Pattern id = Pattern.compile("(?<![A-Za-z0-9])" + p.id() + "(?![0-9])");
                assertFalse(id.matcher(mail.pdf()).find(), where + ": the enemy's hidden " + p.id() + " is in the PDF");
                assertFalse(id.matcher(mail.text()).find(), where + ": the enemy's hidden " + p.id() + " is in the mail");
                boolean wholeUnit = s.pieces().stream().filter(q -> q.alive() && q.side().equals(p.side()) && q.unit().equals(p.unit()))
                        .allMatch(q -> s.hidden(q.id()));
                if (wholeUnit) {
                    assertFalse(mail.pdf().contains(p.unit()) || mail.text().contains(p.unit()),
                            where + ": the enemy's hidden unit " + p.unit() + " is named");
                }
                checked++;
            }
        }
        return checked;
    }

    /** The game as each turn's mail was written, as {@link Games#atTurn} folds it, from one pass over the history. */
    private static Map<Integer, LoneWolfState> statesByTurn(Games games, String gameId, List<Games.Step> history) {
        Map<Integer, LoneWolfState> out = new HashMap<>();
        out.put(0, (LoneWolfState) games.atTurn(gameId, 0).rules());
        int open = -1;
        for (Games.Step step : history) {
            if (step.event() instanceof GameEvent.WindowResolved w) {
                open = w.turn();
            } else if (!(step.event() instanceof GameEvent.SeedRevealed)) {
                open = -1;
            }
            if (open >= 0) {
                out.put(open, (LoneWolfState) step.after().rules());
            }
        }
        return out;
    }

    /** Each turn's morale results from the journal: turn → unit → result ("side/unit" keys would do; units are named per side here). */
    private static Map<Integer, Map<String, String>> moraleByTurn(List<Games.Step> history) {
        Map<Integer, Map<String, String>> out = new TreeMap<>();
        int turn = 0;
        for (Games.Step step : history) {
            if (step.event() instanceof TurnBegan b) {
                turn = b.turn();
            } else if (step.event() instanceof MoraleTested m) {
                out.computeIfAbsent(turn, t -> new HashMap<>()).put(m.unit(), m.result());
            }
        }
        return out;
    }

    /** The mails with a turn PDF, by turn: the welcome is turn 0. */
    private static Map<Integer, TurnMail> turnMails(List<InboundMail> mails, String side) {
        Map<Integer, TurnMail> out = new TreeMap<>();
        for (InboundMail mail : mails) {
            try {
                MimeMessage m = new MimeMessage(Session.getInstance(new Properties()), new ByteArrayInputStream(mail.raw()));
                Map<String, byte[]> pdfs = new LinkedHashMap<>();
                collect(m, pdfs);
                for (var pdf : pdfs.entrySet()) {
                    Matcher name = PDF_NAME.matcher(pdf.getKey());
                    assertTrue(name.find(), "a turn PDF's name: " + pdf.getKey());
                    assertEquals(side, name.group(2), pdf.getKey());
                    out.put(Integer.parseInt(name.group(1)), new TurnMail(mail.text(), Pdfs.text(pdf.getValue())));
                }
            } catch (Exception e) {
                throw new AssertionError("cannot read a mail to " + side, e);
            }
        }
        return out;
    }

    private static void collect(Part part, Map<String, byte[]> out) throws Exception {
        if (part.isMimeType("multipart/*")) {
            Multipart mp = (Multipart) part.getContent();
            for (int i = 0; i < mp.getCount(); i++) {
                collect(mp.getBodyPart(i), out);
            }
        } else if (part.getFileName() != null && part.getFileName().endsWith(".pdf")) {
            try (var in = part.getInputStream()) {
                out.put(part.getFileName(), in.readAllBytes());
            }
        }
    }

    private static String squash(String s) {
        return s.replaceAll("\\s+", "");
    }
}
