package herald.app.command;

import herald.journal.OutboxMail;
import java.util.List;

/**
 * What a command came to: the events to journal and the mails to send, or a refusal written for the
 * person who gave it. A refusal is a value, not an exception: it is journalled and answered too.
 */
record Answer(List<Object> events, List<OutboxMail> mails, String note, String refusal) {
    Answer {
        events = List.copyOf(events);
        mails = List.copyOf(mails);
    }

    static Answer done(List<Object> events, List<OutboxMail> mails, String note) {
        return new Answer(events, mails, note, null);
    }

    static Answer refused(String reason) {
        return new Answer(List.of(), List.of(), reason, reason);
    }

    boolean isRefused() {
        return refusal != null;
    }
}
