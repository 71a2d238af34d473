package herald.journal;

import java.time.Instant;

/**
 * An event as recorded: {@code version} counts 1, 2, 3… within its game, {@code position} orders all
 * games together (it may have gaps), and {@code hash} seals this event to {@code prevHash}.
 */
public record StoredEvent(String gameId, long version, long position, String type, int schemaVersion,
                          String payload, Instant recordedAt, String prevHash, String hash) {
}
