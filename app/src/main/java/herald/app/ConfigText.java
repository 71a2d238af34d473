package herald.app;

import herald.app.game.UserError;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

/**
 * The text of a configuration file. UTF-8 is read as such; a file that is not UTF-8 is read as Latin-1
 * (ISO-8859-1), which is what Notepad's "ANSI" saves for a club name with an é, and what Java's own properties files
 * were, with a note saying so. Bytes 0x80 to 0x9F are control codes in Latin-1 but Windows' curly quotes, dashes and
 * € in the code page Notepad really uses: such a file is refused, naming the line, rather than read wrong.
 */
final class ConfigText {
    /** The text, and a note for the operator when it was not UTF-8. */
    record Read(String text, Optional<String> note) {}

    private ConfigText() {}

    static Read read(Path file) {
        byte[] bytes;
        try {
            bytes = Files.readAllBytes(file);
        } catch (IOException e) {
            throw new UserError("cannot read configuration " + file + ": " + e.getMessage());
        }
        int bad = firstNonUtf8(bytes);
        if (bad < 0) {
            String text = new String(bytes, StandardCharsets.UTF_8);
            return new Read(text.startsWith("\uFEFF") ? text.substring(1) : text, Optional.empty());
        }
        for (int i = 0; i < bytes.length; i++) {
            int b = bytes[i] & 0xFF;
            if (b >= 0x80 && b <= 0x9F) {
                throw new UserError(file + " line " + lineOf(bytes, i) + ": byte 0x" + Integer.toHexString(b)
                        .toUpperCase() + " is neither UTF-8 nor Latin-1 (ISO-8859-1) text (Windows-1252's curly quotes,"
                        + " dashes and € are such bytes); save the file as UTF-8");
            }
        }
        return new Read(new String(bytes, StandardCharsets.ISO_8859_1), Optional.of(file + " line "
                + lineOf(bytes, bad) + " is not UTF-8: the file is read as Latin-1 (ISO-8859-1); save it as UTF-8 "
                + "to be sure of every letter"));
    }

    /** Where the first byte that cannot be UTF-8 stands, or -1. */
    private static int firstNonUtf8(byte[] bytes) {
        CharsetDecoder utf8 = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);
        ByteBuffer in = ByteBuffer.wrap(bytes);
        CharBuffer out = CharBuffer.allocate(bytes.length + 1);
        CoderResult r = utf8.decode(in, out, true);
        if (r.isError()) {
            return in.position();
        }
        r = utf8.flush(out);
        return r.isError() ? in.position() : -1;
    }

    private static int lineOf(byte[] bytes, int index) {
        int line = 1;
        for (int i = 0; i < index && i < bytes.length; i++) {
            if (bytes[i] == '\n') {
                line++;
            }
        }
        return line;
    }
}
