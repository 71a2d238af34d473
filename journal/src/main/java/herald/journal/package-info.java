/**
 * The journal: the whole truth of every Herald game, in one database.
 *
 * <ul>
 *   <li>{@code events}: one stream per game. Each event has the game id, a version (1, 2, 3… per
 *       game, unique: the optimistic-concurrency check), a global position, a type name, a schema
 *       version, a JSON payload stored exactly as given, the time it was recorded, the version of the
 *       ruleset that produced it (V3; null in older rows), and a SHA-256 hash over the previous hash
 *       and this event, so an archive is tamper-evident ({@link herald.journal.Journal#verify}). A
 *       game moved from another journal is written verbatim by {@link herald.journal.JournalTx#restore}
 *       after its chain is checked.</li>
 *   <li>{@code inbound}: every message read, keyed by Message-ID and the SHA-256 of its bytes, with its raw bytes and what was
 *       done with it. The key makes ingest idempotent: the same mail twice is one submission.</li>
 *   <li>{@code outbox} and {@code outbox_attachment}: mail to send, queued in the same transaction
 *       as the events that caused it and sent afterwards, so a crash never leaves a ruling without
 *       its report or a report without its ruling.</li>
 * </ul>
 *
 * <p>Everything a turn writes goes through one {@link herald.journal.Journal#transact} call: the
 * orders' receipt, the events and the reports commit together or not at all.
 *
 * <p>On H2 the URL always carries {@code WRITE_DELAY=0} and {@code REUSE_SPACE=FALSE}: without
 * them a commit that has returned can be lost when the process is killed (see {@code JdbcUrls},
 * {@code OpenTest} and {@code DurabilityTest}).
 */
package herald.journal;
