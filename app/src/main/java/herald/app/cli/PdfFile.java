package herald.app.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** Writes a PDF a command made where the user asked, folders and all, and says where. */
final class PdfFile {
    private PdfFile() {}

    static void write(Path file, byte[] pdf) throws IOException {
        Path parent = file.toAbsolutePath().getParent();
        if (parent != null) {
            Files.createDirectories(parent);
        }
        Files.write(file, pdf);
        System.out.println(file);
    }
}
