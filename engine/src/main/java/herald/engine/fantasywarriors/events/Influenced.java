package herald.engine.fantasywarriors.events;

import herald.engine.fantasywarriors.FantasyWarriorsState;
import herald.engine.fantasywarriors.Individual;
import herald.engine.fantasywarriors.Reaction;
import herald.engine.fantasywarriors.Unit;

/**
 * A battle leader went to a unit of his command and tried to influence it (phase 6; H11): a die under {@code under}
 * succeeds and the unit is OK again; a failure routs a shaken unit, or against blood lust may cost the leader his life.
 *
 * @param consequence "ok", "no-effect", "rout" or "leader-killed"
 */
public record Influenced(String leader, String unit, int roll, int under, boolean success, String consequence)
        implements FantasyWarriorsEvent {

    @Override
    public String describe() {
        String then = switch (consequence) {
            case "ok" -> unit + " is OK again";
            case "rout" -> unit + " routs";
            case "leader-killed" -> leader + " is killed";
            default -> "no effect";
        };
        return leader + " tries to influence " + unit + ": rolled " + roll + ", needed under " + under + ": " + then;
    }

    @Override
    public FantasyWarriorsState applyTo(FantasyWarriorsState state) {
        Unit u = state.unitOrThrow(unit);
        Individual l = state.individual(leader).orElseThrow();
        // He goes to the unit and stands with it, at its front edge.
        FantasyWarriorsState s = state.withIndividual(l.withGround(l.ground().movedTo(u.ground().at())).withJoined(unit));
        s = switch (consequence) {
            case "ok" -> s.withUnit(Reaction.steadied(u));
            case "rout" -> s.withUnit(u.withRouted(s.turn()));
            case "leader-killed" -> s.withIndividual(s.individual(leader).orElseThrow().withDead(s.turn()));
            default -> s;
        };
        return reported(s);
    }
}
