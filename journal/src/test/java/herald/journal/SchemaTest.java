package herald.journal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.Statement;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.Parameter;
import org.junit.jupiter.params.ParameterizedClass;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * A journal whose schema is the newest opens without Flyway; any other goes through Flyway as before: a
 * new database, one a migration behind, one with a failed or a newer migration recorded.
 */
@ParameterizedClass(name = "on {0}")
@EnumSource(Backend.class)
class SchemaTest {
    @Parameter
    Backend backend;

    @TempDir
    Path dir;

    @Test
    void theNewestIsTheLastMigrationFile() throws IOException {
        try (Stream<Path> files = Files.list(Path.of("src/main/resources/db/migration"))) {
            List<String> versions = files.map(f -> f.getFileName().toString())
                    .filter(n -> n.matches("V[0-9_.]+__.*\\.sql"))
                    .map(n -> n.substring(1, n.indexOf("__")).replace('_', '.'))
                    .sorted(Comparator.comparing(Schema::parse, Schema::compare)).toList();
            assertEquals(versions.get(versions.size() - 1), Schema.NEWEST, versions.toString());
        }
    }

    @Test
    void onlyAJournalAtTheNewestMigrationIsCurrent() throws Exception {
        Backend.Place place = backend.emptyPlace(dir);
        try (Connection c = place.raw()) {
            c.setAutoCommit(false);
            assertFalse(Schema.current(c), "no history table yet");
            c.rollback();
        }
        place.open().close();
        try (Connection c = place.raw(); Statement s = c.createStatement()) {
            c.setAutoCommit(false);
            assertTrue(Schema.current(c));
            s.execute("DELETE FROM \"flyway_schema_history\" WHERE \"version\" = '" + Schema.NEWEST + "'");
            assertFalse(Schema.current(c), "a migration behind");
            c.rollback();
            s.execute("INSERT INTO \"flyway_schema_history\" (\"installed_rank\", \"version\", \"description\", \"type\","
                    + " \"script\", \"installed_by\", \"execution_time\", \"success\") VALUES (99, '99', 'later', 'SQL',"
                    + " 'V99__later.sql', 'herald', 0, TRUE)");
            assertFalse(Schema.current(c), "written by a newer Herald: Flyway decides");
            c.rollback();
            s.execute("UPDATE \"flyway_schema_history\" SET \"success\" = FALSE WHERE \"version\" = '1'");
            assertFalse(Schema.current(c), "a failed migration");
            c.rollback();
        }
        try (Journal journal = place.open()) {
            journal.transact(tx -> tx.append("G-1", 0, Fixtures.turn(1)));
            assertEquals(2, journal.version("G-1"), "the journal opened without Flyway works");
        }
    }

    @Test
    void versionsCompareAsFlywaysDo() {
        assertEquals(0, Schema.compare(Schema.parse("9"), Schema.parse("9.0")));
        assertTrue(Schema.compare(Schema.parse("10"), Schema.parse("9.1")) > 0);
        assertTrue(Schema.compare(Schema.parse("7.1"), Schema.parse("7")) > 0);
    }
}
