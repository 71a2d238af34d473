package herald.app;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

/**
 * `herald` in a child JVM, started as a club would start it (the real Main, a config file) against
 * the parent's mail server and data folder, so that it can be killed for real with SIGKILL. Its clock
 * is a file the parent writes ({@code -Dherald.clock-file}); {@link Running#awaitKillPoint} waits for
 * the line a {@code -Dherald.kill-at=POINT:N} child prints when it stops at that point. Reusable for a
 * long simulated game: start, kill, move the clock, start again.
 */
final class ChildHerald {
    /** A JVM that starts fast and stays small: C1 only, the serial GC, no CDS chatter on stdout. */
    private static final List<String> FAST_JVM = List.of("-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC", "-Xmx256m",
            "-Djava.awt.headless=true", "-Xlog:cds=off", "-Xlog:cds+dynamic=off");

    private final Path dir;
    private final Path config;
    private final Path clockFile;
    private int started;

    ChildHerald(Path dir, Config config, Instant now) {
        this.dir = dir;
        this.config = dir.resolve("herald.properties");
        this.clockFile = dir.resolve("clock.txt");
        StringBuilder props = new StringBuilder();
        config.values().forEach((k, v) -> props.append(k).append('=').append(v.replace("\\", "\\\\")).append('\n'));
        try {
            Files.createDirectories(dir);
            Files.writeString(this.config, props.toString(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        setClock(now);
    }

    /** The time every child started from now on (and any running one, at its next look) sees. */
    void setClock(Instant now) {
        try {
            Path tmp = clockFile.resolveSibling("clock.tmp");
            Files.writeString(tmp, now.toString(), StandardCharsets.UTF_8);
            Files.move(tmp, clockFile, java.nio.file.StandardCopyOption.ATOMIC_MOVE);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The herald.properties every child of this one reads. */
    Path configFile() {
        return config;
    }

    Instant clock() {
        try {
            return Instant.parse(Files.readString(clockFile, StandardCharsets.UTF_8).strip());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Starts {@code herald ARGS --config ...} with the given {@code -D} settings (e.g. "herald.kill-at=send:2"). */
    Running start(List<String> properties, String... args) {
        List<String> cmd = new ArrayList<>();
        cmd.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        cmd.addAll(FAST_JVM);
        String archive = ClassArchive.option();
        cmd.add(archive);
        cmd.add("-Dherald.clock-file=" + clockFile);
        properties.forEach(p -> cmd.add("-D" + p));
        cmd.addAll(List.of("-cp", ClassArchive.classPath(), "herald.app.Main"));
        cmd.addAll(List.of(args));
        cmd.addAll(List.of("--config", config.toString()));
        try {
            Process p = new ProcessBuilder(cmd).redirectErrorStream(true).start();
            return new Running(p, dir.resolve("child-" + (++started) + ".log"), archive);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** One child process; its output is copied to a log file line by line as it comes. */
    static final class Running {
        private final Process process;
        private final Path log;
        private final CountDownLatch stopped = new CountDownLatch(1);
        private final StringBuffer output = new StringBuffer();
        private volatile String killPoint;
        private final Thread reader;
        private final String archive;

        private Running(Process process, Path log, String archive) {
            this.process = process;
            this.log = log;
            this.archive = archive;
            this.reader = new Thread(this::read, "child-herald-output");
            reader.setDaemon(true);
            reader.start();
        }

        private void read() {
            try (BufferedReader in = new BufferedReader(new InputStreamReader(process.getInputStream(),
                    StandardCharsets.UTF_8)); Writer file = Files.newBufferedWriter(log, StandardCharsets.UTF_8)) {
                for (String line = in.readLine(); line != null; line = in.readLine()) {
                    output.append(line).append('\n');
                    file.write(line + "\n");
                    if (line.startsWith("herald: kill point ")) {
                        killPoint = line.substring("herald: kill point ".length());
                        file.flush();
                        stopped.countDown();
                    }
                }
            } catch (IOException e) {
                output.append("(output lost: ").append(e).append(")\n");
            } finally {
                stopped.countDown();
            }
            try {
                ClassArchive.childEnded(archive, process.waitFor());
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }

        /** The point it stopped at ("send #2"), or empty if it ended first; fails after {@code max}. */
        Optional<String> awaitKillPoint(Duration max) throws InterruptedException {
            if (!stopped.await(max.toMillis(), TimeUnit.MILLISECONDS)) {
                killNine();
                throw new AssertionError("the child neither stopped at its kill point nor ended in " + max + ":\n" + output());
            }
            return Optional.ofNullable(killPoint);
        }

        /** SIGKILL (what destroyForcibly sends on Linux); returns the exit status, 137 when the signal killed it. */
        int killNine() throws InterruptedException {
            process.destroyForcibly();
            int status = process.waitFor();
            reader.join(5000);
            return status;
        }

        /** Waits for the end; an exit status. */
        int awaitExit(Duration max) throws InterruptedException {
            if (!process.waitFor(max.toMillis(), TimeUnit.MILLISECONDS)) {
                killNine();
                throw new AssertionError("the child did not end in " + max + ":\n" + output());
            }
            reader.join(5000);
            return process.exitValue();
        }

        boolean isAlive() {
            return process.isAlive();
        }

        String output() {
            return output.toString();
        }
    }
}
