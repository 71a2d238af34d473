package herald.app.archive;

import herald.app.HeraldCli;
import herald.app.HeraldCli.Run;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
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

    private Cli() {}

    static Run herald(String... args) {
        return HeraldCli.run(args);
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
