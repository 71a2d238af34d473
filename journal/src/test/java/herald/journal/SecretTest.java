package herald.journal;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedClass;
import org.junit.jupiter.params.provider.EnumSource;

@ParameterizedClass(name = "on {0}")
@EnumSource(Backend.class)
class SecretTest extends OnEachBackend {
    @Test
    void aDiceSeedKeptWithTheGameReadsBackAfterReopen() {
        byte[] seed = {1, 2, 3, (byte) 0xff, 0, 42};
        try (Journal journal = place.open()) {
            journal.transact(tx -> {
                tx.append("LW-SEED", 0, Fixtures.turn(1));
                tx.putSecret("LW-SEED", seed);
                return null;
            });
        }
        try (Journal journal = place.open()) {
            assertArrayEquals(seed, journal.secret("LW-SEED"));
        }
    }

    @Test
    void aSeedIsKeptOnceAndAMissingOneIsAClearError() {
        try (Journal journal = place.open()) {
            journal.transact(tx -> {
                tx.putSecret("LW-ONCE", new byte[] {1});
                return null;
            });
            assertThrows(JournalException.class, () -> journal.transact(tx -> {
                tx.putSecret("LW-ONCE", new byte[] {2});
                return null;
            }));
            assertArrayEquals(new byte[] {1}, journal.secret("LW-ONCE"));
            JournalException missing = assertThrows(JournalException.class, () -> journal.secret("LW-NONE"));
            assertTrue(missing.getMessage().contains("LW-NONE"));
        }
    }
}
