package herald.app.archive;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import herald.journal.Journal;
import herald.journal.StoredEvent;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A rules fix that changes an outcome: the journal keeps what the old rules decided, and verify says
 * which version re-adjudicated differently and where, instead of history changing silently.
 */
class RulesVersionTest {
    @TempDir
    Path dir;

    /** The v1 fixture's battle as if rules version {@code version} had set one shot's number to meet one higher. */
    private List<StoredEvent> decidedBy(String version) throws Exception {
        Path zip = dir.resolve("patrol-v1.zip");
        if (!Files.exists(zip)) {
            try (var in = RulesVersionTest.class.getResourceAsStream("/archive/patrol-v1.zip")) {
                Files.copy(in, zip);
            }
        }
        List<StoredEvent> events = new ArrayList<>();
        String prev = "0".repeat(64);
        boolean changed = false;
        for (StoredEvent e : ArchiveReader.read(zip).events()) {
            String payload = e.payload();
            if (!changed && e.type().equals("PieceFired")) {
                Matcher need = Pattern.compile("\"need\":(\\d+)").matcher(payload);
                assertTrue(need.find(), payload);
                payload = need.replaceFirst("\"need\":" + (Integer.parseInt(need.group(1)) + 1));
                changed = true;
            }
            StoredEvent unsealed = new StoredEvent(e.gameId(), e.version(), 0, e.type(), e.schemaVersion(), payload,
                    e.recordedAt(), prev, "", version);
            prev = Journal.seal(unsealed);
            events.add(new StoredEvent(e.gameId(), e.version(), 0, e.type(), e.schemaVersion(), payload,
                    e.recordedAt(), unsealed.prevHash(), prev, version));
        }
        return events;
    }

    private String verify(List<StoredEvent> events, Path data) {
        StringWriter out = new StringWriter();
        try (Journal journal = Journal.openH2(data)) {
            String id = events.get(0).gameId();
            journal.transact(tx -> {
                tx.restore(id, events);
                return null;
            });
            assertFalse(new Verifier(new PrintWriter(out, true)).verify(journal, id), out.toString());
        }
        return out.toString();
    }

    @Test
    void an_outcome_recorded_under_an_older_ruleset_version_is_named_with_both_versions_and_the_turn() throws Exception {
        List<StoredEvent> events = decidedBy("0.0-old");
        StoredEvent shot = events.stream().filter(e -> e.type().equals("PieceFired")).findFirst().orElseThrow();
        String out = verify(events, dir.resolve("a"));
        assertTrue(out.contains("hash chain: intact"), out);
        assertTrue(Pattern.compile("turn (\\d+) \\(T\\1\\): re-adjudication under version 0\\.1 differs at turn \\1"
                + " \\(recorded under version 0\\.0-old\\), first at game " + shot.gameId() + " version " + shot.version()
                + " \\(PieceFired\\)").matcher(out).find(), out);
    }

    @Test
    void the_same_difference_under_the_same_version_is_a_plain_mismatch() throws Exception {
        List<StoredEvent> events = decidedBy("0.1");
        StoredEvent shot = events.stream().filter(e -> e.type().equals("PieceFired")).findFirst().orElseThrow();
        String out = verify(events, dir.resolve("b"));
        assertTrue(out.contains("DIFFERS, first at game " + shot.gameId() + " version " + shot.version() + " (PieceFired)"),
                out);
        assertFalse(out.contains("re-adjudication under version"), out);
    }
}
