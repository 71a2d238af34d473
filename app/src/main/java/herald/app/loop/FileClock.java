package herald.app.loop;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.format.DateTimeParseException;

/**
 * A clock that reads the time from a file (one ISO-8601 instant, e.g. {@code 2026-03-01T20:00:00Z})
 * every time it is asked, so that a test driving a separate `herald` process can move its time on:
 * {@code -Dherald.clock-file=FILE}. Never for real games.
 */
public final class FileClock extends Clock {
    public static final String PROPERTY = "herald.clock-file";
    private final Path file;

    public FileClock(Path file) {
        this.file = file;
    }

    /** The clock the property names, or the system's UTC clock when it is not set. */
    public static Clock fromSystemProperty() {
        String file = System.getProperty(PROPERTY, "");
        return file.isEmpty() ? Clock.systemUTC() : new FileClock(Path.of(file));
    }

    @Override
    public Instant instant() {
        String text;
        try {
            text = Files.readString(file, StandardCharsets.UTF_8).strip();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the clock file " + file, e);
        }
        try {
            return Instant.parse(text);
        } catch (DateTimeParseException e) {
            throw new IllegalStateException("clock file " + file + " must hold one instant such as "
                    + "2026-03-01T20:00:00Z, not '" + text + "'", e);
        }
    }

    @Override
    public ZoneId getZone() {
        return ZoneOffset.UTC;
    }

    @Override
    public Clock withZone(ZoneId zone) {
        if (!zone.equals(ZoneOffset.UTC)) {
            throw new UnsupportedOperationException("a file clock is in UTC");
        }
        return this;
    }
}
