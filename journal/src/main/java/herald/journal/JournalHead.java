package herald.journal;

import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/**
 * The newest things a journal is known to have committed: the event at the highest global position
 * (with its game, version and hash), the highest outbox id and one inbound Message-ID. Kept outside
 * the database ({@link HeadFile}), because a database file cut short opens as an older, intact
 * journal: only a copy kept elsewhere shows that something was lost.
 *
 * @param position the global position of the event, 0 when none is known
 * @param inboundId a recorded mail's Message-ID, null when none is known (mail rows carry no order,
 *                  so it is the one of the newest commit that recorded mail, not the "last")
 * @param acceptedAt when an organiser last took an older journal for the truth (`herald accept-journal`),
 *                   or null: mail processed before then cannot prove the journal behind
 */
public record JournalHead(long position, String gameId, long version, String hash, long outboxId, String inboundId,
        Instant acceptedAt) {
    public static final JournalHead NONE = new JournalHead(0, null, 0, null, 0, null);

    public JournalHead(long position, String gameId, long version, String hash, long outboxId, String inboundId) {
        this(position, gameId, version, hash, outboxId, inboundId, null);
    }

    JournalHead withAcceptedAt(Instant at) {
        return new JournalHead(position, gameId, version, hash, outboxId, inboundId, at);
    }

    /** The event part, for messages: "event 530 (LW-ABC12 version 61)". */
    public String eventText() {
        return position == 0 ? "no event" : "event " + position + " (" + gameId + " version " + version + ")";
    }

    /** This head with whatever {@code later} knows that is newer: the higher event and outbox id, the later mail. */
    JournalHead advancedBy(JournalHead later) {
        boolean event = later.position > position;
        return new JournalHead(event ? later.position : position, event ? later.gameId : gameId,
                event ? later.version : version, event ? later.hash : hash, Math.max(outboxId, later.outboxId),
                later.inboundId != null ? later.inboundId : inboundId, acceptedAt);
    }

    /** As the head file holds it: one {@code key=value} a line. */
    String toText() {
        // Appended field by field: a commit writes this, and it is the head file's one cost (bench/README.md).
        StringBuilder s = new StringBuilder(400).append(HEADER)
                .append("position=").append(position).append('\n')
                .append("game=").append(gameId == null ? "" : gameId).append('\n')
                .append("version=").append(version).append('\n')
                .append("hash=").append(hash == null ? "" : hash).append('\n')
                .append("outbox=").append(outboxId).append('\n')
                .append("inbound=").append(inboundId == null ? "" : inboundId).append('\n');
        if (acceptedAt != null) {
            s.append("accepted=").append(acceptedAt).append('\n');
        }
        return s.toString();
    }

    private static final String HEADER = "# Herald journal head: what the journal beside it has committed, at least.\n"
            + "# A journal that lacks any of it lost commits; see `herald accept-journal --help`.\n";

    /** Reads {@link #toText}'s form; empty when the text is not a head. */
    static Optional<JournalHead> parse(String text) {
        Map<String, String> f = new LinkedHashMap<>();
        for (String line : text.split("\n")) {
            int eq = line.indexOf('=');
            if (!line.startsWith("#") && eq > 0) {
                f.put(line.substring(0, eq).strip(), line.substring(eq + 1).strip());
            }
        }
        try {
            long position = Long.parseLong(f.getOrDefault("position", ""));
            long version = Long.parseLong(f.getOrDefault("version", ""));
            long outbox = Long.parseLong(f.getOrDefault("outbox", ""));
            String hash = f.getOrDefault("hash", "");
            if (position < 0 || version < 0 || outbox < 0 || (position > 0 && !hash.matches("[0-9a-f]{64}"))) {
                return Optional.empty();
            }
            String accepted = f.get("accepted");
            return Optional.of(new JournalHead(position, blankToNull(f.get("game")), version, blankToNull(hash),
                    outbox, blankToNull(f.get("inbound")), accepted == null ? null : Instant.parse(accepted)));
        } catch (NumberFormatException | java.time.format.DateTimeParseException e) {
            return Optional.empty();
        }
    }

    private static String blankToNull(String s) {
        return s == null || s.isEmpty() ? null : s;
    }
}
