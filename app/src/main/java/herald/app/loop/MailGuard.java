package herald.app.loop;

import herald.journal.Journal;
import herald.mailer.InboundMail;
import herald.mailer.OrderText;
import java.time.Duration;
import java.util.Map;
import java.util.Optional;

/**
 * What a mail must pass before Herald reads it for a game: not a robot, not a flood, not too big,
 * and some text to read. A mail turned away here is still journalled whole; robots and floods get
 * no answer, the rest one saying what was wrong. Rates are counted in the journal by the time
 * mail arrived, so a restart forgets nothing and a backlog read late is judged as it came in.
 */
final class MailGuard {
    private static final Duration HOUR = Duration.ofHours(1);

    /**
     * @param replyKind the template of the answer, or null for none
     */
    record TurnedAway(String disposition, String note, String replyKind, Map<String, ?> context) {}

    private final Journal journal;
    private final MailLimits limits;
    private final String heraldAddress;

    MailGuard(Journal journal, MailLimits limits, String heraldAddress) {
        this.journal = journal;
        this.limits = limits;
        this.heraldAddress = heraldAddress;
    }

    /** Why the mail is not to be read, or empty when it may go on to routing. */
    Optional<TurnedAway> check(InboundMail mail, MailHeaders headers) {
        Optional<String> robot = headers.robot(mail.from(), mail.subject(), heraldAddress);
        if (robot.isPresent()) {
            return Optional.of(new TurnedAway("automatic",
                    "an automatic mail (" + robot.get() + "): not answered", null, Map.of()));
        }
        int recent = journal.countInbound(mail.from(), mail.receivedAt().minus(HOUR), mail.receivedAt());
        if (recent >= limits.mailsPerHour()) {
            return Optional.of(new TurnedAway("rate-limited", recent + " mails from " + mail.from()
                    + " in the hour before; the limit is " + limits.mailsPerHour() + ": not read or answered", null,
                    Map.of()));
        }
        if (mail.raw().length > limits.mailBytes()) {
            return Optional.of(new TurnedAway("too-big", mail.raw().length + " bytes; the limit is "
                    + limits.mailBytes(), "too-big", Map.of("what", "mail", "limit", limits.mailSize())));
        }
        if (mail.text().isBlank()) {
            String why = herald.mailer.NoText.why(mail.raw());
            why = why.isEmpty() ? "its text is empty" : why;
            return Optional.of(new TurnedAway("no-text", "no text to read: " + why, "no-text", Map.of("why", why)));
        }
        int orderChars = OrderText.clean(mail.text()).length();
        if (orderChars > limits.orderChars()) {
            return Optional.of(new TurnedAway("too-big", orderChars + " characters of orders; the limit is "
                    + limits.orderChars(), "too-big", Map.of("what", "orders", "limit", limits.orderSize())));
        }
        return Optional.empty();
    }

    boolean isRobot(InboundMail mail, MailHeaders headers) {
        return headers.robot(mail.from(), mail.subject(), heraldAddress).isPresent();
    }

    /**
     * Whether Herald may answer this mail. A seat's or the GM's mail about their own game always is
     * (a player sending orders, STATUS and corrections in an evening must hear back each time; a
     * robot among them is caught by its signs and a flood by {@code limits.mails-per-hour}); anyone
     * else only while Herald has not answered them too often this hour.
     */
    boolean mayAnswer(InboundMail mail, herald.app.game.GameRecord game) {
        if (game != null && (game.seatByEmail(mail.from()).isPresent()
                || game.gm().map(g -> g.email().equalsIgnoreCase(mail.from())).orElse(false))) {
            return true;
        }
        return journal.countReplies(mail.from(), mail.receivedAt().minus(HOUR), mail.receivedAt())
                < limits.repliesPerHour();
    }

    String ceilingNote() {
        return "not answered: " + limits.repliesPerHour() + " answers to this address already in the hour";
    }
}
