package herald.app;

import herald.app.game.UserError;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

/**
 * Where the data folder is, and which of four places chose it, first that names one: {@code --data}, the environment
 * variable {@code HERALD_DATA}, {@code data=} in the configuration, the default {@code herald-data} in the current
 * folder. A cron job starts elsewhere than the shell it was tried from, so the error for a missing folder says which.
 *
 * @param why the place that chose it, as a person would say it ("from --data")
 */
public record DataFolder(Path path, String why) {
    public static final String ENV = "HERALD_DATA";

    /** @param env the process's environment ({@code System.getenv()}; a map in tests) */
    public static DataFolder choose(Path option, Map<String, String> env, Config config) {
        if (option != null) {
            return new DataFolder(option, "from --data");
        }
        String fromEnv = env.get(ENV);
        if (fromEnv != null && !fromEnv.isBlank()) {
            return new DataFolder(Path.of(fromEnv.strip()), "from the environment variable " + ENV);
        }
        String configured = config.get("data");
        if (config.source() != null && !configured.equals(Config.DEFAULTS.get("data"))) {
            return new DataFolder(Path.of(configured), "from data= in " + config.source());
        }
        return new DataFolder(Path.of(configured), "the default, in the folder Herald was started in: neither --data, "
                + ENV + " nor data= in a configuration names one");
    }

    /** The folder, refused when something other than a folder stands in its place. */
    public Path folder() {
        if (Files.exists(path) && !Files.isDirectory(path)) {
            throw new UserError("the data folder " + path.toAbsolutePath() + " (" + why + ") is a file, not a folder");
        }
        return path;
    }

    /** The folder, refused when it is not there yet, saying where it was looked for and why there. */
    public Path existing(String what) {
        if (!Files.isDirectory(folder())) {
            throw new UserError("no data folder " + path.toAbsolutePath() + " (" + why + ") " + what);
        }
        return path;
    }
}
