package herald.app.cli;

import herald.app.game.GameRecord;
import herald.app.game.UserError;
import herald.app.loop.Sides;

/** Reads a `--side` option: a side id, "red"/"blue" for the first and second side, or "umpire" (everything). */
final class SideChoice {
    private SideChoice() {}

    /** The side id, or null for the umpire when {@code name} is null or "umpire". */
    static String of(GameRecord game, String name) {
        if (name == null || name.equalsIgnoreCase("umpire")) {
            return null;
        }
        try {
            return Sides.named(game.ruleset().sides(game.rules()), name, game.id());
        } catch (UserError e) {
            throw new UserError("--side " + name + ": " + e.getMessage() + "; or umpire, for everything", e);
        }
    }
}
