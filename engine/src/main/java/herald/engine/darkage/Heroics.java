package herald.engine.darkage;

import herald.engine.darkage.events.HeroPointGained;
import herald.engine.darkage.events.HeroPointSpent;
import java.util.List;

/**
 * Heroics (Hero Trait, H1): a Hero with a Hero Point may spend one to re-roll any dice roll it has just made, and the
 * second result stands even if worse; one Hero Point a Hero a phase. Taking an enemy figure out of the game gains one,
 * with no limit. Whether to spend is the player's choice on the spot; by mail it is a standing order (a later
 * session), so this class only judges the spending and the gaining. The Last Heroic Act (H2) is not here yet.
 */
public final class Heroics {
    private Heroics() {}

    /**
     * A Hero's points and the phase it last spent one in ("T3 shooting"), or null.
     */
    public record Hero(String name, int points, String spentIn) {
        public static Hero of(String name, int points) {
            return new Hero(name, points, null);
        }

        public Hero after(HeroPointSpent e) {
            return new Hero(name, e.left(), e.phase());
        }

        public Hero after(HeroPointGained e) {
            return new Hero(name, e.points(), spentIn);
        }
    }

    /**
     * Spending a point to re-roll {@code what} (which came up {@code was}) in {@code phase}; the caller then rolls the
     * same roll again and its result stands.
     */
    public static Ruling spend(Hero h, String phase, String what, int was) {
        if (h.points() < 1) {
            return Ruling.refused(h.name() + " has no Hero Point to spend");
        }
        if (phase.equals(h.spentIn())) {
            return Ruling.refused(h.name() + " has spent a Hero Point this phase already: one a phase");
        }
        return Ruling.of(List.of(new HeroPointSpent(h.name(), phase, what, was, h.points() - 1)));
    }

    public static HeroPointGained tookOut(Hero h, String enemy) {
        return new HeroPointGained(h.name(), enemy, h.points() + 1);
    }
}
