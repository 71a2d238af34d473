package herald.engine.fantasywarriors.events;

import herald.engine.fantasywarriors.FantasyWarriorsState;
import java.util.List;

/**
 * Who won the scouting: one army, by {@code margin} (1-2 outscouts, 3 or more outmanoeuvres), or several tied for the
 * highest, who lay out the terrain in turn (H16).
 */
public record ScoutingWon(List<String> sides, int margin) implements FantasyWarriorsEvent {
    public ScoutingWon {
        sides = List.copyOf(sides);
    }

    @Override
    public String describe() {
        return "scouting won by " + String.join(" and ", sides) + " by " + margin;
    }

    @Override
    public FantasyWarriorsState applyTo(FantasyWarriorsState state) {
        String line = sides.size() > 1
                ? String.join(" and ", sides.stream().map(state::sideName).toList()) + " tie: they lay out the terrain"
                        + " in turn"
                : state.sideName(sides.get(0)) + (margin >= 3 ? " outmanoeuvre" : " outscout") + " the enemy (by "
                        + margin + ") and lay out the terrain";
        return state.withReportLine(line);
    }
}
