package herald.app.cli;

import herald.app.Config;
import herald.mailer.ImapInbox;
import herald.mailer.MailConfig;
import herald.mailer.MailException;
import herald.mailer.OutgoingMail;
import herald.mailer.SmtpOutbox;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;

@Command(name = "check-mail", mixinStandardHelpOptions = true,
        description = "Logs in to IMAP (and looks at the inbox and the processed folder), sends a test mail to"
                + " operator.address (else herald.address), and says in one line each what is wrong, or that mail works.")
public final class CheckMailCommand implements Callable<Integer> {
    @Mixin
    Common common;

    @Override
    public Integer call() {
        Config config = common.config();
        if (config.get("mail.mode").equals("folder")) {
            System.out.println("mail.mode is folder: Herald reads " + config.get("folder.in") + " and writes "
                    + config.get("folder.out") + " (empty: under the data folder); no server to check");
            return 0;
        }
        MailConfig mail = config.mail();
        List<String> problems = new ArrayList<>();
        List<String> works = new ArrayList<>();
        try (ImapInbox inbox = new ImapInbox(mail)) {
            works.add(inbox.check());
        } catch (MailException e) {
            problems.add(hint(e, "imap"));
        }
        String to = config.get("operator.address").isBlank() ? config.get("herald.address") : config.get("operator.address");
        try (SmtpOutbox outbox = new SmtpOutbox(mail)) {
            outbox.send(new OutgoingMail(to, "Herald check-mail: a test",
                    "`herald check-mail` sent this at " + Instant.now() + " through " + mail.smtpServer()
                            + " to see that Herald's mail works. Nothing to do.\n", null, null, List.of()));
            works.add("SMTP " + mail.smtpServer() + ": took a test mail to " + to);
        } catch (MailException e) {
            problems.add(hint(e, "smtp"));
        }
        if (problems.isEmpty()) {
            System.out.println("mail works: " + String.join("; ", works));
            return 0;
        }
        problems.forEach(System.out::println);
        return 1;
    }

    /** A failure that names no setting to change gets the settings that say where the server is. */
    private static String hint(MailException e, String protocol) {
        String line = e.getMessage();
        if (e.isSetup() || line.contains("; set ") || line.contains("; check ")) {
            return line;
        }
        return line + "; check " + protocol + ".host and " + protocol + ".port"
                + (protocol.equals("imap") ? " (and imap.tls)" : " (and smtp.security)");
    }
}
