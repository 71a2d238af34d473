package herald.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import herald.app.game.GameRecord;
import herald.app.game.Rulesets;
import herald.app.loop.Umpire;
import herald.mailer.InboundMail;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Fantasy Warriors for four players, two alliances of allied warchiefs (the Companion's second format), played to its
 * end by night over real mail through the umpire's loop: every side stands more than 12 inches from every other, so
 * none sees another (the README's night), and no mail or PDF a player gets names a piece or command of another side,
 * ally or enemy. Then `herald verify` passes.
 */
class FantasyWarriorsFourPlayersTest {
    static final Map<String, List<String>> PIECES = Map.of(
            "orcs", List.of("Orcblades", "Orcbows", "Skarg", "skargs"),
            "goblins", List.of("Gobspears", "Wolfpack", "Snaga", "snagas"),
            "dwarves", List.of("Dwarfaxes", "Dwarfbolts", "Durin", "durins"),
            "men", List.of("Spearband", "Gunband", "Hrothgar", "hrothgars"));

    @TempDir
    Path dir;

    @Test
    void eachWarchiefReadsOnlyWhatHisOwnPiecesSawAndTheGameVerifies() throws Exception {
        Path data = dir.resolve("data");
        Map<String, List<String>> read = new LinkedHashMap<>();
        Map<String, String> players = new LinkedHashMap<>();
        String id;
        byte[] seed = "four warchiefs in the dark, 32 b".getBytes(java.nio.charset.StandardCharsets.UTF_8);
        try (MailWorld w = new MailWorld(data, new HandClock(), seed::clone)) {
            for (String side : List.of("orcs", "goblins", "dwarves", "men")) {
                players.put(side, side + "@club.test");
                w.addPlayer(players.get(side));
                read.put(side, new ArrayList<>());
            }
            Path scenario = Path.of(getClass().getResource("/herald/app/fantasywarriors-four-at-night.json").toURI());
            id = w.umpire.createGame(new Umpire.NewGame(Rulesets.byId("fantasywarriors"), scenario.toString(), players,
                    null, null)).gameId();
            w.loop.once();
            Map<String, String> keys = new LinkedHashMap<>();
            for (String side : players.keySet()) {
                List<InboundMail> welcome = take(w, players.get(side), read.get(side));
                assertEquals(1, welcome.size(), side + ": one welcome");
                keys.put(side, CommandTable.key(welcome.get(0).text()));
            }
            int turns = 0;
            while (!w.umpire.games().load(id).finished()) {
                GameRecord g = w.umpire.games().load(id);
                for (String side : g.window().orElseThrow().sides()) {
                    w.send(players.get(side), "[" + id + "] orders", "KEY " + keys.get(side) + "\n"
                            + g.ruleset().simulatedOrders(g.rules(), side));
                    w.loop.once();
                }
                turns++;
                for (String side : players.keySet()) {
                    List<InboundMail> got = take(w, players.get(side), read.get(side));
                    assertTrue(got.stream().anyMatch(m -> m.subject().contains("result") || m.subject().contains("Game over")),
                            side + " got its turn " + turns + " result: " + got.stream().map(InboundMail::subject).toList());
                }
                assertTrue(turns <= 2, "the scenario has two turns");
            }
        }
        for (String side : read.keySet()) {
            // the sides' names are public (every player is told whom he fights beside and against), and two of them
            // carry their warchief's name: taken out, so that what is left is what the side saw
            String all = String.join("\n", read.get(side)).replace("Skarg's warband", "").replace("Snaga's goblins", "")
                    .replace("Hrothgar's barbarians", "");
            for (String own : PIECES.get(side).subList(0, 2)) {
                assertTrue(all.contains(own), side + " reads of its own " + own);
            }
            for (String other : read.keySet()) {
                if (!other.equals(side)) {
                    for (String hidden : PIECES.get(other)) {
                        int at = all.indexOf(hidden);
                        assertTrue(at < 0, side + " never saw " + hidden + ", yet read: …"
                                + all.substring(Math.max(0, at - 200), Math.min(all.length(), at + 100)));
                    }
                }
            }
        }
        HeraldCli.Run verify = HeraldCli.run("verify", id, "--data", data.toString());
        assertEquals(0, verify.exit(), verify.out() + verify.err());
    }

    /** The player's new mails, each kept as its text and its PDFs' text, as the player reads them. */
    private static List<InboundMail> take(MailWorld w, String address, List<String> read) {
        List<InboundMail> mails = w.read(address);
        for (InboundMail m : mails) {
            StringBuilder b = new StringBuilder(m.subject()).append('\n').append(m.text());
            for (byte[] pdf : MailWorld.pdfs(m)) {
                b.append('\n').append(Pdfs.text(pdf));
            }
            read.add(b.toString());
        }
        return mails;
    }
}
