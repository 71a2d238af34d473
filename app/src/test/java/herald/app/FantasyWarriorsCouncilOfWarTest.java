package herald.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import herald.app.game.GameRecord;
import herald.app.loop.Umpire;
import herald.app.game.Rulesets;
import herald.mailer.InboundMail;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Fantasy Warriors' single-warchief game (Companion L1456-1468) over real mail: Skarg's player and Gorbag's, his
 * battle leader, share the orc army against the dwarves. Gorbag's player orders his own command and cannot change its
 * orders; the two talk freely in the council of war before the first battle turn, then only by courier: Skarg's
 * message reaches Gorbag when the courier does, and the dwarves never read it. Then `herald verify` passes.
 */
class FantasyWarriorsCouncilOfWarTest {
    static final String SKARG = "skarg@club.test";
    static final String GORBAG = "gorbag@club.test";
    static final String DWARVES = "dwarves@club.test";
    static final String COUNCIL = "Shoot their crossbows first";
    static final String MESSAGE = "Hold the ford, Gorbag!";

    @TempDir
    Path dir;

    final Map<String, String> keys = new LinkedHashMap<>();
    final Map<String, List<String>> read = new LinkedHashMap<>();
    MailWorld w;
    String id;

    @Test
    void aBattleLeadersPlayerOrdersHisCommandAndHearsHisWarchiefByCourier() throws Exception {
        byte[] seed = "a council of war at grimwater 32".getBytes(java.nio.charset.StandardCharsets.UTF_8);
        Path data = dir.resolve("data");
        try (MailWorld world = new MailWorld(data, new HandClock(), seed::clone)) {
            w = world;
            Map<String, String> players = new LinkedHashMap<>(Map.of("orcs", SKARG, "gorbag", GORBAG, "dwarves", DWARVES));
            for (String who : players.values()) {
                w.addPlayer(who);
                read.put(who, new ArrayList<>());
            }
            Path scenario = Path.of(getClass().getResource("/herald/app/fantasywarriors-council-of-war.json").toURI());
            id = w.umpire.createGame(new Umpire.NewGame(Rulesets.byId("fantasywarriors"), scenario.toString(), players,
                    null, null)).gameId();
            w.loop.once();
            take(SKARG);
            for (String who : players.values()) {
                assertEquals(1, read.get(who).size(), who + ": one welcome");
                keys.put(who, CommandTable.key(read.get(who).get(0)));
            }
            String welcome = read.get(GORBAG).get(0);
            assertTrue(welcome.contains("Beside you:\n    Skarg's warband (" + SKARG + ")\nOpposing you:\n    the host"
                    + " of Khazad Tor"), welcome.substring(0, 600));
            assertTrue(welcome.contains("You are Gorbag, a battle leader"), "his PDF says whom he plays");

            // the council of war: before the first battle turn, the army's players plan freely
            command(SKARG, "PRESS TO gorbag " + COUNCIL);
            assertTrue(last(SKARG).contains("Gorbag's archers"), last(SKARG));

            orders(GORBAG, "ORDER gorbags ATTACK\nMOVE A1 TO 56,34");
            assertTrue(last(GORBAG).contains("only your warchief changes a command's orders"), last(GORBAG));
            orders(GORBAG, "MOVE O1 TO 30,36");
            assertTrue(last(GORBAG).contains("O1 is not yours to order"), last(GORBAG));
            orders(GORBAG, "MOVE A1 TO 56,34");
            orders(SKARG, "MESSAGE TO gorbag BY Runner: " + MESSAGE);
            orders(DWARVES, "HOLD");
            assertTrue(String.join("\n", read.get(GORBAG)).contains(COUNCIL), "the council's word reached Gorbag");
            assertEquals(2, turn(), "turn 1 is played");

            // once battle is joined, Gorbag hears Skarg only face to face or by courier; the enemy he may hail
            command(GORBAG, "PRESS TO orcs Where is the runner?");
            assertTrue(last(GORBAG).contains("hears you only while your figures touch"), last(GORBAG));
            command(GORBAG, "PRESS TO dwarves You shall not pass the ford");
            assertFalse(last(GORBAG).contains("hears you only"), last(GORBAG));

            orders(SKARG, "MOVE Runner TO 46,44");
            orders(GORBAG, "HOLD");
            orders(DWARVES, "HOLD");
            assertTrue(game().finished(), "two battle turns");
        }
        String gorbag = String.join("\n", read.get(GORBAG));
        assertTrue(gorbag.contains("Read in turn 2, from Skarg's warband (by Runner): " + MESSAGE), gorbag);
        assertTrue(String.join("\n", read.get(SKARG)).contains("read in turn 2: " + MESSAGE));
        String dwarves = String.join("\n", read.get(DWARVES));
        assertFalse(dwarves.contains(MESSAGE) || dwarves.contains(COUNCIL), "the dwarves read neither");
        assertTrue(dwarves.contains("You shall not pass the ford"), "Gorbag's press to the enemy arrived");
        HeraldCli.Run verify = HeraldCli.run("verify", id, "--data", data.toString());
        assertEquals(0, verify.exit(), verify.out() + verify.err());
    }

    private GameRecord game() {
        return w.umpire.games().load(id);
    }

    private int turn() {
        return ((herald.engine.fantasywarriors.FantasyWarriorsState) game().rules()).turn();
    }

    private void orders(String who, String body) {
        w.send(who, "[" + id + "] orders", "KEY " + keys.get(who) + "\n" + body);
        w.loop.once();
        take(who);
    }

    private void command(String who, String body) {
        w.send(who, "[" + id + "] command", "KEY " + keys.get(who) + "\n" + body);
        w.loop.once();
        take(who);
    }

    private String last(String who) {
        List<String> mails = read.get(who);
        return mails.get(mails.size() - 1);
    }

    /** Everyone's new mails, each as its subject, text and its PDFs' text; those of {@code who} returned. */
    private List<String> take(String who) {
        List<String> mine = new ArrayList<>();
        for (String address : read.keySet()) {
            for (InboundMail m : w.read(address)) {
                StringBuilder b = new StringBuilder(m.subject()).append('\n').append(m.text());
                for (byte[] pdf : MailWorld.pdfs(m)) {
                    b.append('\n').append(Pdfs.text(pdf));
                }
                read.get(address).add(b.toString());
                if (address.equals(who)) {
                    mine.add(b.toString());
                }
            }
        }
        return mine;
    }
}
