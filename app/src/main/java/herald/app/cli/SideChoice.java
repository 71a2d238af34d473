package herald.app.cli;

import herald.app.game.GameRecord;
import herald.app.game.UserError;
import herald.engine.Side;
import java.util.List;

/** Reads a `--side` option: a side id, "red"/"blue" for the first and second side, or "umpire" (everything). */
final class SideChoice {
    private SideChoice() {}

    /** The side id, or null for the umpire when {@code name} is null or "umpire". */
    static String of(GameRecord game, String name) {
        if (name == null || name.equalsIgnoreCase("umpire")) {
            return null;
        }
        List<Side> sides = game.ruleset().sides(game.rules());
        for (Side s : sides) {
            if (s.id().equalsIgnoreCase(name)) {
                return s.id();
            }
        }
        int colour = List.of("red", "blue").indexOf(name.toLowerCase(java.util.Locale.ROOT));
        if (colour >= 0 && colour < sides.size()) {
            return sides.get(colour).id();
        }
        throw new UserError("--side " + name + ": no such side in " + game.id() + "; its sides are "
                + String.join(", ", sides.stream().map(Side::id).toList()) + " (or red, blue, umpire)");
    }
}
