package herald.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import herald.app.game.GameEvent.OrdersAccepted;
import herald.app.game.GameEvent.WindowResolved;
import herald.app.game.Schedule;
import herald.app.game.Schedule.Lateness;
import herald.journal.InboundRecord;
import herald.journal.OutboxEntry;
import java.nio.file.Path;
import java.time.DayOfWeek;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalTime;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BiPredicate;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 5's "done means": a club game with a game master lived through March 2026 over real mail.
 * Deadlines Monday and Thursday 20:00 London time, a day's grace, late sides hold, reminders 12 hours
 * ahead. Red answers every result at once; blue only when told he is late, and forgets turn 3; the GM
 * mails PAUSE for a ten-day holiday and RESUME after it, then REPLACE hands blue's side to green, who
 * plays on with the key from the newcomer mail while blue's next mail is refused. Junk arrives all
 * month: a bounce, an out-of-office, a stranger, a binary mail, a mail too large. Every hour that
 * brings mail for Herald is a `herald run --once` pass in a child JVM (up to {@link Season#CHILD_PASSES}),
 * most of them SIGKILLed at a kill point or at random and restarted; the quiet hours run in-process.
 * At the end every order, window and mail is accounted for from the journal and the mailboxes.
 */
class ClubSeasonTest {
    static final String RED = "red@club.test";
    static final String BLUE = "blue@club.test";
    static final String GREEN = "green@club.test";
    static final String GM = "gm@club.test";
    static final String STRANGER = "stranger@elsewhere.test";
    static final ZoneId LONDON = ZoneId.of("Europe/London");
    static final Instant PAUSED = Instant.parse("2026-03-11T10:00:00Z");
    static final Instant RESUMED = Instant.parse("2026-03-21T10:00:00Z");
    static final Instant REPLACED = Instant.parse("2026-03-23T09:00:00Z");

    @TempDir
    Path dir;

    @Test
    void a_month_with_a_gm_a_late_player_a_holiday_a_replacement_junk_mail_and_sigkills_loses_nothing()
            throws Exception {
        long started = System.nanoTime();
        Schedule schedule = Schedule.fixed(List.of(DayOfWeek.MONDAY, DayOfWeek.THURSDAY), LocalTime.of(20, 0), LONDON,
                24, Lateness.DEFAULT, 12);
        Map<String, BiPredicate<ClubMonth.Received, ClubMonth>> players = new LinkedHashMap<>();
        players.put(RED, (mail, m) -> mail.subject().contains("Welcome") || mail.subject().contains("result"));
        players.put(BLUE, (mail, m) -> mail.subject().contains("are late") && !mail.subject().contains("turn 3 "));
        try (ClubMonth month = new ClubMonth(dir.resolve("data"))) {
            month.create(schedule, players, GM);
            String gameId = month.gameId;
            String blueSide = month.game().seatByEmail(BLUE).orElseThrow().side();
            String blueKey = month.keyOf(BLUE);
            month.world.addPlayer(GREEN);
            month.world.addPlayer(STRANGER);
            month.answers.put(GM, (mail, m) -> false);
            month.answers.put(STRANGER, (mail, m) -> false);
            month.answers.put(GREEN, (mail, m) -> {
                if (mail.subject().contains("You now command")) {
                    m.replaced(BLUE, GREEN, CommandTable.key(mail.mail().text()));
                    return true;
                }
                return mail.subject().contains("Reminder");
            });
            Season season = new Season(month, dir.resolve("child"));
            month.pass = season::pass;

            Map<String, String> toHerald = new LinkedHashMap<>(); // Message-ID -> what it was
            Map<String, String> junk = new LinkedHashMap<>(); // Message-ID -> the disposition it must get
            month.at(Instant.parse("2026-03-03T09:00:00Z"), () -> junk.put(Junk.bounce(month.world), "automatic"));
            month.at(Instant.parse("2026-03-06T09:00:00Z"), () -> junk.put(Junk.outOfOffice(month.world, gameId),
                    "automatic"));
            month.at(Instant.parse("2026-03-08T12:00:00Z"), () -> junk.put(month.world.send(STRANGER,
                    "[" + gameId + "] orders", "HOLD S1\n"), "unknown-sender"));
            month.at(PAUSED, () -> toHerald.put(month.gmMail("PAUSE blue is on holiday"), "PAUSE"));
            month.at(Instant.parse("2026-03-15T12:00:00Z"), () -> junk.put(Junk.binary(month.world), "no-text"));
            month.at(RESUMED, () -> toHerald.put(month.gmMail("RESUME"), "RESUME"));
            month.at(REPLACED, () -> toHerald.put(month.gmMail("REPLACE " + blueSide + " " + GREEN), "REPLACE"));
            month.at(Instant.parse("2026-03-24T12:00:00Z"), () -> junk.put(month.world.send(BLUE,
                    "[" + gameId + "] orders", "KEY " + blueKey + "\nHOLD S1\n"), "unknown-sender"));
            month.at(Instant.parse("2026-03-27T12:00:00Z"), () -> junk.put(month.world.send(RED,
                    "[" + gameId + "] my army, photographed", "X".repeat(1100 * 1024)), "too-big"));
            month.liveUntil(month.clock.now.plus(Duration.ofDays(30)));
            season.report(started);

            Accounts accounts = new Accounts(month);
            accounts.everyOrderAcceptedOnce();
            accounts.everyWindowResolvedOnce();
            accounts.everyMailToHeraldJournalledOnce(toHerald, junk);
            int duplicates = accounts.everyMailSentAndReadExactly();
            assertTrue(duplicates <= season.sendKills(), duplicates + " duplicates, " + season.sendKills()
                    + " kills that could cut a send off");

            // The late player, the forgotten turn and the holiday, as the players saw them.
            List<WindowResolved> resolved = accounts.resolved();
            String calendar = resolved.stream().map(w -> w.turn() + " " + w.at() + " " + w.orders())
                    .collect(Collectors.joining("\n"));
            assertEquals(1, resolved.stream().filter(w -> w.orders().containsValue("default")).count(),
                    "only turn 3 had no orders from a side:\n" + calendar);
            assertEquals("default", resolved.get(2).orders().get(blueSide), "blue forgot turn 3");
            assertEquals(Instant.parse("2026-03-22T21:00:00Z"), resolved.get(3).at(),
                    "the holiday moved turn 4's deadline (Thu 12 Mar 20:00) ten days on; blue answered when told");
            assertTrue(month.mails(BLUE, "are late").size() >= 4, "blue was late each turn he played");
            assertTrue(month.mails(BLUE, "Reminder").size() >= 4);
            String sideName = month.game().ruleset().sides(month.game().rules()).stream()
                    .filter(s -> s.id().equals(blueSide)).findFirst().orElseThrow().name();
            assertTrue(month.mails(RED, "Turn 3 result").get(0).mail().text()
                    .contains(sideName + ": no orders received"));
            for (ClubMonth.Received r : month.received) {
                boolean onHoliday = r.at().isAfter(PAUSED) && r.at().isBefore(RESUMED);
                assertFalse(onHoliday && (r.subject().contains("Reminder") || r.subject().contains("are late")
                        || r.subject().contains("result")), "nothing runs on holiday: " + r);
            }
            assertTrue(resolved.stream().noneMatch(w -> w.at().isAfter(PAUSED) && w.at().isBefore(RESUMED)));
            assertEquals(1, distinct(month, BLUE, "You no longer command"), "blue was told he was replaced");
            assertEquals(1, distinct(month, BLUE, "is not a player"), "blue's mail after REPLACE is refused");
            assertEquals(0, distinct(month, BLUE, "Turn 5 result"), "blue hears no more of the game");
            long greenOrders = month.world.journal.inbound(gameId).stream()
                    .filter(r -> r.sender().equals(GREEN) && r.disposition().equals("accepted")).count();
            assertTrue(greenOrders >= 3, "green plays turns 5 to 7 (and 8 if reminded): " + greenOrders);
            assertTrue(distinct(month, GREEN, "Turn 7 result") == 1 && distinct(month, GREEN, "You now command") == 1);
            assertEquals(1, distinct(month, GM, "You are the game master"));

            month.world.closeHerald();
            ChildHerald.Running verify = season.child.start(List.of(), "verify", gameId);
            assertEquals(0, verify.awaitExit(Duration.ofMinutes(2)), verify.output());
            month.world.open();
        }
    }

    /** How many different mails {@code player} read whose subject holds {@code words} (a resent copy counts once). */
    private static long distinct(ClubMonth month, String player, String words) {
        return month.mails(player, words).stream().map(r -> r.mail().messageId()).distinct().count();
    }

    /** Reads the journal and the mailboxes after the month and checks they agree. */
    private record Accounts(ClubMonth month) {
        List<Object> events() {
            return month.world.umpire.games().history(month.gameId).stream().<Object>map(s -> s.event()).toList();
        }

        List<OrdersAccepted> accepted() {
            return events().stream().filter(e -> e instanceof OrdersAccepted).map(e -> (OrdersAccepted) e).toList();
        }

        List<WindowResolved> resolved() {
            return events().stream().filter(e -> e instanceof WindowResolved).map(e -> (WindowResolved) e).toList();
        }

        void everyOrderAcceptedOnce() {
            Map<String, Long> byMail = accepted().stream()
                    .collect(Collectors.groupingBy(OrdersAccepted::messageId, Collectors.counting()));
            for (String id : month.orderMails) {
                assertEquals(1L, byMail.getOrDefault(id, 0L), "order mail " + id + " accepted exactly once");
            }
            assertEquals(month.orderMails.size(), byMail.size(), "no acceptance of a mail nobody sent as orders");
        }

        void everyWindowResolvedOnce() {
            Map<String, Long> perWindow = resolved().stream()
                    .collect(Collectors.groupingBy(WindowResolved::window, Collectors.counting()));
            perWindow.forEach((window, n) -> assertEquals(1L, n, window + " resolved once"));
            assertTrue(perWindow.size() >= 7, "a month of turns: " + perWindow.keySet());
            assertEquals(perWindow.size(), month.mails(RED, "result").stream().map(r -> r.mail().messageId()).distinct()
                    .count(), "one result mail to red per window");
            assertTrue(month.world.journal.verify(month.gameId).intact(), month.world.journal.verify(month.gameId)
                    .problem());
        }

        void everyMailToHeraldJournalledOnce(Map<String, String> commands, Map<String, String> junk) {
            Map<String, InboundRecord> inbound = month.world.journal.inbound(null).stream()
                    .collect(Collectors.toMap(InboundRecord::messageId, r -> r));
            List<String> sent = new ArrayList<>(month.orderMails);
            sent.addAll(commands.keySet());
            sent.addAll(junk.keySet());
            assertEquals(sent.stream().sorted().toList(), inbound.keySet().stream().sorted().toList(),
                    "one inbound record per mail sent to Herald, no more");
            month.orderMails.forEach(id -> assertEquals("accepted", inbound.get(id).disposition(), id));
            junk.forEach((id, disposition) -> assertEquals(disposition, inbound.get(id).disposition(),
                    id + ": " + inbound.get(id).note()));
            commands.forEach((id, what) -> assertTrue(month.mails(GM, "").stream()
                    .anyMatch(r -> id.equals(r.mail().inReplyTo())), what + " answered"));
            List<String> robots = junk.entrySet().stream().filter(e -> e.getValue().equals("automatic"))
                    .map(Map.Entry::getKey).toList();
            for (OutboxEntry e : month.world.journal.sentMail(null)) {
                assertFalse(robots.contains(e.mail().inReplyTo()), "a robot was answered: " + e.mail().subject());
            }
        }

        /** Returns how many extra copies arrived (each where the journal counts an interrupted send). */
        int everyMailSentAndReadExactly() {
            assertEquals(List.of(), month.world.journal.pendingMail(), "nothing left to send");
            assertEquals(List.of(), month.world.journal.refusedMail(null), "nothing refused");
            Map<String, Integer> copies = new HashMap<>();
            month.received.forEach(r -> copies.merge(r.player() + " " + r.mail().messageId(), 1, Integer::sum));
            int duplicates = 0;
            List<OutboxEntry> sent = month.world.journal.sentMail(null);
            for (OutboxEntry e : sent) {
                String id = e.mail().recipient() + " <outbox-" + e.id() + "."
                        + (e.mail().gameId() == null ? "herald" : e.mail().gameId()) + "@herald.test>";
                int n = copies.getOrDefault(id, 0);
                assertTrue(n >= 1, "mail " + e.id() + " '" + e.mail().subject() + "' reached " + e.mail().recipient());
                assertTrue(n <= 1 + e.delivery().interrupted(), "mail " + e.id() + " arrived " + n
                        + " times, its sending cut off " + e.delivery().interrupted() + " times");
                duplicates += n - 1;
            }
            assertEquals(sent.size(), copies.size(), "no mail arrived that the journal does not say was sent");
            return duplicates;
        }
    }
}
