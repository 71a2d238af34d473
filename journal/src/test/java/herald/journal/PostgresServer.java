package herald.journal;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.UserPrincipal;
import java.security.SecureRandom;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HexFormat;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;

/**
 * A real PostgreSQL server for the tests, started once per test JVM from the machine's PostgreSQL
 * binaries on a free loopback port, in a throw-away data directory that is deleted when the JVM ends.
 * Each test takes a {@link #newDatabase() database of its own}, owned by an ordinary role as a club's
 * would be (see the README), so that the journal never runs as a superuser here either.
 *
 * <p>The binaries are those of {@code HERALD_PG_BIN} (a {@code bin} folder), else the newest
 * {@code /usr/lib/postgresql/N/bin} (Debian's {@code postgresql} package; 15 is preferred). With none
 * the tests fail, saying how to install them: they are never skipped. PostgreSQL refuses to run as
 * root, so under root the server runs as the {@code postgres} user (through {@code runuser}).
 *
 * <p>The server runs under a small shell that holds the read end of a pipe from this JVM: when the
 * JVM ends, even by SIGKILL, the pipe closes and the shell stops the server, so none is left behind.
 * {@code pg_ctl -w} itself waits until the server accepts connections. The server runs with
 * {@code fsync=off}: a test kills Herald's processes, never the server's machine, and what a
 * committed transaction survives when the server's process dies (or Herald's) does not depend on it.
 */
public final class PostgresServer {
    /** The superuser, used only to create roles and databases. */
    private static final String ADMIN = "postgres";
    /** The role every test database belongs to: Herald connects as it, as a club's Herald does. */
    public static final String ROLE = "herald";
    private static final int PORT_ATTEMPTS = 5;
    private static final String INSTALL = "Install them: on Debian or Ubuntu `apt-get install postgresql` (bash .ci/run"
            + " does this); elsewhere set HERALD_PG_BIN to the bin folder of a PostgreSQL 15 installation. The tests"
            + " start and stop a server of their own on a free port: none need be running.";

    private static Optional<PostgresServer> shared;
    private static RuntimeException failure;

    private final Path base;
    private final int port;
    private final String adminPassword;
    private final String rolePassword;
    private final Process keeper;
    private final AtomicInteger databases = new AtomicInteger();
    private String journalTemplate; // guarded by this

    /** A database on the server: its URL and the role's name and password. */
    public record Database(String url, String user, String password) {
        /** Opens the journal in this database (a fresh journal the first time). */
        public Journal openJournal() {
            return Journal.open(url, user, password);
        }

        /** A plain JDBC connection, autocommitting, as the database's owner. */
        public Connection connect() throws SQLException {
            return DriverManager.getConnection(url, user, password);
        }
    }

    private PostgresServer(Path base, int port, String adminPassword, String rolePassword, Process keeper) {
        this.base = base;
        this.port = port;
        this.adminPassword = adminPassword;
        this.rolePassword = rolePassword;
        this.keeper = keeper;
    }

    /**
     * The JVM's server, started at the first call. Throws (and throws again at every later call, at once)
     * when it cannot be started, e.g. with no PostgreSQL binaries on this machine.
     */
    public static synchronized PostgresServer shared() {
        if (failure != null) {
            throw new IllegalStateException(failure.getMessage(), failure);
        }
        if (shared == null) {
            try {
                PostgresServer server = start();
                shared = Optional.of(server);
                Runtime.getRuntime().addShutdownHook(new Thread(server::stop, "stop-test-postgresql"));
            } catch (RuntimeException e) {
                failure = e;
                throw e;
            }
        }
        return shared.orElseThrow();
    }

    public int port() {
        return port;
    }

    /** A new, empty database owned by {@link #ROLE}. */
    public Database newDatabase() {
        return create("journal_" + databases.incrementAndGet(), "");
    }

    /**
     * A new database owned by {@link #ROLE} that holds an empty journal already: a copy of one made (by
     * {@link Journal#open}, migrations and all) at the first call. Quicker than migrating each afresh.
     */
    public synchronized Database newJournalDatabase() {
        if (journalTemplate == null) {
            Database template = create("journal_template", "");
            Journal.open(template.url(), template.user(), template.password()).close();
            journalTemplate = "journal_template";
        }
        return create("journal_" + databases.incrementAndGet(), " TEMPLATE " + journalTemplate);
    }

