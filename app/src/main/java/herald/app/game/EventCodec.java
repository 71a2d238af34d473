package herald.app.game;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectReader;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ObjectNode;
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
 * name; the game's own events and its ruleset's events share one namespace, checked at start. Each
 * type has its own schema version ({@link Upcasts}): an older payload is upcast on read. Every event
 * written records the version of the ruleset in use.
 */
public final class EventCodec {

    private final Ruleset ruleset;
    private final Map<String, Class<?>> types = new HashMap<>();
    /**
     * One mapper and one reader per event type for every codec: a mapper builds each type's deserializer once,
     * and a replay makes a codec per call (a fresh mapper cost a third of `herald state --turn N`), while
     * readValue(String, Class) looks the deserializer up again for every event.
     */
    private static final ObjectMapper SHARED = mapper();
    private final ObjectMapper mapper = SHARED;
    private static final Map<Class<?>, ObjectReader> READERS = new java.util.concurrent.ConcurrentHashMap<>();

    public EventCodec(Ruleset ruleset) {
        this.ruleset = ruleset;
        // Every permitted GameEvent is registered, so a new one cannot be forgotten here.
        java.util.Arrays.stream(GameEvent.class.getPermittedSubclasses()).forEach(this::register);
        ruleset.eventTypes().forEach(this::register);
    }

    /** A mapper configured as {@link #mapper()}, shared: for reading only, never to be configured further. */
    static ObjectMapper shared() {
        return SHARED;
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
            String type = event.getClass().getSimpleName();
            return new NewEvent(type, Upcasts.current(type), mapper.writeValueAsString(event), ruleset.version());
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
        int current = Upcasts.current(stored.type());
        if (stored.schemaVersion() > current) {
            throw new IllegalStateException("event " + stored.version() + " of " + stored.gameId() + " (" + stored.type()
                    + ") is schema version " + stored.schemaVersion() + ", written by a newer Herald; this one reads up to "
                    + current);
        }
        try {
            if (stored.schemaVersion() < current) {
                JsonNode tree = mapper.readTree(stored.payload());
                if (!(tree instanceof ObjectNode old)) {
                    throw new IllegalStateException("event " + stored.version() + " of " + stored.gameId() + " ("
                            + stored.type() + ") is not a JSON object");
                }
                return mapper.treeToValue(Upcasts.upcast(Upcasts.STEPS, stored.type(), stored.schemaVersion(), old), type);
            }
            return READERS.computeIfAbsent(type, SHARED::readerFor).readValue(stored.payload());
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("event " + stored.version() + " of " + stored.gameId() + " ("
                    + stored.type() + ") cannot be read: " + e.getOriginalMessage(), e);
        }
    }

    public Ruleset ruleset() {
        return ruleset;
    }

    /** The codec's mapper, shared by every codec: to read with, never to be configured. */
    public ObjectMapper json() {
        return mapper;
    }
}
