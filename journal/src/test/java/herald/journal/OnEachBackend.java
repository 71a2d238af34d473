package herald.journal;

import java.nio.file.Path;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.Parameter;

/**
 * A contract test of the journal, run once on each {@link Backend} by its subclass's
 * {@code @ParameterizedClass @EnumSource(Backend.class)}: each test gets a fresh journal at {@link #place}.
 */
abstract class OnEachBackend {
    @Parameter
    Backend backend;

    @TempDir
    Path dir;

    Backend.Place place;

    @BeforeEach
    void aFreshJournal() {
        place = backend.place(dir);
    }
}
