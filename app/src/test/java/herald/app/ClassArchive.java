package herald.app;

import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.stream.Stream;

/**
 * Class data sharing for child JVMs, which the crash tests start a hundred times: the first child
 * that ends normally writes an archive of the classes it loaded, and later ones map it instead of
 * loading and checking every class again (about 40% less CPU each on Java 17). CDS takes jars only,
 * so the build's class folders are copied into jars first, once per test JVM.
 */
final class ClassArchive {
    private static final Path DIR = Path.of("target", "child-herald").toAbsolutePath();
    private static final Path ARCHIVE = DIR.resolve("herald-" + ProcessHandle.current().pid() + ".jsa");
    private static String classPath;
    private static boolean dumping;
    private static boolean ready;

    private ClassArchive() {}

    /** The test's class path, with each folder replaced by a jar of it. */
    static synchronized String classPath() {
        if (classPath == null) {
            String cp = System.getProperty("surefire.test.class.path", System.getProperty("java.class.path"));
            List<String> parts = new ArrayList<>();
            int n = 0;
            for (String part : cp.split(java.io.File.pathSeparator)) {
                Path p = Path.of(part);
                parts.add(Files.isDirectory(p) ? jar(p, DIR.resolve(ProcessHandle.current().pid() + "-" + (n++) + ".jar"))
                        .toString() : part);
            }
            classPath = String.join(java.io.File.pathSeparator, parts);
        }
        return classPath;
    }

    /** Use the archive once it is whole; until then, ask one child at a time to write it when it ends. */
    static synchronized String option() {
        if (ready) {
            return "-XX:SharedArchiveFile=" + ARCHIVE;
        }
        if (!dumping) {
            dumping = true;  // several children writing the same file would spoil it
            ARCHIVE.toFile().deleteOnExit();
            return "-XX:ArchiveClassesAtExit=" + ARCHIVE;
        }
        return "-Xshare:auto";
    }

    /**
     * The child given {@code option} ended. Only a normal exit wrote the whole archive: one killed
     * (perhaps while writing it) leaves nothing usable, and the next child tries again.
     */
    static synchronized void childEnded(String option, int exitStatus) {
        if (!option.startsWith("-XX:ArchiveClassesAtExit")) {
            return;
        }
        dumping = false;
        ready = exitStatus == 0 && Files.exists(ARCHIVE);
        if (!ready) {
            try {
                Files.deleteIfExists(ARCHIVE);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
    }

    private static Path jar(Path folder, Path jar) {
        try {
            Files.createDirectories(jar.getParent());
            try (OutputStream out = Files.newOutputStream(jar); JarOutputStream j = new JarOutputStream(out);
                    Stream<Path> files = Files.walk(folder)) {
                for (Path f : (Iterable<Path>) files.filter(Files::isRegularFile).sorted()::iterator) {
                    j.putNextEntry(new JarEntry(folder.relativize(f).toString().replace('\\', '/')));
                    Files.copy(f, j);
                    j.closeEntry();
                }
            }
            jar.toFile().deleteOnExit();
            return jar;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
