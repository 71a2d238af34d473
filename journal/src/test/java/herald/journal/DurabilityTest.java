package herald.journal;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A commit that has returned survives a SIGKILL that comes right after it, also after many
 * restarts. SIGKILL leaves the database file exactly as the process's finished writes made it, so
 * a copy of the file taken right after a commit returns, opened by a fresh H2, is what a restarted
 * Herald would find. Without {@code REUSE_SPACE=FALSE} (see {@link JdbcUrls#durable}) H2 2.5
 * fails this within a few restarts: it places a commit in space freed inside the file and, opened
 * again, does not find it nor the commits after it. {@code RETENTION_TIME=0} lets H2 reuse freed
 * space at once rather than after 45 s, so that this happens in seconds; the settings Herald
 * requires must make the journal durable whatever the retention time.
 */
class DurabilityTest {
    private static final int RESTARTS = 3;

    @TempDir
    Path dir;

    @Test
    void everyReturnedCommitIsInTheFileAKillWouldLeaveAcrossRestarts() throws Exception {
        Path data = dir.resolve("data");
        Files.createDirectories(data);
        String url = "jdbc:h2:file:" + data.resolve("journal") + ";RETENTION_TIME=0";
        List<String> lost = new ArrayList<>();
        int checked = 0;
        for (int restart = 0; restart < RESTARTS; restart++) {
            try (Journal journal = Journal.open(url, "sa", "")) {
                for (int k = 0; k < 4; k++) {
                    // a turn result with its PDF, then a reply: big and small commits, as a game makes
                    byte[] pdf = new byte[(k + restart) % 2 == 0 ? 200_000 : 100];
                    long id = journal.transact(tx -> tx.enqueueMail(new OutboxMail(null, "red@club.test", "Turn result",
                            "body ".repeat(300), null, List.of(new Attachment("turn.pdf", "application/pdf", pdf)))));
                    checked += expect(data, id, "TRUE", "queued", restart, lost);
                    journal.markSending(id, Instant.parse("2026-03-01T18:00:00Z"));
                    checked += expect(data, id, "sending_at IS NOT NULL", "marked sending", restart, lost);
                    journal.markSent(id, Instant.parse("2026-03-01T18:00:01Z"));
                    checked += expect(data, id, "sent_at IS NOT NULL AND sending_at IS NULL", "marked sent", restart, lost);
                }
            }
        }
        assertEquals(List.of(), lost, "commits that returned but were not in the file a kill would leave, of "
                + checked);
    }

    /** Copies the file as a SIGKILL now would leave it, opens the copy and checks the outbox row. */
    private int expect(Path data, long id, String condition, String what, int restart, List<String> lost)
            throws IOException, SQLException {
        Path killed = Files.createTempDirectory(dir, "killed");
        Files.copy(data.resolve("journal.mv.db"), killed.resolve("journal.mv.db"));
        try (Connection c = DriverManager.getConnection("jdbc:h2:file:" + killed.resolve("journal"), "sa", "");
                ResultSet rs = c.createStatement().executeQuery(
                        "SELECT COUNT(*) FROM outbox WHERE id = " + id + " AND " + condition)) {
            rs.next();
            if (rs.getInt(1) != 1) {
                lost.add("mail " + id + " " + what + " (after restart " + restart + ")");
            }
        }
        return 1;
    }
}
