package herald.app.archive;

import herald.journal.ChainCheck;
import herald.journal.Journal;
import herald.journal.StoredEvent;
import java.util.List;

/**
 * The checks an archive gets before anything else: it is one game, the manifest agrees with the
 * journal (nothing cut off the end), and the hash chain holds. A side's archive is checked as far as
 * it can be: its redacted events keep their hashes, so the links are checked but not those hashes.
 *
 * @param problem null when the archive is sound; else names the first bad event and what is wrong
 */
public record ArchiveCheck(String problem, long checked) {

    public boolean sound() {
        return problem == null;
    }

    public static ArchiveCheck of(Archive archive) {
        Manifest m = archive.manifest();
        List<ArchiveLine> lines = archive.lines();
        for (ArchiveLine l : lines) {
            if (!m.game().equals(l.game())) {
                return new ArchiveCheck("version " + l.version() + " (" + l.type() + ") belongs to game " + l.game()
                        + ", but the manifest is for " + m.game(), 0);
            }
            if (l.redacted() == (l.payload() != null)) {
                return new ArchiveCheck("game " + l.game() + " version " + l.version() + " (" + l.type() + ") is "
                        + (l.redacted() ? "marked redacted but has a payload" : "not redacted but has no payload"), 0);
            }
        }
        ArchiveLine last = lines.get(lines.size() - 1);
        if (m.events() != lines.size() || !last.hash().equals(m.lastHash())) {
            return new ArchiveCheck("the manifest lists " + m.events() + " events ending in hash " + m.lastHash()
                    + ", but journal.jsonl has " + lines.size() + " ending in " + last.hash()
                    + ": events were added or cut off", 0);
        }
        List<StoredEvent> events = archive.events();
        if (archive.redactedCount() == 0) {
            ChainCheck chain = Journal.verifyChain(events);
            return new ArchiveCheck(chain.problem(), chain.checkedEvents());
        }
        return links(lines, events);
    }

    private static ArchiveCheck links(List<ArchiveLine> lines, List<StoredEvent> events) {
        String prev = "0".repeat(64);
        for (int i = 0; i < events.size(); i++) {
            StoredEvent e = events.get(i);
            String at = "game " + e.gameId() + " version " + e.version() + " (" + e.type() + ")";
            if (e.version() != i + 1) {
                return new ArchiveCheck(at + " is where version " + (i + 1) + " should be", i + 1);
            }
            if (!e.prevHash().equals(prev)) {
                return new ArchiveCheck(at + " does not link to the hash of the event before it", i + 1);
            }
            if (!lines.get(i).redacted() && !Journal.seal(e).equals(e.hash())) {
                return new ArchiveCheck(at + " does not match its hash: it was edited after it was recorded", i + 1);
            }
            prev = e.hash();
        }
        return new ArchiveCheck(null, events.size());
    }
}
