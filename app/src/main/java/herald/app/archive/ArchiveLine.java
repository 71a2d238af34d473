package herald.app.archive;

/**
 * One event in an archive's journal.jsonl. {@code payload} is the stored JSON text exactly as it was
 * hashed (a string, not an object, so that anyone can recompute the hash byte for byte); it is null
 * when the event is {@code redacted} from a side's archive, which keeps its hashes so the chain links.
 *
 * @param rulesetVersion the ruleset version that produced the event; null for events journalled before
 *     Herald recorded it per event (the game's GameCreated names the version then in use)
 * @param recordedAt epoch milliseconds, as hashed
 */
public record ArchiveLine(String game, long version, String type, int schemaVersion, String rulesetVersion,
        long recordedAt, boolean redacted, String payload, String prevHash, String hash) {
}
