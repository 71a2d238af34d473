package herald.app.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import herald.journal.Journal;
import herald.journal.Snapshot;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Snapshots are a cache: whatever they hold, a game loads exactly as folding its whole stream gives it. */
class SnapshotsTest {
    @TempDir
    static Path dir;
    private static Journal journal;
    private static String lonewolf;
    private static String skirmish;
    private static String basicFantasy;

    @BeforeAll
    static void play() {
        journal = Journal.openH2(dir);
        lonewolf = PlayedGame.play(journal, "lonewolf", "durncrag", 8);
        skirmish = PlayedGame.play(journal, "skirmish", "village", 8);
        basicFantasy = PlayedGame.play(journal, "basicfantasy", "skirmish-at-the-ford", 8);
    }

    @AfterAll
    static void close() {
        journal.close();
    }

    @Test
    void every_turn_of_a_played_lone_wolf_game_folds_the_same_from_snapshots_as_from_the_start() {
        everyTurnMatches(lonewolf);
    }

    @Test
    void every_turn_of_a_played_skirmish_folds_the_same_from_snapshots_as_from_the_start() {
        everyTurnMatches(skirmish);
    }

    @Test
    void every_turn_of_a_played_table_battle_folds_the_same_from_snapshots_as_from_the_start() {
        everyTurnMatches(basicFantasy);
    }

    @Test
    void a_game_whose_version_stands_is_not_read_again_and_one_that_moved_is() {
        Games games = new Games(journal);
        java.util.Map<String, Long> versions = journal.versions();
        assertEquals(List.of(lonewolf, skirmish, basicFantasy), List.copyOf(versions.keySet()), "in the order each began");
        GameRecord first = games.atVersion(lonewolf, versions.get(lonewolf));
        assertEquals(journal.version(lonewolf), first.version());
        assertSame(first, games.atVersion(lonewolf, versions.get(lonewolf)), "the same value, nothing read");
        GameRecord reread = games.atVersion(lonewolf, versions.get(lonewolf) + 1);
        assertNotSame(first, reread, "a version this process has not folded is read from the journal");
        assertEquals(first, reread);
    }

    private void everyTurnMatches(String id) {
        journal.dropSnapshots(id);
        Games games = new Games(journal, 3);
        List<Games.Step> history = games.history(id);
        int last = lastTurn(history);
        assertTrue(last > 2 * 3, "the game is long enough to have snapshots: " + last + " turns");
        // Turn by turn from the start, so each early turn folds before any snapshot exists...
        for (int turn = 0; turn <= last; turn++) {
            assertSame(fullFold(history, turn), games.atTurn(id, turn), id + " turn " + turn);
        }
        assertTrue(journal.snapshotBefore(id, Integer.MAX_VALUE).isPresent(), "folding took snapshots");
        // ...and again now that every snapshot is there.
        for (int turn = last; turn >= 0; turn--) {
            assertSame(fullFold(history, turn), games.atTurn(id, turn), id + " turn " + turn + " from a snapshot");
        }
        assertSame(history.get(history.size() - 1).after(), games.load(id), id + " now");
    }

    @Test
    void a_snapshot_of_another_format_or_ruleset_version_is_ignored_and_the_stream_refolded() {
        String id = lonewolf;
        Games games = new Games(journal, 3);
        GameRecord truth = games.history(id).get(games.history(id).size() - 1).after();
        GameRecord turn5 = games.atTurn(id, 5);
        SnapshotCodec codec = new SnapshotCodec(truth.ruleset());
        // A lie with the right format but from an older ruleset, and one in an unknown format:
        // both claim the game ended at turn 5's state.
        String lie = codec.write(turn5.withVersion(truth.version() - 1));
        int turn = truth.rules().turn();
        journal.dropSnapshots(id);
        journal.putSnapshot(new Snapshot(id, truth.version() - 1, turn, "0.0-old", codec.format(), lie, Instant.EPOCH));
        assertSame(truth, games.load(id), "an older ruleset version's snapshot is not used");
        journal.dropSnapshots(id);
        journal.putSnapshot(new Snapshot(id, truth.version() - 1, turn, truth.ruleset().version(), "v0:gone", lie,
                Instant.EPOCH));
        assertSame(truth, games.load(id), "a snapshot of an unknown format is not used");
        journal.dropSnapshots(id);
        journal.putSnapshot(new Snapshot(id, truth.version() - 1, turn, truth.ruleset().version(), codec.format(),
                "{\"created\": 3}", Instant.EPOCH));
        assertSame(truth, games.load(id), "an unreadable snapshot is not used");
        Optional<Snapshot> retaken = journal.snapshotBefore(id, Integer.MAX_VALUE);
        assertTrue(retaken.isPresent() && retaken.get().rulesetVersion().equals(truth.ruleset().version()),
                "the bad snapshot was dropped and good ones taken again");
        assertFalse(retaken.get().state().equals(lie));
    }

