package herald.app.cli;

import herald.app.game.GameRecord;
import herald.app.game.Games;
import herald.journal.Journal;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** The game a command looks at, now or as it stood after a given turn. */
public class GameAt {
    @Parameters(paramLabel = "GAME", description = "The game id, e.g. LW-7KQ3M (any case).")
    String gameId;

    @Option(names = "--turn", paramLabel = "N", description = "As it stood when turn N was resolved (0 = set-up).")
    Integer turn;

    GameRecord load(Journal journal) {
        Games games = new Games(journal);
        String id = gameId.toUpperCase();
        return turn == null ? games.load(id) : games.atTurn(id, turn);
    }
}
