package herald.journal;

import static herald.journal.Fixtures.event;
import static herald.journal.Fixtures.orders;
import static herald.journal.Fixtures.report;
import static herald.journal.Fixtures.turn;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A club's H2 journal moved whole into an empty PostgreSQL one (`herald migrate`). */
class JournalMoveTest {
    private static final Instant T = Instant.parse("2026-03-01T10:00:00Z");

    @TempDir
    Path dir;

    private static void aClubsMonth(Journal j) {
        j.transact(tx -> {
            tx.append("LW-AAAA", 0, turn(1));
            tx.putSecret("LW-AAAA", new byte[] {1, 2, 3});
            tx.putReplyKey("LW-AAAA", new byte[] {9, 8});
            tx.putSecret("LW-OLD1", new byte[] {4});  // a game from before reply keys
            return tx.append("LW-OLD1", 0, List.of(event("GameOpened", "{}")));
        });
        j.transact(tx -> {
            tx.recordInbound(orders("<o1@example.org>", "LW-AAAA"));
            tx.recordInbound(new InboundRecord("<o1@example.org>", "eve@example.org", "same id, other bytes", T,
                    new byte[] {0, -1}, null, "rejected", "Message-ID reused"));
            tx.append("LW-AAAA", 2, List.of(new NewEvent("OrdersAccepted", 2, "{\"side\":\"red\"}", "1.4")));
            return tx.enqueueMail(report("LW-AAAA", new Attachment("turn01.pdf", "application/pdf", new byte[] {37, 80})));
        });
        long sent = j.transact(tx -> tx.enqueueMail(report("LW-AAAA").withHtml("<p>map</p>",
                List.of(new Attachment("map.png", "image/png", new byte[] {-119, 80}, "map@herald")))));
        long refused = j.transact(tx -> tx.enqueueMail(report(null)));
        long waiting = j.transact(tx -> tx.enqueueMail(report("LW-OLD1")));
        j.markSending(sent, T);
        j.markSent(sent, T.plusSeconds(1));
        j.markRefused(refused, "550 no such user", T, null);
        j.markRetry(waiting, "451 later", T.plusSeconds(60));
    }

    @Test
    void everyGameMailAndSecretArrivesAsItWasAndTheJournalGoesOnAfterThem() {
        Backend.Place h2 = Backend.H2.place(dir.resolve("h2"));
        Backend.Place pg = Backend.POSTGRESQL.place(dir.resolve("pg"));
        try (Journal from = h2.open(); Journal to = pg.open()) {
            aClubsMonth(from);
            JournalMove.Moved moved = JournalMove.copy(from, to);
            assertEquals(new JournalMove.Moved(2, 4, 2, 4, 2), moved);

            assertEquals(from.gameIds(), to.gameIds());
            for (String game : from.gameIds()) {
                assertEquals(from.read(game), to.read(game), "positions, instants, hashes and all");
                assertTrue(to.verify(game).intact());
            }
            assertEquals(from.inbound(null), to.inbound(null));
            assertEquals(from.sentMail(null), to.sentMail(null));
            assertEquals(from.pendingMail(), to.pendingMail());
            assertEquals(from.refusedMail(null), to.refusedMail(null));
            assertArrayEquals(from.secret("LW-AAAA"), to.secret("LW-AAAA"));
            assertArrayEquals(from.replyKey("LW-AAAA").orElseThrow(), to.replyKey("LW-AAAA").orElseThrow());
            assertTrue(to.replyKey("LW-OLD1").isEmpty());

            long lastPosition = from.readAll(0, 100).get(3).position();
            to.transact(tx -> tx.append("LW-AAAA", 3, List.of(event("TurnBegan", "{\"turn\":2}"))));
            assertTrue(to.read("LW-AAAA").get(3).position() > lastPosition, "positions go on after the moved ones");
            long next = to.transact(tx -> tx.enqueueMail(report("LW-AAAA")));
            assertEquals(5, next, "so do outbox ids: a sent mail's Message-ID is never made twice");
        }
    }

    @Test
    void aTargetThatAlreadyHasGamesIsRefusedAndKeepsWhatItHad() {
        Backend.Place h2 = Backend.H2.place(dir.resolve("h2"));
        Backend.Place pg = Backend.POSTGRESQL.place(dir.resolve("pg"));
        try (Journal from = h2.open(); Journal to = pg.open()) {
            aClubsMonth(from);
            to.transact(tx -> tx.append("LW-HERE", 0, List.of(event("GameOpened", "{}"))));
            JournalException e = assertThrows(JournalException.class, () -> JournalMove.copy(from, to));
            assertTrue(e.getMessage().contains("already holds games (LW-HERE)"), e.getMessage());
            assertEquals(List.of("LW-HERE"), to.gameIds());
            assertEquals(List.of(), to.inbound(null));
        }
        Backend.Place mailOnly = Backend.POSTGRESQL.place(dir.resolve("pg2"));
        try (Journal from = h2.open(); Journal to = mailOnly.open()) {
            to.transact(tx -> tx.recordInbound(orders("<x@example.org>", null)));
            JournalException e = assertThrows(JournalException.class, () -> JournalMove.copy(from, to));
            assertTrue(e.getMessage().contains("already holds rows in inbound"), e.getMessage());
            assertEquals(List.of(), to.gameIds());
        }
    }
}
