package herald.app.game;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;
import herald.engine.RuleEvent;
import herald.engine.Ruleset;
import herald.journal.NewEvent;
import herald.journal.StoredEvent;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Names and writes events for the journal, and reads them back. A type name is the record's simple
 * name; the game's own events and its ruleset's events share one namespace, checked at start.
 */
public final class EventCodec {
    public static final int SCHEMA_VERSION = 1;

    private final ObjectMapper mapper = mapper();
    private final Ruleset ruleset;
    private final Map<String, Class<?>> types = new HashMap<>();

    public EventCodec(Ruleset ruleset) {
        this.ruleset = ruleset;
        // Every permitted GameEvent is registered, so a new one cannot be forgotten here.
        java.util.Arrays.stream(GameEvent.class.getPermittedSubclasses()).forEach(this::register);
        ruleset.eventTypes().forEach(this::register);
    }

    public static ObjectMapper mapper() {
        return new ObjectMapper()
                .registerModule(new JavaTimeModule())
                .disable(SerializationFeature.WRITE_DATES_AS_TIMESTAMPS)
                .enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);
    }

    private void register(Class<?> type) {
        Class<?> clash = types.putIfAbsent(type.getSimpleName(), type);
        if (clash != null && clash != type) {
            throw new IllegalStateException("two event types are named " + type.getSimpleName() + ": " + clash
                    + " and " + type);
        }
    }

    public NewEvent encode(Object event) {
        if (!types.containsKey(event.getClass().getSimpleName())) {
            throw new IllegalArgumentException("not a registered event type: " + event.getClass());
        }
        try {
            return new NewEvent(event.getClass().getSimpleName(), SCHEMA_VERSION, mapper.writeValueAsString(event));
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot write " + event.getClass().getSimpleName(), e);
        }
    }

    /** Reads an event back; a {@link GameEvent} or a {@link RuleEvent}. */
    public Object decode(StoredEvent stored) {
        Class<?> type = types.get(stored.type());
        if (type == null) {
            throw new IllegalStateException("event " + stored.version() + " of " + stored.gameId()
                    + " has type " + stored.type() + ", which this Herald does not know");
        }
        if (stored.schemaVersion() != SCHEMA_VERSION) {
            throw new IllegalStateException("event " + stored.version() + " of " + stored.gameId()
                    + " is schema version " + stored.schemaVersion() + "; this Herald reads version " + SCHEMA_VERSION);
        }
        try {
            return mapper.readValue(stored.payload(), type);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("event " + stored.version() + " of " + stored.gameId() + " ("
                    + stored.type() + ") cannot be read: " + e.getOriginalMessage(), e);
        }
    }

    public Ruleset ruleset() {
        return ruleset;
    }

    public ObjectMapper json() {
        return mapper;
    }
}