    @Test
    void a_snapshot_that_matches_is_where_the_fold_starts() {
        Games games = new Games(journal, 3);
        GameRecord truth = games.load(lonewolf);
        SnapshotCodec codec = new SnapshotCodec(truth.ruleset());
        // A planted snapshot of the last event but one that holds turn 2's state: trusted, as a cache
        // is, so loading shows turn 2's pieces plus the last event. Proof the stream was not refolded.
        long before = truth.version() - 1;
        GameRecord turn2 = games.atTurn(lonewolf, 2).withVersion(before);
        journal.dropSnapshots(lonewolf);
        journal.putSnapshot(new Snapshot(lonewolf, before, truth.rules().turn(), truth.ruleset().version(),
                codec.format(), codec.write(turn2), Instant.EPOCH));
        assertEquals(turn2.rules().turn(), games.load(lonewolf).rules().turn());
        journal.dropSnapshots(lonewolf);
        assertSame(truth, games.load(lonewolf), "without it, the truth again");
    }

    @Test
    void a_snapshot_is_json_that_reads_back_to_an_equal_game() {
        for (String id : List.of(lonewolf, skirmish, basicFantasy)) {
            GameRecord g = new Games(journal).load(id);
            SnapshotCodec codec = new SnapshotCodec(g.ruleset());
            assertSame(g, codec.read(codec.write(g)).orElseThrow(), id);
        }
    }

    /** The turn-N state the plain way: fold everything, keep the state after turn N's last window. */
    private static GameRecord fullFold(List<Games.Step> history, int turn) {
        GameRecord at = history.get(0).after();
        boolean setUp = true;
        for (int i = 1; i < history.size(); i++) {
            Object e = history.get(i).event();
            setUp = setUp && e instanceof herald.engine.RuleEvent;
            if (turn == 0 && setUp) {
                at = history.get(i).after();
            } else if (turn > 0 && e instanceof GameEvent.WindowResolved w && w.turn() == turn) {
                at = history.get(i).after();
            } else if (turn > 0 && e instanceof GameEvent.SeedRevealed && history.get(i - 1).event()
                    instanceof GameEvent.WindowResolved w && w.turn() == turn) {
                at = history.get(i).after();
            }
        }
        return at;
    }

    private static int lastTurn(List<Games.Step> history) {
        return history.stream().map(Games.Step::event).filter(e -> e instanceof GameEvent.WindowResolved)
                .mapToInt(e -> ((GameEvent.WindowResolved) e).turn()).max().orElse(0);
    }

    /**
     * Equal in every part but the ruleset, which is a service each load finds afresh; the games a
     * table remembers (for VOID TURN) are compared the same way.
     */
    private static void assertSame(GameRecord expected, GameRecord actual, String what) {
        if (expected == null || actual == null) {
            assertEquals(expected, actual, what);
            return;
        }
        assertEquals(expected.ruleset().getClass(), actual.ruleset().getClass(), what);
        List<Object> e = new ArrayList<>();
        List<Object> a = new ArrayList<>();
        for (var c : GameRecord.class.getRecordComponents()) {
            if (c.getType() == Table.class) {
                assertSameTable(expected.table(), actual.table(), what);
            } else if (c.getType() != herald.engine.Ruleset.class) {
                e.add(component(c, expected));
                a.add(component(c, actual));
            }
        }
        assertEquals(e, a, what);
    }

    private static void assertSameTable(Table expected, Table actual, String what) {
        if (expected == null || actual == null) {
            assertEquals(expected, actual, what);
            return;
        }
        for (var c : Table.class.getRecordComponents()) {
            if (c.getType() == GameRecord.class) {
                assertSame((GameRecord) component(c, expected), (GameRecord) component(c, actual),
                        what + ", the table's " + c.getName());
            } else {
                assertEquals(component(c, expected), component(c, actual), what + ", the table's " + c.getName());
            }
        }
    }

    private static Object component(java.lang.reflect.RecordComponent c, Object record) {
        try {
            return c.getAccessor().invoke(record);
        } catch (ReflectiveOperationException x) {
            throw new AssertionError(x);
        }
    }
}
