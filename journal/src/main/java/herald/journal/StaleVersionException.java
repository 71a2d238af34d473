package herald.journal;

import java.util.OptionalLong;

/**
 * Someone appended to the game after the caller read it. The cure is always the same: reload the
 * game, decide again, append at the new version.
 */
public class StaleVersionException extends RuntimeException {
    private final String gameId;
    private final long expectedVersion;
    private final long actualVersion; // -1 when we lost a race at the unique constraint and cannot tell

    public StaleVersionException(String gameId, long expectedVersion, long actualVersion) {
        super("game " + gameId + " is at version " + actualVersion + ", not " + expectedVersion
                + ": someone appended first; reload and retry");
        this.gameId = gameId;
        this.expectedVersion = expectedVersion;
        this.actualVersion = actualVersion;
    }

    /** Lost a race: another transaction committed the same version while this one was appending. */
    StaleVersionException(String gameId, long expectedVersion, Throwable cause) {
        super("game " + gameId + " is past version " + expectedVersion
                + ": someone appended first; reload and retry", cause);
        this.gameId = gameId;
        this.expectedVersion = expectedVersion;
        this.actualVersion = -1;
    }

    public String gameId() {
        return gameId;
    }

    public long expectedVersion() {
        return expectedVersion;
    }

    /** The version found, or empty when the conflict was caught by the database's unique constraint. */
    public OptionalLong actualVersion() {
        return actualVersion < 0 ? OptionalLong.empty() : OptionalLong.of(actualVersion);
    }
}
