package herald.app.cli;

import herald.app.game.UserError;
import herald.journal.ChainHead;
import herald.journal.Journal;
import herald.journal.StoredEvent;
import java.util.List;
import java.util.Optional;

/**
 * `herald verify GAME --head VERSION:HASH`: whether the journal still holds the event a player's mail
 * or PDF printed. One line; a journal without it is behind the player's proof.
 */
final class HeadProof {
    private HeadProof() {}

    /** The verdict line; {@code held} says whether the journal holds the event. */
    record Verdict(boolean held, String line) {}

    static Verdict check(Journal journal, String gameId, String proofText) {
        ChainHead.Proof proof = ChainHead.parseProof(proofText).orElseThrow(() -> new UserError("--head takes what a"
                + " player's mail or PDF prints after \"journal\": VERSION:HASH (37:3fa2b1c09d8e7f60), or at least "
                + ChainHead.PRINTED_DIGITS + " hex digits of the hash, not '" + proofText + "'"));
        ChainHead now = journal.head(gameId);
        if (now.version() == 0) {
            return new Verdict(false, "NOT held: the journal has no game " + gameId + " at all, so it is behind the"
                    + " player's proof " + proof + " (restore the newest backup)");
        }
        String at = " (the journal is at " + now.printed() + ")";
        Optional<StoredEvent> found;
        if (proof.version() > 0) {
            found = journal.event(gameId, proof.version());
            if (found.isPresent() && !proof.matches(found.get())) {
                return new Verdict(false, "NOT held: " + gameId + " version " + proof.version() + " has hash "
                        + found.get().hash().substring(0, ChainHead.PRINTED_DIGITS) + ", not the player's " + proof.hashPrefix()
                        + ": the journal is not the one the player's mail came from" + at);
            }
        } else {
            List<StoredEvent> events = journal.read(gameId);
            found = events.stream().filter(proof::matches).findFirst();
        }
        if (found.isEmpty()) {
            return new Verdict(false, "NOT held: the journal of " + gameId + " is behind the player's proof " + proof
                    + at + "; restore the newest backup");
        }
        StoredEvent e = found.get();
        return new Verdict(true, "held: " + gameId + " version " + e.version() + " (" + e.type() + ") has hash "
                + e.hash().substring(0, ChainHead.PRINTED_DIGITS) + "…, as the player's proof says" + at);
    }
}
