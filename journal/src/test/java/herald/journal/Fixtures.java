package herald.journal;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.time.Instant;
import java.util.List;

/** Small builders shared by the journal tests. */
final class Fixtures {
    private Fixtures() {
    }

    static NewEvent event(String type, String payload) {
        return new NewEvent(type, 1, payload);
    }

    static List<NewEvent> turn(int turn) {
        return List.of(event("TurnBegan", "{\"turn\":" + turn + "}"),
                event("UnitMoved", "{\"unit\":\"A1\",\"to\":\"C" + turn + "\"}"));
    }

    static InboundRecord orders(String messageId, String gameId) {
        return new InboundRecord(messageId, "ann@example.org", "Orders " + gameId + " turn 1",
                Instant.parse("2025-03-01T10:15:30.123Z"), ("Message-ID: " + messageId + "\r\n\r\nA1 to C3\r\n")
                .getBytes(StandardCharsets.UTF_8), gameId, "accepted", null);
    }

    static OutboxMail report(String gameId, Attachment... attachments) {
        return new OutboxMail(gameId, "ann@example.org", "Turn 1 report " + gameId, "Your units moved.",
                "<orders-1@example.org>", List.of(attachments));
    }

    /** A plain JDBC connection to the journal file, as a tamperer (or a curious organiser) would use. */
    static Connection rawConnection(Path dataDir) throws SQLException {
        return DriverManager.getConnection("jdbc:h2:file:" + dataDir.toAbsolutePath().normalize().resolve("journal"), "sa", "");
    }
}
