package herald.app.archive;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import herald.app.game.EventCodec;
import herald.app.game.UserError;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.zip.ZipEntry;
import java.util.zip.ZipException;
import java.util.zip.ZipFile;

/**
 * Reads an archive file that anyone may have handed over: every way it can be wrong is one
 * {@link UserError} naming the file, the entry and the line.
 */
public final class ArchiveReader {
    // A battle's journal is a few hundred kilobytes; this only stops a zip bomb filling the memory.
    private static final int MAX_ENTRY_BYTES = 256 << 20;

    private ArchiveReader() {}

    public static Archive read(Path file) {
        if (!Files.isRegularFile(file)) {
            throw new UserError("no archive file " + file);
        }
        try (ZipFile zip = new ZipFile(file.toFile(), StandardCharsets.UTF_8)) {
            ObjectMapper json = EventCodec.mapper();
            String manifestText = entry(zip, file, ArchiveWriter.MANIFEST);
            Manifest manifest;
            try {
                manifest = json.readValue(manifestText, Manifest.class);
            } catch (JsonProcessingException e) {
                throw new UserError(file + ": " + ArchiveWriter.MANIFEST + " cannot be read: " + e.getOriginalMessage(), e);
            }
            if (!Manifest.FORMAT.equals(manifest.format())) {
                throw new UserError(file + ": " + ArchiveWriter.MANIFEST + " says format '" + manifest.format()
                        + "', not '" + Manifest.FORMAT + "'");
            }
            for (String[] field : new String[][] {{"game", manifest.game()}, {"rulesetId", manifest.rulesetId()},
                    {"scope", manifest.scope()}, {"lastHash", manifest.lastHash()}}) {
                if (field[1] == null) {
                    throw new UserError(file + ": " + ArchiveWriter.MANIFEST + " has no '" + field[0] + "'");
                }
            }
            if (manifest.formatVersion() > Manifest.FORMAT_VERSION) {
                throw new UserError(file + " is archive format " + manifest.formatVersion()
                        + ", written by a newer Herald; this one reads up to " + Manifest.FORMAT_VERSION);
            }
            List<ArchiveLine> lines = new ArrayList<>();
            String[] text = entry(zip, file, ArchiveWriter.JOURNAL).split("\n", -1);
            for (int i = 0; i < text.length; i++) {
                if (text[i].isBlank()) {
                    continue;
                }
                try {
                    ArchiveLine line = json.readValue(text[i], ArchiveLine.class);
                    String missing = line.game() == null ? "game" : line.type() == null ? "type"
                            : line.prevHash() == null ? "prevHash" : line.hash() == null ? "hash" : null;
                    if (missing != null) {
                        throw new UserError(file + ": " + ArchiveWriter.JOURNAL + " line " + (i + 1) + " has no '"
                                + missing + "'");
                    }
                    lines.add(line);
                } catch (JsonProcessingException e) {
                    throw new UserError(file + ": " + ArchiveWriter.JOURNAL + " line " + (i + 1) + " (after "
                            + (lines.isEmpty() ? "nothing" : "version " + lines.get(lines.size() - 1).version())
                            + ") cannot be read: " + e.getOriginalMessage(), e);
                }
            }
            if (lines.isEmpty()) {
                throw new UserError(file + ": " + ArchiveWriter.JOURNAL + " holds no events");
            }
            return new Archive(file, manifest, lines);
        } catch (ZipException e) {
            throw new UserError(file + " is not a Herald archive: it is not a readable zip file (" + e.getMessage() + ")", e);
        } catch (IOException e) {
            throw new UserError("cannot read " + file + ": " + e.getMessage(), e);
        }
    }

    private static String entry(ZipFile zip, Path file, String name) throws IOException {
        ZipEntry e = zip.getEntry(name);
        if (e == null) {
            throw new UserError(file + " is not a Herald archive: it has no " + name);
        }
        try (InputStream in = zip.getInputStream(e)) {
            byte[] bytes = in.readNBytes(MAX_ENTRY_BYTES + 1);
            if (bytes.length > MAX_ENTRY_BYTES) {
                throw new UserError(file + ": " + name + " is larger than " + (MAX_ENTRY_BYTES >> 20) + " MiB");
            }
            return new String(bytes, StandardCharsets.UTF_8);
        }
    }
}
