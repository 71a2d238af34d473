package herald.app.archive;

import herald.app.game.EventCodec;
import herald.app.game.GameRecord;
import herald.app.game.Games;
import herald.app.game.Keys;
import herald.app.game.Rulesets;
import herald.app.game.UserError;
import herald.journal.Journal;
import herald.journal.StaleVersionException;
import herald.journal.StoredEvent;
import java.util.HexFormat;
import java.util.List;

/** Restores a full archive into a journal, checking everything before writing anything. */
public final class ArchiveImport {
    private ArchiveImport() {}

    /**
     * Imports {@code archive}; returns the game as restored.
     *
     * @param live the game is to go on here: a running fair game must then bring its secret seed
     */
    public static GameRecord into(Journal journal, Archive archive, boolean live) {
        String file = archive.file().toString();
        Manifest m = archive.manifest();
        if (archive.redactedCount() > 0 || !m.full()) {
            throw new UserError(file + " is the copy of side " + m.scope() + ", made while the game was running ("
                    + archive.redactedCount() + " events hidden from it), not a whole game: only a full archive can be imported."
                    + " `herald verify " + file + "` checks it");
        }
        ArchiveCheck check = ArchiveCheck.of(archive);
        if (!check.sound()) {
            throw new UserError(file + " fails its check, so nothing was imported: " + check.problem());
        }
        List<StoredEvent> events = archive.events();
        GameRecord game = readable(archive, events);
        byte[] seed = m.seedHex() == null ? null : parseSeed(file, m.seedHex());
        boolean needsSeed = !game.finished() && !game.scripted();
        if (live && needsSeed && seed == null) {
            throw new UserError(file + " is a running game without its secret dice seed, so no turn could be resolved"
                    + " here: export it with `herald export " + m.game() + " FILE --with-secret-seed`");
        }
        if (seed != null && !game.scripted() && !Keys.sha256Hex(seed).equals(game.created().diceCommitment())) {
            throw new UserError(file + ": the dice seed in the manifest does not match the commitment in GameCreated");
        }
        try {
            journal.transact(tx -> {
                tx.restore(m.game(), events);
                if (needsSeed && seed != null) {
                    tx.putSecret(m.game(), seed);
                }
                return null;
            });
        } catch (StaleVersionException e) {
            throw new UserError("a game " + m.game() + " is already in this journal; nothing was imported", e);
        } catch (IllegalArgumentException e) {
            throw new UserError(file + " cannot be imported, so nothing was: " + e.getMessage(), e);
        }
        return game;
    }

    /** Folds every event as this Herald reads it (old schema versions upcast): an unreadable one stops the import. */
    private static GameRecord readable(Archive archive, List<StoredEvent> events) {
        String rulesetId = archive.manifest().rulesetId();
        EventCodec codec = new EventCodec(Rulesets.byId(rulesetId));
        GameRecord game = GameRecord.empty(codec.ruleset());
        for (StoredEvent e : events) {
            try {
                game = Games.fold(game, codec.decode(e)).withVersion(e.version());
            } catch (RuntimeException x) { // the rules meeting data they cannot fold: the archive's fault, not a bug here
                throw new UserError(archive.file() + ": game " + e.gameId() + " version " + e.version() + " ("
                        + e.type() + ") cannot be read by this Herald: " + x.getMessage(), x);
            }
        }
        if (game.created() == null || !game.created().gameId().equals(archive.manifest().game())) {
            throw new UserError(archive.file() + ": the journal does not begin with the GameCreated of "
                    + archive.manifest().game());
        }
        return game;
    }

    private static byte[] parseSeed(String file, String hex) {
        try {
            return HexFormat.of().parseHex(hex);
        } catch (IllegalArgumentException e) {
            throw new UserError(file + ": the manifest's seedHex is not hexadecimal", e);
        }
    }
}
