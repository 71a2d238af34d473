package herald.app.loop;

import herald.journal.OutboxMail;
import herald.mailer.InboundMail;
import herald.templates.Templates;
import java.util.List;
import java.util.Map;

/** Answers to incoming mail, written from the templates. */
final class Replies {
    private Replies() {}

    static OutboxMail to(InboundMail mail, String gameId, String kind, Map<String, ?> context) {
        Templates.Mail text = Templates.render(kind, context);
        return new OutboxMail(gameId, mail.from(), text.subject(), text.body(), mail.messageId(), List.of());
    }
}
