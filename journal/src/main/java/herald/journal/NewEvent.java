package herald.journal;

import java.util.Objects;

/**
 * An event about to be appended: its type name, the version of that type's payload schema (so old
 * payloads can be upcast on read), the version of the ruleset that produced it (null when it has
 * none to record) and the payload as JSON text, stored exactly as given.
 */
public record NewEvent(String type, int schemaVersion, String payload, String rulesetVersion) {
    public NewEvent {
        Checks.requireSealedName(type, "event type", Checks.MAX_TYPE);
        if (schemaVersion < 1) {
            throw new IllegalArgumentException("schema version of " + type + " must be 1 or more, not " + schemaVersion);
        }
        Objects.requireNonNull(payload, "payload");
        Checks.optionalVersion(rulesetVersion, "ruleset version of " + type);
    }

    /** An event that records no ruleset version. */
    public NewEvent(String type, int schemaVersion, String payload) {
        this(type, schemaVersion, payload, null);
    }
}
