package herald.journal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.time.Instant;
import java.util.List;
import org.flywaydb.core.Flyway;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.Parameter;
import org.junit.jupiter.params.ParameterizedClass;
import org.junit.jupiter.params.provider.EnumSource;

/** A journal written before mails were keyed by their bytes (V6) opens with every mail kept and hashed. */
@ParameterizedClass(name = "on {0}")
@EnumSource(Backend.class)
class InboundMigrationTest {
    @Parameter
    Backend backend;

    @TempDir
    Path dir;

    private Backend.Place place;

    @BeforeEach
    void aFreshJournal() {
        place = backend.emptyPlace(dir);
    }

    @Test
    void aV6JournalsMailIsKeptHashedAndStillRecognisedWhenItComesAgain() throws Exception {
        String url = place.url();
        Flyway.configure().dataSource(url, place.user(), place.password()).locations("classpath:db/migration")
                .placeholders(JdbcUrls.migrationPlaceholders(url)).target("6").load().migrate();
        byte[] raw = "Message-ID: <old@example.org>\r\n\r\nHOLD S1\r\n".getBytes(StandardCharsets.UTF_8);
        try (Connection c = place.raw(); PreparedStatement ps = c.prepareStatement("INSERT INTO inbound"
                + " (message_id, sender, subject, received_at, raw, game_id, disposition, note) VALUES (?, ?, ?, ?, ?, ?, ?, ?)")) {
            ps.setString(1, "<old@example.org>");
            ps.setString(2, "ann@example.org");
            ps.setString(3, "orders");
            ps.setLong(4, 1_700_000_000_000L);
            ps.setBytes(5, raw);
            ps.setString(6, "LW-ABCD");
            ps.setString(7, "accepted");
            ps.setString(8, null);
            ps.executeUpdate();
        }

        try (Journal journal = place.open()) {
            InboundRecord old = new InboundRecord("<old@example.org>", "ann@example.org", "orders",
                    Instant.ofEpochMilli(1_700_000_000_000L), raw, "LW-ABCD", "accepted", null);
            assertEquals(List.of(old), journal.inbound(null));
            assertTrue(journal.holdsRaw(old.rawSha256()), "its hash was filled in");
            boolean again = journal.transact(tx -> tx.recordInbound(old));
            assertFalse(again, "the same bytes again are the same mail");
            InboundRecord reused = new InboundRecord("<old@example.org>", "eve@example.org", "other", Instant.EPOCH,
                    "other bytes".getBytes(StandardCharsets.UTF_8), null, "rejected", null);
            boolean kept = journal.transact(tx -> tx.recordInbound(reused));
            assertTrue(kept, "the Message-ID alone no longer decides");
            assertEquals(2, journal.inboundWithId("<old@example.org>").size());
        }
    }
}
