package herald.app.archive;

import herald.journal.Journal;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Writes the archive fixtures under src/test/resources/archive. Run by hand only when a fixture is
 * to be made again: {@code mvn -pl app -am test -Dtest=FixtureWriter -Dsurefire.failIfNoSpecifiedTests=false
 * -Dherald.fixture.out=app/src/test/resources/archive}. The committed v1 fixture must never be
 * re-made by a newer Herald: its whole point is that an older one wrote it.
 */
class FixtureWriter {
    @org.junit.jupiter.api.Test
    void writes_the_fixture_when_asked() throws Exception {
        String out = System.getProperty("herald.fixture.out");
        org.junit.jupiter.api.Assumptions.assumeTrue(out != null, "only when -Dherald.fixture.out is given");
        Path dir = Files.createTempDirectory("herald-fixture");
        try (Journal journal = Journal.openH2(dir)) {
            Battles battles = new Battles(journal);
            String id = battles.play("lonewolf", "patrol", 0);
            Path target = Path.of(out).toAbsolutePath();
            Files.createDirectories(target);
            new ArchiveWriter(journal, battles.clock).export(id, null, false, target.resolve("patrol-v1.zip"));
            System.out.println("wrote " + id + " to " + target.resolve("patrol-v1.zip"));
        }
    }
}
