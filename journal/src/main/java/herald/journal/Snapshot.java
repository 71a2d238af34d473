package herald.journal;

import java.time.Instant;
import java.util.Objects;

/**
 * A game's folded state as it stood after event {@code version}: a cache the app may use instead of
 * folding the stream from its start. The journal neither reads nor checks {@code state}; the app
 * decides, from {@code rulesetVersion} and {@code format}, whether it can still trust it.
 *
 * @param turn the last turn whose window had been resolved at {@code version} (0: set-up only)
 */
public record Snapshot(String gameId, long version, int turn, String rulesetVersion, String format, String state,
        Instant takenAt) {
    public Snapshot {
        Objects.requireNonNull(gameId, "gameId");
        Objects.requireNonNull(rulesetVersion, "rulesetVersion");
        Objects.requireNonNull(format, "format");
        Objects.requireNonNull(state, "state");
        Objects.requireNonNull(takenAt, "takenAt");
        if (version < 1 || turn < 0) {
            throw new IllegalArgumentException("a snapshot needs version >= 1 and turn >= 0, not " + version + "/" + turn);
        }
    }
}
