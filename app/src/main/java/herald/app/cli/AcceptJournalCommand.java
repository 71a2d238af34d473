package herald.app.cli;

import herald.journal.HeadGap;
import herald.journal.Journal;
import herald.journal.JournalHead;
import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;

@Command(name = "accept-journal", mixinStandardHelpOptions = true,
        description = "After putting an older journal in place on purpose: takes it as it is for the truth. The head "
                + "file (journal.head) is kept, renamed journal.head.replaced-STAMP, and a new one written from the journal; "
                + "mail processed before now no longer counts against it. Every command refuses a journal behind its "
                + "head file or the processed mail until then.")
public final class AcceptJournalCommand implements Callable<Integer> {
    @Mixin
    Common common;

    @Override
    public Integer call() {
        common.requireDataFolder();
        try (Journal journal = common.openUncheckedJournal()) {
            Optional<HeadGap> gap = journal.behindHead();
            Optional<JournalHead> before = journal.keptHead();
            Path aside = journal.acceptAsHead();
            JournalHead now = journal.keptHead().orElseThrow();
            System.out.println("accepted the journal as it is, at " + now.eventText() + " (outbox mail " + now.outboxId()
                    + ")" + before.map(b -> "; its head file said " + b.eventText() + " (outbox mail " + b.outboxId() + ")"
                    + (gap.isPresent() ? ", which it lacks" : ", which it holds")).orElse("; it had no head file")
                    + (aside == null ? "" : "; the old head file is kept as " + aside));
        }
        return 0;
    }
}
