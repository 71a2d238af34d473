package herald.app.cli;

import herald.app.Config;
import herald.app.DataFolder;
import herald.app.JournalSettings;
import herald.app.game.UserError;
import herald.journal.Journal;
import java.nio.file.Files;
import java.nio.file.Path;
import picocli.CommandLine.Option;

/** Options every command takes: where the data and the configuration are. */
public class Common {
    @Option(names = "--config", paramLabel = "FILE",
            description = "Configuration file (default: herald.properties in the current folder, if present).")
    Path config;

    @Option(names = "--data", paramLabel = "DIR", description = "Data folder (default: the environment variable "
            + "HERALD_DATA, else `data` in the configuration, else herald-data in the current folder).")
    Path data;

    /** The process's environment; a map in tests (see {@link DataFolder}). */
    java.util.Map<String, String> env = System.getenv();

    public Config config() {
        Config c = fileConfig();
        return c.with("data", DataFolder.choose(data, env, c).path().toString());
    }

    /** The data folder and the place that chose it. */
    public DataFolder dataFolder() {
        return DataFolder.choose(data, env, fileConfig());
    }

    /** Read once a command, so a note on the file is printed once. */
    private Config fileConfig;

    /** The configuration file as written (or the defaults), before --data and HERALD_DATA. */
    private Config fileConfig() {
        if (fileConfig == null) {
            fileConfig = readConfig();
        }
        return fileConfig;
    }

    private Config readConfig() {
        Config c;
        if (config != null) {
            if (!Files.isRegularFile(config)) {
                throw new UserError("no configuration file " + config);
            }
            c = Config.load(config);
        } else if (Files.isRegularFile(Path.of("herald.properties"))) {
            c = Config.load(Path.of("herald.properties"));
        } else {
            c = Config.defaultsOnly();
        }
        return c;
    }

    public Path dataDir() {
        return dataFolder().folder();
    }

    /** The journal, refused (with what to do) when it lacks what its head file says was committed. */
    public Journal openJournal() {
        return refusedIfBehindHead(openUncheckedJournal());
    }

    private static Journal refusedIfBehindHead(Journal journal) {
        try {
            JournalChecks.refuseIfBehindHead(journal);
        } catch (RuntimeException e) {
            journal.close();
            throw e;
        }
        return journal;
    }

    /** The journal as it is, behind its head file or not: for accept-journal and verify --head. */
    public Journal openUncheckedJournal() {
        Config c = config();
        if (c.get("journal.url").isEmpty()) {
            return Journal.openH2(dataDir());
        }
        return withHeadFile(JournalSettings.of(c, env).openToWrite());
    }

    /** A {@code journal.url} journal, keeping its head file in the data folder. */
    private Journal withHeadFile(Journal journal) {
        try {
            Files.createDirectories(dataDir()); // the head file lives in the data folder, whatever the database
        } catch (java.io.IOException e) {
            journal.close();
            throw new UserError("cannot keep the journal's head in " + dataDir().toAbsolutePath() + ": " + e.getMessage(), e);
        }
        return journal.keepingHeadIn(dataDir()); // closes the journal itself when it cannot
    }

    /**
     * For commands that only read: a missing data folder means there is nothing yet. The journal may be
     * read while `herald run` writes it, and refuses every write (no snapshot is kept either).
     */
    public Journal openExistingJournal() {
        Config c = config();
        requireData(c);
        if (!c.get("journal.url").isEmpty()) {
            return refusedIfBehindHead(withHeadFile(JournalSettings.of(c, env).openToRead()));
        }
        return refusedIfBehindHead(Journal.openH2ForReading(dataDir()));
    }

    void requireDataFolder() {
        requireData(config());
    }

    /** For commands that write a journal that must exist already (`herald gm`). */
    public Journal openExistingJournalToWrite() {
        requireData(config());
        return openJournal();
    }

    private void requireData(Config c) {
        if (c.get("journal.url").isEmpty()) {
            dataFolder().existing("yet: create a game first (`herald new-game`, or `herald demo`), or name the "
                    + "folder with --data, " + DataFolder.ENV + " or data= in the configuration");
        }
    }
}
