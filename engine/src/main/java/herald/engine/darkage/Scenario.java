package herald.engine.darkage;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * A scenario document as written (schema 1; the format is in SCENARIOS.md). Kept whole in the set-up event, so a game
 * replays from its journal even when the shipped file changes.
 *
 * @param turns the game turns; absent means 10 (our ruling 27)
 * @param seaState 0-3, counting aboard ships (M8, S3, F3); absent means 0
 * @param night absent for daylight, when everybody sees everything
 * @param profiles profiles this scenario adds or replaces, by key (warband.json's otherwise)
 * @param resign what becomes of a resigning side's figures: "remove" (absent) or "hold" (they stay, doing nothing)
 */
public record Scenario(Integer schema, String title, String description, Integer turns, TableSpec table,
        Integer seaState, NightSpec night, List<TerrainSpec> terrain, List<SideSpec> sides, Map<String, Profile> profiles,
        List<FigureSpec> figures, VictorySpec victory, String resign, String source, String note) {

    public Scenario {
        schema = schema == null ? 1 : schema;
        turns = turns == null ? 10 : turns;
        seaState = seaState == null ? 0 : seaState;
        terrain = terrain == null ? List.of() : List.copyOf(terrain);
        sides = sides == null ? null : List.copyOf(sides);
        profiles = profiles == null ? Map.of() : new TreeMap<>(profiles);
        figures = figures == null ? null : List.copyOf(figures);
        resign = resign == null ? "remove" : resign;
    }

    /** The table's size in inches: {@code width} along x, {@code depth} along y. */
    public record TableSpec(Double width, Double depth) {}

    /**
     * Darkness (Herald's, for the torch's 6" of light, W8): a side sees an enemy figure only within {@code sight}
     * inches of one of its own figures (or an ally's, where {@code alliesShareSight}), or standing in light: within
     * {@code torchLight} inches of a lit torch or a burning feature.
     */
    public record NightSpec(Double sight, Double torchLight) {}

    /**
     * A terrain feature: {@code type} from terrain.json, {@code outline} its corners as "x,y" in inches, in order;
     * {@code burning} a fire rating it starts the game at (a hall already alight), absent for none.
     */
    public record TerrainSpec(String id, String type, String name, List<String> outline, Integer burning) {
        public TerrainSpec {
            outline = outline == null ? null : List.copyOf(outline);
        }
    }

    /**
     * @param colour "#rrggbb"; absent means the side's default colour by its place in the list
     * @param leader the figure whose Leadership counts for initiative (3.1); absent means the side's figure with the
     *     leader trait and the highest Leadership
     * @param allies sides it is allied with (both must name each other); they win together
     * @param alliesShareSight at night, whether it sees what its allies see
     */
    public record SideSpec(String id, String name, String colour, String leader, List<String> allies,
            Boolean alliesShareSight) {
        public SideSpec {
            allies = allies == null ? List.of() : List.copyOf(allies);
            alliesShareSight = alliesShareSight != null && alliesShareSight;
        }
    }

    /**
     * A figure as it stands before turn 1.
     *
     * @param at "x,y": the centre of its base
     * @param heroPoints its Hero Points at the start; absent means its profile's
     * @param ammo special ammunition it carries: "fire-arrow", "holy-water", by count
     * @param torch whether it carries a lit torch from the start
     * @param poisoned whether its cutting and penetrating weapons are poisoned (5.2.3, W5): −2 on every Fate roll
     *     they cause
     */
    public record FigureSpec(String id, String side, String profile, String at, Integer heroPoints,
            Map<String, Integer> ammo, Boolean torch, Boolean poisoned) {
        public FigureSpec {
            ammo = ammo == null ? Map.of() : new TreeMap<>(ammo);
            torch = torch != null && torch;
            poisoned = poisoned != null && poisoned;
        }
    }

    /**
     * How the game is won (ruling 27): each side scores a point for every enemy figure it takes out, and the points of
     * any goal it meets; the most points wins after the last turn, a tie a draw. A side with no figure left in the
     * game has lost.
     *
     * @param text the conditions as printed for the players
     */
    public record VictorySpec(String text, List<Goal> goals) {
        public VictorySpec {
            goals = goals == null ? List.of() : List.copyOf(goals);
        }
    }

    /**
     * A goal worth {@code points} to {@code side}: "burn" a feature alight at the game's end; "hold" a feature (a
     * figure of the side standing on it at the end and no enemy); "take-out" an enemy {@code figure}.
     */
    public record Goal(String side, String kind, String feature, String figure, Integer points) {}
}
