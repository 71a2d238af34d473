package herald.journal;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The databases the journal's contract runs on: each contract test class runs once on each
 * ({@code @ParameterizedClass @EnumSource(Backend.class)}), on a fresh journal for every test.
 */
public enum Backend {
    H2("H2") {
        @Override
        Place place(Path dir) {
            Path d = dir.toAbsolutePath().normalize();
            return new Place(this, d, JdbcUrls.h2File(d), "sa", "");
        }
    },
    POSTGRESQL("PostgreSQL") {
        @Override
        Place place(Path dir) {
            return at(dir, PostgresServer.shared().newJournalDatabase());
        }

        @Override
        Place emptyPlace(Path dir) {
            return at(dir, PostgresServer.shared().newDatabase());
        }

        private Place at(Path dir, PostgresServer.Database db) {
            return new Place(this, dir.toAbsolutePath().normalize(), db.url(), db.user(), db.password());
        }
    };

    private final String label;

    Backend(String label) {
        this.label = label;
    }

    /**
     * A new, empty journal's place: the H2 files in {@code dir}; or a new database on the test
     * PostgreSQL server, its head file in {@code dir} (as the app keeps a {@code journal.url} journal's),
     * with the journal's tables made already (a copy of a database migrated once).
     */
    abstract Place place(Path dir);

    /** As {@link #place}, with not even the journal's tables in it yet: for tests of the migrations themselves. */
    Place emptyPlace(Path dir) {
        return place(dir);
    }

    @Override
    public String toString() {
        return label;
    }

    /** One journal, opened as often as a test likes: the same data every time. */
    record Place(Backend backend, Path dir, String url, String user, String password) {
        Journal open() {
            try {
                Files.createDirectories(dir);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            return backend == H2 ? Journal.openH2(dir) : Journal.open(url, user, password).keepingHeadIn(dir);
        }

        /** A plain JDBC connection to the journal's database, autocommitting, as a tamperer would use. */
        java.sql.Connection raw() throws java.sql.SQLException {
            return backend == H2 ? Fixtures.rawConnection(dir) : java.sql.DriverManager.getConnection(url, user, password);
        }
    }
}
