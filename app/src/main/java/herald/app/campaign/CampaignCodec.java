package herald.app.campaign;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import herald.app.game.EventCodec;
import herald.journal.NewEvent;
import herald.journal.StoredEvent;
import java.util.Arrays;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;

/** A campaign's events in the journal: each named by its record's simple name, schema version 1. */
final class CampaignCodec {
    private static final ObjectMapper JSON = EventCodec.mapper();
    private static final Map<String, Class<?>> TYPES = Arrays.stream(CampaignEvent.class.getPermittedSubclasses())
            .collect(Collectors.toMap(Class::getSimpleName, Function.identity()));

    private CampaignCodec() {}

    static NewEvent encode(CampaignEvent event) {
        try {
            return new NewEvent(event.getClass().getSimpleName(), 1, JSON.writeValueAsString(event));
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot write " + event.getClass().getSimpleName(), e);
        }
    }

    static CampaignEvent decode(StoredEvent stored) {
        Class<?> type = TYPES.get(stored.type());
        if (type == null || stored.schemaVersion() != 1) {
            throw new IllegalStateException("event " + stored.version() + " of " + stored.gameId() + " is "
                    + stored.type() + " version " + stored.schemaVersion() + ", which this Herald does not know");
        }
        try {
            return (CampaignEvent) JSON.readValue(stored.payload(), type);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("event " + stored.version() + " of " + stored.gameId() + " ("
                    + stored.type() + ") cannot be read: " + e.getOriginalMessage(), e);
        }
    }
}
