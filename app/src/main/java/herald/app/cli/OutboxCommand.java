package herald.app.cli;

import herald.app.game.UserError;
import herald.journal.Journal;
import herald.journal.OutboxEntry;
import herald.journal.OutboxQueue;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

@Command(name = "outbox", mixinStandardHelpOptions = true,
        description = "Lists the mail not yet sent (queued, held, refused) with recipient, subject, attempts and last"
                + " error; --resend puts refused or held mail back in the queue for the next `herald run`.")
public final class OutboxCommand implements Callable<Integer> {
    @Mixin
    Common common;

    @Option(names = "--resend", paramLabel = "ID|refused|held",
            description = "Put mail ID, every refused mail or every held mail back in the queue.")
    String resend;

    @Override
    public Integer call() {
        if (resend != null) {
            try (Journal journal = common.openJournal()) {
                return resend(journal.outbox());
            }
        }
        try (Journal journal = common.openExistingJournal()) {
            List<OutboxEntry> unsent = journal.outbox().unsent();
            if (unsent.isEmpty()) {
                System.out.println("the outbox is empty: every mail has gone");
                return 0;
            }
            System.out.printf("%-6s %-8s %-8s %-30s %-40s %s%n", "ID", "STATE", "ATTEMPTS", "RECIPIENT", "SUBJECT",
                    "LAST ERROR");
            for (OutboxEntry e : unsent) {
                System.out.printf("%-6d %-8s %-8d %-30s %-40s %s%n", e.id(), e.state(), e.attempts(),
                        e.mail().recipient(), e.mail().subject(), e.lastError() == null ? "" : e.lastError());
            }
        }
        return 0;
    }

    private int resend(OutboxQueue outbox) {
        switch (resend.toLowerCase(java.util.Locale.ROOT)) {
            case "refused" -> System.out.println(outbox.resendRefused() + " refused mail(s) queued again");
            case "held" -> System.out.println(outbox.resendHeld() + " held mail(s) queued again");
            default -> {
                long id;
                try {
                    id = Long.parseLong(resend);
                } catch (NumberFormatException e) {
                    throw new UserError("--resend takes a mail id (see `herald outbox`), refused or held, not '"
                            + resend + "'");
                }
                OutboxEntry entry = outbox.get(id).orElseThrow(() -> new UserError("there is no mail " + id
                        + " in the outbox (`herald outbox` lists them)"));
                if (!outbox.resend(id)) {
                    throw new UserError("mail " + id + " is " + entry.state() + ", not refused or held: nothing to resend");
                }
                System.out.println("mail " + id + " to " + entry.mail().recipient() + " queued again");
            }
        }
        System.out.println("`herald run` sends the queue at its next pass");
        return 0;
    }
}