    private Database create(String name, String template) {
        try (Connection c = DriverManager.getConnection(url("postgres"), ADMIN, adminPassword);
                Statement s = c.createStatement()) {
            s.execute("CREATE DATABASE " + name + " OWNER " + ROLE + template);
        } catch (SQLException e) {
            throw new IllegalStateException("cannot create database " + name + " on the test PostgreSQL server: " + e, e);
        }
        return new Database(url(name), ROLE, rolePassword);
    }

    /** The URL of a database on this server. */
    public String url(String database) {
        return "jdbc:postgresql://127.0.0.1:" + port + "/" + database;
    }

    /** Runs SQL as the superuser (in the {@code postgres} database): what a test may need to set up a fault. */
    public void asAdmin(String sql) {
        try (Connection c = DriverManager.getConnection(url("postgres"), ADMIN, adminPassword);
                Statement s = c.createStatement()) {
            s.execute(sql);
        } catch (SQLException e) {
            throw new IllegalStateException("test PostgreSQL server: " + sql + ": " + e, e);
        }
    }

    private static PostgresServer start() {
        Path bin = binaries();
        boolean root = "root".equals(System.getProperty("user.name"));
        Path base;
        try {
            base = Files.createTempDirectory("herald-pg-");
            if (root) {
                UserPrincipal postgres = base.getFileSystem().getUserPrincipalLookupService().lookupPrincipalByName(ADMIN);
                Files.setOwner(base, postgres);
            }
        } catch (IOException e) {
            throw new IllegalStateException("cannot make a data directory for the test PostgreSQL server"
                    + (root ? " owned by the user postgres (PostgreSQL will not run as root): " : ": ") + e, e);
        }
        String adminPassword = secret();
        String rolePassword = secret();
        try {
            Path pwfile = base.resolve("pwfile");
            Files.writeString(pwfile, adminPassword + "\n", StandardCharsets.UTF_8);
            run(root, base, List.of(bin.resolve("initdb").toString(), "-D", base.resolve("data").toString(),
                    "-U", ADMIN, "--pwfile=" + pwfile, "--auth=scram-sha-256", "-E", "UTF8", "--locale=C.UTF-8",
                    "--no-sync"));
            Files.delete(pwfile);
            RuntimeException last = null;
            for (int attempt = 0; attempt < PORT_ATTEMPTS; attempt++) {
                int port = freePort();
                Files.writeString(base.resolve("data/postgresql.conf"), String.join("\n", "",
                        "# the test server (herald.journal.PostgresServer)",
                        "port = " + port,
                        "listen_addresses = '127.0.0.1'",
                        "unix_socket_directories = ''",
                        "fsync = off",
                        "full_page_writes = off",
                        "max_connections = 200",
                        ""), StandardCharsets.UTF_8, StandardOpenOption.APPEND);
                try {
                    Process keeper = keep(root, bin, base);
                    PostgresServer server = new PostgresServer(base, port, adminPassword, rolePassword, keeper);
                    server.asAdmin("CREATE ROLE " + ROLE + " LOGIN PASSWORD '" + rolePassword + "'");
                    return server;
                } catch (PortTaken e) {
                    last = e;
                }
            }
            throw new IllegalStateException("the test PostgreSQL server found no free port in " + PORT_ATTEMPTS
                    + " attempts", last);
        } catch (IOException e) {
            deleteQuietly(base);
            throw new UncheckedIOException(e);
        } catch (RuntimeException e) {
            deleteQuietly(base);
            throw e;
        }
    }

    private static final class PortTaken extends RuntimeException {
        PortTaken(String message) {
            super(message);
        }
    }

