package herald.journal;

/**
 * A piece of work that one worker of several sharing a journal has taken, so that no other does it at
 * the same time: a game's window being resolved, a mail being read, an outbox mail being sent. Taken by
 * {@link Journal#claim}; given back by {@link #close}, or by the worker's end, however it ends.
 *
 * <p>On PostgreSQL a claim is a session-level advisory lock ({@code pg_try_advisory_lock(kind, key)})
 * on the journal's anchor connection: the server lets it go when that connection ends, so a worker
 * killed holding work frees it at once, with no timeout to guess. A claim is never waited for: work
 * another worker holds is left for the next pass. It keeps workers from doing the same work twice; what
 * keeps the journal right is still the journal's own keys (a stale append fails, a mail is recorded
 * once), so two keys that hash alike only make one piece of work wait a pass.
 *
 * <p>On H2 one process writes the journal ({@link WriterLock}), so every claim is granted.
 */
public final class Claim implements AutoCloseable {
    /** What is claimed; the number is the advisory lock's first key, so kinds never collide. */
    public enum Kind {
        GAME(0x4847), MAIL(0x484D), OUTBOX(0x484F);

        final int space;

        Kind(int space) {
            this.space = space;
        }
    }

    /** Lets a claim go; null for a claim that holds nothing (H2's). */
    interface Release {
        void release(Kind kind, int key);
    }

    private final Kind kind;
    private final String name;
    private final int key;
    private final Release release;
    private boolean released;

    Claim(Kind kind, String name, Release release) {
        this.kind = kind;
        this.name = name;
        this.key = keyOf(name);
        this.release = release;
    }

    /** The advisory lock's second key: a hash of the name, the same in every worker (String.hashCode is specified). */
    static int keyOf(String name) {
        return name.hashCode();
    }

    public Kind kind() {
        return kind;
    }

    /** The game id, Message-ID or outbox id claimed. */
    public String name() {
        return name;
    }

    int key() {
        return key;
    }

    @Override
    public synchronized void close() {
        if (released) {
            return;
        }
        released = true;
        if (release != null) {
            release.release(kind, key);
        }
    }

    @Override
    public String toString() {
        return kind + " " + name;
    }
}
