package herald.app.cli;

import herald.journal.Journal;
import herald.journal.OutboxEntry;
import java.io.PrintStream;
import java.util.List;

/** The outbox's trouble in a line or two, for `herald games`: held mail cannot be reported by mail. */
final class OutboxState {
    private OutboxState() {}

    static void say(Journal journal, PrintStream out) {
        List<OutboxEntry> held = journal.outbox().held();
        if (!held.isEmpty()) {
            OutboxEntry first = held.stream().filter(e -> e.lastError() != null).findFirst().orElse(held.get(0));
            out.println("MAIL HELD: " + held.size() + " mail(s) wait since " + first.delivery().heldAt()
                    + ", none refused: Herald's mail set-up fails: " + first.lastError()
                    + " (`herald check-mail` tests the configuration; `herald outbox` lists them)");
        }
        int refused = journal.refusedMail(null).size();
        if (refused > 0) {
            out.println("mail refused for good: " + refused + " (`herald outbox` lists them; `herald outbox --resend"
                    + " refused` queues them again)");
        }
    }
}
