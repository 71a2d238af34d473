package herald.app;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;

/** The `herald` command run in-process, as a club organiser types it, with what it printed and its exit code. */
public final class HeraldCli {
    public record Run(int exit, String out, String err) {}

    private HeraldCli() {}

    /**
     * Commands print to System.out or to picocli's writer (verify, for one): {@code out} holds both; {@code err}
     * holds picocli's error writer and then System.err.
     */
    public static Run run(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream errStream = new ByteArrayOutputStream();
        PrintStream old = System.out;
        PrintStream oldErr = System.err;
        StringWriter err = new StringWriter();
        StringWriter said = new StringWriter();
        int exit;
        try {
            System.setOut(new PrintStream(out, true, StandardCharsets.UTF_8));
            System.setErr(new PrintStream(errStream, true, StandardCharsets.UTF_8));
            exit = Main.execute(args, new PrintWriter(said, true), new PrintWriter(err, true));
        } finally {
            System.setOut(old);
            System.setErr(oldErr);
        }
        return new Run(exit, out.toString(StandardCharsets.UTF_8) + said, err + errStream.toString(StandardCharsets.UTF_8));
    }
}
