package herald.journal;

import java.nio.file.Path;

/**
 * A journal that lacks something its head file says was committed: it was cut short, or an older copy
 * was put in its place.
 *
 * @param missing what is missing first, e.g. "event 530 (LW-ABC12 version 61) is missing"
 */
public record HeadGap(Path headFile, JournalHead kept, JournalHead journal, String missing) {
    /** One line: both positions and what is missing. */
    public String describe() {
        return "the journal is behind its head file " + headFile + ": the journal ends at " + where(journal)
                + " but the head file says " + where(kept) + " was committed; " + missing;
    }

    private static String where(JournalHead h) {
        String outbox = "outbox mail " + h.outboxId();
        return h.position() == 0 ? "no event (" + outbox + ")"
                : "event " + h.position() + " (" + h.gameId() + " version " + h.version() + ", " + outbox + ")";
    }
}
