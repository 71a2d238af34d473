package herald.journal;

import java.util.List;

/**
 * What may be written inside one {@link Journal#transact} call. Everything done through it commits
 * together or not at all: a message's receipt, the events it caused and the mail announcing them.
 * Let exceptions from these methods leave {@code transact}: on PostgreSQL a failed statement spoils
 * the rest of the transaction, so catching one and carrying on cannot commit.
 */
public interface JournalTx {

    /**
     * Appends events to a game's stream.
     *
     * @param expectedVersion the version the caller based its decision on; 0 for a new game
     * @return the stream's new version
     * @throws StaleVersionException when the game is not at {@code expectedVersion}
     * @throws IllegalArgumentException when a payload is not JSON
     */
    long append(String gameId, long expectedVersion, List<NewEvent> events);

    /**
     * As {@link #append(String, long, List)}, recorded at {@code recordedAt} (to the millisecond): with
     * the instant fixed beforehand, {@link ChainHead#after} tells the hash the events will have, so a
     * mail queued in this same transaction can print the journal's head it makes.
     */
    long append(String gameId, long expectedVersion, List<NewEvent> events, java.time.Instant recordedAt);

    /**
     * Writes a whole game exactly as another journal recorded it (versions, instants, schema and
     * ruleset versions, hashes), for importing an archive. The chain is checked before anything is
     * written; the receiving journal chooses the positions.
     *
     * @throws StaleVersionException when the game already has events here
     * @throws IllegalArgumentException when the chain is broken or an event is malformed
     */
    void restore(String gameId, List<StoredEvent> events);

    /**
     * Records a received message; false, and nothing written, when a message with its Message-ID and
     * the same raw bytes is already recorded. A different mail under a recorded Message-ID is recorded too.
     */
    boolean recordInbound(InboundRecord message);

    /** Queues mail to be sent once this transaction commits; returns its outbox id. */
    long enqueueMail(OutboxMail mail);

    /**
     * After an append in this transaction left {@code gameId} at {@code version}: the umpire, having worked
     * the game out, need not look at it again before {@code dueAtOrNull} (null: not by time alone). False, and
     * nothing written, when the game is not at {@code version}. See {@link Due}.
     */
    boolean putDue(String gameId, long version, java.time.Instant dueAtOrNull);

    /** Keeps a game's secret dice seed; once per game. */
    void putSecret(String gameId, byte[] seed);

    /** Keeps the secret a game's reply-to tokens are made with, beside its seed (after {@link #putSecret}). */
    void putReplyKey(String gameId, byte[] key);
}
