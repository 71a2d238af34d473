package herald.app.archive;

import herald.app.Main;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.UnaryOperator;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;
import java.util.zip.ZipOutputStream;

/** The `herald` command run in-process as CliTest runs it, and zip files opened the way a stranger would. */
final class Cli {
    record Run(int exit, String out, String err) {}

    private Cli() {}

    static Run herald(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        PrintStream old = System.out;
        StringWriter err = new StringWriter();
        StringWriter picoOut = new StringWriter();
        int exit;
        try {
            System.setOut(new PrintStream(out, true, StandardCharsets.UTF_8));
            exit = Main.execute(args, new PrintWriter(picoOut, true), new PrintWriter(err, true));
        } finally {
            System.setOut(old);
        }
        return new Run(exit, out.toString(StandardCharsets.UTF_8) + picoOut, err.toString());
    }

    /** Every entry of a zip, as text. */
    static Map<String, String> entries(Path zip) throws IOException {
        Map<String, String> all = new LinkedHashMap<>();
        try (ZipFile z = new ZipFile(zip.toFile())) {
            for (ZipEntry e : java.util.Collections.list(z.entries())) {
                try (InputStream in = z.getInputStream(e)) {
                    all.put(e.getName(), new String(in.readAllBytes(), StandardCharsets.UTF_8));
                }
            }
        }
        return all;
    }

    /** A copy of {@code zip} with one entry changed, as someone with a zip tool and an editor would. */
    static Path edited(Path zip, Path to, String entry, UnaryOperator<String> change) throws IOException {
        Map<String, String> all = entries(zip);
        all.put(entry, change.apply(all.get(entry)));
        try (OutputStream out = Files.newOutputStream(to); ZipOutputStream z = new ZipOutputStream(out)) {
            for (Map.Entry<String, String> e : all.entrySet()) {
                z.putNextEntry(new ZipEntry(e.getKey()));
                z.write(e.getValue().getBytes(StandardCharsets.UTF_8));
                z.closeEntry();
            }
        }
        return to;
    }
}
