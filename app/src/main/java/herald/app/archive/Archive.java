package herald.app.archive;

import herald.journal.StoredEvent;
import java.nio.file.Path;
import java.util.List;

/** An archive as read from its file: the manifest and the journal's lines, nothing checked yet. */
public record Archive(Path file, Manifest manifest, List<ArchiveLine> lines) {
    public Archive {
        lines = List.copyOf(lines);
    }

    public long redactedCount() {
        return lines.stream().filter(ArchiveLine::redacted).count();
    }

    public List<StoredEvent> events() {
        return lines.stream().map(Archives::event).toList();
    }
}
