package herald.app.loop;

import herald.app.game.UserError;
import herald.engine.Side;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Matches `--player SIDE=EMAIL` to the scenario's sides. A side is named by its id; "red" and "blue" stay as aliases
 * for the scenario's first and second side (older scripts use them), whatever colours the scenario gives them: the
 * Lone Wolf rulebook's red is the side with the initiative, and a scenario may draw its first side in blue.
 */
public final class Sides {
    private static final List<String> COLOURS = List.of("red", "blue");

    private Sides() {}

    public static Map<String, String> resolve(List<Side> sides, Map<String, String> players) {
        Map<String, String> bySide = new LinkedHashMap<>();
        players.forEach((name, email) -> {
            String side = sideFor(sides, name);
            if (!email.matches("[^@\\s]+@[^@\\s]+")) {
                throw new UserError("--player " + name + "=" + email + ": '" + email + "' is not a mail address");
            }
            if (RobotSigns.isRobotAddress(email)) {
                throw new UserError("--player " + name + "=" + email + ": Herald takes mail from an address like '"
                        + email + "' for a robot's or a mailing list's (see docs/INTERNALS.md, Robots) and would never read"
                        + " this player's orders; give the player's own address");
            }
            if (bySide.put(side, email) != null) {
                throw new UserError("two players given for side " + side + "; give one --player for each of this"
                        + " scenario's sides: " + Umpire.sidesList(sides));
            }
        });
        for (Side s : sides) {
            if (!bySide.containsKey(s.id())) {
                throw new UserError("no player for side " + s.id() + " (" + s.name() + "); give --player " + s.id()
                        + "=EMAIL, one for each of this scenario's sides: " + Umpire.sidesList(sides));
            }
        }
        Map<String, String> ordered = new LinkedHashMap<>();
        sides.forEach(s -> ordered.put(s.id(), bySide.get(s.id())));
        return ordered;
    }

    /**
     * The command line's {@code --player SIDE=EMAIL}, repeated, as a side id to address map: a side given twice (by
     * its id or its alias) is refused here, where picocli's own map would silently keep the last.
     */
    public static Map<String, String> fromArgs(List<Side> sides, List<String> args) {
        Map<String, String> out = new LinkedHashMap<>();
        for (String arg : args) {
            int eq = arg.indexOf('=');
            if (eq <= 0) {
                throw new UserError("--player " + arg + ": write SIDE=EMAIL, e.g. --player " + sides.get(0).id()
                        + "=ann@example.org; this scenario's sides are " + Umpire.sidesList(sides));
            }
            String side = sideFor(sides, arg.substring(0, eq));
            String earlier = out.put(side, arg.substring(eq + 1));
            if (earlier != null) {
                throw new UserError("--player " + side + " given twice (" + earlier + " and " + arg.substring(eq + 1)
                        + "); give one --player for each of this scenario's sides: " + Umpire.sidesList(sides));
            }
        }
        return resolve(sides, out);
    }

    private static String sideFor(List<Side> sides, String name) {
        return named(sides, name, "this scenario");
    }

    /**
     * The id of the side called {@code name}: its id in any case, or the alias "red" for the first side, "blue" for
     * the second. A name that is neither is the user's mistake, said with {@code where}.
     */
    public static String named(List<Side> sides, String name, String where) {
        String n = name.toLowerCase(Locale.ROOT);
        for (Side s : sides) {
            if (s.id().equalsIgnoreCase(n)) {
                return s.id();
            }
        }
        int colour = COLOURS.indexOf(n);
        if (colour >= 0 && colour < sides.size()) {
            return sides.get(colour).id();
        }
        throw new UserError("no side '" + name + "' in " + where + "; its sides are "
                + Umpire.sidesList(sides) + " (or red and blue, aliases for the first and second)");
    }
}
