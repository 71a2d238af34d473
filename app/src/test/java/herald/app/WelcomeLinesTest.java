package herald.app;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import herald.app.game.Rulesets;
import herald.app.loop.Dispatch;
import herald.app.loop.Umpire;
import herald.engine.Ruleset;
import herald.journal.Journal;
import herald.journal.OutboxEntry;
import herald.journal.OutboxMail;
import herald.renderer.PdfRenderer;
import herald.templates.Scenarios;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The welcome of every shipped scenario of every ruleset, as Herald queues it: no line past 78 characters (a
 * phone or an 80-column terminal shows it unbroken), and the order help lists only orders its pieces can use.
 */
class WelcomeLinesTest {
    @TempDir
    Path dir;

    @Test
    void every_line_of_every_welcome_is_within_78_characters() {
        Clock clock = Clock.fixed(Instant.parse("2026-03-01T10:00:00Z"), ZoneOffset.UTC);
        Map<String, String> welcomes = new LinkedHashMap<>();
        try (Journal journal = Journal.openH2(dir)) {
            Umpire umpire = new Umpire(journal, new Dispatch(new PdfRenderer(), "herald@club.test"), clock,
                    () -> new byte[32]);
            for (Ruleset ruleset : Rulesets.all()) {
                for (String scenario : Scenarios.names(ruleset.id())) {
                    int before = journal.pendingMail().size();
                    Map<String, String> players = new LinkedHashMap<>();
                    for (herald.engine.Side side : ruleset.sides(herald.app.game.Games.setUp(ruleset, scenario))) {
                        players.put(side.id(), side.id() + "@club.test");
                    }
                    umpire.createGame(new Umpire.NewGame(ruleset, scenario, players, 48, null));
                    List<OutboxMail> queued = journal.pendingMail().stream().map(OutboxEntry::mail).toList();
                    OutboxMail welcome = queued.get(before);
                    welcomes.put(ruleset.id() + "/" + scenario, welcome.body());
                    for (OutboxMail mail : queued.subList(before, queued.size())) {
                        for (String line : mail.body().split("\n")) {
                            assertTrue(line.length() <= 78, ruleset.id() + "/" + scenario + ": a line of "
                                    + line.length() + ":\n" + line + "\n\n" + mail.body());
                        }
                    }
                }
            }
        }
        String patrol = welcomes.get("lonewolf/patrol");
        for (String order : List.of("LEAP", "HYPNOTISE", "HEAL", "MINDBLAST", "KINSHIP", "MINDSHIELD", "PARRY")) {
            assertFalse(patrol.contains(order), "no hero, no Kai Lord in the patrol: " + order + "\n" + patrol);
        }
        assertTrue(patrol.contains("FIRE S4 AT G7") && patrol.contains("reference card"), patrol);
    }
}
