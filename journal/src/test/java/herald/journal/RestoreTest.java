package herald.journal;

import static herald.journal.Fixtures.event;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.Parameter;
import org.junit.jupiter.params.ParameterizedClass;
import org.junit.jupiter.params.provider.EnumSource;

/** A game carried from one journal to another keeps every hash; the ruleset version is sealed too. */
@ParameterizedClass(name = "on {0}")
@EnumSource(Backend.class)
class RestoreTest {
    @Parameter
    Backend backend;

    @TempDir
    Path dir;

    private Backend.Place place;
    private Backend.Place elsewhere;

    @BeforeEach
    void twoFreshJournals() {
        place = backend.place(dir.resolve("a"));
        elsewhere = backend.place(dir.resolve("b"));
    }

    private List<StoredEvent> aGameWithOldAndNewRows(Backend.Place at) {
        try (Journal journal = at.open()) {
            journal.transact(tx -> tx.append("LW-OLD01", 0, List.of(event("GameOpened", "{}"))));
            journal.transact(tx -> tx.append("LW-OLD01", 1, List.of(
                    new NewEvent("DiceRolled", 2, "{\"die\":2}", "0.2"))));
            return journal.read("LW-OLD01");
        }
    }

    @Test
    void a_restored_game_keeps_versions_instants_ruleset_versions_and_hashes() {
        List<StoredEvent> original = aGameWithOldAndNewRows(place);
        assertNull(original.get(0).rulesetVersion(), "a row without a ruleset version keeps the first formula");
        assertEquals("0.2", original.get(1).rulesetVersion());
        try (Journal other = elsewhere.open()) {
            other.transact(tx -> tx.append("LW-ELSE1", 0, List.of(event("GameOpened", "{}"))));
            other.transact(tx -> {
                tx.restore("LW-OLD01", original);
                return null;
            });
            List<StoredEvent> copy = other.read("LW-OLD01");
            assertEquals(2, copy.size());
            for (int i = 0; i < 2; i++) {
                StoredEvent a = original.get(i);
                StoredEvent b = copy.get(i);
                assertEquals(List.of(a.version(), a.type(), a.schemaVersion(), a.payload(), a.recordedAt(), a.prevHash(),
                        a.hash()), List.of(b.version(), b.type(), b.schemaVersion(), b.payload(), b.recordedAt(),
                        b.prevHash(), b.hash()));
                assertEquals(a.rulesetVersion(), b.rulesetVersion());
            }
            assertTrue(other.verify("LW-OLD01").intact());
            assertEquals(3, other.version("LW-OLD01") + 1, "appending goes on from the restored version");
        }
    }

    @Test
    void a_game_already_here_or_a_broken_chain_is_refused_and_nothing_is_written() {
        List<StoredEvent> original = aGameWithOldAndNewRows(place);
        try (Journal journal = place.open()) {
            StaleVersionException again = assertThrows(StaleVersionException.class,
                    () -> journal.transact(tx -> { tx.restore("LW-OLD01", original); return null; }));
            assertEquals("LW-OLD01", again.gameId());
        }
        List<StoredEvent> edited = new ArrayList<>(original);
        StoredEvent e = original.get(1);
        edited.set(1, new StoredEvent(e.gameId(), e.version(), 0, e.type(), e.schemaVersion(), "{\"die\":6}",
                e.recordedAt(), e.prevHash(), e.hash(), e.rulesetVersion()));
        try (Journal other = elsewhere.open()) {
            IllegalArgumentException broken = assertThrows(IllegalArgumentException.class,
                    () -> other.transact(tx -> { tx.restore("LW-OLD01", edited); return null; }));
            assertEquals("refusing to restore LW-OLD01: game LW-OLD01 version 2 (DiceRolled) does not match its hash:"
                    + " it was edited after it was recorded", broken.getMessage());
            assertEquals(0, other.version("LW-OLD01"));
        }
    }

    @Test
    void changing_the_recorded_ruleset_version_breaks_the_chain() throws SQLException {
        aGameWithOldAndNewRows(place);
        try (Connection c = place.raw();
             PreparedStatement ps = c.prepareStatement("UPDATE events SET ruleset_version = '0.3' WHERE version = 2")) {
            assertEquals(1, ps.executeUpdate());
        }
        try (Journal journal = place.open()) {
            ChainCheck check = journal.verify("LW-OLD01");
            assertFalse(check.intact());
            assertTrue(check.problem().contains("version 2 (DiceRolled) does not match its hash"), check.problem());
        }
    }
}
