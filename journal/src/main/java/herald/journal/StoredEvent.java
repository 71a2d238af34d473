package herald.journal;

import java.time.Instant;

/**
 * An event as recorded: {@code version} counts 1, 2, 3… within its game, {@code position} orders all
 * games together (it may have gaps), and {@code hash} seals this event to {@code prevHash}.
 * {@code rulesetVersion} is the version of the rules that produced it; null for events recorded
 * before the journal kept it.
 */
public record StoredEvent(String gameId, long version, long position, String type, int schemaVersion,
                          String payload, Instant recordedAt, String prevHash, String hash, String rulesetVersion) {

    /** An event without a recorded ruleset version. */
    public StoredEvent(String gameId, long version, long position, String type, int schemaVersion,
                       String payload, Instant recordedAt, String prevHash, String hash) {
        this(gameId, version, position, type, schemaVersion, payload, recordedAt, prevHash, hash, null);
    }
}
