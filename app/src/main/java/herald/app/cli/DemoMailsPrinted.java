package herald.app.cli;

import herald.app.demo.Demo;
import herald.app.demo.DemoMails;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;

/** The demo's mails, written beside its PDFs, listed one a line, and three of them shown whole. */
final class DemoMailsPrinted {
    private DemoMailsPrinted() {}

    static void print(Demo.Result r, Path dir, PrintStream out) {
        List<DemoMails.Written> mails = DemoMails.write(r.mail(), "players.demo", dir);
        out.println("mails (" + mails.size() + ", as each player received them; .eml files open in a mail program):");
        for (DemoMails.Written m : mails) {
            out.println("  to " + m.to() + ": \"" + m.subject() + "\"  " + m.file().toAbsolutePath());
        }
        show(mails, "welcome", "the first welcome", out);
        show(mails, "accepted", "the first answer to orders accepted (the echo)", out);
        show(mails, "result", "the first turn's results", out);
    }

    private static void show(List<DemoMails.Written> mails, String kind, String what, PrintStream out) {
        DemoMails.first(mails, kind).ifPresent(m -> {
            out.println();
            out.println("----- " + what + ", to " + m.to() + ": " + m.subject());
            out.println(m.text().stripTrailing());
            out.println("----- end of " + m.file().getFileName());
        });
    }
}
