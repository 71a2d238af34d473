package herald.app.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

class KeysTest {

    @Test
    void aKeyIsStoredAsAPbkdf2HashThatNamesItsCost() {
        String hash = Keys.keyHash("SALTSALTSALT", "7KQM-X3RT-PWNA");

        assertTrue(hash.matches("pbkdf2-sha256\\$" + Keys.ITERATIONS + "\\$[0-9a-f]{64}"), hash);
        assertFalse(hash.contains("7KQM"), "the key itself is never stored");
    }

    @Test
    void theRightKeyMatchesHoweverLooselyTypedAndAWrongOneDoesNot() {
        GameEvent.Seat seat = new GameEvent.Seat("red", "ann@club.test", "SALTSALTSALT",
                Keys.keyHash("SALTSALTSALT", "7KQM-X3RT-PWNA"));

        assertTrue(Keys.matches(seat, "7kqm x3rt pwna"));
        assertFalse(Keys.matches(seat, "7KQM-X3RT-PWNB"));
    }

    @Test
    void theSameKeyUnderAnotherSaltHashesDifferently() {
        assertNotEquals(Keys.keyHash("AAAAAAAAAAAA", "7KQM-X3RT-PWNA"), Keys.keyHash("BBBBBBBBBBBB", "7KQM-X3RT-PWNA"));
    }

    @Test
    void aSeatHashedWithPlainSha256BeforeSlowHashesStillVerifies() {
        // exactly how seats were hashed until issue 5: SHA-256 of "salt:KEY", as hex
        String old = Keys.sha256Hex("SALTSALTSALT:7KQMX3RTPWNA".getBytes(StandardCharsets.UTF_8));
        GameEvent.Seat seat = new GameEvent.Seat("red", "ann@club.test", "SALTSALTSALT", old);

        assertTrue(Keys.matches(seat, "7KQM-X3RT-PWNA"));
        assertFalse(Keys.matches(seat, "7KQM-X3RT-PWNB"));
    }

    @Test
    void aHashAtAnotherCostStillVerifiesAtTheCostItRecords() {
        String cheap = Keys.keyHash("SALTSALTSALT", "7KQM-X3RT-PWNA").replace("$" + Keys.ITERATIONS + "$", "$1000$");
        String recomputed = "pbkdf2-sha256$1000$" + cheap.substring(cheap.lastIndexOf('$') + 1);

        // the digest was made at ITERATIONS, so claiming 1000 must not verify: the cost is part of the hash
        assertFalse(Keys.matches("SALTSALTSALT", recomputed, "7KQM-X3RT-PWNA"));
    }

    @Test
    void aDamagedStoredHashMatchesNothingAndDoesNotThrow() {
        assertFalse(Keys.matches("S", "pbkdf2-sha256$60000$zz", "K"));
        assertFalse(Keys.matches("S", "pbkdf2-sha256$-5$00", "K"));
        assertFalse(Keys.matches("S", "", "K"));
    }

    @Test
    void oneCheckTakesTensOfMilliseconds() {
        String hash = Keys.keyHash("SALTSALTSALT", "7KQM-X3RT-PWNA");
        Keys.matches("SALTSALTSALT", hash, "warm up the JIT");
        long start = System.nanoTime();
        int n = 5;
        for (int i = 0; i < n; i++) {
            Keys.matches("SALTSALTSALT", hash, "7KQM-X3RT-PWNA");
        }
        long millis = (System.nanoTime() - start) / 1_000_000 / n;
        System.out.println("one key check: " + millis + " ms at " + Keys.ITERATIONS + " iterations");
        // a floor, not a ceiling: a shared CI machine may be slower, never meaningfully faster
        assertTrue(millis >= 10, "a check took only " + millis + " ms: too cheap to slow a guesser");
        assertEquals(64, hash.substring(hash.lastIndexOf('$') + 1).length());
    }

    @Test
    void aRefusedSubmissionIsJournalledWithoutItsKey() {
        GameEvent.SubmissionRejected refused = new GameEvent.SubmissionRejected("red", "T1", "<m1@club.test>",
                java.time.Instant.EPOCH, "orders-rejected", java.util.List.of("line 3: no piece Z9"),
                "GAME LW-7KQ3M\n  key: 7KQM-X3RT-PWNA\nZ9 MOVE C7\nKEYSTONE is not a key line\n");

        assertFalse(refused.body().contains("7KQM"), refused.body());
        assertEquals("GAME LW-7KQ3M\n  key: (key not kept)\nZ9 MOVE C7\nKEYSTONE is not a key line\n", refused.body());
    }
}
