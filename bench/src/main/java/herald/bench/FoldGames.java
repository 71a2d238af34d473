package herald.bench;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import herald.app.game.DiceStreams;
import herald.app.game.EventCodec;
import herald.app.game.GameEvent.GameCreated;
import herald.app.game.GameEvent.OrdersAccepted;
import herald.app.game.GameEvent.Seat;
import herald.app.game.GameEvent.SeedRevealed;
import herald.app.game.GameEvent.WindowResolved;
import herald.app.game.GameRecord;
import herald.app.game.Games;
import herald.app.game.Keys;
import herald.app.game.Rulesets;
import herald.engine.OrderWindow;
import herald.engine.OrdersRuling;
import herald.engine.RuleEvent;
import herald.engine.Ruleset;
import herald.engine.ScenarioException;
import herald.engine.SeededDice;
import herald.engine.RulesState;
import herald.engine.Side;
import herald.engine.basicfantasy.BasicFantasyState;
import herald.engine.basicfantasy.Unit;
import herald.engine.darkage.DarkAgeState;
import herald.engine.darkage.Figure;
import herald.engine.fantasywarriors.Command;
import herald.engine.fantasywarriors.FantasyWarriorsState;
import herald.engine.lonewolf.LoneWolfState;
import herald.journal.Journal;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;

/**
 * A whole game of Lone Wolf, the dark-age skirmish, the basic fantasy rules or Fantasy Warriors in a real journal, for
 * {@link FoldBench}:
 * a scenario built in code with {@code perSide} pieces a side facing each other across open ground, played to its end
 * by every side's simulated player with the game's seeded dice, each submission checked by the rules and journalled
 * as {@code OrdersAccepted}, each window resolved and journalled with its {@code WindowResolved}, as the umpire would
 * (as {@link LongBattle} writes the skirmish's battle, but with the players fighting).
 */
final class FoldGames {
    static final String GAME_ID = "FOLD-BENCH";
    /** Pieces a side that fight; the rest of an army are reserves, far behind, that hold. */
    static final int ACTIVE = 10;

    /**
     * Game turns: the front's fight is not over by then, so every army size plays them all (Fantasy Warriors' orcs rout
     * in the fourth, its last, when they have no reserves).
     */
    static int turns(String rulesetId) {
        return Integer.getInteger("herald.bench.foldTurns", rulesetId.equals("basicfantasy") ? 8 : 4);
    }
    private static final byte[] SEED = "Herald's fold benchmark seed, 32".getBytes(StandardCharsets.UTF_8);
    private static final Instant START = Instant.parse("2026-01-01T09:00:00Z");
    private static final ObjectMapper JSON = new ObjectMapper();

    private FoldGames() {}

    /** Where a written game is and what it holds. */
    record Facts(Path dir, long events, double seconds) {}

