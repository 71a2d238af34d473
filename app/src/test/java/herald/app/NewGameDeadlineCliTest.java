package herald.app;

import herald.app.HeraldCli.Run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import herald.app.game.Games;
import herald.app.game.Schedule;
import herald.journal.Journal;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.DayOfWeek;
import java.time.LocalTime;
import java.time.ZoneId;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** `herald new-game`'s deadline options as an organiser types them: journalled as a schedule, or one clear line. */
class NewGameDeadlineCliTest {
    @TempDir
    Path dir;


    private Run herald(String... args) {
        return HeraldCli.run(args);
    }

    private String config(String extra) throws IOException {
        Path config = dir.resolve("club.properties");
        Files.writeString(config, "data=" + dir.resolve("data").toString().replace("\\", "/") + "\n"
                + "mail.mode=folder\nherald.address=umpire@club.test\n" + extra);
        return config.toString();
    }

    private Run newGame(String cfg, String... deadline) {
        List<String> args = new java.util.ArrayList<>(List.of("new-game", "--config", cfg, "--ruleset", "lonewolf",
                "--scenario", "patrol", "--player", "red=red@club.test", "--player", "blue=blue@club.test"));
        args.addAll(List.of(deadline));
        return herald(args.toArray(String[]::new));
    }

    @Test
    void fixed_days_grace_lateness_and_reminders_are_journalled_with_the_game_zone_from_the_config() throws IOException {
        Run created = newGame(config("time-zone=Europe/London\n"), "--deadline", "MON,THU 20:00", "--grace-hours", "24",
                "--late", "wait", "--remind-hours", "12");
        assertEquals(0, created.exit(), created.err());
        String id = created.out().strip().lines().findFirst().orElseThrow();
        try (Journal journal = Journal.openH2(dir.resolve("data"))) {
            assertEquals(Schedule.fixed(List.of(DayOfWeek.MONDAY, DayOfWeek.THURSDAY), LocalTime.of(20, 0),
                    ZoneId.of("Europe/London"), 24, Schedule.Lateness.WAIT, 12),
                    new Games(journal).load(id).created().schedule());
        }
    }

    @Test
    void a_bad_deadline_option_or_config_zone_is_one_line_naming_it() throws IOException {
        Run badDay = newGame(config(""), "--deadline", "MON,FUN 20:00");
        assertEquals(1, badDay.exit());
        assertEquals("herald: --deadline 'MON,FUN 20:00': 'FUN' is not a day; write MON TUE WED THU FRI SAT SUN,"
                + " separated by commas", badDay.err().strip());
        Run badLate = newGame(config(""), "--deadline-hours", "48", "--late", "sometimes");
        assertTrue(badLate.err().contains("--late must be wait"), badLate.err());
        Run badLateKey = newGame(config("deadline.late=never\n"), "--deadline-hours", "48");
        assertTrue(badLateKey.err().contains("club.properties") && badLateKey.err().contains("deadline.late"),
                badLateKey.err());
        Run badZone = newGame(config("time-zone=Europe/Londres\n"), "--deadline-hours", "48");
        assertEquals(1, badZone.exit());
        assertTrue(badZone.err().contains("club.properties") && badZone.err().contains("time-zone"), badZone.err());
        Path out = dir.resolve("data/mail/out");
        if (Files.exists(out)) {
            try (var files = Files.list(out)) {
                assertEquals(0, files.count(), "no game, no welcome");
            }
        }
    }
}
