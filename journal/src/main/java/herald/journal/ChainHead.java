package herald.journal;

import java.time.Instant;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;

/**
 * One game's last event: what a player's mail and PDF print ("LW-7KQ3M 37:3fa2b1c09d8e7f60") so that
 * a journal cut short, or swapped for an older copy, can be caught by anyone holding a mail.
 */
public record ChainHead(String gameId, long version, String hash) {
    /** How many hex digits of the hash are printed; 64 bits, more than any accident can match. */
    public static final int PRINTED_DIGITS = 16;

    public ChainHead {
        Objects.requireNonNull(gameId, "gameId");
        Objects.requireNonNull(hash, "hash");
    }

    /** A game with no event yet: version 0, the chain's starting hash. */
    public static ChainHead start(String gameId) {
        return new ChainHead(gameId, 0, HashChain.GENESIS);
    }

    /** The head {@code events}, appended after this one at {@code recordedAt}, will make (the hash is deterministic). */
    public ChainHead after(List<NewEvent> events, Instant recordedAt) {
        long millis = recordedAt.toEpochMilli();
        long v = version;
        String h = hash;
        for (NewEvent e : events) {
            v++;
            h = HashChain.hash(h, gameId, v, e.type(), e.schemaVersion(), millis, e.rulesetVersion(), e.payload());
        }
        return new ChainHead(gameId, v, h);
    }

    /** "37:3fa2b1c09d8e7f60": what `herald verify GAME --head` takes back. */
    public String printed() {
        return version + ":" + hash.substring(0, PRINTED_DIGITS);
    }

    /**
     * Reads a player's proof: "VERSION:HASH" or a bare hash, of at least {@link #PRINTED_DIGITS} hex
     * digits; empty when it is neither. The version is -1 when only a hash was given.
     */
    public static Optional<Proof> parseProof(String text) {
        String[] words = text.strip().toLowerCase(Locale.ROOT).split("\\s+");
        String t = words[words.length - 1]; // "LW-7KQ3M 37:3fa2…" pasted whole: the game id is not the proof
        long version = -1;
        int colon = t.indexOf(':');
        if (colon >= 0) {
            try {
                version = Long.parseLong(t.substring(0, colon).strip().replaceFirst("^v", ""));
            } catch (NumberFormatException e) {
                return Optional.empty();
            }
            t = t.substring(colon + 1).strip();
        }
        if (!t.matches("[0-9a-f]{" + PRINTED_DIGITS + ",64}") || version == 0 || version < -1) {
            return Optional.empty();
        }
        return Optional.of(new Proof(version, t));
    }

    /** What a player holds: a version (-1: not given) and the start of a hash. */
    public record Proof(long version, String hashPrefix) {
        public boolean matches(StoredEvent e) {
            return (version < 0 || e.version() == version) && e.hash().startsWith(hashPrefix);
        }

        @Override
        public String toString() {
            return (version < 0 ? "" : version + ":") + hashPrefix;
        }
    }
}
