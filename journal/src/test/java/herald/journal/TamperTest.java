package herald.journal;

import static herald.journal.Fixtures.event;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.Parameter;
import org.junit.jupiter.params.ParameterizedClass;
import org.junit.jupiter.params.provider.EnumSource;

/** Someone edits the journal file behind Herald's back; verify must say where. */
@ParameterizedClass(name = "on {0}")
@EnumSource(Backend.class)
class TamperTest {
    @Parameter
    Backend backend;

    @TempDir
    Path dir;

    private Backend.Place place;

    @BeforeEach
    void threeEventsOfOneGameAndOneOfAnother() {
        place = backend.place(dir);
        try (Journal journal = place.open()) {
            journal.transact(tx -> tx.append("LW-ABCD", 0, List.of(
                    event("GameOpened", "{}"),
                    event("DiceRolled", "{\"die\":2,\"needed\":4,\"result\":\"miss\"}"),
                    event("UnitRouted", "{\"unit\":\"B2\"}"))));
            journal.transact(tx -> tx.append("LW-WXYZ", 0, List.of(event("GameOpened", "{}"))));
        }
    }

    @Test
    void anEditedPayloadIsReportedByGameVersionAndType() throws SQLException {
        sql("UPDATE events SET payload = '{\"die\":6,\"needed\":4,\"result\":\"hit\"}' WHERE game_id = 'LW-ABCD' AND version = 2");

        ChainCheck check = verify("LW-ABCD");
        assertFalse(check.intact());
        assertEquals(2, check.checkedEvents());
        assertEquals("game LW-ABCD version 2 (DiceRolled) does not match its hash: it was edited after it was recorded",
                check.problem());
        assertTrue(verify("LW-WXYZ").intact(), "other games are untouched");
    }

    @Test
    void aDeletedMiddleEventIsReported() throws SQLException {
        sql("DELETE FROM events WHERE game_id = 'LW-ABCD' AND version = 2");

        ChainCheck check = verify("LW-ABCD");
        assertFalse(check.intact());
        assertEquals("game LW-ABCD version 3 (UnitRouted) follows version 1: version 2 is missing", check.problem());
    }

    @Test
    void anEditWhoseHashIsRecomputedStillBreaksTheLinkToTheNextEvent() throws SQLException {
        StoredEvent original = readEvent(2);
        String forged = "{\"die\":6,\"needed\":4,\"result\":\"hit\"}";
        String forgedHash = HashChain.hash(original.prevHash(), "LW-ABCD", 2, "DiceRolled", 1,
                original.recordedAt().toEpochMilli(), null, forged);
        sql("UPDATE events SET payload = '" + forged + "', hash = '" + forgedHash + "' WHERE game_id = 'LW-ABCD' AND version = 2");

        assertEquals("game LW-ABCD version 3 (UnitRouted) does not link to the hash of version 2:"
                + " an earlier event was replaced or this one was moved", verify("LW-ABCD").problem());
    }

    @Test
    void aMissingFirstEventIsReported() throws SQLException {
        sql("DELETE FROM events WHERE game_id = 'LW-ABCD' AND version = 1");

        assertEquals("game LW-ABCD version 2 (DiceRolled) comes first: version 1 is missing", verify("LW-ABCD").problem());
    }

    private ChainCheck verify(String gameId) {
        try (Journal journal = place.open()) {
            return journal.verify(gameId);
        }
    }

    private StoredEvent readEvent(long version) {
        try (Journal journal = place.open()) {
            return journal.read("LW-ABCD").get((int) version - 1);
        }
    }

    private void sql(String statement) throws SQLException {
        try (Connection c = place.raw(); PreparedStatement ps = c.prepareStatement(statement)) {
            assertEquals(1, ps.executeUpdate());
        }
    }
}