    /**
     * Starts the keeper shell: it starts the server with {@code pg_ctl -w} (which returns once the server
     * accepts connections), says "started", and stops the server when its standard input ends.
     */
    private static Process keep(boolean root, Path bin, Path base) throws IOException {
        String pgCtl = bin.resolve("pg_ctl").toString();
        Path log = base.resolve("server.log");
        String script = "\"$0\" -D \"$1\" -l \"$2\" -w -t 60 start >>\"$2\" 2>&1 || exit 1\n"
                + "echo started\n"
                + "while read -r line; do :; done\n"
                + "\"$0\" -D \"$1\" -m fast -w -t 60 stop >>\"$2\" 2>&1\n";
        List<String> cmd = new ArrayList<>(asUser(root));
        cmd.addAll(List.of("/bin/sh", "-c", script, pgCtl, base.resolve("data").toString(), log.toString()));
        Process p = new ProcessBuilder(cmd).redirectErrorStream(true).start();
        // not closed: the keeper's output stays open while it runs (it writes nothing more to it)
        BufferedReader out = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8));
        String first = out.readLine(); // pg_ctl -w has waited for the server; null when it could not start it
        if ("started".equals(first)) {
            return p;
        }
        waitFor(p);
        String serverLog = Files.exists(log) ? Files.readString(log, StandardCharsets.UTF_8) : "(no server log)";
        if (serverLog.contains("could not bind") || serverLog.contains("Address already in use")) {
            throw new PortTaken(serverLog);
        }
        throw new IllegalStateException("the test PostgreSQL server did not start (" + first + "); its log:\n" + serverLog);
    }

    /** Stops the server (the keeper stops it when its input ends) and deletes its data directory. */
    private void stop() {
        try {
            keeper.getOutputStream().close();
            if (!keeper.waitFor(60, TimeUnit.SECONDS)) {
                keeper.destroyForcibly();
            }
        } catch (IOException e) {
            keeper.destroyForcibly();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        deleteQuietly(base);
    }

    private static List<String> asUser(boolean root) {
        if (!root) {
            return List.of();
        }
        // util-linux's runuser lives in sbin, which a CI's PATH may leave out
        String runuser = Stream.of("/usr/sbin/runuser", "/sbin/runuser", "/usr/bin/runuser")
                .filter(p -> Files.isExecutable(Path.of(p))).findFirst().orElse("runuser");
        return List.of(runuser, "-u", ADMIN, "--");
    }

    private static void run(boolean root, Path base, List<String> command) throws IOException {
        List<String> cmd = new ArrayList<>(asUser(root));
        cmd.addAll(command);
        Path log = base.resolve("initdb.log");
        Process p = new ProcessBuilder(cmd).redirectErrorStream(true).redirectOutput(log.toFile()).start();
        if (waitFor(p) != 0) {
            throw new IllegalStateException(String.join(" ", cmd) + " failed:\n" + Files.readString(log, StandardCharsets.UTF_8));
        }
    }

    private static int waitFor(Process p) {
        try {
            if (!p.waitFor(120, TimeUnit.SECONDS)) {
                p.destroyForcibly();
                throw new IllegalStateException("the test PostgreSQL server's " + p.info().command().orElse("command")
                        + " did not end in 120 s");
            }
            return p.exitValue();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    /**
     * The PostgreSQL {@code bin} folder to use, or a failure that says how to get one.
     */
    static Path binaries() {
        String env = System.getenv("HERALD_PG_BIN");
        if (env != null && !env.isBlank()) {
            Path bin = Path.of(env);
            if (!complete(bin)) {
                throw new IllegalStateException("HERALD_PG_BIN=" + env + " holds no initdb, pg_ctl and postgres. " + INSTALL);
            }
            return bin;
        }
        Path debian = Path.of("/usr/lib/postgresql");
        List<Path> found = new ArrayList<>();
        if (Files.isDirectory(debian)) {
            try (Stream<Path> versions = Files.list(debian)) {
                versions.map(v -> v.resolve("bin")).filter(PostgresServer::complete).forEach(found::add);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        Optional<Path> fifteen = found.stream().filter(b -> b.getParent().getFileName().toString().equals("15")).findFirst();
        return fifteen.or(() -> found.stream().max(Comparator.comparingInt(PostgresServer::major)))
                .orElseThrow(() -> new IllegalStateException("The journal's PostgreSQL tests need a PostgreSQL 15"
                        + " server's programs (initdb, pg_ctl, postgres), and none were found in /usr/lib/postgresql/*/bin. "
                        + INSTALL));
    }

    private static int major(Path bin) {
        try {
            return Integer.parseInt(bin.getParent().getFileName().toString());
        } catch (NumberFormatException e) {
            return 0;
        }
    }

    private static boolean complete(Path bin) {
        return Stream.of("initdb", "pg_ctl", "postgres").allMatch(p -> Files.isExecutable(bin.resolve(p)));
    }

    private static int freePort() throws IOException {
        try (ServerSocket s = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            return s.getLocalPort();
        }
    }

    private static String secret() {
        byte[] b = new byte[16];
        new SecureRandom().nextBytes(b);
        return HexFormat.of().formatHex(b);
    }

    private static void deleteQuietly(Path dir) {
        try (Stream<Path> all = Files.walk(dir)) {
            all.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        } catch (IOException | UncheckedIOException e) {
            // a temp folder left behind is no failure of the tests
        }
    }
}
