package herald.journal;

import java.util.concurrent.ConcurrentHashMap;

/**
 * The head (version and hash) of each stream this process appended to, remembered once the commit that
 * made it has returned, so that the next append to the stream need not read it back first (on PostgreSQL
 * a round trip a commit). Only a hint: an append that starts from a remembered head inserts its events
 * on the condition that the database's head is that very one ({@link EventBatch#AFTER_HEAD}, checked by
 * the insert itself), so another writer, a journal put back from a backup or an edited last event send
 * the append back to reading the head as before. Safe to share between threads.
 */
final class StreamHeads {
    /** A club's games fit many times over; past it everything is forgotten and read again as needed. */
    private static final int MAX_STREAMS = 100_000;

    private final ConcurrentHashMap<String, ChainHead> heads = new ConcurrentHashMap<>();

    /** The head this process last committed to {@code gameId}, or null. */
    ChainHead get(String gameId) {
        return heads.get(gameId);
    }

    /** After a commit has returned: the stream is at {@code head}, unless a later commit already said more. */
    void remember(ChainHead head) {
        if (heads.size() >= MAX_STREAMS) {
            heads.clear();
        }
        heads.merge(head.gameId(), head, (old, now) -> now.version() >= old.version() ? now : old);
    }

    /** The database's head was not the one remembered: read it again next time. */
    void forget(String gameId) {
        heads.remove(gameId);
    }
}
