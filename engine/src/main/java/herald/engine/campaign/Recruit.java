package herald.engine.campaign;

import java.util.List;
import java.util.Objects;

/**
 * One piece of a side's campaign roster: who it is, as the ruleset's scenarios describe a piece, and what the
 * campaign has done to it so far. The roster outlives every battle; a battle's scenario places the recruits it
 * names, and its end is folded back into them ({@link CampaignRules#afterBattle}).
 *
 * @param spec the piece as a scenario of its ruleset gives it (JSON), with what it carries from battle to battle
 *     (wounds, skills learned) and nothing that belongs to one battle (its square, facing, orders)
 * @param learns what the player would have it learn next, in order of preference (skills, disciplines...);
 *     what it takes is taken off the front
 * @param battles battles fought; {@code survived} of them it came out of alive
 * @param fate how it died, or null while it lives
 */
public record Recruit(String id, String side, String name, String spec, List<String> learns, int battles,
        int survived, String fate) {

    public Recruit {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(side, "side");
        Objects.requireNonNull(spec, "spec");
        learns = learns == null ? List.of() : List.copyOf(learns);
    }

    public boolean dead() {
        return fate != null;
    }

    public Recruit withSpec(String to) {
        return new Recruit(id, side, name, to, learns, battles, survived, fate);
    }

    public Recruit withLearns(List<String> to) {
        return new Recruit(id, side, name, spec, to, battles, survived, fate);
    }

    /** One more battle fought, in which it fell and another of the same arms took its place (not survived). */
    public Recruit replacedAfterBattle() {
        return new Recruit(id, side, name, spec, learns, battles + 1, survived, null);
    }

    /** One more battle fought, survived unless {@code diedOf} says how it died. */
    public Recruit afterBattle(String diedOf) {
        return new Recruit(id, side, name, spec, learns, battles + 1, diedOf == null ? survived + 1 : survived, diedOf);
    }
}