    /**
     * The game of {@code rulesetId} with {@code perSide} pieces a side, written now unless an earlier run left it in
     * {@code bench/target/fold-RULESET-PERSIDE-TURNS} (the simulated players of a large army take minutes).
     */
    static Facts cached(String rulesetId, int perSide, int turns) {
        Path dir = Path.of(System.getProperty("herald.bench.data", "bench/target"))
                .resolve("fold-" + rulesetId + "-" + perSide + "-" + turns).toAbsolutePath();
        Path facts = dir.resolve("game.properties");
        Properties p = new Properties();
        try {
            if (Files.exists(facts)) {
                try (InputStream in = Files.newInputStream(facts)) {
                    p.load(in);
                }
                return new Facts(dir, Long.parseLong(p.getProperty("events")), Double.parseDouble(p.getProperty("seconds")));
            }
            LongBattle.deleteTree(dir); // a writing that was cut short
            long started = System.nanoTime();
            long events;
            try (Journal journal = Journal.openH2(dir)) {
                events = write(journal, rulesetId, perSide, turns);
            }
            double seconds = (System.nanoTime() - started) / 1e9;
            p.setProperty("events", Long.toString(events));
            p.setProperty("seconds", String.format(Locale.ROOT, "%.1f", seconds));
            try (OutputStream out = Files.newOutputStream(facts)) {
                p.store(out, "written last, so its presence means the journal beside it is complete");
            }
            System.out.printf("fold game: %s, %d a side, %,d events written in %.1f s%n", rulesetId, perSide, events,
                    seconds);
            return new Facts(dir, events, seconds);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Writes the games, or says where an earlier run left them: {@code FoldGames RULESET:PERSIDE...}. */
    public static void main(String[] args) {
        for (String game : args) {
            String[] parts = game.split(":");
            Facts f = cached(parts[0], Integer.parseInt(parts[1]), turns(parts[0]));
            System.out.printf("%s: %,d events, %s (written in %.1f s)%n", game, f.events(), f.dir(), f.seconds());
        }
    }

    /** Plays the game into {@code journal}; returns its last version. */
    static long write(Journal journal, String rulesetId, int perSide, int turns) {
        Ruleset rules = Rulesets.byId(rulesetId);
        EventCodec codec = new EventCodec(rules);
        List<RuleEvent> setUp;
        try {
            setUp = rules.setUp(scenario(rulesetId, perSide, turns), "fold-bench.json");
        } catch (ScenarioException e) {
            throw new IllegalStateException("the benchmark scenario is wrong: " + e.getMessage(), e);
        }
        List<Seat> seats = new ArrayList<>();
        herald.engine.RulesState s = rules.initial();
        for (RuleEvent e : setUp) {
            s = rules.apply(s, e);
        }
        for (Side side : rules.sides(s)) {
            String salt = Keys.salt();
            seats.add(new Seat(side.id(), side.id() + "@bench.test", salt, Keys.keyHash(salt, Keys.orderKey())));
        }
        List<Object> opening = new ArrayList<>();
        opening.add(new GameCreated(GAME_ID, rules.id(), rules.version(), "fold-bench", Map.of(), seats,
                Keys.sha256Hex(SEED), null, null, START, null, null));
        opening.addAll(setUp);
        long opened = journal.transact(tx -> {
            tx.putSecret(GAME_ID, SEED);
            return tx.append(GAME_ID, 0, opening.stream().map(codec::encode).toList());
        });
        GameRecord game = LongBattle.fold(GameRecord.empty(rules), opening).withVersion(opened);
        for (int window = 0; !game.finished(); window++) {
            if (window > 10_000) {
                throw new IllegalStateException("the benchmark game did not end");
            }
            game = playWindow(journal, codec, game, START.plus(Duration.ofHours(12L * window)));
        }
        return game.version();
    }

    /** Every side due mails its simulated player's orders, then the window is resolved. */
    private static GameRecord playWindow(Journal journal, EventCodec codec, GameRecord game, Instant at) {
        Ruleset rules = game.ruleset();
        OrderWindow w = game.window().orElseThrow();
        Map<String, List<String>> orders = new LinkedHashMap<>();
        Map<String, String> messages = new LinkedHashMap<>();
        for (String side : w.sides()) {
            String body = rules.simulatedOrders(front(game.rules()), side);
            OrdersRuling ruling = rules.check(game.rules(), side, body);
            if (!(ruling instanceof OrdersRuling.Accepted accepted)) {
                throw new IllegalStateException("the rules refused the simulated orders of " + side + " in " + w.id()
                        + ": " + ruling);
            }
            String messageId = "<" + w.id() + "." + side + "@bench.test>";
            orders.put(side, accepted.normalised());
            messages.put(side, messageId);
            game = LongBattle.append(journal, codec, game, List.of(new OrdersAccepted(side, w.id(), messageId, at, body,
                    accepted.normalised())));
        }
        String stream = DiceStreams.of(game, w);
        SeededDice dice = new SeededDice(SEED, stream);
        List<Object> events = new ArrayList<>(rules.resolve(game.rules(), orders, dice));
        events.add(new WindowResolved(w.id(), w.turn(), messages, dice.used(), at.plus(Duration.ofHours(1)), stream));
        if (LongBattle.fold(game, events).finished()) {
            events.add(new SeedRevealed(HexFormat.of().formatHex(SEED)));
        }
        return LongBattle.append(journal, codec, game, events);
    }

    /**
     * The game without the reserves (the pieces past the first {@link #ACTIVE} of each side), for the simulated players
     * to plan in: the front fights as it would alone, the reserves hold, and a player's planning does not grow with
     * the army (the basic fantasy player's weighs every shot of every unit at every enemy). Orders are still checked,
     * and windows resolved, against the whole game.
     */
    private static RulesState front(RulesState s) {
        if (s instanceof LoneWolfState lw) {
            return lw.withPieces(lw.pieces().stream().filter(p -> !reserve(p.id())).toList());
        }
        if (s instanceof DarkAgeState d) {
            Map<String, Figure> front = new LinkedHashMap<>();
            d.figures().forEach((id, f) -> {
                if (!reserve(id)) {
                    front.put(id, f);
                }
            });
            return new DarkAgeState(d.scenario(), d.options(), d.profiles(), d.terrain(), d.powers(), d.table(),
                    d.sides(), front, d.turn(), d.order(), d.phase(), d.fires(), d.mists(), d.points(), d.left(),
                    d.standing(), d.report(), d.outcome());
        }
        if (s instanceof FantasyWarriorsState f) {
            // the reserves' command keeps its leader, with no unit to follow
            Map<String, Command> commands = new LinkedHashMap<>();
            f.commands().forEach((id, c) -> commands.put(id, new Command(c.id(), c.side(), c.leader(),
                    c.units().stream().filter(u -> !reserve(u)).toList(), c.order(), c.sent())));
            Map<String, herald.engine.fantasywarriors.Unit> front = new LinkedHashMap<>();
            f.units().forEach((id, u) -> {
                if (!reserve(id)) {
                    front.put(id, u);
                }
            });
            return new FantasyWarriorsState(f.deployment(), commands, front, f.individuals(), f.equipment(), f.companion(), f.turn(),
                    f.period(), f.report(), f.outcome());
        }
        BasicFantasyState b = (BasicFantasyState) s;
        Map<String, Unit> front = new LinkedHashMap<>();
        b.units().forEach((id, u) -> {
            if (!reserve(id)) {
                front.put(id, u);
            }
        });
        return new BasicFantasyState(b.scenario(), b.roster(), b.terrain(), b.spells(), b.options(), b.table(),
                b.sides(), front, b.turn(), b.active(), b.removedBy(), b.report(), b.outcome());
    }

    /**
     * Ids (of units: Fantasy Warriors' leaders have names) are a side's letter and a number from 1: the first
     * {@link #ACTIVE} are the front.
     */
    private static boolean reserve(String id) {
        return Integer.parseInt(id.substring(1)) > ACTIVE;
    }

    /**
     * The scenario: {@code perSide} pieces a side, the first {@link #ACTIVE} in a front line facing the enemy's, the
     * rest in reserve ranks at their own table edge, out of the fight.
     */
    static String scenario(String rulesetId, int perSide, int turns) {
        return switch (rulesetId) {
            case "lonewolf" -> loneWolf(perSide, turns);
            case "darkage" -> darkAge(perSide, turns);
            case "basicfantasy" -> basicFantasy(perSide, turns);
            case "fantasywarriors" -> fantasyWarriors(perSide, turns);
            default -> throw new IllegalArgumentException("no fold benchmark scenario for " + rulesetId);
        };
    }

    /** A 26×24 board of open ground; the fronts on rows 8 and 16, the reserves on rows 1 to 4 and 21 to 24. */
    private static String loneWolf(int perSide, int turns) {
        int width = 26;
        int height = 24;
        ObjectNode root = JSON.createObjectNode().put("schema", 1).put("title", "The fold benchmark")
                .put("description", "Two hosts on open ground");
        ObjectNode board = root.putObject("board").put("width", width).put("height", height);
        board.putObject("key").put(".", "open");
        ArrayNode rows = board.putArray("terrain");
        for (int r = 0; r < height; r++) {
            rows.add(".".repeat(width));
        }
        ArrayNode sides = root.putArray("sides");
        sides.addObject().put("id", "sommerlund").put("name", "Sommerlund").put("colour", "#b3261e");
        sides.addObject().put("id", "giaks").put("name", "Giaks").put("colour", "#1f4e9e");
        ArrayNode pieces = root.putArray("pieces");
        for (int s = 0; s < 2; s++) {
            boolean south = s == 0;
            for (int i = 0; i < perSide; i++) {
                int j = i - ACTIVE;
                boolean bow = i % 3 == 0;
                int row = i < ACTIVE ? (south ? 8 : 16) : (south ? 1 + j / 25 : height - j / 25);
                ObjectNode p = pieces.addObject().put("id", (south ? "S" : "G") + (i + 1))
                        .put("side", south ? "sommerlund" : "giaks").put("race", south ? "human" : "giak")
                        .put("unit", i < ACTIVE ? (bow ? "Bowmen" : "Warband") : "Reserve " + (j / 25 + 1));
                p.putArray("weapons").add(bow ? (south ? "longbow" : "shortbow") : "sword");
                p.put("armour", bow ? "leather" : "mail").put("shield", !bow).put("training", "regular")
                        .put("square", (char) ('A' + (i < ACTIVE ? i : j % 25)) + Integer.toString(row))
                        .put("facing", south ? "N" : "S");
            }
        }
        root.put("turnLimit", turns).put("victory", "Remove every enemy piece.");
        root.putObject("overrides");
        return root.toString();
    }

    /** A table 104×80; the fronts at 30" and 50", a figure every 2"; the reserves at 4" and 76" and behind. */
    private static String darkAge(int perSide, int turns) {
        ObjectNode root = JSON.createObjectNode().put("schema", 1).put("title", "The fold benchmark")
                .put("description", "Two war bands on open ground").put("turns", turns);
        root.putObject("table").put("width", 104).put("depth", 80);
        root.putArray("terrain");
        ArrayNode sides = root.putArray("sides");
        sides.addObject().put("id", "vikings").put("name", "Vikings").put("colour", "#b3261e");
        sides.addObject().put("id", "saxons").put("name", "Saxons").put("colour", "#1f4e9e");
        ArrayNode figures = root.putArray("figures");
        for (int s = 0; s < 2; s++) {
            boolean vikings = s == 0;
            for (int i = 0; i < perSide; i++) {
                int j = i - ACTIVE;
                String profile = vikings ? (i % 4 == 0 ? "viking-bowman" : "viking-raider")
                        : (i % 4 == 0 ? "saxon-archer" : "saxon-fyrdman");
                int x = 3 + 2 * (i < ACTIVE ? i : j % 50);
                int y = i < ACTIVE ? (vikings ? 30 : 50) : (vikings ? 4 + 2 * (j / 50) : 76 - 2 * (j / 50));
                figures.addObject().put("id", (vikings ? "V" : "S") + (i + 1)).put("side", vikings ? "vikings" : "saxons")
                        .put("profile", profile).put("at", x + "," + y);
            }
        }
        ObjectNode victory = root.putObject("victory").put("text", "The most enemy figures taken out wins.");
        victory.putArray("goals");
        return root.toString();
    }

    /** A table 104×120, blocks of eight 4" wide; the fronts at 45" and 75", the reserves from 6" and 114" in ranks of 20. */
    private static String basicFantasy(int perSide, int turns) {
        String[] types = {"spearmen", "archers", "swordsmen", "cavalry"};
        ObjectNode root = JSON.createObjectNode().put("schema", 1).put("title", "The fold benchmark")
                .put("description", "Two hosts on open ground").put("turns", turns);
        root.putObject("table").put("width", 104).put("depth", 120);
        root.putArray("terrain");
        ArrayNode sides = root.putArray("sides");
        sides.addObject().put("id", "south").put("name", "The Southern host");
        sides.addObject().put("id", "north").put("name", "The Northern host");
        ArrayNode units = root.putArray("units");
        for (int s = 0; s < 2; s++) {
            boolean south = s == 0;
            for (int i = 0; i < perSide; i++) {
                int j = i - ACTIVE;
                double x = 2.5 + 5 * (i < ACTIVE ? i : j % 20);
                double y = i < ACTIVE ? (south ? 45 : 75) : (south ? 6 + 6 * (j / 20) : 114 - 6 * (j / 20));
                units.addObject().put("id", (south ? "S" : "N") + (i + 1)).put("side", south ? "south" : "north")
                        .put("type", types[i % types.length]).put("figures", 8).put("files", 4)
                        .put("at", x + "," + y).put("facing", south ? 0 : 180);
            }
        }
        return root.toString();
    }

    /**
     * A table 126×120 of open ground, orcs against dwarves from the shipped army lists (the entries Grimwater fields),
     * units of ten figures five wide, 6" apart: the fronts' edges at 70" (orcs, facing S: warriors, every fourth unit
     * archers) and 50" (dwarves, facing N: warriors and crossbowmen), each under its warchief on attack orders, 20"
     * apart, in bow and crossbow range; the reserves in ranks of 20 units at 100" to 116" and 20" to 4", under a
     * battle leader on hold orders.
     */
    private static String fantasyWarriors(int perSide, int turns) {
        ObjectNode root = JSON.createObjectNode().put("schema", 1).put("title", "The fold benchmark")
                .put("description", "Two hosts on open ground").put("turns", turns).put("period", 1);
        root.putObject("table").put("width", 126).put("depth", 120);
        root.putArray("terrain");
        ArrayNode sides = root.putArray("sides");
        for (int s = 0; s < 2; s++) {
            boolean orcs = s == 0;
            String race = orcs ? "orc" : "dwarf";
            ObjectNode side = sides.addObject().put("id", orcs ? "orcs" : "dwarves")
                    .put("name", orcs ? "the orc horde" : "the dwarf host").put("army", orcs ? "orcs" : "dwarves");
            ArrayNode commands = side.putArray("commands");
            ObjectNode front = commands.addObject().put("id", orcs ? "skargs" : "durins").put("order", "attack");
            front.putObject("leader").put("id", orcs ? "Skarg" : "Durin").put("entry", race + "-warchief")
                    .put("at", orcs ? "33,75" : "33,45").put("facing", orcs ? "S" : "N");
            ArrayNode frontUnits = front.putArray("units");
            ArrayNode reserveUnits = null;
            if (perSide > ACTIVE) {
                ObjectNode reserve = commands.addObject().put("id", orcs ? "gorbags" : "balins").put("order", "hold");
                reserve.putObject("leader").put("id", orcs ? "Gorbag" : "Balin").put("entry", race + "-battle-leader")
                        .put("at", orcs ? "63,97" : "63,23").put("facing", orcs ? "S" : "N");
                reserveUnits = reserve.putArray("units");
            }
            for (int i = 0; i < perSide; i++) {
                int j = i - ACTIVE;
                String entry = i % 4 == 1 ? (orcs ? "orc-archers" : "dwarf-crossbowmen") : race + "-warriors";
                int x = 6 + 6 * (i < ACTIVE ? i : j % 20);
                int y = i < ACTIVE ? (orcs ? 70 : 50) : (orcs ? 100 + 4 * (j / 20) : 20 - 4 * (j / 20));
                (i < ACTIVE ? frontUnits : reserveUnits).addObject().put("id", (orcs ? "O" : "D") + (i + 1))
                        .put("entry", entry).put("figures", 10).put("files", 5).put("at", x + "," + y)
                        .put("facing", orcs ? "S" : "N");
            }
        }
        return root.toString();
    }
}
