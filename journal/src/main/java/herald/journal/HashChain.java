package herald.journal;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.List;

/**
 * The tamper seal: each event's hash covers the previous hash and every stored field of the event
 * (but its position, which is the receiving journal's to choose when a game is imported),
 * so editing, removing or reordering an event breaks the chain from that event on. (Cutting events
 * off the end leaves a shorter intact chain: that needs a copy of the last hash kept elsewhere.)
 */
final class HashChain {
    static final String GENESIS = "0".repeat(64);

    private HashChain() {
    }

    /**
     * The seal. A row with a ruleset version has a "ruleset=" line before the payload; a row without
     * one (every row written before V3) keeps the first formula, so its old hash still holds. The two
     * cannot be confused: a payload is JSON, which never starts with "ruleset=".
     */
    static String hash(String prevHash, String gameId, long version, String type, int schemaVersion,
                       long recordedAtMillis, String rulesetVersion, String payload) {
        String sealed = prevHash + "\n" + gameId + "\n" + version + "\n" + type + "\n" + schemaVersion + "\n"
                + recordedAtMillis + "\n" + (rulesetVersion == null ? "" : "ruleset=" + rulesetVersion + "\n") + payload;
        return HexFormat.of().formatHex(sha256().digest(sealed.getBytes(StandardCharsets.UTF_8)));
    }

    static String hash(StoredEvent e) {
        return hash(e.prevHash(), e.gameId(), e.version(), e.type(), e.schemaVersion(),
                e.recordedAt().toEpochMilli(), e.rulesetVersion(), e.payload());
    }

    /** Checks one game's events, given in version order. */
    static ChainCheck verify(List<StoredEvent> events) {
        String expectedPrev = GENESIS;
        long expectedVersion = 1;
        long checked = 0;
        for (StoredEvent e : events) {
            checked++;
            String at = "game " + e.gameId() + " version " + e.version() + " (" + e.type() + ")";
            if (e.version() != expectedVersion) {
                String place = expectedVersion == 1 ? " comes first" : " follows version " + (expectedVersion - 1);
                return ChainCheck.broken(checked, at + place + ": " + describeGap(expectedVersion, e.version()));
            }
            if (!e.prevHash().equals(expectedPrev)) {
                return ChainCheck.broken(checked, at + " does not link to the hash of "
                        + (expectedVersion == 1 ? "the start of the game" : "version " + (expectedVersion - 1))
                        + ": an earlier event was replaced or this one was moved");
            }
            if (!hash(e).equals(e.hash())) {
                return ChainCheck.broken(checked, at + " does not match its hash: it was edited after it was recorded");
            }
            expectedPrev = e.hash();
            expectedVersion++;
        }
        return ChainCheck.intact(checked);
    }

    private static String describeGap(long expected, long found) {
        if (found < expected) {
            return "version " + found + " appears twice or out of order";
        }
        return found == expected + 1 ? "version " + expected + " is missing"
                : "versions " + expected + " to " + (found - 1) + " are missing";
    }

    private static MessageDigest sha256() {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java runtime has SHA-256", e);
        }
    }
}
