package herald.app.archive;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import herald.journal.StoredEvent;
import java.time.Instant;

/** Conversions between the journal's events and an archive's lines. */
public final class Archives {
    private Archives() {}

    static ArchiveLine line(StoredEvent e, boolean redacted) {
        return new ArchiveLine(e.gameId(), e.version(), e.type(), e.schemaVersion(), e.rulesetVersion(),
                e.recordedAt().toEpochMilli(), redacted, redacted ? null : e.payload(), e.prevHash(), e.hash());
    }

    /** The event as the journal stores it; its position is for the receiving journal to choose. */
    static StoredEvent event(ArchiveLine l) {
        return new StoredEvent(l.game(), l.version(), 0, l.type(), l.schemaVersion(), l.payload(),
                Instant.ofEpochMilli(l.recordedAt()), l.prevHash(), l.hash(), l.rulesetVersion());
    }

    static JsonNode tree(ObjectMapper json, String payload) {
        try {
            return json.readTree(payload);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a journalled payload is not JSON", e);
        }
    }

    /** Deletes a temporary folder and what is in it; a file that will not go is left behind, harmlessly. */
    public static void deleteTree(java.nio.file.Path dir) {
        if (dir == null) {
            return;
        }
        try (java.util.stream.Stream<java.nio.file.Path> all = java.nio.file.Files.walk(dir)) {
            all.sorted(java.util.Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        } catch (java.io.IOException e) {
            // only a temporary folder left behind
        }
    }
}
