package herald.engine.fantasywarriors;

import herald.engine.Dice;

/**
 * Influence (the core §10, Herald's H11): in phase 6 a battle leader in base contact with a unit of his command rolls
 * 1D6 and succeeds under his leadership (+1 with a banner, -1 a unit of another race); success returns the unit to OK
 * (Companion L1001). A failure routs a shaken unit; against blood lust it costs the leader his life on a 6 (Herald's
 * softening of the grid's "killed": the README).
 */
public final class Influence {
    private Influence() {}

    /** The leader who visits and the unit he visits. */
    public record Visit(int leadership, boolean banner, boolean otherRace, boolean unitShaken, boolean unitInBloodLust) {}

    /** @param consequence "ok", "no-effect", "rout" or "leader-killed" */
    public record Outcome(int die, int under, boolean success, String consequence) {}

    public static Outcome attempt(Visit v, Dice dice, Tables core) {
        int under = v.leadership() + (v.banner() ? core.modifier("influence", "banner") : 0)
                + (v.otherRace() ? core.modifier("influence", "other-race") : 0);
        int die = dice.roll(6);
        if (die < under) {
            return new Outcome(die, under, true, "ok");
        }
        String consequence = v.unitShaken() ? "rout" : v.unitInBloodLust() && die == 6 ? "leader-killed" : "no-effect";
        return new Outcome(die, under, false, consequence);
    }
}
