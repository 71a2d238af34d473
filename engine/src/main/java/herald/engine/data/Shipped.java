package herald.engine.data;

import herald.engine.ScenarioException;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

/**
 * The data files a ruleset ships beside its code (play sheets, rosters, terrain tables). They are Herald's own and
 * checked by its tests, so a missing or malformed one is a bug: an unchecked exception naming the file, never a
 * message for a player.
 */
public final class Shipped {
    private Shipped() {}

    /** A reading of shipped data that may find it wrong. */
    @FunctionalInterface
    public interface Reader<T> {
        T read() throws ScenarioException;
    }

    /** The text of a classpath resource, e.g. "/herald/engine/skirmish/terrain.json". */
    public static String text(String path) {
        try (InputStream in = Shipped.class.getResourceAsStream(path)) {
            if (in == null) {
                throw new IllegalStateException(path + " is not on the classpath");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Reads shipped data; a mistake in it is a bug, reported with {@code what} ("the shipped skirmish data"). */
    public static <T> T load(String what, Reader<T> reader) {
        try {
            return reader.read();
        } catch (ScenarioException e) {
            throw new IllegalStateException(what + " is wrong: " + e.getMessage(), e);
        }
    }
}
