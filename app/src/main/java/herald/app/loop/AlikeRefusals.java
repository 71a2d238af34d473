package herald.app.loop;

import herald.journal.OutboxEntry;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The permanent refusals of one batch of sending, held back until the batch ends. A server that refuses
 * two different recipients in the same words (a relay refused, a policy on the sender) is refusing
 * Herald, not them: then none of them is refused, the outbox is held instead. Only policy, system and
 * protocol refusals (enhanced status 5.7, 5.3, 5.5) are compared: an addressing or mailbox refusal (5.1
 * "no such user", 5.2 "mailbox full"), or one without an enhanced status, is the recipient's however
 * many recipients get it.
 */
final class AlikeRefusals {
    record Pending(OutboxEntry entry, String reason) {}

    private static final java.util.regex.Pattern SENDER_SIDE = java.util.regex.Pattern.compile("\\b5\\.[357]\\.\\d{1,3}\\b");

    private final List<Pending> pending = new ArrayList<>();

    /** The earlier refusal of another recipient in the same words, if any; else this one is kept for later. */
    Optional<Pending> add(OutboxEntry entry, String reason) {
        if (!SENDER_SIDE.matcher(reason).find()) {
            pending.add(new Pending(entry, reason));
            return Optional.empty();
        }
        String words = words(reason, entry.mail().recipient());
        for (Pending p : pending) {
            if (!p.entry().mail().recipient().equalsIgnoreCase(entry.mail().recipient())
                    && words(p.reason(), p.entry().mail().recipient()).equals(words)) {
                return Optional.of(p);
            }
        }
        pending.add(new Pending(entry, reason));
        return Optional.empty();
    }

    /** Every refusal kept, now to be recorded; none is kept after. */
    List<Pending> drain() {
        List<Pending> all = List.copyOf(pending);
        pending.clear();
        return all;
    }

    /** The reason with the recipient's address (and its local part) taken out. */
    static String words(String reason, String recipient) {
        String bare = recipient.replaceAll(".*<([^>]*)>.*", "$1").strip();
        String local = bare.contains("@") ? bare.substring(0, bare.indexOf('@')) : bare;
        String out = reason.replace(recipient, "RECIPIENT").replace(bare, "RECIPIENT");
        return local.isEmpty() ? out : out.replaceAll("(?i)\\b" + java.util.regex.Pattern.quote(local) + "\\b", "RECIPIENT");
    }
}
