package herald.app;

import herald.app.game.EventCodec;
import herald.app.game.GameEvent;
import herald.app.game.GameRecord;
import herald.app.game.Rulesets;
import herald.app.game.Schedule;
import herald.app.loop.Umpire;
import herald.engine.Ruleset;
import herald.mailer.InboundMail;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.BiPredicate;
import java.util.stream.Collectors;

/**
 * A club game lived hour by hour through {@link herald.app.loop.MailLoop#once()} on a hand clock: real
 * GreenMail SMTP/IMAP, a real H2 journal, players who read their mail and answer (or do not), and a
 * game master whose actions are booked at given times. Every mail each player receives is kept in
 * {@link #received}, so a test can count them. To extend it (GM commands by mail, junk mail, restarts),
 * book more {@link #at} actions or give players other {@link #answers} rules.
 */
final class ClubMonth implements AutoCloseable {
    /** One mail a player read, and when. */
    record Received(Instant at, String player, String subject, InboundMail mail) {}

    final HandClock clock = new HandClock();
    final MailWorld world;
    final Ruleset lw = Rulesets.byId("lonewolf");
    final List<Received> received = new ArrayList<>();
    /** Per player address: given a mail they just read, do they now send their orders? */
    final Map<String, BiPredicate<Received, ClubMonth>> answers = new LinkedHashMap<>();
    private final TreeMap<Instant, List<Runnable>> booked = new TreeMap<>();
    private final Map<String, String> sideOf = new LinkedHashMap<>();
    private final Map<String, String> keys = new LinkedHashMap<>();
    private int delivered;
    String gameId;
    /** The game master's address and key, when the game has one. */
    String gm;
    String gmKey;
    /** The Message-IDs of every order mail the players sent, in order. */
    final List<String> orderMails = new ArrayList<>();
    /** One pass of Herald each hour: the in-process loop unless a test runs Herald otherwise (a child JVM). */
    Runnable pass;

    ClubMonth(Path data) {
        world = new MailWorld(data, clock);
        pass = () -> world.loop.once();
    }

    /** The order key {@code player} holds now. */
    String keyOf(String player) {
        return keys.get(sideOf.get(player));
    }

    /** Creates the game with these players (address to the rule for when they answer). */
    ClubMonth create(Schedule schedule, Map<String, BiPredicate<Received, ClubMonth>> players) {
        return create(schedule, players, null);
    }

    /** As above, with a game master at {@code gmEmail} (who reads their mail but never sends orders). */
    ClubMonth create(Schedule schedule, Map<String, BiPredicate<Received, ClubMonth>> players, String gmEmail) {
        Map<String, String> seats = new LinkedHashMap<>();
        List<String> colours = List.of("red", "blue");
        int i = 0;
        for (String email : players.keySet()) {
            world.addPlayer(email);
            seats.put(colours.get(i++), email);
        }
        answers.putAll(players);
        if (gmEmail != null) {
            world.addPlayer(gmEmail);
        }
        Umpire.Created created = world.umpire.createGame(new Umpire.NewGame(lw, "patrol", seats, null, null, Map.of(),
                schedule, gmEmail));
        gameId = created.gameId();
        keys.putAll(created.keys());
        gm = gmEmail;
        gmKey = created.gmKey();
        game().created().seats().forEach(s -> sideOf.put(s.email(), s.side()));
        return this;
    }

    GameRecord game() {
        return world.umpire.games().load(gameId);
    }

    /** Books {@code action} for the first loop pass at or after {@code at}. */
    void at(Instant at, Runnable action) {
        booked.computeIfAbsent(at, k -> new ArrayList<>()).add(action);
    }

    /** The game master's event, journalled as the GM's mail or CLI command will journal it. */
    void gm(GameEvent event) {
        long version = world.journal.version(gameId);
        EventCodec codec = new EventCodec(lw);
        world.journal.transact(tx -> {
            tx.append(gameId, version, List.of(codec.encode(event)));
            return null;
        });
    }

    /** The game master mails {@code command} (with the GM's key) to Herald; returns its Message-ID. */
    String gmMail(String command) {
        return world.send(gm, "[" + gameId + "] command", "KEY " + gmKey + "\n" + command + "\n");
    }

    /** From now on {@code newcomer} plays the side {@code old} played, with {@code key}. */
    void replaced(String old, String newcomer, String key) {
        String side = sideOf.remove(old);
        sideOf.put(newcomer, side);
        keys.put(side, key);
    }

    /** Lives until {@code until}: each hour the booked actions, one loop pass, then the players read their mail. */
    void liveUntil(Instant until) {
        while (clock.now.isBefore(until)) {
            clock.now = clock.now.plus(Duration.ofHours(1));
            while (!booked.isEmpty() && !booked.firstKey().isAfter(clock.now)) {
                booked.pollFirstEntry().getValue().forEach(Runnable::run);
            }
            pass.run();
            readMail();
        }
    }

    void readMail() {
        int now = world.mail.getReceivedMessages().length;
        if (now == delivered) {
            return; // nothing new on the server: spare the players an IMAP login each
        }
        delivered = now;
        for (String player : answers.keySet()) {
            for (InboundMail mail : world.read(player)) {
                Received r = new Received(clock.now, player, mail.subject(), mail);
                received.add(r);
                if (answers.get(player).test(r, this) && !game().finished()) {
                    sendOrders(player);
                }
            }
        }
        delivered = world.mail.getReceivedMessages().length;
    }

    /**
     * Every piece holds: the battle must outlast the month whatever the dice, and this harness is about
     * the calendar, not the rules. The pieces are the ones the ruleset's simulated player would order.
     */
    void sendOrders(String player) {
        String side = sideOf.get(player);
        String pieces = lw.simulatedOrders(game().rules(), side).lines().map(String::strip)
                .filter(l -> !l.isEmpty() && !l.startsWith("#")).map(l -> l.split("\\s+")[1])
                .distinct().map(p -> "HOLD " + p).collect(Collectors.joining("\n"));
        orderMails.add(world.send(player, "[" + gameId + "] orders", "KEY " + keys.get(side) + "\n" + pieces + "\n"));
    }

    /** The mails {@code player} read whose subject holds {@code words}. */
    List<Received> mails(String player, String words) {
        return received.stream().filter(r -> r.player().equals(player) && r.subject().contains(words)).toList();
    }

    @Override
    public void close() {
        world.close();
    }
}
