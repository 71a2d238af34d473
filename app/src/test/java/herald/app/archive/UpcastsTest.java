package herald.app.archive;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import herald.app.game.EventCodec;
import herald.app.game.GameEvent;
import herald.app.game.Rulesets;
import herald.app.game.Upcasts;
import herald.journal.StoredEvent;
import java.time.Instant;
import org.junit.jupiter.api.Test;

/** Old payloads are brought up to date on read; a payload from a newer Herald is refused by name. */
class UpcastsTest {
    private final EventCodec codec = new EventCodec(Rulesets.byId("lonewolf"));

    private static StoredEvent stored(int schemaVersion, String payload) {
        return new StoredEvent("LW-TEST1", 9, 9, "WindowResolved", schemaVersion, payload, Instant.EPOCH, "", "");
    }

    @Test
    void a_window_resolved_before_dice_streams_were_recorded_drew_from_its_own_windows_stream() {
        String v1 = "{\"window\":\"T3\",\"turn\":3,\"orders\":{\"giaks\":\"default\"},\"diceUsed\":4,\"at\":\"2026-03-01T10:00:00Z\"}";
        GameEvent.WindowResolved w = (GameEvent.WindowResolved) codec.decode(stored(1, v1));
        assertEquals("T3", w.diceStream());
        assertEquals(2, Upcasts.current("WindowResolved"));
        assertEquals(2, codec.encode(w).schemaVersion());
        assertEquals(1, Upcasts.current("PieceMoved"), "a type without upcasts is at version 1");
    }

    @Test
    void a_payload_from_a_newer_herald_is_refused_with_its_game_version_and_type() {
        IllegalStateException e = assertThrows(IllegalStateException.class, () -> codec.decode(stored(3, "{}")));
        assertTrue(e.getMessage().contains("event 9 of LW-TEST1 (WindowResolved) is schema version 3, written by a newer"
                + " Herald; this one reads up to 2"), e.getMessage());
    }
}
